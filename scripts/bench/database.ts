// The benchmark's PostgreSQL database: a scratch database holding the large seed
// (scripts/seed-large), kept between runs with BENCH_REUSE=true.
import postgres from "postgres";
import { referenceSql } from "../seed-large/bookings";
import { BOOKINGS, LISTINGS } from "../seed-large/sizes";

/** Every booking and payment the benchmark writes carries this guest e-mail. */
export const BENCH_GUEST_EMAIL = "bench@example.com";
/** Booking numbers of the webhook's bookings start here, after the seed's. */
const WEBHOOK_BOOKING_BASE = 10_000_000;

/** Which bookings `pendingPayments` makes: their numbers and their references. */
export interface PendingBatch {
  /** The first booking's number is this + 1. */
  base: number;
  /** The reference of booking number `n`, in SQL. */
  reference: (n: string) => string;
}

const WEBHOOK_BATCH: PendingBatch = { base: WEBHOOK_BOOKING_BASE, reference: referenceSql };

function databaseUrlOf(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

function client(url: string) {
  return postgres(url, { max: 1, onnotice: () => {} });
}

export async function createDatabase(adminUrl: string, name: string): Promise<string> {
  const admin = client(adminUrl);
  try {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.unsafe(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  return databaseUrlOf(adminUrl, name);
}

/** The URL of database `name` when it exists and holds the complete large seed, else null. */
export async function largeDataIn(adminUrl: string, name: string): Promise<string | null> {
  const admin = client(adminUrl);
  try {
    const [found] = await admin`select 1 from pg_database where datname = ${name}`;
    if (!found) return null;
  } finally {
    await admin.end();
  }
  const url = databaseUrlOf(adminUrl, name);
  const bench = client(url);
  try {
    const [row] = await bench<{ listings: number; bookings: number }[]>`
      select (select count(*) from listings where id like 'L%')::int as listings,
        (select count(*) from bookings where id like 'B%')::int as bookings`;
    return row?.listings === LISTINGS && row.bookings === BOOKINGS ? url : null;
  } catch {
    return null;
  } finally {
    await bench.end();
  }
}

/** Removes what earlier benchmark runs wrote (bookings, their nights and payments, events, e-mails). */
export async function clearBenchWrites(databaseUrl: string): Promise<void> {
  const bench = client(databaseUrl);
  try {
    // Each payment deleted with its booking is looked for in bookings.settled_by_payment_id,
    // which has no index (the app never deletes a payment): without this one, a scan of a
    // million bookings per payment.
    await bench`create index if not exists bench_settled_by_idx on bookings (settled_by_payment_id)`;
    await bench`delete from bookings where guest_email = ${BENCH_GUEST_EMAIL}`;
    await bench`drop index bench_settled_by_idx`;
    await bench`delete from webhook_events`;
    await bench`delete from email_outbox`;
    // Earlier runs also rewrote listings (view and booking counts); autovacuum would have
    // cleaned them all up by the time the next traffic came.
    await bench`vacuum analyze listings, bookings, blocked_nights, payments, booking_history`;
  } finally {
    await bench.end();
  }
}

/**
 * Vacuums the listings in autovacuum's place when the server runs without it (this machine's
 * PostgreSQL has `autovacuum = off`), and says which. A scenario that writes listings (a
 * booking's nights, a view count) clears their pages' all-visible marks, and a list with dates
 * then reads the table for each of them; with autovacuum on, migration 0026 has the listings
 * vacuumed within a minute of 1 % of them changing, which every such scenario passes.
 */
export function listingsVacuum(databaseUrl: string) {
  const bench = client(databaseUrl);
  const autovacuumOff = bench<{ autovacuum: string }[]>`show autovacuum`.then(
    ([row]) => row?.autovacuum === "off",
  );
  return {
    autovacuumOff,
    afterScenario: async () => {
      if (await autovacuumOff) await bench`vacuum listings`;
    },
    end: () => bench.end(),
  };
}

/**
 * `count` PENDING one-night bookings far in the future, each with an open payment, for the
 * webhook scenario; returns their payment references. A stay's night is held until the hold
 * expires, as a booking made through the app holds it, so its confirmation keeps the night
 * for good (and the listing's bitmap of taken nights changes) as a real one does; a night a
 * seeded stay already holds is left to it. Booking number n is 'W' || n, its payment
 * 'WP' || n, its listing L(1 + (n − base) % listings), its night 400 days from now plus the
 * batch's ten millions (n / 10,000,000), so that two batches never want the same night.
 */
export async function pendingPayments(
  databaseUrl: string,
  userId: string,
  count: number,
  { base, reference }: PendingBatch = WEBHOOK_BATCH,
) {
  const bench = client(databaseUrl);
  try {
    const rows = await bench.unsafe<{ reference: string; amount: string }[]>(
      `with made as (
        insert into bookings (id, reference, user_id, listing_id, status, check_in, check_out, nights,
          adults, price_per_night, subtotal, service_fee, taxes, total, guest_name, guest_email,
          guest_phone, hold_expires_at)
        select 'W' || n, ${reference("n")}, $1, l.id, 'PENDING', night, night + 1,
          1, 1, l.price_ghs, l.price_ghs, round(l.price_ghs * 0.10, 2), round(l.price_ghs * 0.125, 2),
          l.price_ghs + round(l.price_ghs * 0.10, 2) + round(l.price_ghs * 0.125, 2),
          'Bench Guest', $2, '+233201234567', now() + interval '1 day'
        from generate_series(1, $3::int) as g
          cross join lateral (select ${base} + g as n) as w
          cross join lateral (select current_date + 400 + (n / 10000000)::int as night) as d
          join listings l on l.id = 'L' || (1 + g % ${LISTINGS})
        returning id, reference, total, listing_id, check_in, hold_expires_at
      ), held as (
        insert into blocked_nights (listing_id, night, booking_id, hold_expires_at)
        select made.listing_id, made.check_in, made.id, made.hold_expires_at
        from made join listings l on l.id = made.listing_id and l.type = 'ACCOMMODATION'
        on conflict do nothing
      )
      insert into payments (id, booking_id, provider_ref, amount)
      select 'WP' || substr(id, 2), id, reference, total from made
      returning provider_ref as reference, amount::text as amount`,
      [userId, BENCH_GUEST_EMAIL, count],
    );
    // What autovacuum does soon after such a burst; until it does, the planner takes live holds
    // for rare and counts a guest's unpaid bookings by walking all 40,000 of them (30 ms each).
    await bench`analyze bookings, payments`;
    return rows.map(({ reference, amount }) => ({ reference, amount }));
  } finally {
    await bench.end();
  }
}
