import type { DestinationSeed } from "./types";

/** A destination covers a whole region, or one city of it when `city` is set. */
export const DESTINATIONS: DestinationSeed[] = [
  {
    name: "Accra",
    slug: "accra",
    region: "Greater Accra",
    city: "Accra",
    description:
      "Ghana's buzzing capital: Osu's nightlife, the galleries of Labone, Jamestown's lighthouse and the long Atlantic beaches of La.",
    image: "accra-skyline",
    position: 0,
  },
  {
    name: "Cape Coast",
    slug: "cape-coast",
    region: "Central",
    city: "Cape Coast",
    description:
      "The castle, the fishing beaches and the old town of the Central coast, an hour from the Kakum rainforest.",
    image: "cape-coast-castle",
    position: 1,
  },
  {
    name: "Elmina",
    slug: "elmina",
    region: "Central",
    city: "Elmina",
    description:
      "A harbour of painted canoes beneath St. George's Castle and Fort St. Jago, with quiet guesthouses on the lagoon.",
    image: "elmina-harbour",
    position: 2,
  },
  {
    name: "Kakum Rainforest",
    slug: "kakum",
    region: "Central",
    city: "Kakum",
    description:
      "Walk the canopy 40 metres above the forest floor and spend the night among the trees of Kakum National Park.",
    image: "kakum-canopy",
    position: 3,
  },
  {
    name: "Kumasi & Ashanti",
    slug: "kumasi-ashanti",
    region: "Ashanti",
    city: null,
    description:
      "The Garden City and the Ashanti heartland: royal history at Manhyia, kente looms at Bonwire and the crater lake of Bosumtwi.",
    image: "kente-market",
    position: 4,
  },
  {
    name: "Volta Region: Ho & Hohoe",
    slug: "volta-region",
    region: "Volta",
    city: null,
    description:
      "Green highlands, Wli's waterfalls and the climb up Mount Afadjato, Ghana's highest peak, with Ewe drumming after dark.",
    image: "wli-falls",
    position: 5,
  },
  {
    name: "Busua & the Western coast",
    slug: "western-coast",
    region: "Western",
    city: null,
    description:
      "Surf breaks, palm-fringed coves and lazy beach bungalows from Busua to Axim and Cape Three Points.",
    image: "busua-sunset",
    position: 6,
  },
  {
    name: "Mole & the North",
    slug: "mole-north",
    region: "Northern",
    city: null,
    description:
      "Walking safaris among elephants in Mole National Park, the ancient mosque of Larabanga and the markets of Tamale.",
    image: "mole-savanna",
    position: 7,
  },
  {
    name: "Ada Foah",
    slug: "ada-foah",
    region: "Greater Accra",
    city: "Ada Foah",
    description:
      "Where the Volta River meets the sea: island hopping, turtle beaches and riverside cabins on the estuary.",
    image: "ada-estuary",
    position: 8,
  },
  {
    name: "Akosombo & the Eastern hills",
    slug: "eastern-region",
    region: "Eastern",
    city: null,
    description:
      "Cruises on Lake Volta beneath the Adomi Bridge, the Boti twin falls and cool evenings in the Aburi hills.",
    image: "volta-lake",
    position: 9,
  },
  {
    name: "Upper East: Bolgatanga & Sirigu",
    slug: "upper-east",
    region: "Upper East",
    city: null,
    description:
      "Painted mud houses, basket weavers and pottery workshops in the savanna villages near Bolgatanga.",
    image: "sirigu-village",
    position: 10,
  },
];
