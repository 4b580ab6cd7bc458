import { and, count, desc, eq, gt, lte, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { bookings, listings, payments, profiles, users } from "@/db/schema";
import type { BookingStatus } from "@/lib/enums";
import { type PageRequest, totalOfCountedPage } from "@/lib/pagination";
import { netRevenue, paidPayment } from "../stats/dashboard-stats";

export interface AdminBookingFilters {
  status?: BookingStatus;
  /** Stays with a night on or after this date (see lib/schemas/admin-bookings.ts). */
  startDate?: string;
  /** Stays with a night on or before this date. */
  endDate?: string;
  listingId?: string;
  /** Bookings of this host's listings only. */
  hostId?: string;
}

export interface AdminBookingQueriesParams extends AdminBookingFilters {
  page: PageRequest;
}

export interface ListAdminBookingsParams extends AdminBookingQueriesParams {
  /** The figures over every booking; by default computed on the same handle. */
  statsOf?: () => Promise<AdminBookingStats>;
}

export interface AdminBookingStats {
  total: number;
  pending: number;
  confirmed: number;
  completed: number;
  cancelled: number;
  /** Completed payments minus refunded amounts, "12345.67". */
  revenue: string;
}

const hasWindow = (filters: AdminBookingFilters) =>
  filters.startDate !== undefined || filters.endDate !== undefined;

function filterConditions(filters: AdminBookingFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(bookings.status, filters.status));
  if (filters.listingId) conditions.push(eq(bookings.listingId, filters.listingId));
  if (filters.hostId) {
    conditions.push(
      sql`${bookings.listingId} in (select ${listings.id} from ${listings} where ${listings.hostId} = ${filters.hostId})`,
    );
  }
  // A night in the window: the stay's nights [check-in, check-out) overlap the window's days
  // [startDate, endDate + 1), either end open; bookings_status_stay_idx serves it.
  if (hasWindow(filters)) {
    const windowEnd = filters.endDate ? sql`${filters.endDate}::date + 1` : sql`null`;
    conditions.push(
      sql`daterange(${bookings.checkIn}, ${bookings.checkOut}) && daterange(${filters.startDate ?? null}::date, ${windowEnd})`,
    );
    // Implied by the overlap, but they let the planner see how many stays end after the start
    // (and begin before the end): without them it took a month of CONFIRMED stays in the past
    // for 15,000 rows and walked every confirmed booking (300 ms) to find none.
    if (filters.startDate) conditions.push(gt(bookings.checkOut, filters.startDate));
    if (filters.endDate) conditions.push(lte(bookings.checkIn, filters.endDate));
  }
  return conditions;
}

/**
 * Newest first. With a date window the matches are few and found through the stay-range
 * index, then sorted; but the planner, taking status and dates as independent, would rather
 * walk the newest-first index and filter, which reads the whole table when the window holds
 * no booking of that status (CONFIRMED stays in the past). Ordering on an expression of
 * `created_at` takes that walk off the table.
 */
function newestFirst(filters: AdminBookingFilters): SQL[] {
  return hasWindow(filters)
    ? [sql`${bookings.createdAt} + interval '0 seconds' desc`, desc(bookings.id)]
    : [desc(bookings.createdAt), desc(bookings.id)];
}

/**
 * The page and count statements of the admin's bookings table, newest first. The page is
 * chosen from `bookings` alone and only its rows are joined to their guest and listing, so no
 * plan can join every match first. With a date window every match is sorted anyway, so the
 * page also counts them (`matches`, a window count) and the count statement is needed only
 * past the last page; without one the page walks the newest-first index and stops early,
 * and `matches` is null.
 */
