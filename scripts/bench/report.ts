// The benchmark's table: the app's figures, the baseline's throughput, and the targets of issue 7.
import type { Measurement } from "./measure";
import type { Scenario } from "./scenarios";

export const RSS_LIMIT_MB = 400;
const MIN_RATIO = 0.6;

function misses(scenario: Scenario, app: Measurement, ratio: number | null): string[] {
  const p95Limit = scenario.kind === "public read" ? 50 : 100;
  const missed: string[] = [];
  if (app.p95 >= p95Limit) missed.push(`p95 ≥ ${p95Limit}`);
  if (app.errors > 0) missed.push("errors");
  if (scenario.kind === "public read" && ratio !== null && ratio < MIN_RATIO)
    missed.push(`ratio < ${MIN_RATIO}`);
  return missed;
}

export function reportRows(
  list: Scenario[],
  app: Map<string, Measurement>,
  baseline: Map<string, Measurement>,
) {
  return list.flatMap((scenario) => {
    const own = app.get(scenario.name);
    if (!own) return [];
    const bare = baseline.get(scenario.name);
    const ratio =
      bare && bare.reqPerSec > 0 ? Math.round((own.reqPerSec / bare.reqPerSec) * 100) / 100 : null;
    const missed = misses(scenario, own, ratio);
    return [
      {
        scenario: scenario.name,
        "app req/s": own.reqPerSec,
        "p50 ms": own.p50,
        "p95 ms": own.p95,
        "p99 ms": own.p99,
        errors: own.errors,
        "baseline req/s": bare?.reqPerSec ?? "–",
        "baseline p95": bare?.p95 ?? "–",
        ratio: ratio ?? "–",
        target: missed.length === 0 ? "PASS" : `MISS (${missed.join(", ")})`,
      },
    ];
  });
}
