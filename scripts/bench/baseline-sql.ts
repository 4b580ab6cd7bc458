// The statements the app's read services send, as captured from them (scripts/bench/capture-sql.ts
// checks the baseline against the services before every benchmark), with the parameters
// numbered the way Drizzle numbers them.
import type { ListingSort } from "../../lib/schemas/catalog";

/** Collects parameters and hands out their placeholders, $1, $2, … */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

const NIGHT_IS_OCCUPIED = `("blocked_nights"."hold_expires_at" is null or "blocked_nights"."hold_expires_at" > now())`;

export interface ListingFilterInput {
  type?: string;
  region?: string;
  minPrice?: string;
  maxPrice?: string;
  guests?: number;
  checkIn?: string;
  checkOut?: string;
}

/** The WHERE clause of lib/server/catalog/list-listings.ts for the filters the bench uses. */
export function listingWhere(filters: ListingFilterInput, params: Params): string {
  const conditions = [`"listings"."status" = ${params.add("PUBLISHED")}`];
  if (filters.type) conditions.push(`"listings"."type" = ${params.add(filters.type)}`);
  if (filters.region) conditions.push(`"listings"."region" = ${params.add(filters.region)}`);
  if (filters.minPrice)
    conditions.push(`"listings"."price_ghs" >= ${params.add(filters.minPrice)}`);
  if (filters.maxPrice)
    conditions.push(`"listings"."price_ghs" <= ${params.add(filters.maxPrice)}`);
  if (filters.guests !== undefined)
    conditions.push(`"listings"."max_guests" >= ${params.add(filters.guests)}`);
  if (filters.checkIn && filters.checkOut) {
    const from = params.add(filters.checkIn);
    const to = params.add(filters.checkOut);
    conditions.push(`not exists (select 1 from "blocked_nights"
          where ("blocked_nights"."listing_id" = "listings"."id" and "blocked_nights"."night" >= ${from} and "blocked_nights"."night" < ${to}) and ${NIGHT_IS_OCCUPIED})`);
  }
  return `(${conditions.join(" and ")})`;
}

export const LISTING_ORDER: Record<ListingSort, string> = {
  price_asc: `"listings"."price_ghs" asc, "listings"."id" asc`,
  price_desc: `"listings"."price_ghs" desc, "listings"."id" desc`,
  newest: `"listings"."published_at" desc nulls last, "listings"."created_at" desc, "listings"."id" asc`,
  popular: `"listings"."booking_count" desc, "listings"."view_count" desc, "listings"."id" asc`,
  rating: `"listings"."rating_average" desc nulls last, "listings"."rating_count" desc, "listings"."id" asc`,
};

export const LISTING_PAGE_COLUMNS = `"id", "type", "title", "slug", "description", "region", "city", "area", "price_ghs", "price_unit", "bedrooms", "bathrooms", "max_guests", "featured"`;

/** ` limit $n` and, when not on the first page, ` offset $m`, as Drizzle writes them. */
export function limitOffset(limit: number, offset: number, params: Params): string {
  const text = ` limit ${params.add(limit)}`;
  return offset > 0 ? `${text} offset ${params.add(offset)}` : text;
}

export function imagesOf(listingIds: string[], params: Params): string {
  const list = listingIds.map((id) => params.add(id)).join(", ");
  return `select "listing_id", "id", "url", "alt", "is_primary", "position" from "listing_images" where "listing_images"."listing_id" in (${list}) order by "listing_images"."listing_id" asc, "listing_images"."position" asc, "listing_images"."created_at" asc`;
}

/** The listing's images as one JSON array (lib/server/catalog/listing-images.ts). */
const IMAGES_JSON = `(select coalesce(json_agg(json_build_object('id', "listing_images"."id", 'url', "listing_images"."url", 'alt', "listing_images"."alt", 'isPrimary', "listing_images"."is_primary", 'order', "listing_images"."position") order by "listing_images"."position", "listing_images"."created_at"), '[]') from "listing_images" where "listing_images"."listing_id" = "listings"."id") as "images"`;
export const LISTING_DETAIL = `select "id", "type", "status", "title", "slug", "description", "highlights", "region", "city", "area", "address", "latitude", "longitude", "price_ghs", "price_unit", "property_type", "bedrooms", "bathrooms", "max_guests", "check_in_time", "check_out_time", "featured", "view_count", "booking_count", "created_at", "published_at", ${IMAGES_JSON}, (select coalesce(json_agg(json_build_object('id', "amenities"."id", 'name', "amenities"."name", 'icon', "amenities"."icon", 'category', "amenities"."category") order by "amenities"."category", "amenities"."name"), '[]') from "listing_amenities" inner join "amenities" on "amenities"."id" = "listing_amenities"."amenity_id" where "listing_amenities"."listing_id" = "listings"."id") as "amenities" from "listings" where ("listings"."slug" = $1 and "listings"."status" = $2)`;

