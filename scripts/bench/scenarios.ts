// The benchmark's scenarios on the large seed: what each request asks, and which target it has.
import { addDays, todayUtc } from "../../lib/dates";
import { toPesewas } from "../../lib/money";
import { chargeSuccessEvent } from "../../lib/providers/paystack-events";
import { signPayload } from "../../lib/providers/paystack-signature";
import { SANDBOX_SECRET_KEY } from "../../lib/providers/sandbox";
import { LISTINGS } from "../seed-large/sizes";
import { REGIONS } from "../seed-large/vocabulary";
import { BENCH_GUEST_EMAIL } from "./database";

/** Public reads must answer in p95 < 50 ms; writes and admin reads in p95 < 100 ms. */
export type ScenarioKind = "public read" | "write" | "admin read";

export interface Scenario {
  name: string;
  kind: ScenarioKind;
  method: "GET" | "POST";
  /** Whether the bare node:http baseline serves it too. */
  baseline: boolean;
  /** The i-th request's path, body and extra headers. */
  request(index: number): { path: string; body?: string; headers?: Record<string, string> };
}

export interface Fixtures {
  /** Slug of listing L<n> at index n − 1. */
  slugs: string[];
  /** Bearer tokens of guests with favorites, of other guests (for bookings) and of an admin. */
  favoriteTokens: string[];
  guestTokens: string[];
  adminToken: string;
  webhookPayments: { reference: string; amount: string }[];
}

const places = [...new Set(REGIONS)];
const SORTS = ["price_asc", "newest", "popular"];
const SEARCHES = [
  "Acra",
  "beach",
  "Kumasi villa",
  "canoe trip",
  "Elmina",
  "kente",
  "Busua",
  "waterfal",
];
const ADMIN_STATUSES = ["CONFIRMED", "COMPLETED", "CANCELLED", "PENDING"];
/** Bookings are made after the seed's last stay (about 265 days ahead). */
const FIRST_FREE_DAY = 300;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const at = <T>(list: T[], index: number): T => list[index % list.length] as T;

export function scenarios(fixtures: Fixtures): Scenario[] {
  const today = todayUtc();
  const slug = (i: number) => at(fixtures.slugs, i * 7919);
  const stay = (i: number, length: number) =>
    `checkIn=${addDays(today, 1 + (i % 60))}&checkOut=${addDays(today, 1 + (i % 60) + length)}`;
  const admin = bearer(fixtures.adminToken);
  return [
    {
      // Not an endpoint of the list: the cheapest answer each server gives (one `select 1`),
      // the floor under every other row.
      name: "floor: health check",
      kind: "public read",
      method: "GET",
      baseline: true,
      request: () => ({ path: "/api/health" }),
    },
    {
      name: "listings: filters + sort",
      kind: "public read",
      method: "GET",
      baseline: true,
      request: (i) => ({
        path: `/api/listings?type=ACCOMMODATION&region=${encodeURIComponent(at(places, i))}&minPrice=200&maxPrice=1500&guests=2&sort=${at(SORTS, i)}&page=${1 + (i % 3)}`,
      }),
    },
    {
      name: "listings: date range",
      kind: "public read",
      method: "GET",
      baseline: true,
      request: (i) => ({
        path: `/api/listings?region=${encodeURIComponent(at(places, i))}&guests=2&${stay(i, 3)}`,
      }),
    },
    {
      name: "listing by slug",
      kind: "public read",
      method: "GET",
      baseline: true,
      request: (i) => ({ path: `/api/listings/${slug(i)}` }),
    },
    {
      name: "availability",
      kind: "public read",
      method: "GET",
      baseline: true,
      request: (i) => ({ path: `/api/listings/${slug(i)}/availability?${stay(i, 3)}` }),
    },
    {
      name: "featured",
      kind: "public read",
      method: "GET",
      baseline: true,
      request: () => ({ path: "/api/listings/featured" }),
    },
    {
      name: "search (incl. typo)",
      kind: "public read",
      method: "GET",
      baseline: true,
      request: (i) => ({ path: `/api/listings/search?q=${encodeURIComponent(at(SEARCHES, i))}` }),
    },
    {
      name: "favorites (signed in)",
      kind: "public read",
      method: "GET",
      baseline: true,
      request: (i) => ({ path: "/api/favorites", headers: bearer(at(fixtures.favoriteTokens, i)) }),
    },
    {
      name: "booking creation",
      kind: "write",
      method: "POST",
      baseline: false,
      request: (i) => {
        const checkIn = addDays(today, FIRST_FREE_DAY + 2 * Math.floor(i / LISTINGS));
        return {
          path: "/api/bookings",
          headers: bearer(at(fixtures.guestTokens, i)),
          body: JSON.stringify({
            listingId: `L${1 + (i % LISTINGS)}`,
            checkIn,
            checkOut: addDays(checkIn, 1),
            adults: 1,
            guestName: "Bench Guest",
            guestEmail: BENCH_GUEST_EMAIL,
            guestPhone: "+233201234567",
          }),
        };
      },
    },
    {
      name: "webhook charge.success",
      kind: "write",
      method: "POST",
      baseline: false,
      request: (i) => {
        const payment = at(fixtures.webhookPayments, i);
        const body = JSON.stringify(
          chargeSuccessEvent({
            id: 5_000_000 + i,
            reference: payment.reference,
            amountPesewas: toPesewas(payment.amount),
            channel: "card",
            email: BENCH_GUEST_EMAIL,
            metadata: null,
            paidAt: new Date(),
          }),
        );
        return {
          path: "/api/webhooks/paystack",
          body,
          headers: { "x-paystack-signature": signPayload(body, SANDBOX_SECRET_KEY) },
        };
      },
    },
    {
      name: "admin bookings",
      kind: "admin read",
      method: "GET",
      baseline: true,
      request: (i) => {
        const start = addDays(today, (i % 120) - 60);
        return {
          path: `/api/admin/bookings?status=${at(ADMIN_STATUSES, i)}&startDate=${start}&endDate=${addDays(start, 30)}&page=${1 + (i % 5)}`,
          headers: admin,
        };
      },
    },
    {
      name: "admin stats",
      kind: "admin read",
      method: "GET",
      baseline: true,
      request: () => ({ path: "/api/admin/stats", headers: admin }),
    },
  ];
}
