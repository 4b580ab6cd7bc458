import { and, count, desc, eq, type SQL } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { bookings, listings } from "@/db/schema";
import type { BookingStatus } from "@/lib/enums";
import type { PageRequest } from "@/lib/pagination";
import { imagesByListing } from "../catalog/listing-images";

/** What every list of bookings shows of one: which, its status, when and for how many. */
export const stayColumns = {
  id: bookings.id,
  reference: bookings.reference,
  status: bookings.status,
  checkIn: bookings.checkIn,
  checkOut: bookings.checkOut,
  startTime: bookings.startTime,
  nights: bookings.nights,
  adults: bookings.adults,
  children: bookings.children,
};

export interface OwnBookingQueriesParams {
  userId: string;
  /** Only bookings of this status. */
  status?: BookingStatus;
  page: PageRequest;
}

export interface ListOwnBookingsParams extends OwnBookingQueriesParams {
  /** The listings' image URLs are made absolute on it. */
  appUrl: string;
}

/** The page and count statements of a user's own bookings, newest first. */
export function ownBookingQueries(db: DbOrTx, { userId, status, page }: OwnBookingQueriesParams) {
  const conditions: SQL[] = [eq(bookings.userId, userId)];
  if (status) conditions.push(eq(bookings.status, status));
  const where = and(...conditions);
  return {
    page: db
      .select({
        ...stayColumns,
        total: bookings.total,
        createdAt: bookings.createdAt,
        listingId: listings.id,
        listingType: listings.type,
        listingDurationHours: listings.durationHours,
        listingTitle: listings.title,
        listingSlug: listings.slug,
      })
      .from(bookings)
      .innerJoin(listings, eq(listings.id, bookings.listingId))
      .where(where)
      .orderBy(desc(bookings.createdAt), desc(bookings.id))
      .limit(page.limit)
      .offset(page.offset),
    count: db.select({ total: count() }).from(bookings).where(where),
  };
}

/** The user's own bookings, newest first, optionally of one status. */
export async function listOwnBookings(db: DbOrTx, params: ListOwnBookingsParams) {
  const { appUrl } = params;
  const queries = ownBookingQueries(db, params);
  const [rows, [totals]] = await Promise.all([queries.page, queries.count]);
  const images = await imagesByListing(db, {
    listingIds: [...new Set(rows.map((row) => row.listingId))],
    appUrl,
  });
  return {
    items: rows.map(
      ({
        listingId,
        listingType,
        listingDurationHours,
        listingTitle,
        listingSlug,
        createdAt,
        ...booking
      }) => ({
        ...booking,
        listing: {
          id: listingId,
          type: listingType,
          durationHours: listingDurationHours,
          title: listingTitle,
          slug: listingSlug,
          images: (images.get(listingId) ?? []).map(({ url, isPrimary }) => ({ url, isPrimary })),
        },
        createdAt,
      }),
    ),
    total: totals?.total ?? 0,
  };
}
