// The benchmark's PostgreSQL database: a fresh scratch database with bulk-inserted listings.
import { sql } from "drizzle-orm";
import postgres from "postgres";
import { openConnection } from "../../db/client";
import { runMigrations } from "../../db/migrate";
import { computeStayPrice } from "../../lib/pricing";

export const BENCH_PRICE = "500.00";
export const BENCH_NIGHT_TOTAL = computeStayPrice(BENCH_PRICE, 1).total;

export async function createBenchDatabase(adminUrl: string, name: string): Promise<string> {
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.unsafe(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Migrates and bulk-inserts `count` published listings `bench<i>` (slug `bench-listing-<i>`) with images. */
export async function fillListings(databaseUrl: string, count: number): Promise<void> {
  const connection = openConnection({ databaseUrl });
  try {
    await runMigrations(connection);
    await connection.db.execute(sql`
      insert into listings (id, type, status, title, slug, description, highlights, region, city, area,
        address, price_ghs, max_guests, bedrooms, bathrooms, featured, booking_count, view_count,
        created_at, published_at)
      select 'bench' || g,
        (array['ACCOMMODATION', 'ACTIVITY', 'EXPERIENCE'])[1 + g % 3]::listing_type,
        'PUBLISHED', 'Bench stay ' || g || ' ' || (array['Beach', 'Forest', 'Lake', 'Castle', 'Market'])[1 + g % 5],
        'bench-listing-' || g, 'A benchmark listing with a long enough description ' || g,
        array['Highlight one', 'Highlight two'],
        (array['Greater Accra', 'Central', 'Ashanti', 'Volta', 'Western', 'Northern'])[1 + g % 6],
        'City ' || (g % 60), 'Area ' || (g % 9), 'Address ' || g, ${BENCH_PRICE}::numeric, 2 + g % 8,
        g % 5, 1 + g % 3, g % 40 = 0, g % 100, g % 1000,
        now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval
      from generate_series(1, ${count}) as g`);
    await connection.db.execute(sql`
      insert into listing_images (id, listing_id, url, public_id, alt, is_primary, position)
      select 'benchimg' || g || '_' || n, 'bench' || g, '/images/listings/labadi-beach.webp',
        'bench/' || g || '/' || n, 'Bench image', n = 0, n
      from generate_series(1, ${count}) as g, generate_series(0, 1) as n`);
    await connection.db.execute(sql`analyze`);
  } finally {
    await connection.close();
  }
}

/**
 * `count` PENDING one-night bookings with open payments (references BENCHPAY<i>... are not
 * valid booking references, so they use BK- style ones), for the webhook scenario.
 */
export async function pendingPayments(
  databaseUrl: string,
  userId: string,
  count: number,
  listings: number,
) {
  const client = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const rows = await client<{ reference: string }[]>`
      with made as (
        insert into bookings (id, reference, user_id, listing_id, status, check_in, check_out, nights, adults,
          price_per_night, subtotal, service_fee, taxes, total, guest_name, guest_email, guest_phone, hold_expires_at)
        select 'benchbk' || g, 'BK-' || upper(substr(md5('bench' || g), 1, 8)), ${userId}, 'bench' || (1 + g % ${listings}),
          'PENDING', current_date + 400 + g / ${listings}, current_date + 401 + g / ${listings}, 1, 1,
          ${BENCH_PRICE}, ${BENCH_PRICE}, 50, 62.5, ${BENCH_NIGHT_TOTAL}, 'Bench Guest', 'bench@example.com',
          '+233201234567', now() + interval '1 day'
        from generate_series(1, ${count}) as g
        returning id, reference
      )
      insert into payments (id, booking_id, provider_ref, amount)
      select 'benchpay' || id, id, reference, ${BENCH_NIGHT_TOTAL} from made
      returning provider_ref as reference`;
    return rows.map((row) => row.reference);
  } finally {
    await client.end();
  }
}
