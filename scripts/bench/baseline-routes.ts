// The baseline's read endpoints: the app's SQL (baseline-sql.ts) through postgres.js and the
// same JSON, with no framework, validation layer or ORM in between.
import type postgres from "postgres";
import { addDays, daysBetween, todayUtc } from "../../lib/dates";
import { ghsToUsd } from "../../lib/money";
import { pageRequest, paginationOf, totalOfCountedPage } from "../../lib/pagination";
import { computePrice, stayPriceAsNumbers } from "../../lib/pricing";
import type { ListingSort } from "../../lib/schemas/catalog";
import { asPrefix, isSearchTerm, searchTerms } from "../../lib/search-query";
import { monthStarts, OCCUPANCY_WINDOW_DAYS } from "../../lib/server/admin/stats/dashboard-stats";
import {
  ADMIN_BOOKING_STATS,
  ADMIN_BOOKINGS_CHOSEN,
  ADMIN_BOOKINGS_COUNT,
  ADMIN_BOOKINGS_JOINED,
  AVAILABILITY,
  CORRECTIONS,
  FAVORITES_COUNT,
  FAVORITES_PAGE,
  FEATURED,
  imagesOf,
  LISTING_DETAIL,
  LISTING_ORDER,
  LISTING_PAGE_COLUMNS,
  limitOffset,
  listingWhere,
  Params,
  STATS_BOOKINGS,
  STATS_LISTINGS,
  STATS_MONTHS,
  STATS_RECENT,
  STATS_REVENUE,
  STATS_TOP,
  STATS_USERS,
  searchStatement,
} from "./baseline-sql";

type Sql = postgres.Sql;
type Row = Record<string, unknown>;
export type Reply = { status: number; body: unknown };

const camelCase = (row: Row): Row =>
  Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase()),
      value,
    ]),
  );

const appUrl = () => (process.env.APP_URL ?? "http://127.0.0.1").replace(/\/+$/, "");
const notFound: Reply = { status: 404, body: { error: { code: "NOT_FOUND" } } };

/** The page asked for; the bench only sends valid numbers, so no clamping is needed. */
function pageOf(query: URLSearchParams, defaultLimit: number) {
  return pageRequest(Number(query.get("page") ?? 1), Number(query.get("limit") ?? defaultLimit));
}

async function imagesByListing(sql: Sql, ids: string[]): Promise<Map<string, Row[]>> {
  const byListing = new Map<string, Row[]>();
  if (ids.length === 0) return byListing;
  const params = new Params();
  const rows = await sql.unsafe(imagesOf(ids, params), params.values as never[]);
  for (const { listing_id, id, url, alt, is_primary, position } of rows) {
    const list = byListing.get(listing_id) ?? [];
    list.push({ id, url: `${appUrl()}${url}`, alt, isPrimary: is_primary, order: position });
    byListing.set(listing_id, list);
  }
  return byListing;
}

export async function listListings(sql: Sql, query: URLSearchParams): Promise<Reply> {
  const get = (name: string) => query.get(name) ?? undefined;
  const guests = get("guests");
  const filters = {
    type: get("type"),
    region: get("region"),
    minPrice: get("minPrice"),
    maxPrice: get("maxPrice"),
    guests: guests === undefined ? undefined : Number(guests),
    checkIn: get("checkIn"),
    checkOut: get("checkOut"),
  };
  const sort = (get("sort") ?? "newest") as ListingSort;
  const page = pageOf(query, 20);
  const pageParams = new Params();
  const where = listingWhere(filters, pageParams);
  const pageText = `select ${LISTING_PAGE_COLUMNS} from "listings" where ${where} order by ${LISTING_ORDER[sort]}${limitOffset(page.limit, page.offset, pageParams)}`;
  const countParams = new Params();
  const countText = `select count(*) from "listings" where ${listingWhere(filters, countParams)}`;
  const [rows, [count]] = await Promise.all([
    sql.unsafe(pageText, pageParams.values as never[]),
    sql.unsafe(countText, countParams.values as never[]),
  ]);
  const images = await imagesByListing(
    sql,
    rows.map((row) => row.id),
  );
  const items = rows.map((row) => ({
    id: row.id,
    type: row.type,
    title: row.title,
    slug: row.slug,
    description: row.description,
    region: row.region,
    city: row.city,
    area: row.area,
    priceGHS: row.price_ghs,
    priceUnit: row.price_unit,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    maxGuests: row.max_guests,
    featured: row.featured,
    images: (images.get(row.id) ?? []).map(({ id, url, isPrimary }) => ({ id, url, isPrimary })),
  }));
  return {
    status: 200,
    body: { data: items, pagination: paginationOf(page, Number(count?.count)) },
  };
}

