// `npm run bench`: load-tests the real server (`npm start`) on PostgreSQL with autocannon and
// prints req/s, latency percentiles, errors and the server's peak memory per scenario.
//   BENCH_ADMIN_URL   PostgreSQL server to create the scratch database on (default local)
//   BENCH_LISTINGS    listings to bulk-insert (default 3000)
//   BENCH_DURATION    seconds per scenario (default 10); BENCH_CONNECTIONS (default 32)
import autocannon from "autocannon";
import { addDays, todayUtc } from "../../lib/dates";
import { toPesewas } from "../../lib/money";
import { chargeSuccessEvent } from "../../lib/providers/paystack-events";
import { signPayload } from "../../lib/providers/paystack-signature";
import { SANDBOX_SECRET_KEY } from "../../lib/providers/sandbox";
import { BENCH_NIGHT_TOTAL, createBenchDatabase, fillListings, pendingPayments } from "./database";
import { startServer } from "./server";

const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 3000);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const PORT = Number(process.env.BENCH_PORT ?? 3471);

interface Scenario {
  name: string;
  method: "GET" | "POST";
  headers?: Record<string, string>;
  /** The i-th request's path and body. */
  request(index: number): { path: string; body?: string; headers?: Record<string, string> };
}

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return Math.round((sorted[index] ?? 0) * 10) / 10;
}

async function measure(url: string, scenario: Scenario) {
  let counter = 0;
  const latencies: number[] = [];
  const options: autocannon.Options = {
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    requests: [
      {
        method: scenario.method,
        headers: { "content-type": "application/json", ...scenario.headers },
        setupRequest: (request) => {
          const next = scenario.request(counter++);
          return {
            ...request,
            path: next.path,
            body: next.body,
            headers: { ...request.headers, ...next.headers },
          };
        },
      },
    ],
  };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error, finished) =>
      error ? reject(error) : resolve(finished),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) =>
      latencies.push(responseTime),
    );
  });
  latencies.sort((a, b) => a - b);
  return {
    scenario: scenario.name,
    "req/s": Math.round(result.requests.average),
    "p50 ms": percentile(latencies, 0.5),
    "p95 ms": percentile(latencies, 0.95),
    "p99 ms": percentile(latencies, 0.99),
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function main() {
  const databaseUrl = await createBenchDatabase(ADMIN_URL, "akwaaba_bench");
  console.log(`bench database ready; inserting ${LISTINGS} listings…`);
  await fillListings(databaseUrl, LISTINGS);
  const server = await startServer(
    {
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: "bench-only-signing-key-0123456789-abcdefghij",
      SEED_DEMO_DATA: "true",
      RATE_LIMIT_ENABLED: "false",
      // One benchmark user books thousands of stays; the per-user hold limit would stop it.
      MAX_UNPAID_BOOKINGS: "100000",
      APP_URL: `http://127.0.0.1:${PORT}`,
    },
    PORT,
  );
  try {
    const register = await fetch(`${server.url}/api/auth/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        email: `bench${Date.now()}@example.com`,
        password: "Bench-Password-1",
        firstName: "Bench",
        lastName: "User",
      }),
    });
    const { data } = (await register.json()) as {
      data: { accessToken: string; user: { id: string } };
    };
    const auth = { authorization: `Bearer ${data.accessToken}` };
    const webhookReferences = await pendingPayments(databaseUrl, data.user.id, 40_000, LISTINGS);
    const listing = (index: number) => 1 + (index % LISTINGS);
    const today = todayUtc();

    const scenarios: Scenario[] = [
      {
        name: "availability",
        method: "GET",
        request: (i) => ({
          path: `/api/listings/bench-listing-${listing(i)}/availability?checkIn=${addDays(today, 10 + (i % 30))}&checkOut=${addDays(today, 13 + (i % 30))}`,
        }),
      },
      {
        name: "booking creation (distinct dates)",
        method: "POST",
        headers: auth,
        request: (i) => ({
          path: "/api/bookings",
          body: JSON.stringify({
            listingId: `bench${listing(i)}`,
            checkIn: addDays(today, 20 + Math.floor(i / LISTINGS) * 2),
            checkOut: addDays(today, 21 + Math.floor(i / LISTINGS) * 2),
            adults: 1,
            guestName: "Bench Guest",
            guestEmail: "bench@example.com",
            guestPhone: "+233201234567",
          }),
        }),
      },
      {
        name: "webhook charge.success",
        method: "POST",
        request: (i) => {
          const reference = webhookReferences[i % webhookReferences.length] ?? "";
          const body = JSON.stringify(
            chargeSuccessEvent({
              id: 5_000_000 + i,
              reference,
              amountPesewas: toPesewas(BENCH_NIGHT_TOTAL),
              channel: "card",
              email: "bench@example.com",
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
    ];
    const rows = [];
    for (const scenario of scenarios) {
      console.log(`running ${scenario.name} for ${DURATION}s with ${CONNECTIONS} connections…`);
      rows.push(await measure(server.url, scenario));
    }
    console.table(rows);
    console.log(
      `server peak RSS: ${server.peakRssMb()} MB (${LISTINGS} listings, ${CONNECTIONS} connections)`,
    );
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
