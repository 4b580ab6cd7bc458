// `npm run bench`: load-tests the real server (`npm start`) on PostgreSQL holding the large seed
// (50,000 listings, 200,000 users, 1,000,000 bookings) against the floor of a minimal Next.js
// app of the same version (floor-app.ts) in the same run: in each round, every scenario runs
// between two runs of its floor, so it is compared with the machine of that minute. Then
// pgbench runs the statements of the scenarios that query per request (a write's made afresh in
// every transaction, write-replay.ts). Prints req/s, p50/p95, errors, each scenario's ratio to
// its floor against the target of issue 22, the CPU a request cost the server, PostgreSQL and
// the load generator (read from /proc, so a ratio in CPU stands beside the ratio in req/s),
// PostgreSQL's own rate, the server's peak memory and the load average (the figures are only
// as good as the machine is idle). Where the server runs without autovacuum, the listings are
// vacuumed after each scenario in its place (database.ts, `listingsVacuum`).
//   BENCH_ADMIN_URL   PostgreSQL server of the scratch database (default local)
//   BENCH_DATABASE    its name (default akwaaba_bench)
//   BENCH_REUSE=true  keep that database when it already holds the large seed (saves minutes)
//   BENCH_DURATION    measured seconds per scenario and round (default 8); BENCH_ROUNDS (2);
//                     BENCH_CONNECTIONS (32)
//   BENCH_WARMUP      seconds of unmeasured load per scenario before its first round (default 5)
//   BENCH_PORT        the app's port (default 3471); BENCH_FLOOR_PORT the floor's (3472)
//   BENCH_ONLY        run only the scenarios whose name contains one of these comma-separated words
import { loadavg } from "node:os";
import { DEFAULT_POOL_SIZE } from "../../db/client";
import { seedLarge } from "../seed-large/run";
import { clearBenchWrites, createDatabase, largeDataIn, listingsVacuum } from "./database";
import { loadFixtures } from "./fixtures";
import { buildFloorApp, FLOOR_SCENARIOS } from "./floor-app";
import { type Measurement, measure, type RequestSequence } from "./measure";
import { postgresRate } from "./pgbench";
import {
  floorRows,
  type PairedMeasurement,
  RSS_LIMIT_MB,
  type RunResults,
  scenarioRows,
} from "./report";
import { type Floor, type Scenario, scenarios } from "./scenarios";
import { type RunningServer, startCommand, startServer } from "./server";
import { writeRate } from "./write-replay";

const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const DATABASE = process.env.BENCH_DATABASE ?? "akwaaba_bench";
const REUSE = process.env.BENCH_REUSE === "true";
const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const PORT = Number(process.env.BENCH_PORT ?? 3471);
const FLOOR_PORT = Number(process.env.BENCH_FLOOR_PORT ?? 3472);
const AUTH_SECRET = "bench-only-signing-key-0123456789-abcdefghij";
const ONLY = (process.env.BENCH_ONLY ?? "").split(",").filter(Boolean);
/** Real requests per scenario whose statements pgbench runs (one script each). */
const PGBENCH_REQUESTS = 8;
const chosen = (scenario: Scenario) =>
  ONLY.length === 0 || ONLY.some((word) => scenario.name.includes(word.trim()));
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");

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

type Run = (scenario: Scenario) => Promise<Measurement>;

/**
 * Runs scenarios on one server. The first time a scenario runs, it runs unmeasured for WARMUP
 * seconds first, so the figures are those of a warm server (V8 has compiled the hot paths, the
 * pools are open). A scenario's requests go on from where its last run stopped: writes keep
 * asking for fresh nights and open payments.
 */
function runnerOn(server: RunningServer): Run {
  const sequences = new Map<string, RequestSequence>();
  return async (scenario) => {
    const warmUp = !sequences.has(scenario.name) && WARMUP > 0;
    console.log(`  ${scenario.name}: ${warmUp ? `${WARMUP}s warm-up, ` : ""}${DURATION}s…`);
    const sequence = sequences.get(scenario.name) ?? { next: 0 };
    sequences.set(scenario.name, sequence);
    const options = { connections: CONNECTIONS, sequence };
    if (warmUp) await measure(server, scenario, { ...options, duration: WARMUP });
    return measure(server, scenario, { ...options, duration: DURATION });
  };
}

