// The list's free-date filter, which reads the range's taken nights once for every listing,
// must keep exactly the listings that the one-listing availability check (the listing page's
// answer) finds free for the party, and count them exactly, on varied calendars: blocks,
// imported nights, live and lapsed holds, confirmed stays, activities' spots and closed dates.
import { beforeAll, describe, expect, it } from "vitest";
import { blockedNights, calendarFeeds } from "@/db/schema";
import { addDays, todayUtc } from "@/lib/dates";
import { AppError } from "@/lib/errors";
import { pageRequest } from "@/lib/pagination";
import {
  datedListShape,
  MAX_PREPARED_LIST_SHAPES,
  preparedDatedList,
} from "@/lib/server/catalog/dated-list-statements";
import { listListings } from "@/lib/server/catalog/list-listings";
import { listingAvailability } from "@/lib/server/catalog/listing-availability";
import type { ListingFilters } from "@/lib/server/catalog/listing-filters";
import { listingQueries } from "@/lib/server/catalog/listing-queries";
import { setupTestDatabase } from "../helpers/database";
import { blockNights, createBooking, createListing, createUser } from "../helpers/factories";
import { sequence } from "../helpers/sequence";

const { db } = setupTestDatabase();
const today = todayUtc();
const REGION = "Volta";
const TYPES = ["ACCOMMODATION", "ACCOMMODATION", "ACTIVITY", "EXPERIENCE"] as const;
const START_TIMES = [[], ["00:00"], ["09:00", "15:00"]];

type Listing = Awaited<ReturnType<typeof createListing>>;
const created: Listing[] = [];

beforeAll(async () => {
  const random = sequence(22);
  const guest = await createUser(db());
  for (let n = 0; n < 36; n++) {
    const type = TYPES[n % TYPES.length] ?? "ACCOMMODATION";
    const listing = await createListing(db(), {
      type,
      region: n % 9 === 8 ? "Central" : REGION,
      status: n % 11 === 10 ? "DRAFT" : "PUBLISHED",
      maxGuests: 1 + random(8),
      startTimes: type === "ACCOMMODATION" ? [] : (START_TIMES[random(3)] ?? []),
    });
    created.push(listing);
    const nightOf = () => addDays(today, random(12));
    if (random(3) === 0) await blockNights(db(), listing.id, [nightOf()]);
    if (type === "ACCOMMODATION") {
      if (random(4) === 0) {
        const [feed] = await db()
          .insert(calendarFeeds)
          .values({ listingId: listing.id, name: "Airbnb", url: `https://example.com/${n}.ics` })
          .returning();
        await db()
          .insert(blockedNights)
          .values({ listingId: listing.id, night: nightOf(), feedId: feed?.id })
          .onConflictDoNothing();
      }
      for (const holdExpiresAt of [
        new Date(Date.now() + 30 * 60_000),
        new Date(Date.now() - 60_000),
        null,
      ]) {
        if (random(2) === 0) continue;
        const checkIn = nightOf();
        await createBooking(db(), {
          listing,
          userId: guest.id,
          checkIn,
          checkOut: addDays(checkIn, 1 + random(3)),
          status: holdExpiresAt ? "PENDING" : "CONFIRMED",
          holdExpiresAt,
        }).catch(ignoreTakenDates);
      }
    } else {
      for (let spot = 0; spot < 3; spot++) {
        const checkIn = addDays(today, random(4));
        const lapsed = random(3) === 0;
        await createBooking(db(), {
          listing,
          userId: guest.id,
          checkIn,
          checkOut: addDays(checkIn, 1),
          startTime: listing.startTimes[random(listing.startTimes.length)] ?? null,
          adults: 1 + random(Math.min(listing.maxGuests, 3)),
          status: lapsed ? "PENDING" : "CONFIRMED",
          holdExpiresAt: lapsed ? new Date(Date.now() - 60_000) : null,
        }).catch(ignoreTakenDates);
      }
    }
  }
});

function ignoreTakenDates(error: unknown) {
  if (!(error instanceof AppError && error.code === "DATES_UNAVAILABLE")) throw error;
}

/** The listings the one-listing availability check finds free for the party, by id. */
async function freeOneByOne(checkIn: string, checkOut: string, guests?: number) {
  const free: string[] = [];
  for (const listing of created) {
    if (listing.status !== "PUBLISHED" || listing.region !== REGION) continue;
    if (guests !== undefined && listing.maxGuests < guests) continue;
    const soldByStart = listing.type !== "ACCOMMODATION";
    const { available } = await listingAvailability(db(), {
      slug: listing.slug,
      checkIn,
      checkOut: soldByStart ? addDays(checkIn, 1) : checkOut,
      adults: guests,
    });
    if (available) free.push(listing.id);
  }
  return free.sort();
}

