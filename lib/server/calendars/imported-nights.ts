import { eq, sql } from "drizzle-orm";
import type { Transaction } from "@/db/client";
import { calendarFeedNights } from "@/db/schema";
import type { ImportedNight } from "@/lib/calendar-import";

export interface ReplaceClaimsParams {
  feedId: string;
  listingId: string;
  /** The nights the feed now says are taken, from `today` on. */
  nights: readonly ImportedNight[];
  today: string;
}

/** What a feed says from today on replaces what it said before; past claims are dropped. */
export async function replaceFeedClaims(
  tx: Transaction,
  { feedId, listingId, nights, today }: ReplaceClaimsParams,
): Promise<void> {
  await tx.delete(calendarFeedNights).where(eq(calendarFeedNights.feedId, feedId));
  const upcoming = nights.filter(({ night }) => night >= today);
  for (let start = 0; start < upcoming.length; start += 1000) {
    await tx
      .insert(calendarFeedNights)
      .values(
        upcoming
          .slice(start, start + 1000)
          .map(({ night, uid }) => ({ feedId, listingId, night, uid })),
      );
  }
}

/**
 * Makes the nights table agree with the feeds' claims, for one stay or every one: a night a
 * feed no longer claims is freed, and a claimed night that is free is taken by its feed (the
 * first feed by id when two claim it). A night held by a booking or blocked by hand is left
 * as it is: the primary key turns the feed's insert into nothing. Expired holds in the way
 * must have been released first.
 */
export async function applyFeedClaims(
  tx: Transaction,
  { listingId, today }: { listingId?: string; today: string },
): Promise<void> {
  const ofListing = (column: string) =>
    listingId === undefined ? sql`true` : sql`${sql.identifier(column)}.listing_id = ${listingId}`;
  await tx.execute(sql`
    delete from blocked_nights as b
    where ${ofListing("b")} and b.feed_id is not null and b.night >= ${today}::date
      and not exists (
        select 1 from calendar_feed_nights as c where c.feed_id = b.feed_id and c.night = b.night)`);
  await tx.execute(sql`
    insert into blocked_nights (listing_id, night, feed_id)
    select distinct on (c.listing_id, c.night) c.listing_id, c.night, c.feed_id
    from calendar_feed_nights as c
    join listings as l on l.id = c.listing_id and l.type = 'ACCOMMODATION'
    where ${ofListing("c")} and c.night >= ${today}::date
      and not exists (
        select 1 from blocked_nights as b where b.listing_id = c.listing_id and b.night = c.night)
    order by c.listing_id, c.night, c.feed_id
    on conflict (listing_id, night) do nothing`);
}
