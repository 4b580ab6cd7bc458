import {
  and,
  count,
  desc,
  eq,
  gte,
  inArray,
  lte,
  type Placeholder,
  type SQL,
  sql,
} from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import type { Bindable } from "@/db/prepared";
import { bookings, listings, profiles, statsCheckInDays, users } from "@/db/schema";
import { daysBetween } from "@/lib/dates";
import { BOOKING_STATUSES, type BookingStatus } from "@/lib/enums";
import type { PageRequest } from "@/lib/pagination";
import { stayColumns } from "../../bookings/list-bookings";

// The SQL of the admin's and hosts' lists of bookings: which bookings a page of filters holds
// and how many match, with the filters as values or as a prepared statement's placeholders.

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

/** The filters as values, or as the placeholders of a prepared statement. */
export type BoundFilters = Bindable<AdminBookingFilters>;

/** A page's size and offset, and how many stays of each day a window's page can need. */
export interface PageBounds {
  limit: number;
  offset: number;
  enough: number;
}

export const boundsOf = (page: PageRequest): PageBounds => ({
  limit: page.limit,
  offset: page.offset,
  enough: page.offset + page.limit,
});

const hasWindow = (filters: BoundFilters) =>
  filters.startDate !== undefined || filters.endDate !== undefined;

/**
 * A list of status and dates alone, a window or none, whose total the check-in counts give:
 * only a listing or a host is not in them.
 */
const countedByCheckIns = (filters: BoundFilters) =>
  filters.listingId === undefined && filters.hostId === undefined;

/** The statuses a window covers: the one asked for, else every status. */
const statusesOf = (filters: BoundFilters): Array<BookingStatus | Placeholder> =>
  filters.status ? [filters.status] : [...BOOKING_STATUSES];

/** Status, listing and host: the conditions of every list. */
function filterConditions(filters: BoundFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(bookings.status, filters.status));
  if (filters.listingId) conditions.push(eq(bookings.listingId, filters.listingId));
  if (filters.hostId) {
    conditions.push(
      sql`${bookings.listingId} in (select ${listings.id} from ${listings} where ${listings.hostId} = ${filters.hostId})`,
    );
  }
  return conditions;
}

/**
 * A night in the window: the stay's nights [check-in, check-out) overlap the window's days
 * [startDate, endDate], either end open. Two disjoint parts, each read by its own index: the
 * stays that check in within the window (bookings_status_check_in_idx, which also holds the
 * sort's columns, so most matches are counted and sorted without reading a booking), and the
 * few already under way on its first day (bookings_status_stay_idx).
 */
function windowParts(filters: BoundFilters): { checkingIn: SQL; underWay?: SQL } {
  // Without a status, every status: the check-in index leads with it.
  const status = filters.status ? [] : [inArray(bookings.status, [...BOOKING_STATUSES])];
  const checkingIn = and(
    ...status,
    filters.startDate ? gte(bookings.checkIn, filters.startDate) : undefined,
    filters.endDate ? lte(bookings.checkIn, filters.endDate) : undefined,
  ) as SQL;
  if (!filters.startDate) return { checkingIn };
  const underWay = sql`daterange(${bookings.checkIn}, ${bookings.checkOut}) @> ${filters.startDate}::date
    and ${bookings.checkIn} < ${filters.startDate}`;
  return { checkingIn, underWay };
}

/** The bookings of a window's filters under way on its first day: none without one. */
function underWayOf(db: DbOrTx, filters: BoundFilters) {
  const { underWay } = windowParts(filters);
  if (!underWay) return undefined;
  return db.$with("under_way").as(
    db
      .select({ id: bookings.id, createdAt: bookings.createdAt })
      .from(bookings)
      .where(and(...filterConditions(filters), underWay)),
  );
}

type UnderWay = NonNullable<ReturnType<typeof underWayOf>>;