export function adminBookingQueries(db: DbOrTx, { page, ...filters }: AdminBookingQueriesParams) {
  const where = and(...filterConditions(filters));
  const matches = hasWindow(filters) ? sql`count(*) over ()` : sql`null`;
  const chosen = db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      status: bookings.status,
      checkIn: bookings.checkIn,
      checkOut: bookings.checkOut,
      startTime: bookings.startTime,
      nights: bookings.nights,
      adults: bookings.adults,
      children: bookings.children,
      subtotal: bookings.subtotal,
      total: bookings.total,
      guestName: bookings.guestName,
      userId: bookings.userId,
      listingId: bookings.listingId,
      createdAt: bookings.createdAt,
      matches: sql<number | null>`${matches}`.mapWith(Number).as("matches"),
    })
    .from(bookings)
    .where(where)
    .orderBy(...newestFirst(filters))
    .limit(page.limit)
    .offset(page.offset)
    .as("page");
  return {
    page: db
      .select({
        id: chosen.id,
        reference: chosen.reference,
        status: chosen.status,
        checkIn: chosen.checkIn,
        checkOut: chosen.checkOut,
        startTime: chosen.startTime,
        nights: chosen.nights,
        adults: chosen.adults,
        children: chosen.children,
        subtotal: chosen.subtotal,
        total: chosen.total,
        guestName: chosen.guestName,
        userId: users.id,
        email: users.email,
        firstName: profiles.firstName,
        lastName: profiles.lastName,
        listingId: listings.id,
        listingType: listings.type,
        listingTitle: listings.title,
        listingDurationHours: listings.durationHours,
        createdAt: chosen.createdAt,
        matches: chosen.matches,
      })
      .from(chosen)
      .innerJoin(users, eq(users.id, chosen.userId))
      .leftJoin(profiles, eq(profiles.userId, chosen.userId))
      .innerJoin(listings, eq(listings.id, chosen.listingId))
      .orderBy(desc(chosen.createdAt), desc(chosen.id)),
    count: db.select({ total: count() }).from(bookings).where(where),
    countedByPage: hasWindow(filters),
  };
}

/** One page of the matching bookings, newest first, and how many match in all. */
export async function pageOfBookings(db: DbOrTx, params: AdminBookingQueriesParams) {
  const queries = adminBookingQueries(db, params);
  const countAlone = () => queries.count.then(([row]) => row?.total ?? 0);
  const [rows, counted] = await Promise.all([
    queries.page,
    queries.countedByPage ? null : countAlone(),
  ]);
  const total = counted ?? (await totalOfCountedPage(rows[0]?.matches, params.page, countAlone));
  return { rows, total };
}

type BookingPageRow = Awaited<ReturnType<typeof pageOfBookings>>["rows"][number];

/** What every list of bookings (the admin's, a host's) says of one: when, how many, where. */
export function listedBooking(row: BookingPageRow) {
  return {
    reference: row.reference,
    status: row.status,
    checkIn: row.checkIn,
    checkOut: row.checkOut,
    startTime: row.startTime,
    nights: row.nights,
    adults: row.adults,
    children: row.children,
    listing: {
      id: row.listingId,
      type: row.listingType,
      title: row.listingTitle,
      durationHours: row.listingDurationHours,
    },
    createdAt: row.createdAt,
  };
}

/**
 * Every booking for the admin, newest first, filtered; the stats cover all bookings (not the
 * filter, not the page). Routes pass the shared ones (recent-stats.ts); by default they are
 * computed on `db`.
 */
export async function listAdminBookings(db: DbOrTx, params: ListAdminBookingsParams) {
  const { statsOf = () => adminBookingStats(db) } = params;
  const [{ rows, total }, stats] = await Promise.all([pageOfBookings(db, params), statsOf()]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      ...listedBooking(row),
      total: row.total,
      user: {
        id: row.userId,
        email: row.email,
        profile: { firstName: row.firstName ?? "", lastName: row.lastName ?? "" },
      },
    })),
    total,
    stats,
  };
}

const countOf = (status: BookingStatus) =>
  sql<number>`(count(*) filter (where ${bookings.status} = ${status}))::int`.mapWith(Number);

/** Counts by status over every booking, plus the net revenue, in one statement. */
export async function adminBookingStats(db: DbOrTx): Promise<AdminBookingStats> {
  const revenue = db.select({ revenue: netRevenue }).from(payments).where(paidPayment);
  const [row] = await db
    .select({
      total: count(),
      pending: countOf("PENDING"),
      confirmed: countOf("CONFIRMED"),
      completed: countOf("COMPLETED"),
      cancelled: countOf("CANCELLED"),
      revenue: sql<string>`(${revenue})`,
    })
    .from(bookings);
  return {
    total: row?.total ?? 0,
    pending: row?.pending ?? 0,
    confirmed: row?.confirmed ?? 0,
    completed: row?.completed ?? 0,
    cancelled: row?.cancelled ?? 0,
    revenue: row?.revenue ?? "0.00",
  };
}