/**
 * One round of the scenarios, each between two measurements of its floor, so its ratio is
 * taken against the machine of the same minute: the floor measured after one scenario is the
 * one before the next when they share a floor. Every floor measurement is added to `floors`.
 */
async function runRound(
  runApp: Run,
  runFloor: Run,
  list: Scenario[],
  floors: Map<Floor, Measurement[]>,
  afterScenario: () => Promise<void>,
): Promise<Map<string, PairedMeasurement>> {
  const measureFloor = async (floor: Floor) => {
    const measured = await runFloor(FLOOR_SCENARIOS[floor]);
    floors.set(floor, [...(floors.get(floor) ?? []), measured]);
    return measured;
  };
  const results = new Map<string, PairedMeasurement>();
  let previous: { floor: Floor; measured: Measurement } | undefined;
  for (const scenario of list) {
    const floorBefore =
      previous?.floor === scenario.floor ? previous.measured : await measureFloor(scenario.floor);
    const measured = await runApp(scenario);
    await afterScenario();
    const floorAfter = await measureFloor(scenario.floor);
    previous = { floor: scenario.floor, measured: floorAfter };
    results.set(scenario.name, { measured, floorBefore, floorAfter });
  }
  return results;
}

async function main() {
  console.log(`load average at the start: ${load()} (1, 5, 15 minutes)`);
  const databaseUrl = await benchDatabase();
  const env = {
    DATABASE_URL: databaseUrl,
    AUTH_SECRET,
    RATE_LIMIT_ENABLED: "false",
    PAYMENTS_SANDBOX: "true",
    APP_URL: `http://127.0.0.1:${PORT}`,
  };
  Object.assign(process.env, env);
  const list = scenarios(await loadFixtures(databaseUrl, new TextEncoder().encode(AUTH_SECRET)));
  const chosenList = list.filter(chosen);
  const vacuum = listingsVacuum(databaseUrl);
  if (await vacuum.autovacuumOff) {
    console.log("autovacuum is off: the listings are vacuumed after each scenario in its place");
  }

  console.log("building the Next.js floor app…");
  const floorApp = buildFloorApp();
  const results: RunResults = { floors: new Map(), rounds: [], postgres: new Map() };
  const loads: string[] = [];
  let peakRss: number;
  try {
    const floor = await startCommand(floorApp.start(FLOOR_PORT));
    try {
      const app = await startServer(env, PORT);
      try {
        const runApp = runnerOn(app);
        const runFloor = runnerOn(floor);
        for (let round = 0; round < ROUNDS; round++) {
          console.log(`round ${round + 1} of ${ROUNDS}, each scenario between its floor's runs…`);
          results.rounds.push(
            await runRound(runApp, runFloor, chosenList, results.floors, vacuum.afterScenario),
          );
          loads.push(load());
        }
        peakRss = app.peakRssMb();
      } finally {
        await app.stop();
      }
    } finally {
      await floor.stop();
    }
  } finally {
    floorApp.remove();
    await vacuum.end();
  }

  // The requests whose SQL pgbench runs are handled in this process: their log lines are not ours.
  process.env.LOG_LEVEL = "silent";
  const pgbenchOptions = {
    connections: Number(process.env.DATABASE_POOL_SIZE ?? DEFAULT_POOL_SIZE),
    seconds: DURATION,
  };
  for (const scenario of chosenList.filter((one) => one.pgbench)) {
    console.log(`  pgbench: ${scenario.name}, ${DURATION}s…`);
    const requests = Array.from({ length: PGBENCH_REQUESTS }, (_, i) => ({
      method: scenario.method,
      ...scenario.request(i),
    }));
    results.postgres.set(
      scenario.name,
      scenario.replay
        ? await writeRate(databaseUrl, scenario.replay, pgbenchOptions)
        : await postgresRate(databaseUrl, requests, pgbenchOptions),
    );
  }

  console.table(floorRows(results));
  console.table(scenarioRows(chosenList, results));
  console.log(
    `server peak RSS: ${peakRss} MB (${peakRss < RSS_LIMIT_MB ? "PASS" : "MISS"}, target < ${RSS_LIMIT_MB} MB); ${CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION} s per scenario after ${WARMUP} s of warm-up`,
  );
  console.log(`load average after each round: ${loads.join(" | ")}; at the end: ${load()}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
