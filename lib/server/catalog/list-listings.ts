import type { DbOrTx } from "@/db/client";
import type { ListingType, PriceUnit } from "@/lib/enums";
import { preparedDatedList } from "./dated-list-statements";
import { withAbsoluteUrls } from "./listing-images";
import { type ListingQueriesParams, listingQueries } from "./listing-queries";

export interface ListingSummary {
  id: string;
  type: ListingType;
  title: string;
  slug: string;
  description: string;
  region: string;
  city: string;
  area: string;
  priceGHS: string;
  priceUnit: PriceUnit;
  bedrooms: number;
  bathrooms: number;
  maxGuests: number;
  /** An activity's or experience's length and daily starts (a stay: 1, null, none). */
  durationDays: number;
  durationHours: number | null;
  startTimes: string[];
  featured: boolean;
  /** Its visible reviews' average overall rating (one decimal, null without any) and count. */
  ratingAverage: number | null;
  ratingCount: number;
  /** Where the listing is, when known: its marker on a map. */
  latitude: number | null;
  longitude: number | null;
  images: Array<{ id: string; url: string; isPrimary: boolean; placeholder: string | null }>;
}

export interface ListListingsParams extends ListingQueriesParams {
  appUrl: string;
}

/** One page of published listings matching every filter, with the total for pagination. */
export async function listListings(
  db: DbOrTx,
  { appUrl, ...query }: ListListingsParams,
): Promise<{ items: ListingSummary[]; total: number }> {
  const queries = preparedDatedList(db, query) ?? listingQueries(db, query);
  const [rows, [totals]] = await Promise.all([queries.page, queries.count]);
  return {
    items: rows.map(({ images, ...row }) => ({
      ...row,
      images: withAbsoluteUrls(appUrl, images).map(({ id, url, isPrimary, placeholder }) => ({
        id,
        url,
        isPrimary,
        placeholder,
      })),
    })),
    total: totals?.total ?? 0,
  };
}
