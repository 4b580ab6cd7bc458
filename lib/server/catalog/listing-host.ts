import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { hostProfiles, listings, profiles, users } from "@/db/schema";

export interface ListingHostParams {
  listingId: string;
}

export interface ListingHost {
  /** The host profile's display name, else the account's first name. */
  name: string;
  /** When they became a host (their profile), else when their account was made. */
  since: Date;
}

/**
 * Who hosts a listing, as its public page names them: a name and since when, never their
 * contact details; null for a listing without a host. Kept out of GET /api/listings/{slug},
 * whose fields interface.md fixes.
 */
export async function getListingHost(
  db: DbOrTx,
  { listingId }: ListingHostParams,
): Promise<ListingHost | null> {
  const [row] = await db
    .select({
      name: sql<string | null>`coalesce(${hostProfiles.displayName}, ${profiles.firstName})`,
      since: sql<Date>`coalesce(${hostProfiles.createdAt}, ${users.createdAt})`.mapWith(
        (value: string | Date) => new Date(value),
      ),
    })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.hostId))
    .leftJoin(hostProfiles, eq(hostProfiles.userId, users.id))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(listings.id, listingId));
  if (!row?.name) return null;
  return { name: row.name, since: row.since };
}