/**
 * How many bookings a list of status and dates holds, exactly: the stays checking in within
 * its window (or at all, without one) added up from the check-in counts the triggers keep
 * (migration 0025), a row per status, day and shard instead of an index entry per stay, plus
 * those under way on the window's first day.
 */
function windowTotal(db: DbOrTx, filters: BoundFilters, underWay: UnderWay | undefined) {
  const checkingIn = db
    .select({ bookings: sql`coalesce(sum(${statsCheckInDays.bookings}), 0)` })
    .from(statsCheckInDays)
    .where(
      and(
        inArray(statsCheckInDays.status, statusesOf(filters)),
        filters.startDate ? gte(statsCheckInDays.day, filters.startDate) : undefined,
        filters.endDate ? lte(statsCheckInDays.day, filters.endDate) : undefined,
      ),
    );
  const underWayCount = underWay ? sql`(select count(*) from ${underWay})` : sql`0`;
  return sql<number>`(${checkingIn}) + ${underWayCount}`.mapWith(Number);
}

/**
 * The longest window paged day by day: a longer one (a decade, a century) is sorted whole,
 * since a lookup per day would cost more than its matches.
 */
const DAY_BY_DAY_MAX_DAYS = 366;

/**
 * A window's stays checking in within it that can be on the page: of each day and status, the
 * newest `enough` (the page's offset and size), each a newest-first range of the check-in
 * index, instead of every match sorted to keep 20.
 */
function checkingInByDay(
  db: DbOrTx,
  window: Pick<BoundFilters, "status"> & Required<Pick<BoundFilters, "startDate" | "endDate">>,
  enough: number | Placeholder,
) {
  const statuses = statusesOf(window).map((status) => sql`${status}`);
  const daysAndStatuses = sql`generate_series(${window.startDate}::date, ${window.endDate}::date, interval '1 day') as window_days(day)
    cross join unnest(array[${sql.join(statuses, sql`, `)}]::booking_status[]) as window_statuses(status)`;
  const newestOfDay = db
    .select({ id: bookings.id, createdAt: bookings.createdAt })
    .from(bookings)
    .where(
      and(
        sql`${bookings.status} = window_statuses.status`,
        sql`${bookings.checkIn} = window_days.day::date`,
      ),
    )
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(enough)
    .as("newest_of_day");
  return db
    .select({ id: newestOfDay.id, createdAt: newestOfDay.createdAt })
    .from(daysAndStatuses)
    .crossJoinLateral(newestOfDay);
}

/** A window of status and dates short enough to page day by day. */
export function pagedByDay(filters: AdminBookingFilters): boolean {
  const { startDate, endDate } = filters;
  return (
    countedByCheckIns(filters) &&
    startDate !== undefined &&
    endDate !== undefined &&
    daysBetween(startDate, endDate) < DAY_BY_DAY_MAX_DAYS
  );
}

/**
 * The ids and creation times of the bookings that can be on the page: every match, except
 * in a window paged day by day, where each day gives only what the page can need.
 */
function matchingBookings(
  db: DbOrTx,
  filters: BoundFilters,
  byDay: { enough: number | Placeholder } | undefined,
  underWay: UnderWay | undefined,
) {
  const conditions = filterConditions(filters);
  const part = (condition?: SQL) =>
    db
      .select({ id: bookings.id, createdAt: bookings.createdAt })
      .from(bookings)
      .where(and(...conditions, condition));
  if (!hasWindow(filters)) return part();
  const { checkingIn } = windowParts(filters);
  const underWayRows = underWay && db.select().from(underWay);
  const { startDate, endDate } = filters;
  if (byDay && startDate !== undefined && endDate !== undefined && underWayRows) {
    const window = { status: filters.status, startDate, endDate };
    // The booking's own id and created_at, typed as the table's rather than the lateral's.
    const newestOfEachDay = checkingInByDay(db, window, byDay.enough) as unknown as ReturnType<
      typeof part
    >;
    return newestOfEachDay.unionAll(underWayRows);
  }
  return underWayRows ? part(checkingIn).unionAll(underWayRows) : part(checkingIn);
}

