import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database, DbOrTx } from "@/db/client";
import { listings } from "@/db/schema";
import { notFound } from "@/lib/errors";
import { recordAudit } from "../admin/audit";

export interface CalendarFeedParams {
  listingId: string;
  appUrl: string;
}

const feedUrlOf = (appUrl: string, token: string) =>
  `${appUrl.replace(/\/+$/, "")}/api/calendars/${token}.ics`;

/** A stay's feed address (404 for an activity or experience, which has none). */
export async function getCalendarFeed(db: DbOrTx, { listingId, appUrl }: CalendarFeedParams) {
  const [listing] = await db
    .select({ token: listings.calendarToken, type: listings.type })
    .from(listings)
    .where(eq(listings.id, listingId));
  if (listing?.type !== "ACCOMMODATION") throw notFound("Calendar feed");
  return { url: feedUrlOf(appUrl, listing.token) };
}

export interface RotateCalendarFeedParams extends CalendarFeedParams {
  actorId: string;
}

/**
 * A new secret for the feed: the old address stops answering at once (a channel that had it
 * must be given the new one). Audited.
 */
export async function rotateCalendarFeed(
  db: Database,
  { listingId, actorId, appUrl }: RotateCalendarFeedParams,
) {
  return db.transaction(async (tx) => {
    await getCalendarFeed(tx, { listingId, appUrl });
    const token = randomBytes(24).toString("hex");
    await tx.update(listings).set({ calendarToken: token }).where(eq(listings.id, listingId));
    await recordAudit(tx, {
      actorId,
      action: "listing.calendar_feed_rotate",
      entityType: "listing",
      entityId: listingId,
      before: null,
      after: null,
    });
    return { url: feedUrlOf(appUrl, token) };
  });
}