export const AVAILABILITY = `select "price_ghs", array(select "blocked_nights"."night"::text from "blocked_nights" where ("blocked_nights"."listing_id" = "listings"."id" and "blocked_nights"."night" >= $1 and "blocked_nights"."night" < $2) and ${NIGHT_IS_OCCUPIED} order by "blocked_nights"."night") from "listings" where ("listings"."slug" = $3 and "listings"."status" = $4)`;

export const FEATURED = `select "id", "title", "slug", "type", "region", "city", "price_ghs", "price_unit" from "listings" where ("listings"."status" = $1 and "listings"."featured" = $2) order by "listings"."published_at" DESC NULLS LAST, "listings"."created_at" desc, "listings"."id" asc limit $3`;

export const CORRECTIONS = `select "word" from "search_words" where "search_words"."word" % $1 and similarity("search_words"."word", $2) >= $3 order by similarity("search_words"."word", $4) desc, "search_words"."word" asc limit $5`;

/** The full-text query of the search: one (prefix | corrections) || stem group per term. */
export function searchStatement(
  terms: { prefixes: string; term: string }[],
  limit: number,
  params: Params,
): string {
  const status = params.add("PUBLISHED");
  const textQuery = () =>
    terms
      .map(
        ({ prefixes, term }) =>
          `(to_tsquery('simple', ${params.add(prefixes)}) || plainto_tsquery('english', ${params.add(term)}))`,
      )
      .join(" && ");
  const match = textQuery();
  const rank = textQuery();
  return `select "id", "title", "slug", "description", "region", "price_ghs" from "listings" where ("listings"."status" = ${status} and "listings"."search_document" @@ (${match})) order by ts_rank_cd("listings"."search_document", (${rank})) desc, "listings"."booking_count" desc, "listings"."id" asc limit ${params.add(limit)}`;
}

const FAVORITES_FROM = `from "favorites" inner join "listings" on "listings"."id" = "favorites"."listing_id" where ("favorites"."user_id" = $1 and "listings"."status" = $2)`;
export const FAVORITES_PAGE = `select "favorites"."listing_id", "favorites"."created_at", "listings"."id", "listings"."title", "listings"."slug", "listings"."region", "listings"."city", "listings"."price_ghs", "listings"."bedrooms", "listings"."max_guests", ${IMAGES_JSON}, count(*) over () as "matches" ${FAVORITES_FROM} order by "favorites"."created_at" desc, "favorites"."id" desc`;
export const FAVORITES_COUNT = `select count(*) ${FAVORITES_FROM}`;

const NET_REVENUE = `round((coalesce(sum("payments"."amount"), 0) - coalesce(sum("payments"."refunded_amount"), 0)), 2)::text`;

export const ADMIN_BOOKING_STATS = `select count(*), (count(*) filter (where "status" = $1))::int, (count(*) filter (where "status" = $2))::int, (count(*) filter (where "status" = $3))::int, (count(*) filter (where "status" = $4))::int, ((select ${NET_REVENUE} from "payments" where "payments"."status" in ($5, $6))) from "bookings"`;

export const ADMIN_BOOKINGS_WHERE = `("bookings"."status" = $1 and daterange("bookings"."check_in", "bookings"."check_out") && daterange($2::date, $3::date + 1) and "bookings"."check_out" > $4 and "bookings"."check_in" <= $5)`;
/** The page of matches (with their window count) before its limit and offset… */
export const ADMIN_BOOKINGS_CHOSEN = `select "page"."id", "page"."reference", "page"."status", "page"."check_in", "page"."check_out", "page"."total", "users"."id", "users"."email", "profiles"."first_name", "profiles"."last_name", "listings"."id", "listings"."title", "page"."created_at", "matches" from (select "id", "reference", "status", "check_in", "check_out", "total", "user_id", "listing_id", "created_at", count(*) over () as "matches" from "bookings" where ${ADMIN_BOOKINGS_WHERE} order by "bookings"."created_at" + interval '0 seconds' desc, "bookings"."id" desc`;
/** …and after them: only the page's rows are joined to their guest and listing. */
export const ADMIN_BOOKINGS_JOINED = `) "page" inner join "users" on "users"."id" = "page"."user_id" left join "profiles" on "profiles"."user_id" = "page"."user_id" inner join "listings" on "listings"."id" = "page"."listing_id" order by "page"."created_at" desc, "page"."id" desc`;
export const ADMIN_BOOKINGS_COUNT = `select count(*) from "bookings" where ${ADMIN_BOOKINGS_WHERE}`;

