import { asc, count, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { auditLog, hostProfiles, listings, profiles, users } from "@/db/schema";

export interface ReviewQueueParams {
  limit: number;
}

// When the listing last went to PENDING_REVIEW (a host's submit or an admin's status change),
// from the audit trail by its entity index; its last change when the trail has none.
const submittedAt = sql<Date>`coalesce((select max(${auditLog.createdAt}) from ${auditLog} where ${auditLog.entityType} = 'listing' and ${auditLog.entityId} = ${listings.id} and ${auditLog.after} ->> 'status' = 'PENDING_REVIEW'), ${listings.updatedAt})`;

/**
 * The listings waiting for an admin's review, the longest waiting first, with their host's
 * name as guests would see it (the host profile's, else the account's name, else its e-mail),
 * and how many wait in all.
 */
export async function listReviewQueue(db: DbOrTx, { limit }: ReviewQueueParams) {
  const waiting = eq(listings.status, "PENDING_REVIEW");
  const [items, [totals]] = await Promise.all([
    db
      .select({
        id: listings.id,
        title: listings.title,
        type: listings.type,
        hostName: sql<
          string | null
        >`coalesce(${hostProfiles.displayName}, nullif(trim(${profiles.firstName} || ' ' || ${profiles.lastName}), ''), ${users.email})`,
        submittedAt: submittedAt.mapWith((value: string | Date) => new Date(value)),
      })
      .from(listings)
      .leftJoin(users, eq(users.id, listings.hostId))
      .leftJoin(hostProfiles, eq(hostProfiles.userId, listings.hostId))
      .leftJoin(profiles, eq(profiles.userId, listings.hostId))
      .where(waiting)
      .orderBy(asc(submittedAt), asc(listings.id))
      .limit(limit),
    db.select({ total: count() }).from(listings).where(waiting),
  ]);
  return { items, total: totals?.total ?? 0 };
}
