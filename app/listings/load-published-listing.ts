import { cache } from "react";
import { getDb } from "@/db/client";
import { config } from "@/lib/platform/config";
import { slugParams } from "@/lib/schemas/catalog";
import { getPublishedListing, type ListingDetail } from "@/lib/server/catalog/get-listing";
import { loadOrNotFound } from "../load-or-not-found";

/** A published listing for its page and the booking page, once a request; else the 404 page. */
export const loadPublishedListing = cache(
  (slug: string): Promise<ListingDetail> =>
    loadOrNotFound(
      () =>
        getPublishedListing(getDb(), {
          slug,
          ghsPerUsd: config().GHS_PER_USD,
          appUrl: config().appUrl,
        }),
      { valid: slugParams.safeParse({ slug }).success },
    ),
);
