import type { Database, DbOrTx } from "@/db/client";
import type { UpdateHostListingInput } from "@/lib/schemas/host";
import { getAdminListing } from "../admin/listings/admin-listing-view";
import { archiveListing } from "../admin/listings/archive-listing";
import { updateListing } from "../admin/listings/update-listing";
import { assertOwnListing, type OwnListingParams } from "./own-listing";

// A host's own listing, read, changed and archived by the admin's services once the listing is
// known to be the host's (own-listing.ts): one set of rules for both.

export interface GetHostListingParams extends OwnListingParams {
  appUrl: string;
}

export async function getHostListing(db: DbOrTx, { appUrl, ...own }: GetHostListingParams) {
  await assertOwnListing(db, own);
  return getAdminListing(db, { listingId: own.listingId, appUrl });
}

export interface UpdateHostListingParams extends OwnListingParams, UpdateHostListingInput {
  appUrl: string;
}

export async function updateHostListing(
  db: Database,
  { hostId, listingId, appUrl, ...changes }: UpdateHostListingParams,
) {
  await assertOwnListing(db, { hostId, listingId });
  return updateListing(db, { ...changes, actorId: hostId, listingId, appUrl });
}

export async function archiveHostListing(db: Database, own: OwnListingParams) {
  await assertOwnListing(db, own);
  return archiveListing(db, { actorId: own.hostId, listingId: own.listingId });
}
