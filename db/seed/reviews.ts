/** What demo guests wrote after their stays (by booking reference), and the host's answers. */
export interface ReviewSeed {
  reference: string;
  rating: number;
  cleanliness: number;
  accuracy: number;
  location: number;
  value: number;
  text: string;
  /** The host's answer, when the listing has a host. */
  reply?: string;
}

// The last completed stay (BK-AW9JQ8JU, a week ago) is left for its guest to review.
export const REVIEW_SEEDS: ReviewSeed[] = [
  {
    reference: "BK-HWGQ496R",
    rating: 5,
    cleanliness: 5,
    accuracy: 5,
    location: 5,
    value: 4,
    text: "Woke up to the waves every morning. The staff remembered our names by day two and the breakfast of fresh pineapple and kelewele was a treat.",
  },
  {
    reference: "BK-AFHUG6A9",
    rating: 5,
    cleanliness: 5,
    accuracy: 5,
    location: 4,
    value: 5,
    text: "Room for all seven of us, a pool the children did not want to leave, and security let us in at 1 a.m. without a fuss. Traffic to the airport is heavy at rush hour.",
    reply: "Medaase, Yaw! Come back when the mangoes are ripe.",
  },
  {
    reference: "BK-WP3SYY2E",
    rating: 4,
    cleanliness: 4,
    accuracy: 5,
    location: 5,
    value: 4,
    text: "The canopy walk is everything the photos promise; our guide spotted a hornbill we would never have seen. Go at seven, before the heat and the buses.",
  },
  {
    reference: "BK-XFUU7KVB",
    rating: 4,
    cleanliness: 3,
    accuracy: 4,
    location: 5,
    value: 5,
    text: "A simple shack right on the sand, drumming in the evenings and the best grilled fish of our trip. Bring a torch: the path is dark at night.",
  },
  {
    reference: "BK-ZZ75F39H",
    rating: 5,
    cleanliness: 5,
    accuracy: 5,
    location: 5,
    value: 5,
    text: "Five quiet days in Busua: surfing lessons in the morning, hammock in the afternoon. The bungalow was spotless and the host's tips were spot on.",
    reply: "Thank you Abena, the surf school says hello.",
  },
  {
    reference: "BK-593S48BQ",
    rating: 5,
    cleanliness: 4,
    accuracy: 5,
    location: 5,
    value: 5,
    text: "Elephants at the waterhole within ten minutes of setting off. The ranger was patient with all our questions. Worth the long road north.",
  },
  {
    reference: "BK-JDG58K8Q",
    rating: 4,
    cleanliness: 4,
    accuracy: 4,
    location: 5,
    value: 4,
    text: "Steep in places but the falls at the end are breathtaking. Wear proper shoes; our guide carried water for those who forgot.",
  },
  {
    reference: "BK-H78S3V83",
    rating: 4,
    cleanliness: 5,
    accuracy: 4,
    location: 4,
    value: 4,
    text: "A calm garden in the middle of Osu, close to the restaurants on Oxford Street. The generator kicked in during a power cut within seconds.",
  },
  {
    reference: "BK-5NUTACK7",
    rating: 5,
    cleanliness: 5,
    accuracy: 5,
    location: 4,
    value: 5,
    text: "Weaving my own strip of kente with a master weaver was the highlight of my year. Patient teaching and a lovely story behind every pattern.",
  },
  {
    reference: "BK-9ZNS9795",
    rating: 5,
    cleanliness: 5,
    accuracy: 5,
    location: 5,
    value: 4,
    text: "The villa is even better than the pictures, with a chef who cooked the freshest lobster. Perfect for a family weekend away from Accra.",
    reply: "It was a pleasure hosting your family, Kojo.",
  },
  {
    reference: "BK-CUW7G6S6",
    rating: 3,
    cleanliness: 3,
    accuracy: 3,
    location: 5,
    value: 3,
    text: "Wonderful location by the castle and the fishing harbour, but our room was smaller than shown and the shower was lukewarm.",
  },
  {
    reference: "BK-M58ET9ZG",
    rating: 4,
    cleanliness: 5,
    accuracy: 4,
    location: 4,
    value: 4,
    text: "Second stay here and still lovely. The Wi-Fi was slow on the first evening but the host had it fixed the next morning.",
  },
  {
    reference: "BK-N4K6AFA6",
    rating: 4,
    cleanliness: 4,
    accuracy: 4,
    location: 5,
    value: 4,
    text: "Sunset over the Volta from the terrace is unforgettable. The boat trip to the dam is worth booking at the desk.",
  },
];
