import type { DbOrTx } from "@/db/client";
import { placeholders, preparedStatement } from "@/db/prepared";
import { totalOfCountedPage } from "@/lib/pagination";
import {
  type AdminBookingFilters,
  type AdminBookingQueriesParams,
  type BoundFilters,
  bookingPageQueries,
  boundsOf,
  countedByPage,
  pagedByDay,
} from "./booking-page-queries";

// A page of the admin's or a host's bookings, run as the prepared statements of its shape of
// filters, and what every such list says of each booking.

const FILTERS = {
  status: "status",
  startDate: "from",
  endDate: "to",
  listingId: "listing",
  hostId: "host",
} as const satisfies Record<keyof AdminBookingFilters, string>;

type FilterKey = keyof typeof FILTERS;

function preparedShape(name: string, present: FilterKey[], dayByDay: boolean) {
  const shape = {
    filters: placeholders(...present) as BoundFilters,
    bounds: placeholders("limit", "offset", "enough"),
    dayByDay,
  };
  return {
    page: preparedStatement(`${name}_page`, (db) => bookingPageQueries(db, shape).page),
    count: preparedStatement(`${name}_count`, (db) => bookingPageQueries(db, shape).count),
    countedByPage: countedByPage(shape.filters),
  };
}

const preparedShapes = new Map<string, ReturnType<typeof preparedShape>>();

/**
 * The prepared page and count statements of the filters' shape: which filters are given and
 * whether the window is paged day by day (at most a few dozen shapes). Rendering these
 * statements took about a seventh of an admin window's CPU in the server, and a prepared
 * one is parsed once per connection (docs/decisions.md, "Performance (issue 22)").
 */
function statementsOfShape(filters: AdminBookingFilters) {
  const present = (Object.keys(FILTERS) as FilterKey[]).filter((key) => filters[key] !== undefined);
  const dayByDay = pagedByDay(filters);
  const name = [
    "admin_bookings",
    ...present.map((key) => FILTERS[key]),
    ...(dayByDay ? ["by_day"] : []),
  ].join("_");
  let statements = preparedShapes.get(name);
  if (!statements) {
    statements = preparedShape(name, present, dayByDay);
    preparedShapes.set(name, statements);
  }
  return statements;
}

/** One page of the matching bookings, newest first, and how many match in all. */
export async function pageOfBookings(db: DbOrTx, { page, ...filters }: AdminBookingQueriesParams) {
  const statements = statementsOfShape(filters);
  const values = { ...filters, ...boundsOf(page) };
  const countAlone = () =>
    statements
      .count(db)
      .execute(values)
      .then(([row]) => row?.total ?? 0);
  const [rows, counted] = await Promise.all([
    statements.page(db).execute(values),
    statements.countedByPage ? null : countAlone(),
  ]);
  const total = counted ?? (await totalOfCountedPage(rows[0]?.matches, page, countAlone));
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
