// `npm run soak [-- --seconds N]`: a mixed guest workload (browse, search, quote, book, pay
// through the Paystack stub, cancel) against two instances on PostgreSQL, for 10 minutes by
// default, at half of the capacity measured first. Prints errors, p50/p95 and each instance's
// memory over time, and the database's invariants at the end; exits 1 when a promise is missed.
// `npm test` runs it for 30 s (scripts/test.mjs). docs/resilience.md has the last long report.
import { spawnSync } from "node:child_process";
import { parseArgs } from "node:util";
import { startCluster } from "./cluster";
import { type Guest, GuestJourney, type Outcomes, type Stay, Traffic } from "./guest-journey";
import { checkInvariants } from "./invariants";
import { Pacer } from "./pacer";
import { printReport } from "./report";
import { Timeline } from "./timeline";

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: process.env.SOAK_SECONDS ?? "600" },
    journeys: { type: "string", default: "24" },
  },
});
const seconds = Number(values.seconds);
const concurrentJourneys = Number(values.journeys);
if (!(seconds >= 10) || !(concurrentJourneys >= 1)) {
  console.error("usage: npm run soak -- [--seconds N (at least 10)] [--journeys N]");
  process.exit(2);
}
const adminUrl =
  process.env.SOAK_POSTGRES_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
/** The capacity is measured over a tenth of the run, 5 to 20 s. */
const calibrationSeconds = Math.min(20, Math.max(5, Math.round(seconds / 10)));
/** Thirty-second windows on long runs; six on short ones. */
const windowSeconds = seconds >= 300 ? 30 : seconds / 6;

const PASSWORD = "soak-and-sand-2026";

async function registerGuests(url: string, count: number): Promise<Guest[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const email = `soak.${Date.now().toString(36)}.${index}@example.com`;
      const response = await fetch(`${url}/api/auth/register`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email, password: PASSWORD, firstName: "Soak", lastName: "Guest" }),
      });
      if (response.status !== 201) throw new Error(`sign-up: HTTP ${response.status}`);
      const { data } = (await response.json()) as { data: { accessToken: string } };
      return {
        email,
        password: PASSWORD,
        name: "Soak Guest",
        token: data.accessToken,
        signedInAt: Date.now(),
      };
    }),
  );
}

async function stays(url: string): Promise<Stay[]> {
  const response = await fetch(`${url}/api/listings?type=ACCOMMODATION&limit=50`);
  const { data } = (await response.json()) as { data: Stay[] };
  if (!data.length) throw new Error("no published stays to book");
  return data;
}

/** Every journey loops until `until` (ms, performance.now()). */
async function drive(journeys: GuestJourney[], until: number): Promise<void> {
  await Promise.all(
    journeys.map(async (journey) => {
      while (performance.now() < until) await journey.run();
    }),
  );
}

const build = spawnSync(process.execPath, ["scripts/build-if-needed.mjs"], { stdio: "inherit" });
if (build.status !== 0) process.exit(build.status ?? 1);
const cluster = await startCluster(adminUrl);
let kept = false;
try {
  const urls = cluster.instances.map((instance) => instance.url);
  const [catalogue, guests] = await Promise.all([
    stays(urls[0] ?? ""),
    registerGuests(urls[0] ?? "", concurrentJourneys),
  ]);
  const outcomes: Outcomes = {
    confirmed: new Set(),
    cancelledAfterPaying: new Set(),
    refusedTaken: 0,
  };
  const journeysAt = (pacer: Pacer, timeline: Timeline) => {
    const traffic = new Traffic(urls, pacer, timeline);
    return guests.map(
      (guest) => new GuestJourney(traffic, cluster.paystack, catalogue, guest, outcomes),
    );
  };

  // Capacity: every journey as fast as the instances answer (also the warm-up).
  const calibration = new Timeline();
  const calibrationStart = performance.now();
  await drive(
    journeysAt(new Pacer(Number.POSITIVE_INFINITY), calibration),
    calibrationStart + calibrationSeconds * 1000,
  );
  calibration.closeWindow(0, []);
  const capacity = calibration.totalRequests / ((performance.now() - calibrationStart) / 1000);
  const rate = capacity / 2;
  console.log(
    `capacity ${capacity.toFixed(0)} req/s; soaking at ${rate.toFixed(0)} req/s for ${seconds} s`,
  );

  const timeline = new Timeline();
  const start = performance.now();
  const windows = setInterval(() => {
    const elapsed = (performance.now() - start) / 1000;
    timeline.closeWindow(
      elapsed,
      cluster.instances.map((instance) => instance.rssMb()),
    );
  }, windowSeconds * 1000);
  await drive(journeysAt(new Pacer(rate), timeline), start + seconds * 1000);
  clearInterval(windows);
  if (timeline.windows.length * windowSeconds < seconds - 0.5)
    timeline.closeWindow(
      (performance.now() - start) / 1000,
      cluster.instances.map((i) => i.rssMb()),
    );

  const verdicts = await checkInvariants(cluster.databaseUrl, outcomes, cluster.paystack);
  kept = printReport({
    seconds,
    instances: cluster.instances.length,
    capacity,
    rate,
    timeline,
    verdicts,
  });
  // A missed promise is read from the instances' own logs: what failed, and where.
  if (!kept)
    for (const [index, instance] of cluster.instances.entries())
      console.log(
        `\ninstance ${index + 1}'s last warnings and errors:\n${instance.recentErrors()}`,
      );
} finally {
  await cluster.close();
}
process.exit(kept ? 0 : 1);
