// `npm run bench`: load-tests the real server (`npm start`) on PostgreSQL holding the large seed
// (50,000 listings, 200,000 users, 1,000,000 bookings), then a bare node:http baseline running
// the same SQL, and prints req/s, latency percentiles, errors, the app/baseline ratio, the
// server's peak memory and the targets of issue 7.
//   BENCH_ADMIN_URL   PostgreSQL server of the scratch database `akwaaba_bench` (default local)
//   BENCH_REUSE=true  keep akwaaba_bench when it already holds the large seed (saves minutes)
//   BENCH_DURATION    seconds per scenario (default 10); BENCH_CONNECTIONS (default 32)
//   BENCH_WARMUP      seconds of unmeasured load per scenario before its measured run (default 5)
//   BENCH_PORT        the app's port (default 3471); BENCH_BASELINE_PORT (default 3472)
//   BENCH_ONLY        run only the scenarios whose name contains one of these comma-separated words
import { seedLarge } from "../seed-large/run";
import { clearBenchWrites, createDatabase, largeDataIn } from "./database";
import { loadFixtures } from "./fixtures";
import { type Measurement, measure } from "./measure";
import { RSS_LIMIT_MB, reportRows } from "./report";
import { type Scenario, scenarios } from "./scenarios";
import { type RunningServer, startServer } from "./server";
import { verifyBaseline } from "./verify-baseline";

const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const DATABASE = "akwaaba_bench";
const REUSE = process.env.BENCH_REUSE === "true";
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const PORT = Number(process.env.BENCH_PORT ?? 3471);
const BASELINE_PORT = Number(process.env.BENCH_BASELINE_PORT ?? 3472);
const AUTH_SECRET = "bench-only-signing-key-0123456789-abcdefghij";
const ONLY = (process.env.BENCH_ONLY ?? "").split(",").filter(Boolean);
const chosen = (scenario: Scenario) =>
  ONLY.length === 0 || ONLY.some((word) => scenario.name.includes(word.trim()));

async function benchDatabase(): Promise<string> {
  const reusable = REUSE ? await largeDataIn(ADMIN_URL, DATABASE) : null;
  if (reusable) {
    console.log(`reusing ${DATABASE}; clearing earlier benchmark writes…`);
    await clearBenchWrites(reusable);
    return reusable;
  }
  const url = await createDatabase(ADMIN_URL, DATABASE);
  console.log(`seeding ${DATABASE} with the large data set…`);
  await seedLarge(url, { reset: false });
  return url;
}

/**
 * Each scenario first runs unmeasured for WARMUP seconds, so the figures are those of a warm
 * server (V8 has compiled the hot paths, the pools are open) rather than of its first seconds.
 */
async function runAll(server: RunningServer, list: Scenario[]): Promise<Map<string, Measurement>> {
  const results = new Map<string, Measurement>();
  for (const scenario of list) {
    console.log(
      `  ${scenario.name}: ${WARMUP}s warm-up, ${DURATION}s with ${CONNECTIONS} connections…`,
    );
    const sequence = { next: 0 };
    if (WARMUP > 0) {
      await measure(server.url, scenario, { connections: CONNECTIONS, duration: WARMUP, sequence });
    }
    results.set(
      scenario.name,
      await measure(server.url, scenario, {
        connections: CONNECTIONS,
        duration: DURATION,
        sequence,
      }),
    );
  }
  return results;
}

async function main() {
  const databaseUrl = await benchDatabase();
  const env = {
    DATABASE_URL: databaseUrl,
    AUTH_SECRET,
    RATE_LIMIT_ENABLED: "false",
    PAYMENTS_SANDBOX: "true",
    APP_URL: `http://127.0.0.1:${PORT}`,
  };
  Object.assign(process.env, env);
  const secret = new TextEncoder().encode(AUTH_SECRET);

  const app = await startServer(env, PORT);
  let appResults: Map<string, Measurement>;
  let list: Scenario[];
  let peakRss: number;
  try {
    list = scenarios(await loadFixtures(databaseUrl, secret)).filter(chosen);
    await verifyBaseline(databaseUrl, secret, list);
    console.log("baseline SQL verified against the app's services; measuring the app…");
    appResults = await runAll(app, list);
    peakRss = app.peakRssMb();
  } finally {
    await app.stop();
  }

  console.log("measuring the node:http baseline…");
  const baseline = await startServer({ ...env, PORT: String(BASELINE_PORT) }, BASELINE_PORT, [
    "--import",
    "tsx",
    "scripts/bench/baseline-server.ts",
  ]);
  let baselineResults: Map<string, Measurement>;
  try {
    baselineResults = await runAll(
      baseline,
      list.filter((scenario) => scenario.baseline),
    );
  } finally {
    await baseline.stop();
  }

  console.table(reportRows(list, appResults, baselineResults));
  console.log(
    `server peak RSS: ${peakRss} MB (${peakRss < RSS_LIMIT_MB ? "PASS" : "MISS"}, target < ${RSS_LIMIT_MB} MB); ${CONNECTIONS} connections, ${DURATION} s per scenario after ${WARMUP} s of warm-up`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
