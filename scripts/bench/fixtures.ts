// What the scenarios need from the seeded database: slugs, signed-in users, open payments.
import postgres from "postgres";
import { signAccessToken } from "../../lib/auth/access-token";
import type { Role } from "../../lib/enums";
import { FAVORITES_EVERY } from "../seed-large/people";
import { ADMINS } from "../seed-large/sizes";
import { pendingPayments } from "./database";
import type { Fixtures } from "./scenarios";

const FAVORITE_USERS = 500;
/** Enough distinct guests that no one reaches the limit of unpaid bookings in a run. */
const BOOKING_GUESTS = 6000;
const WEBHOOK_PAYMENTS = 40_000;

export async function loadFixtures(databaseUrl: string, secret: Uint8Array): Promise<Fixtures> {
  const bench = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  const rows = await bench<{ slug: string }[]>`
    select slug from listings where id like 'L%' order by substr(id, 2)::int`.finally(() =>
    bench.end(),
  );
  const token = (n: number, role: Role = "USER") =>
    signAccessToken({ userId: `U${n}`, role }, secret);
  const firstGuest = ADMINS + 1;
  const webhookOwner = `U${firstGuest + BOOKING_GUESTS}`;
  return {
    slugs: rows.map((row) => row.slug),
    favoriteTokens: await Promise.all(
      Array.from({ length: FAVORITE_USERS }, (_, k) => token(FAVORITES_EVERY * (k + 1))),
    ),
    guestTokens: await Promise.all(
      Array.from({ length: BOOKING_GUESTS }, (_, k) => token(firstGuest + k)),
    ),
    firstGuest,
    webhookOwner,
    adminToken: await token(1, "SUPER_ADMIN"),
    // Owned by a guest outside the booking pool: these open payments count as unpaid holds.
    webhookPayments: await pendingPayments(databaseUrl, webhookOwner, WEBHOOK_PAYMENTS),
  };
}