export async function getListing(sql: Sql, slug: string): Promise<Reply> {
  const [row] = await sql.unsafe(LISTING_DETAIL, [slug, "PUBLISHED"]);
  if (!row) return notFound;
  const { images, amenities, ...listing } = row;
  return {
    status: 200,
    body: {
      data: {
        ...camelCase(listing),
        priceGHS: row.price_ghs,
        priceUSD: ghsToUsd(row.price_ghs, process.env.GHS_PER_USD ?? "15.5"),
        images: (images as { url: string }[]).map((image) => ({
          ...image,
          url: `${appUrl()}${image.url}`,
        })),
        amenities: (amenities as unknown[]).map((amenity) => ({ amenity })),
      },
    },
  };
}

export async function availability(sql: Sql, slug: string, query: URLSearchParams): Promise<Reply> {
  const checkIn = query.get("checkIn") ?? "";
  const checkOut = query.get("checkOut") ?? "";
  const [listing] = await sql.unsafe(AVAILABILITY, [checkIn, checkOut, slug, "PUBLISHED"]);
  if (!listing) return notFound;
  const taken: string[] = listing.array;
  const data =
    taken.length > 0
      ? { available: false, unavailableDates: taken, pricing: null }
      : {
          available: true,
          unavailableDates: [],
          pricing: stayPriceAsNumbers(
            computePrice(listing.price_ghs, {
              type: "ACCOMMODATION",
              unit: "PER_NIGHT",
              nights: daysBetween(checkIn, checkOut),
              participants: 1,
            }),
          ),
        };
  return { status: 200, body: { data } };
}

/** The cheapest route: one trivial statement, like the app's health check. */
export async function health(sql: Sql): Promise<Reply> {
  await sql`select 1`;
  return { status: 200, body: { data: { status: "ok", database: "ok" } } };
}

export async function featured(sql: Sql): Promise<Reply> {
  const rows = await sql.unsafe(FEATURED, ["PUBLISHED", true, 6]);
  const images = await imagesByListing(
    sql,
    rows.map((row) => row.id),
  );
  const data = rows.map((row) => ({
    id: row.id,
    title: row.title,
    slug: row.slug,
    region: row.region,
    priceGHS: row.price_ghs,
    images: (images.get(row.id) ?? []).map(({ url, isPrimary }) => ({ url, isPrimary })),
  }));
  return { status: 200, body: { data } };
}

export async function search(sql: Sql, query: URLSearchParams): Promise<Reply> {
  const terms = searchTerms(query.get("q") ?? "");
  const limit = Number(query.get("limit") ?? 10);
  const corrections = await Promise.all(
    terms.map(async (term) => {
      if (term.length < 3) return [];
      const rows = await sql.unsafe(CORRECTIONS, [term, term, 0.4, term, 3]);
      return rows.map((row) => row.word).filter((word) => word !== term && isSearchTerm(word));
    }),
  );
  const params = new Params();
  const text = searchStatement(
    terms.map((term, index) => ({
      term,
      prefixes: [asPrefix(term), ...(corrections[index] ?? [])].join(" | "),
    })),
    limit,
    params,
  );
  const rows = await sql.unsafe(text, params.values as never[]);
  return {
    status: 200,
    body: { data: rows.map(({ price_ghs, ...row }) => ({ ...row, priceGHS: price_ghs })) },
  };
}

export async function favorites(sql: Sql, userId: string, query: URLSearchParams): Promise<Reply> {
  const page = pageOf(query, 20);
  const params = new Params();
  params.add(userId);
  params.add("PUBLISHED");
  const pageText = `${FAVORITES_PAGE}${limitOffset(page.limit, page.offset, params)}`;
  const rows = await sql.unsafe(pageText, params.values as never[]);
  const matches = rows[0] ? Number(rows[0].matches) : undefined;
  const total = await totalOfCountedPage(matches, page, async () => {
    const [count] = await sql.unsafe(FAVORITES_COUNT, [userId, "PUBLISHED"]);
    return Number(count?.count);
  });
  const items = rows.map((row) => ({
    listingId: row.listing_id,
    createdAt: row.created_at,
    listing: {
      id: row.id,
      title: row.title,
      slug: row.slug,
      region: row.region,
      city: row.city,
      priceGHS: row.price_ghs,
      bedrooms: row.bedrooms,
      maxGuests: row.max_guests,
      images: (row.images as Row[]).map(({ url, isPrimary }) => ({
        url: `${appUrl()}${url}`,
        isPrimary,
      })),
    },
  }));
  return { status: 200, body: { data: items, pagination: paginationOf(page, total) } };
}

