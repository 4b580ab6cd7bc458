/** Every scene, by the name of the image it renders (public/images/listings/<name>.webp). */
import type { Painter } from "../svg";
import { beachResort, busuaSunset, labadiBeach } from "./coast";
import { accraSkyline, capeCoastCastle, elminaHarbour } from "./coast-towns";
import { drummingNight, jollofPlate, kenteMarket } from "./culture";
import { afadjatoHighlands, cocoaFarm, kakumCanopy } from "./forest";
import { larabangaMosque, moleSavanna, siriguVillage } from "./savanna-north";
import { forestCabin, guesthouseGarden, hotelRoom, villaPool } from "./stays";
import { adaEstuary, lakeBosumtwi, voltaLake } from "./water";
import { botiFalls, wliFalls } from "./waterfalls";

export const scenes: Record<string, Painter> = {
  "labadi-beach": labadiBeach,
  "busua-sunset": busuaSunset,
  "ada-estuary": adaEstuary,
  "cape-coast-castle": capeCoastCastle,
  "elmina-harbour": elminaHarbour,
  "kakum-canopy": kakumCanopy,
  "wli-falls": wliFalls,
  "boti-falls": botiFalls,
  "mole-savanna": moleSavanna,
  "volta-lake": voltaLake,
  "lake-bosumtwi": lakeBosumtwi,
  "accra-skyline": accraSkyline,
  "afadjato-highlands": afadjatoHighlands,
  "kente-market": kenteMarket,
  "sirigu-village": siriguVillage,
  "villa-pool": villaPool,
  "hotel-room": hotelRoom,
  "drumming-night": drummingNight,
  "cocoa-farm": cocoaFarm,
  "jollof-plate": jollofPlate,
  "larabanga-mosque": larabangaMosque,
  "forest-cabin": forestCabin,
  "guesthouse-garden": guesthouseGarden,
  "beach-resort": beachResort,
};