const usersWithin = (from: string, to: string) =>
  `count(*) filter (where "users"."created_at" >= ${from}::timestamptz and "users"."created_at" < ${to}::timestamptz)`;
export const STATS_USERS = `select count(*), ${usersWithin("$1", "$2")}::int, coalesce(round((${usersWithin("$3", "$4")} - ${usersWithin("$5", "$6")}) * 100.0 / nullif(${usersWithin("$7", "$8")}, 0), 1), 0)::text from "users"`;
export const STATS_BOOKINGS = `select count(*), (count(*) filter (where "bookings"."created_at" >= $1::timestamptz and "bookings"."created_at" < $2::timestamptz))::int from "bookings"`;
export const STATS_REVENUE = `select ${NET_REVENUE}, coalesce(round((coalesce(sum("payments"."amount"), 0) - coalesce(sum("payments"."refunded_amount"), 0)) / nullif(count(distinct "booking_id"), 0), 2), 0.00)::text from "payments" where "payments"."status" in ($1, $2)`;
export const STATS_LISTINGS = `select (count(*) filter (where "status" <> 'ARCHIVED'))::int, count(*) filter (where "listings"."status" = 'PUBLISHED')::int, coalesce(round(((select count(*) as "nights" from "blocked_nights" inner join "bookings" on "bookings"."id" = "blocked_nights"."booking_id" inner join "listings" on "listings"."id" = "blocked_nights"."listing_id" where ("bookings"."status" in ($1, $2) and "listings"."status" = $3 and "blocked_nights"."night" >= $4 and "blocked_nights"."night" <= $5))) * 100.0 / nullif(count(*) filter (where "listings"."status" = 'PUBLISHED') * $6, 0), 1), 0)::text from "listings"`;
export const STATS_RECENT = `select "bookings"."id", "bookings"."reference", "bookings"."status", "bookings"."total", "bookings"."guest_name", "listings"."id", "listings"."title", "bookings"."created_at" from "bookings" inner join "listings" on "listings"."id" = "bookings"."listing_id" order by "bookings"."created_at" desc, "bookings"."id" desc limit $1`;
export const STATS_TOP = `select "listings"."id", "listings"."title", "listings"."slug", "confirmed_bookings"::int, coalesce("earned_revenue", '0.00') from (select "listing_id", count(*) as "confirmed_bookings" from "bookings" where "bookings"."status" in ($1, $2) group by "bookings"."listing_id") "confirmed" inner join "listings" on "listings"."id" = "confirmed"."listing_id" left join (select "bookings"."listing_id", ${NET_REVENUE} as "earned_revenue" from "payments" inner join "bookings" on "bookings"."id" = "payments"."booking_id" where "payments"."status" in ($3, $4) group by "bookings"."listing_id") "earned" on "earned"."listing_id" = "confirmed"."listing_id" order by "confirmed_bookings" desc, coalesce("earned_revenue", '0.00')::numeric desc, "listings"."id" limit $5`;
export const STATS_MONTHS = `select to_char(m.month, 'YYYY-MM'), coalesce(b.bookings, 0)::int, round(coalesce(p.revenue, 0), 2)::text from generate_series((date_trunc('month', ($1::timestamptz) at time zone 'UTC') - interval '11 months'), date_trunc('month', ($2::timestamptz) at time zone 'UTC'), interval '1 month') as m(month) left join (select date_trunc('month', "bookings"."created_at" at time zone 'UTC') as month, count(*) as bookings
           from "bookings"
           where "bookings"."created_at" >= (date_trunc('month', ($3::timestamptz) at time zone 'UTC') - interval '11 months') at time zone 'UTC'
           group by 1) as b on b.month = m.month left join (select date_trunc('month', "payments"."paid_at" at time zone 'UTC') as month,
                  sum("payments"."amount") - coalesce(sum("payments"."refunded_amount"), 0) as revenue
           from "payments"
           where "payments"."status" in ('COMPLETED', 'REFUNDED')
             and "payments"."paid_at" >= (date_trunc('month', ($4::timestamptz) at time zone 'UTC') - interval '11 months') at time zone 'UTC'
           group by 1) as p on p.month = m.month order by m.month`;
