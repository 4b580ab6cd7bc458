import type { ListingDetail } from "@/lib/server/catalog/get-listing";
import { aggregateRating } from "../reviews/aggregate-rating";

/** schema.org data about a listing for search engines: a lodging, or a tourist trip; its rating. */
export function listingJsonLd(listing: ListingDetail, url: string) {
  const lodging = listing.type === "ACCOMMODATION";
  return {
    "@context": "https://schema.org",
    "@type": lodging ? "LodgingBusiness" : "TouristTrip",
    name: listing.title,
    description: listing.description,
    url,
    image: listing.images.map((image) => image.url),
    address: {
      "@type": "PostalAddress",
      streetAddress: listing.address || undefined,
      addressLocality: listing.city,
      addressRegion: listing.region,
      addressCountry: "GH",
    },
    geo:
      listing.latitude !== null && listing.longitude !== null
        ? { "@type": "GeoCoordinates", latitude: listing.latitude, longitude: listing.longitude }
        : undefined,
    offers: { "@type": "Offer", price: listing.priceGHS, priceCurrency: "GHS", url },
    // schema.org gives a place a rating, not a trip (an Intangible): TouristTrip has none.
    aggregateRating: lodging ? aggregateRating(listing) : undefined,
  };
}

/** The JSON-LD script; `<` is escaped so no listing text can close the script element. */
export function ListingJsonLd({ listing, url }: { listing: ListingDetail; url: string }) {
  const json = JSON.stringify(listingJsonLd(listing, url)).replace(/</g, "\\u003c");
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be raw JSON; it is escaped above
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
