// The admin's bookings with a date window are read in two parts (stays checking in within the
// window, stays already under way on its first day): on varied stays, every page and total
// must be those of the plain overlap of the stay's nights with the window's days.
import { beforeAll, describe, expect, it } from "vitest";
import { bookings } from "@/db/schema";
import { addDays, todayUtc } from "@/lib/dates";
import { BOOKING_STATUSES, type BookingStatus } from "@/lib/enums";
import { AppError } from "@/lib/errors";
import { pageRequest } from "@/lib/pagination";
import type { AdminBookingFilters } from "@/lib/server/admin/bookings/booking-page-queries";
import { pageOfBookings } from "@/lib/server/admin/bookings/page-of-bookings";
import { setupTestDatabase } from "../helpers/database";
import { createBooking, createListing, createUser } from "../helpers/factories";
import { statementsOf } from "../helpers/statement-count";

const { db } = setupTestDatabase();
const today = todayUtc();

beforeAll(async () => {
  const guest = await createUser(db());
  const stays = await Promise.all([1, 2, 3, 4].map(() => createListing(db())));
  for (let n = 0; n < 90; n++) {
    const listing = stays[n % stays.length];
    if (!listing) throw new Error("no listing");
    const checkIn = addDays(today, ((n * 37) % 70) - 35);
    const status = BOOKING_STATUSES[(n * 7) % BOOKING_STATUSES.length] as BookingStatus;
    await createBooking(db(), {
      listing,
      userId: guest.id,
      checkIn,
      checkOut: addDays(checkIn, 1 + ((n * 11) % 9)),
      status,
      holdExpiresAt: status === "PENDING" ? new Date(Date.now() + 60_000) : null,
    }).catch((error: unknown) => {
      if (!(error instanceof AppError && error.code === "DATES_UNAVAILABLE")) throw error;
    });
  }
});

/** Newest first, ids of the bookings whose nights meet the window, as the plain overlap says. */
async function overlapping(filters: AdminBookingFilters) {
  const rows = await db()
    .select({
      id: bookings.id,
      status: bookings.status,
      checkIn: bookings.checkIn,
      checkOut: bookings.checkOut,
      createdAt: bookings.createdAt,
    })
    .from(bookings);
  return rows
    .filter(
      (row) =>
        (!filters.status || row.status === filters.status) &&
        (!filters.startDate || row.checkOut > filters.startDate) &&
        (!filters.endDate || row.checkIn <= filters.endDate),
    )
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (b.id > a.id ? 1 : -1))
    .map((row) => row.id);
}

const windows: Array<[string, AdminBookingFilters]> = [
  ["a month around today", { startDate: addDays(today, -15), endDate: addDays(today, 15) }],
  ["one day", { startDate: addDays(today, 3), endDate: addDays(today, 3) }],
  ["from a date on", { startDate: addDays(today, 10) }],
  ["up to a date", { endDate: addDays(today, -20) }],
  [
    "confirmed stays this fortnight",
    { status: "CONFIRMED", startDate: today, endDate: addDays(today, 14) },
  ],
  [
    "cancelled stays in the past",
    { status: "CANCELLED", startDate: addDays(today, -40), endDate: today },
  ],
];

describe("the admin's bookings in a date window", () => {
  it.each(windows)("%s: every page and the total are the overlap's", async (_label, filters) => {
    const expected = await overlapping(filters);
    expect(expected.length).toBeGreaterThan(0);
    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(expected.length / 7) + 1; page++) {
      const { rows, total } = await pageOfBookings(db(), {
        ...filters,
        page: pageRequest(page, 7),
      });
      expect(total).toBe(expected.length);
      seen.push(...rows.map((row) => row.id));
    }
    expect(seen).toEqual(expected);
  });
});

describe("a window's page and its total", () => {
  // The stays under way on the window's first day are read once, for the page and its total.
  it.each(windows)("%s: one statement up to the last page", async (_label, filters) => {
    const expected = await overlapping(filters);
    let total: number | undefined;
    const statements = await statementsOf(db(), async () => {
      ({ total } = await pageOfBookings(db(), { ...filters, page: pageRequest(1, 7) }));
    });
    expect(total).toBe(expected.length);
    expect(statements).toHaveLength(1);
  });
});