/** The whole-history booking figures: counts by status and the net revenue. */
export function adminBookingFigures(sql: Sql): Promise<unknown[][]> {
  return sql
    .unsafe(ADMIN_BOOKING_STATS, [
      "PENDING",
      "CONFIRMED",
      "COMPLETED",
      "CANCELLED",
      "COMPLETED",
      "REFUNDED",
    ])
    .values();
}

async function countOf(sql: Sql, filters: (string | null)[]): Promise<number> {
  const [row] = await sql.unsafe(ADMIN_BOOKINGS_COUNT, filters as never[]);
  return Number(row?.count);
}

export async function adminBookings(
  sql: Sql,
  query: URLSearchParams,
  figures: () => Promise<unknown[][]> = () => adminBookingFigures(sql),
): Promise<Reply> {
  const page = pageOf(query, 20);
  const [start, end] = [query.get("startDate"), query.get("endDate")];
  const filters = [query.get("status"), start, end, start, end];
  const params = new Params();
  for (const value of filters) params.add(value);
  const pageText = `${ADMIN_BOOKINGS_CHOSEN}${limitOffset(page.limit, page.offset, params)}${ADMIN_BOOKINGS_JOINED}`;
  const [rows, [stats]] = await Promise.all([
    sql.unsafe(pageText, params.values as never[]).values(),
    figures(),
  ]);
  // Like the app: the page counts the window's matches; past the last page a count does.
  const counted = rows[0] ? Number(rows[0][13]) : undefined;
  const matches = await totalOfCountedPage(counted, page, () => countOf(sql, filters));
  const items = rows.map(
    ([
      id,
      reference,
      status,
      checkIn,
      checkOut,
      total,
      userId,
      email,
      first,
      last,
      listingId,
      title,
      createdAt,
    ]) => ({
      id,
      reference,
      status,
      checkIn,
      checkOut,
      total,
      user: { id: userId, email, profile: { firstName: first ?? "", lastName: last ?? "" } },
      listing: { id: listingId, title },
      createdAt,
    }),
  );
  const [total, pending, confirmed, completed, cancelled, revenue] = stats ?? [];
  return {
    status: 200,
    body: {
      data: items,
      pagination: paginationOf(page, matches),
      stats: { total: Number(total), pending, confirmed, completed, cancelled, revenue },
    },
  };
}

export async function adminStats(sql: Sql, now = new Date()): Promise<Reply> {
  const starts = monthStarts(now);
  const last = starts.lastMonth.toISOString();
  const current = starts.thisMonth.toISOString();
  const next = starts.nextMonth.toISOString();
  const today = todayUtc(now);
  const instant = now.toISOString();
  const [[users], [bookings], [money], [listings], recent, top, months] = await Promise.all([
    sql.unsafe(STATS_USERS, [current, next, current, next, last, current, last, current]).values(),
    sql.unsafe(STATS_BOOKINGS, [current, next]).values(),
    sql.unsafe(STATS_REVENUE, ["COMPLETED", "REFUNDED"]).values(),
    sql
      .unsafe(STATS_LISTINGS, [
        "CONFIRMED",
        "COMPLETED",
        "PUBLISHED",
        addDays(today, -(OCCUPANCY_WINDOW_DAYS - 1)),
        today,
        OCCUPANCY_WINDOW_DAYS,
      ])
      .values(),
    sql.unsafe(STATS_RECENT, [10]).values(),
    sql.unsafe(STATS_TOP, ["CONFIRMED", "COMPLETED", "COMPLETED", "REFUNDED", 5]).values(),
    sql.unsafe(STATS_MONTHS, [instant, instant, instant, instant]).values(),
  ]);
  return {
    status: 200,
    body: {
      data: {
        users: { total: Number(users?.[0]), newThisMonth: users?.[1], growth: Number(users?.[2]) },
        bookings: {
          total: Number(bookings?.[0]),
          thisMonth: bookings?.[1],
          revenue: money?.[0],
          avgBookingValue: money?.[1],
        },
        listings: {
          total: listings?.[0],
          published: listings?.[1],
          avgOccupancy: Number(listings?.[2]),
        },
        recentBookings: recent.map(
          ([id, reference, status, total, guestName, listingId, title, createdAt]) => ({
            id,
            reference,
            status,
            total,
            guestName,
            listing: { id: listingId, title },
            createdAt,
          }),
        ),
        topListings: top.map(([id, title, slug, bookingCount, revenue]) => ({
          id,
          title,
          slug,
          bookingCount,
          revenue,
        })),
        series: {
          months: months.map(([month, count, revenue]) => ({ month, bookings: count, revenue })),
        },
      },
    },
  };
}
