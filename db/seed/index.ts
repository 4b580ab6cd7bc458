// Demo data: accounts, amenities, destinations, listings, a year of bookings and their reviews. Seeding is
// idempotent: every record is keyed by its natural unique key (e-mail, amenity name, destination
// slug, listing slug, booking reference) and skipped when it exists, all in one transaction.
import { count } from "drizzle-orm";
import { DEFAULT_PASSWORD_HASH_COST } from "../../lib/platform/config";
import type { Database } from "../client";
import { users } from "../schema";
import { requireId, seedAccounts } from "./seed-accounts";
import { seedBookings } from "./seed-bookings";
import { seedAmenities, seedDestinations } from "./seed-catalog";
import { seedEarnings } from "./seed-earnings";
import { seedListings } from "./seed-listings";
import { seedReviews } from "./seed-reviews";

export { DEMO_PASSWORD } from "./accounts";

export interface SeedOptions {
  /** The moment the demo is built around; default the current time. */
  now?: Date;
  /** How long the seeded PENDING bookings hold their nights; default 30 minutes. */
  holdMinutes?: number;
  /** scrypt's cost for the demo password; default the production cost. */
  passwordHashCost?: number;
}

/** Rows created by one run; all zero when the data was already there. */
export interface SeedSummary {
  users: number;
  amenities: number;
  destinations: number;
  listings: number;
  images: number;
  bookings: number;
  payments: number;
  refunds: number;
  blockedNights: number;
  reviews: number;
}

export async function seedDatabase(db: Database, options: SeedOptions = {}): Promise<SeedSummary> {
  const now = options.now ?? new Date();
  const holdMinutes = options.holdMinutes ?? 30;
  return db.transaction(async (tx) => {
    const accounts = await seedAccounts(tx, {
      now,
      passwordHashCost: options.passwordHashCost ?? DEFAULT_PASSWORD_HASH_COST,
    });
    const amenities = await seedAmenities(tx);
    const destinations = await seedDestinations(tx, now);
    const adminId = requireId(accounts.ids, "admin@example.com");
    const hostId = requireId(accounts.ids, "host@example.com");
    const listings = await seedListings(tx, now, hostId, adminId, amenities.ids);
    const bookings = await seedBookings(tx, {
      now,
      holdMinutes,
      userIds: accounts.ids,
      adminId,
      listings: listings.byKey,
    });
    await seedEarnings(tx, { hostId, bookingIds: bookings.ids });
    const reviews = await seedReviews(tx);
    return {
      users: accounts.created,
      amenities: amenities.created,
      destinations,
      listings: listings.created,
      images: listings.images,
      bookings: bookings.bookings,
      payments: bookings.payments,
      refunds: bookings.refunds,
      blockedNights: listings.blockedNights + bookings.blockedNights,
      reviews,
    };
  });
}

/** Seeds the demo data into a database without users (a fresh install). Returns whether it did. */
export async function seedIfEmpty(db: Database, options: SeedOptions = {}): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return false;
  await seedDatabase(db, options);
  return true;
}

export function describeSeedSummary(summary: SeedSummary): string {
  const parts = Object.entries(summary).map(([name, n]) => `${n} ${name}`);
  return Object.values(summary).every((n) => n === 0)
    ? "Seed: demo data already present, nothing to add."
    : `Seed: added ${parts.join(", ")}.`;
}
