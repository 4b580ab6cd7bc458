// The demo pictures committed in public/images/listings/<name>.webp, with the alt text that
// describes each one.

export const SCENES = {
  "labadi-beach":
    "Palm trees leaning over a sunny beach with colourful umbrellas and a calm blue sea",
  "busua-sunset":
    "Silhouetted palms and fishing canoes on the beach at sunset, the sun low over the sea",
  "ada-estuary":
    "Thatched huts on a sandbar where the river meets the sea, a fisherman poling a painted canoe",
  "cape-coast-castle":
    "White-washed coastal castle on the rocks with the Ghana flag and painted canoes on the sand",
  "elmina-harbour":
    "Harbour packed with brightly painted fishing canoes and flags below a white castle and hilltop fort",
  "kakum-canopy":
    "Rope canopy walkway strung between giant rainforest trees above a misty green canopy",
  "wli-falls": "Tall waterfall dropping down a dark cliff into a misty pool, surrounded by forest",
  "boti-falls": "Twin waterfalls over a red-brown rock face with a rainbow above the plunge pool",
  "mole-savanna": "Elephants at a waterhole in golden savanna grass with flat-topped acacia trees",
  "volta-lake":
    "Dawn over a still lake with a steel arch bridge between hills and a fisherman casting a net",
  "lake-bosumtwi":
    "Crater lake ringed by green hills with lakeside villages and a fisherman on a plank boat",
  "accra-skyline":
    "City skyline at dusk with lit windows behind the Black Star Gate and streaks of traffic",
  "afadjato-highlands": "Misty layered green mountains at sunrise with hikers on the ridge",
  "kente-market": "Market stall hung with bright kente cloths in gold, green, red and black",
  "sirigu-village":
    "Round mud houses with painted geometric walls and thatched roofs beside a baobab at dusk",
  "villa-pool":
    "Modern white villa with glowing windows behind a turquoise pool and palm trees at dusk",
  "hotel-room":
    "Boutique hotel room with a wooden bed, kente runner, warm lamp and a window onto the sea",
  "drumming-night": "Drummers and dancers silhouetted around a bonfire under a full moon and stars",
  "cocoa-farm": "Cocoa trees hung with yellow and orange pods above a table of drying cocoa beans",
  "jollof-plate":
    "Plate of jollof rice with grilled chicken, fried plantain and salad, beside a bowl of light soup",
  "larabanga-mosque":
    "White mud-built mosque with pyramid towers bristling with wooden beams under a blue sky",
  "forest-cabin": "Wooden treehouse cabin on stilts glowing under string lights in a dark forest",
  "guesthouse-garden":
    "Cream colonial-style guesthouse with green shutters, arched veranda and pink bougainvillea",
  "beach-resort": "Thatched beach bungalows among coconut palms beside a turquoise sea",
} as const;

export type SceneName = keyof typeof SCENES;

export function sceneUrl(name: SceneName): string {
  return `/images/listings/${name}.webp`;
}