/** Whether a list's page carries its total (`matches`): every list with a window does. */
export const countedByPage = (filters: BoundFilters) => hasWindow(filters);

/** The page's `matches`: a window's total, or null when the count runs beside the page. */
function pageTotal(db: DbOrTx, filters: BoundFilters, underWay: UnderWay | undefined) {
  if (!countedByPage(filters)) return sql`null`;
  return countedByCheckIns(filters) ? windowTotal(db, filters, underWay) : sql`count(*) over ()`;
}

/**
 * The page and count statements of the admin's bookings table, newest first. The page is
 * chosen among the matches' ids and creation times alone and only its rows are joined to
 * the booking, its guest and listing, so no plan reads every match's row. A window's page
 * also carries its total (`matches`): a window of status and dates counted from the check-in
 * counts and the stays under way on its first day, read once for both; a listing's or a
 * host's window by counting its matches, which it sorts anyway. The count statement is then
 * needed only past the last page. Without a window the page walks the newest-first index and
 * stops early, `matches` is null, and the count runs beside it: from the check-in counts too
 * unless a listing or a host is asked for (counting every booking of a status read 300–440
 * ms of index on the large seed).
 */
export function bookingPageQueries(
  db: DbOrTx,
  {
    filters,
    bounds,
    dayByDay,
  }: { filters: BoundFilters; bounds: Bindable<PageBounds>; dayByDay: boolean },
) {
  const underWay = underWayOf(db, filters);
  const withUnderWay = underWay ? [underWay] : [];
  const byDay = dayByDay ? { enough: bounds.enough } : undefined;
  const matching = db.$with("matching").as(matchingBookings(db, filters, byDay, underWay));
  const chosen = db
    .with(...withUnderWay, matching)
    .select({
      id: matching.id,
      createdAt: matching.createdAt,
      matches: sql<number | null>`${pageTotal(db, filters, underWay)}`
        .mapWith(Number)
        .as("matches"),
    })
    .from(matching)
    .orderBy(desc(matching.createdAt), desc(matching.id))
    .limit(bounds.limit)
    .offset(bounds.offset)
    .as("page");
  return {
    page: db
      .select({
        ...stayColumns,
        subtotal: bookings.subtotal,
        total: bookings.total,
        guestName: bookings.guestName,
        userId: users.id,
        email: users.email,
        firstName: profiles.firstName,
        lastName: profiles.lastName,
        listingId: listings.id,
        listingType: listings.type,
        listingTitle: listings.title,
        listingDurationHours: listings.durationHours,
        createdAt: bookings.createdAt,
        matches: chosen.matches,
      })
      .from(chosen)
      .innerJoin(bookings, eq(bookings.id, chosen.id))
      .innerJoin(users, eq(users.id, bookings.userId))
      .leftJoin(profiles, eq(profiles.userId, bookings.userId))
      .innerJoin(listings, eq(listings.id, bookings.listingId))
      .orderBy(desc(chosen.createdAt), desc(chosen.id)),
    count: countedByCheckIns(filters)
      ? db
          .with(...withUnderWay)
          .select({ total: windowTotal(db, filters, underWay) })
          // One row for the total, whatever the tables hold.
          .from(sql`(values (1)) as one_row`)
      : db
          .with(...withUnderWay, matching)
          .select({ total: count() })
          .from(matching),
    countedByPage: countedByPage(filters),
  };
}

/** The page and count statements of one list, with its values in them (EXPLAIN's view). */
export function adminBookingQueries(db: DbOrTx, { page, ...filters }: AdminBookingQueriesParams) {
  return bookingPageQueries(db, { filters, bounds: boundsOf(page), dayByDay: pagedByDay(filters) });
}
