import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, id, money, timestamptz, updatedAt } from "./columns";
import { listingStatusEnum, listingTypeEnum, priceUnitEnum, propertyTypeEnum } from "./enums";
import { users } from "./users";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * listings.taken_night_words as the database holds it: read and written only by SQL (the
 * triggers and the list's filter), so the app takes the driver's value as it comes. Its
 * arrays have bounds ("[225:228]={…}"), which postgres.js reads as nested arrays: mapped to
 * bigints they failed whenever a row was read whole.
 */
const takenNightWordsColumn = customType<{ data: unknown; driverData: unknown }>({
  dataType: () => "bigint[]",
});

export const listings = pgTable(
  "listings",
  {
    id: id(),
    type: listingTypeEnum("type").notNull(),
    status: listingStatusEnum("status").notNull().default("DRAFT"),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    description: text("description").notNull(),
    highlights: text("highlights").array().notNull().default(sql`'{}'::text[]`),
    region: text("region").notNull(),
    city: text("city").notNull(),
    area: text("area").notNull().default(""),
    address: text("address").notNull().default(""),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    priceGhs: money("price_ghs").notNull(),
    priceUnit: priceUnitEnum("price_unit").notNull().default("PER_NIGHT"),
    propertyType: propertyTypeEnum("property_type"),
    bedrooms: integer("bedrooms").notNull().default(0),
    bathrooms: integer("bathrooms").notNull().default(0),
    maxGuests: integer("max_guests").notNull(),
    checkInTime: text("check_in_time").notNull().default("14:00"),
    checkOutTime: text("check_out_time").notNull().default("11:00"),
    /** An activity's or experience's length in days; 1 for an accommodation. */
    durationDays: integer("duration_days").notNull().default(1),
    /** How many hours a one-day activity or experience lasts, when it says. */
    durationHours: integer("duration_hours"),
    /**
     * When an activity or experience starts each day ("09:00", "14:00"), in the order of the
     * day; none means any time that day. Each start sells `max_guests` spots.
     */
    startTimes: text("start_times").array().notNull().default(sql`'{}'::text[]`),
    /**
     * The nights taken for good (blocks, imported nights, confirmed and completed stays: the
     * blocked_nights rows without a hold expiry) as a bitmap, kept by triggers in the same
     * transaction as those rows (migration 0024): night d days after 2000-01-01 is bit d & 63 of
     * element d >> 6 (the array's bounds are its first and last word). The list's free-date
     * filter reads it from listings_published_filter_idx instead of the night index
     * (lib/server/catalog/taken-night-words.ts). Internal: never part of an answer.
     */
    takenNightWords: takenNightWordsColumn("taken_night_words")
      .notNull()
      .default(sql`'{}'::bigint[]`),
    featured: boolean("featured").notNull().default(false),
    viewCount: integer("view_count").notNull().default(0),
    bookingCount: integer("booking_count").notNull().default(0),
    /** Visible reviews and the sum of their overall ratings, kept by triggers (migration 0019). */
    ratingCount: integer("rating_count").notNull().default(0),
    ratingSum: integer("rating_sum").notNull().default(0),
    /** rating_sum / rating_count to one decimal; null without a review. */
    ratingAverage: numeric("rating_average", { precision: 2, scale: 1, mode: "number" }),
    hostId: text("host_id").references(() => users.id, { onDelete: "set null" }),
    /** Why an admin sent the listing back to its host (REJECT), shown to the host; null after. */
    reviewNote: text("review_note"),
    /** The secret of the listing's iCal feed (/api/calendars/{token}.ics); rotatable. */
    calendarToken: text("calendar_token")
      .notNull()
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    publishedAt: timestamptz("published_at"),
    /** Full-text document, kept up to date by the database (see migration 0002). */
    /**
     * The ids of the listing's amenities, kept by triggers on listing_amenities (migration
     * 0010) so "has all of these amenities" is one GIN containment test, never a join per id.
     */
    amenityIds: text("amenity_ids").array().notNull().default(sql`'{}'`),
    searchDocument: tsvector("search_document").generatedAlwaysAs(
      sql`listing_search_document(title, highlights, description, city, region, area)`,
    ),
  },
  (t) => [
    uniqueIndex("listings_slug_key").on(t.slug),
    uniqueIndex("listings_calendar_token_key").on(t.calendarToken),
    index("listings_status_created_idx").on(t.status, t.createdAt),
    // Public lists: one partial index per sort order, so a page is an index walk.
    index("listings_published_newest_idx")
      .on(sql`${t.publishedAt} desc nulls last`, sql`${t.createdAt} desc`, t.id)
      .where(sql`${t.status} = 'PUBLISHED'`),
    index("listings_published_price_idx")
      .on(t.priceGhs, t.id)
      .where(sql`${t.status} = 'PUBLISHED'`),
    index("listings_published_popular_idx")
      .on(sql`${t.bookingCount} desc`, sql`${t.viewCount} desc`, t.id)
      .where(sql`${t.status} = 'PUBLISHED'`),
    index("listings_published_rating_idx")
      .on(sql`${t.ratingAverage} desc nulls last`, sql`${t.ratingCount} desc`, t.id)
      .where(sql`${t.status} = 'PUBLISHED'`),
    index("listings_type_status_idx").on(t.type, t.status),
    // A host's own listings, newest first.
    index("listings_host_created_idx").on(t.hostId, t.createdAt),
    // The usual filters of a public list: its total is counted from this index alone (the
    // id for the live holds' anti-join, the start times for an activity's room, the taken
    // nights' bitmap for the free-date filter).
    index("listings_published_filter_idx")
      .on(t.region, t.type, t.priceGhs, t.maxGuests, t.id, t.startTimes, t.takenNightWords)
      .where(sql`${t.status} = 'PUBLISHED'`),
    index("listings_region_city_idx").on(t.region, t.city),
    index("listings_featured_idx")
      .on(t.featured, t.createdAt)
      .where(sql`${t.status} = 'PUBLISHED'`),
    index("listings_search_document_idx").using("gin", t.searchDocument),
    // No pending list: rows land in the tree at once, so a filter never scans fresh rows one by one.
    index("listings_amenity_ids_idx").using("gin", t.amenityIds).with({ fastupdate: false }),
    check("listings_price_nonnegative", sql`${t.priceGhs} >= 0`),
    check("listings_max_guests_positive", sql`${t.maxGuests} >= 1`),
    check("listings_rooms_nonnegative", sql`${t.bedrooms} >= 0 AND ${t.bathrooms} >= 0`),
    check("listings_duration_days_range", sql`${t.durationDays} BETWEEN 1 AND 30`),
    check(
      "listings_duration_hours_range",
      sql`${t.durationHours} IS NULL OR (${t.durationHours} BETWEEN 1 AND 12 AND ${t.durationDays} = 1)`,
    ),
    check(
      "listings_start_times_hhmm",
      sql`array_to_string(${t.startTimes}, ',') ~ '^(([01][0-9]|2[0-3]):[0-5][0-9](,|$))*$'`,
    ),
    check(
      "listings_times_hhmm",
      sql`${t.checkInTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' AND ${t.checkOutTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`,
    ),
  ],
);

export const listingImages = pgTable(
  "listing_images",
  {
    id: id(),
    listingId: text("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    publicId: text("public_id").notNull(),
    alt: text("alt").notNull().default(""),
    isPrimary: boolean("is_primary").notNull().default(false),
    order: integer("position").notNull().default(0),
    /**
     * A tiny blurred copy of the image as a data: URL (a few hundred bytes), shown until the
     * image itself has loaded; computed on upload and seeded for the demo pictures, null for
     * images stored before it existed.
     */
    placeholder: text("placeholder"),
    createdAt: createdAt(),
  },
  (t) => [
    index("listing_images_listing_order_idx").on(t.listingId, t.order),
    uniqueIndex("listing_images_one_primary_key").on(t.listingId).where(sql`${t.isPrimary}`),
  ],
);

export const amenities = pgTable(
  "amenities",
  {
    id: id(),
    name: text("name").notNull(),
    icon: text("icon").notNull(),
    category: text("category").notNull(),
  },
  (t) => [uniqueIndex("amenities_name_key").on(t.name)],
);

export const listingAmenities = pgTable(
  "listing_amenities",
  {
    listingId: text("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    amenityId: text("amenity_id")
      .notNull()
      .references(() => amenities.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.listingId, t.amenityId] }),
    index("listing_amenities_amenity_idx").on(t.amenityId, t.listingId),
  ],
);

/**
 * A destination groups the published listings of a region, or of one city in it when
 * `city` is set; its listing count is computed, never stored.
 */
export const destinations = pgTable(
  "destinations",
  {
    id: id(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    region: text("region").notNull(),
    city: text("city"),
    description: text("description").notNull(),
    imageUrl: text("image_url").notNull(),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("destinations_slug_key").on(t.slug)],
);

/**
 * Every word of listing titles and places, kept by a trigger on listings (migration 0004).
 * Search looks up near-misses of a typed word here ("Acra" → accra) with trigram
 * similarity, then asks the full-text index of listings for the corrected words.
 */
export const searchWords = pgTable(
  "search_words",
  {
    word: text("word").primaryKey(),
  },
  (t) => [index("search_words_trgm_idx").using("gin", sql`${t.word} gin_trgm_ops`)],
);