async function listed(filters: ListingFilters) {
  const { items, total } = await listListings(db(), {
    filters,
    sort: "newest",
    page: pageRequest(1, 100),
    appUrl: "http://localhost:3000",
  });
  return { ids: items.map((item) => item.id).sort(), total };
}

const cases: Array<[number, number, number | undefined]> = [
  [0, 1, undefined],
  [0, 3, 2],
  [1, 2, 1],
  [2, 5, 3],
  [3, 1, 6],
  [4, 9, undefined],
  [9, 4, 2],
];

describe("the list's free-date filter", () => {
  it.each(cases)(
    "from today + %i for %i nights, party %s: the listings the listing pages call free, counted exactly",
    async (offset, nights, guests) => {
      const checkIn = addDays(today, offset);
      const checkOut = addDays(checkIn, nights);
      const expected = await freeOneByOne(checkIn, checkOut, guests);
      const { ids, total } = await listed({ region: REGION, guests, checkIn, checkOut });
      expect(ids).toEqual(expected);
      expect(total).toBe(expected.length);
    },
  );

  it("takes out of the list without dates only the listings taken on them", async () => {
    const checkIn = addDays(today, 1);
    const withoutDates = await listed({ region: REGION });
    const withDates = await listed({ region: REGION, checkIn, checkOut: addDays(checkIn, 3) });
    expect(withoutDates.total).toBe(withoutDates.ids.length);
    expect(withDates.ids.every((id) => withoutDates.ids.includes(id))).toBe(true);
    expect(withDates.total).toBeGreaterThan(0);
    expect(withDates.total).toBeLessThan(withoutDates.total);
  });
});

describe("a list with dates, prepared per shape", () => {
  const sorts = ["newest", "price_asc", "price_desc", "popular", "rating"] as const;
  const extras: ListingFilters[] = [
    {},
    { type: "ACCOMMODATION" },
    { guests: 2 },
    { minPrice: "1", maxPrice: "100000" },
    { bedrooms: 0, minRating: 1 },
    { bbox: { west: -4, south: 4, east: 2, north: 12 } },
    { city: "Accra" },
    { type: "ACTIVITY", guests: 3 },
    { amenities: ["wifi"] },
    { minRating: 1 },
    { type: "EXPERIENCE", bedrooms: 0 },
    { guests: 1, bbox: { west: -4, south: 4, east: 2, north: 12 } },
    { maxPrice: "500" },
    { type: "ACCOMMODATION", minRating: 1 },
  ];
  // Three lengths of stay, spanning one, one or two, and six or seven words of the bitmap.
  const stays = [addDays(today, 2), addDays(today, 60), addDays(today, 365)];

  it("answers as the unnamed statements do, and runs unnamed past the process's share of shapes", async () => {
    const checkIn = addDays(today, 1);
    const preparedShapes = new Set<string>();
    let unnamed = 0;
    const queries = extras.flatMap((extra, index) =>
      sorts.map((sort) => ({
        filters: { region: REGION, ...extra, checkIn, checkOut: stays[index % 3] ?? checkIn },
        sort,
        page: pageRequest(1, 5),
      })),
    );
    // Some seventy shapes, then the first again: prepared before the process's share ran out.
    for (const query of [...queries, ...queries.slice(0, 1)]) {
      const statements = preparedDatedList(db(), query);
      const unnamedQueries = listingQueries(db(), query);
      const [rows, [counted]] = await Promise.all([unnamedQueries.page, unnamedQueries.count]);
      if (!statements) {
        unnamed++;
        continue;
      }
      preparedShapes.add(datedListShape(query)?.name ?? "");
      expect(await statements.page).toEqual(rows);
      expect((await statements.count)[0]?.total).toBe(counted?.total);
    }
    const shapes = new Set(queries.map((query) => datedListShape(query)?.name));
    expect(shapes.size).toBeGreaterThan(MAX_PREPARED_LIST_SHAPES);
    expect(preparedShapes.size).toBeLessThanOrEqual(MAX_PREPARED_LIST_SHAPES);
    expect(unnamed).toBeGreaterThanOrEqual(shapes.size - MAX_PREPARED_LIST_SHAPES);
    expect(preparedShapes.has([...shapes][0] ?? "")).toBe(true);
    expect(preparedDatedList(db(), { filters: {}, sort: "newest", page: pageRequest(1, 5) })).toBe(
      undefined,
    );
  });
});
