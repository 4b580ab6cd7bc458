// Listings with their images and amenities, all published, spread over the demo's places.

import { LISTINGS } from "./sizes";
import { hash, pick, textArray } from "./sql";
import type { Step } from "./step";
import {
  ACTIVITIES,
  ADJECTIVES,
  CITIES,
  EXPERIENCES,
  HIGHLIGHTS,
  IMAGE_ALTS,
  IMAGE_URLS,
  PROPERTY_NOUNS,
  PROPERTY_TYPES,
  REGIONS,
  SENTENCES,
  STREETS,
} from "./vocabulary";

const place = hash("g", 1);
const kind = `${hash("g", 2)} % 100`;
const accommodation = `(${kind} < 60)`;
const activity = `(${kind} between 60 and 84)`;
const property = hash("g", 4);
const city = `(${textArray(CITIES)})[1 + ${place} % ${CITIES.length}]`;

const title = `case
  when ${accommodation} then ${pick(ADJECTIVES, hash("g", 3))} || ' ' || ${pick(PROPERTY_NOUNS, property)}
  when ${activity} then ${pick(ACTIVITIES, hash("g", 3))}
  else ${pick(EXPERIENCES, hash("g", 3))} end || ' in ' || ${city}`;

const listings: Step = {
  label: "listings",
  sql: `
    insert into listings (id, type, status, title, slug, description, highlights, region, city, area,
      address, price_ghs, price_unit, property_type, bedrooms, bathrooms, max_guests, check_in_time,
      check_out_time, featured, view_count, created_at, updated_at, published_at)
    select 'L' || g, t.type, 'PUBLISHED', t.title,
      trim(both '-' from lower(regexp_replace(t.title, '[^A-Za-z0-9]+', '-', 'g'))) || '-' || g,
      t.title || ', in the ' || t.region || ' region. ' || ${pick(SENTENCES, hash("g", 16))} || ' '
        || ${pick(SENTENCES, `${hash("g", 16)} + 1 + ${hash("g", 17)} % ${SENTENCES.length - 1}`)},
      array[${pick(HIGHLIGHTS, hash("g", 5))}, ${pick(HIGHLIGHTS, `${hash("g", 5)} + 3`)}],
      t.region, t.city, t.city || ' ' || ${pick(["North", "South", "East", "West", "Central"], hash("g", 6))},
      (1 + ${hash("g", 7)} % 200) || ' ' || ${pick(STREETS, hash("g", 8))} || ', ' || t.city,
      case when t.type = 'ACCOMMODATION'
        then 200 + ${hash("g", 9)} % 2800 + case when ${hash("g", 10)} % 4 = 0 then 0.50 else 0 end
        else 40 + ${hash("g", 9)} % 560 end,
      case when t.type = 'ACCOMMODATION' then 'PER_NIGHT' else 'PER_PERSON' end::price_unit,
      case when t.type = 'ACCOMMODATION' then ${pick(PROPERTY_TYPES, property)}::property_type end,
      t.bedrooms, case when t.bedrooms = 0 then 0 else 1 + t.bedrooms / 2 end,
      case when t.type = 'ACCOMMODATION' then 2 * t.bedrooms + ${hash("g", 11)} % 2 else 4 + ${hash("g", 11)} % 16 end,
      case when t.type = 'ACCOMMODATION' then '14:00' else '08:00' end,
      case when t.type = 'ACCOMMODATION' then '11:00' else '13:00' end,
      g % 250 = 0, ${hash("g", 12)} % 5000, t.created_at, t.created_at + interval '1 day',
      t.created_at + interval '1 day'
    from generate_series(1, ${LISTINGS}) as g,
      lateral (select
        case when ${accommodation} then 'ACCOMMODATION' when ${activity} then 'ACTIVITY'
          else 'EXPERIENCE' end::listing_type as type,
        ${title} as title,
        (${textArray(REGIONS)})[1 + ${place} % ${REGIONS.length}] as region, ${city} as city,
        case when ${accommodation} then 1 + ${hash("g", 13)} % 5 else 0 end as bedrooms,
        now() - make_interval(days => 30 + ${hash("g", 14)} % 1000, mins => ${hash("g", 15)} % 1440) as created_at
      ) as t`,
};

// Image n of a listing shows scene (start + 5n) mod scenes: distinct for the 2–5 images it has.
const scene = `(${hash("g", 20)} + 5 * n) % ${IMAGE_URLS.length}`;
const images: Step = {
  label: "listing_images",
  sql: `
    insert into listing_images (id, listing_id, url, public_id, alt, is_primary, position)
    select 'I' || g || '_' || n, 'L' || g, (${textArray(IMAGE_URLS)})[1 + ${scene}],
      'seed/L' || g || '/' || n, (${textArray(IMAGE_ALTS)})[1 + ${scene}], n = 0, n
    from generate_series(1, ${LISTINGS}) as g, generate_series(0, 4) as n
    where n < 2 + ${hash("g", 21)} % 4`,
};

// Amenity k of a listing is (start + 7k) mod amenities: distinct for the 3–8 it has (29 is prime).
const amenities: Step = {
  label: "listing_amenities",
  sql: `
    insert into listing_amenities (listing_id, amenity_id)
    select 'L' || g, a.ids[1 + (${hash("g", 22)} + 7 * k) % cardinality(a.ids)]
    from (select array_agg(id order by name) as ids from amenities) as a,
      generate_series(1, ${LISTINGS}) as g, generate_series(0, 7) as k
    where k < 3 + ${hash("g", 23)} % 6`,
};

export const CATALOG_STEPS: Step[] = [listings, images, amenities];

/** Sets each listing's booking counter to its confirmed and completed bookings. */
export const LISTING_COUNTERS: Step = {
  label: "listings.booking_count",
  sql: `
    update listings set booking_count = counted.n
    from (select listing_id, count(*)::int as n from bookings
          where status in ('CONFIRMED', 'COMPLETED') group by listing_id) as counted
    where listings.id = counted.listing_id`,
};
