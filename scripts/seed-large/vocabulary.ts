// Words the large seed composes its listings and people from; places, pictures and
// amenities come from the demo seed so both datasets look alike.
import { LISTINGS } from "../../db/seed/listings";
import { SCENES, type SceneName, sceneUrl } from "../../db/seed/scenes";
import { PROPERTY_TYPES } from "../../lib/enums";

const places = [
  ...new Map(LISTINGS.map((l) => [`${l.region}/${l.city}`, [l.region, l.city] as const])).values(),
];
export const REGIONS = places.map(([region]) => region);
export const CITIES = places.map(([, city]) => city);

const scenes = Object.keys(SCENES) as SceneName[];
export const IMAGE_URLS = scenes.map(sceneUrl);
export const IMAGE_ALTS = scenes.map((scene) => SCENES[scene]);

export { PROPERTY_TYPES };
/** Title nouns, in the order of PROPERTY_TYPES. */
export const PROPERTY_NOUNS = [
  "Villa",
  "Apartment",
  "House",
  "Guesthouse",
  "Hotel Room",
  "Resort Suite",
  "Cabin",
];
export const ADJECTIVES = [
  "Sunny",
  "Quiet",
  "Breezy",
  "Cosy",
  "Spacious",
  "Modern",
  "Charming",
  "Family",
  "Garden",
  "Seaview",
  "Hilltop",
  "Lagoon",
];
export const ACTIVITIES = [
  "Canoe Trip",
  "Waterfall Hike",
  "Canopy Walk",
  "Surf Lesson",
  "Cycling Tour",
  "Birdwatching Walk",
  "Market Tour",
  "Fishing Morning",
];
export const EXPERIENCES = [
  "Kente Weaving Class",
  "Drumming Night",
  "Cooking Class",
  "Cocoa Farm Visit",
  "Bead Making Workshop",
  "Storytelling Evening",
];
export const HIGHLIGHTS = [
  "Free Wi-Fi",
  "Breakfast on the terrace",
  "Walk to the beach",
  "Friendly local host",
  "Airport pickup on request",
  "Backup power",
  "Guided by locals",
  "Small groups",
];
/** Description sentences; a listing's description has two different ones. */
export const SENTENCES = [
  "Close to the beach and the fishing harbour.",
  "A short walk from the market and the old town.",
  "Surrounded by forest, with birdsong in the morning.",
  "Views over the lagoon from a shaded terrace.",
  "Near the waterfalls and hiking trails of the hills.",
  "On a quiet street with good local restaurants nearby.",
  "The host arranges drivers, guides and day trips.",
  "Fast Wi-Fi and a proper desk for remote work.",
];
export const STREETS = [
  "Independence Avenue",
  "Palm Street",
  "Lagoon Road",
  "Market Lane",
  "Castle Road",
];
export const FIRST_NAMES = [
  "Ama",
  "Kofi",
  "Akosua",
  "Kwame",
  "Abena",
  "Yaw",
  "Efua",
  "Kojo",
  "Adwoa",
  "Kwabena",
  "Esi",
  "Kwaku",
  "Afua",
  "Kwesi",
  "Yaa",
  "Fiifi",
];
export const LAST_NAMES = [
  "Mensah",
  "Owusu",
  "Asante",
  "Boateng",
  "Osei",
  "Agyeman",
  "Addo",
  "Appiah",
  "Darko",
  "Ofori",
  "Quaye",
  "Tetteh",
];
