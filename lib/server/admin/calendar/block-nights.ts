import { and, eq, gte, isNotNull, lt, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { isCheckViolation, isUniqueViolation } from "@/db/errors";
import { blockedNights, listings } from "@/db/schema";
import { daysBetween } from "@/lib/dates";
import type { BlockReason } from "@/lib/enums";
import { AppError, notFound } from "@/lib/errors";
import { releaseExpiredHoldsIn } from "../../bookings/release-expired-holds";
import { catalogWrite } from "../../cache/catalog-reads";
import { recordAudit } from "../audit";

export interface NightRange {
  from: string;
  to: string;
}

export interface BlockNightsParams extends NightRange {
  actorId: string;
  listingId: string;
  reason: BlockReason;
  note?: string;
}

export interface UnblockNightsParams extends NightRange {
  actorId: string;
  listingId: string;
}

async function assertListing(
  db: Database | Parameters<Parameters<Database["transaction"]>[0]>[0],
  id: string,
) {
  const [listing] = await db.select({ id: listings.id }).from(listings).where(eq(listings.id, id));
  if (!listing) throw notFound("Listing");
}

/**
 * Blocks every night of [from, to) with a reason. Like a booking, the block goes through the
 * nights' primary key: a night held or booked by a guest (or already blocked) makes the whole
 * block fail with 409 DATES_UNAVAILABLE. On an activity or experience a blocked date closes
 * its starts, and a start holding a booking fails the same way (migration 0013). Expired
 * holds in the way are released first. Once committed, the cached public pages (the listing
 * page shows its calendar) are forgotten with the catalogue reads (`catalogWrite`).
 */
export async function blockNights(
  db: Database,
  { actorId, listingId, ...input }: BlockNightsParams,
) {
  try {
    return await catalogWrite(() =>
      db.transaction(async (tx) => {
        await assertListing(tx, listingId);
        await releaseExpiredHoldsIn(tx, { listingId, checkIn: input.from, checkOut: input.to });
        await tx.execute(sql`
        insert into blocked_nights (listing_id, night, reason, note, created_by_id)
        select ${listingId}, night::date, ${input.reason}, ${input.note ?? null}, ${actorId}
        from generate_series(${input.from}::date, ${input.to}::date - 1, interval '1 day') as night`);
        await recordAudit(tx, {
          actorId,
          action: "blocked_nights.block",
          entityType: "blocked_nights",
          entityId: listingId,
          after: { ...input },
        });
        return { listingId, ...input, nights: daysBetween(input.from, input.to) };
      }),
    );
  } catch (error) {
    if (isUniqueViolation(error, "blocked_nights_pkey")) {
      throw new AppError(
        "DATES_UNAVAILABLE",
        "Some of these nights are already booked, held or blocked",
      );
    }
    // An activity's or experience's start on one of the dates holds a booking.
    if (isCheckViolation(error, "activity_starts_closed_empty")) {
      throw new AppError("DATES_UNAVAILABLE", "Some of these dates have bookings at a start");
    }
    throw error;
  }
}

/**
 * Unblocks the nights of [from, to) blocked by hand; nights of bookings and of imported
 * calendars are never touched.
 */
export async function unblockNights(
  db: Database,
  { actorId, listingId, ...input }: UnblockNightsParams,
) {
  return catalogWrite(() =>
    db.transaction(async (tx) => {
      await assertListing(tx, listingId);
      const removed = await tx
        .delete(blockedNights)
        .where(
          and(
            eq(blockedNights.listingId, listingId),
            isNotNull(blockedNights.reason),
            gte(blockedNights.night, input.from),
            lt(blockedNights.night, input.to),
          ),
        )
        .returning({ night: blockedNights.night, reason: blockedNights.reason });
      await recordAudit(tx, {
        actorId,
        action: "blocked_nights.unblock",
        entityType: "blocked_nights",
        entityId: listingId,
        before: removed,
        after: { ...input },
      });
      return { listingId, ...input, nights: removed.length };
    }),
  );
}
