import { cache } from "react";
import { getDb } from "@/db/client";
import { slugParams } from "@/lib/schemas/catalog";
import { getPublishedListing, type ListingDetail } from "@/lib/server/catalog/get-listing";
import { config } from "@/lib/server/config";
import { loadOrNotFound } from "../load-or-not-found";

/** A published listing for its page and the booking page, once a request; else the 404 page. */
export const loadPublishedListing = cache(
  (slug: string): Promise<ListingDetail> =>
    loadOrNotFound(() => getPublishedListing(getDb(), slug, config().GHS_PER_USD), {
      valid: slugParams.safeParse({ slug }).success,
    }),
);
