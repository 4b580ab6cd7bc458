// The benchmark's table: each scenario's figures over its rounds, its ratio to its Next.js
// floor, the CPU a request cost the server and PostgreSQL (and the floor's CPU per request over
// the server's), PostgreSQL's own rate for its statements, and its target of issue 22.
import { type Measurement, percentile } from "./measure";
import type { Floor, Scenario } from "./scenarios";

export const RSS_LIMIT_MB = 400;

/** One run's measurements: the floor before and after each round, a round of every scenario. */
export interface RunResults {
  /** rounds + 1 measurements of each floor, interleaved with the rounds. */
  floors: Map<Floor, Measurement>[];
  rounds: Map<string, Measurement>[];
  /** Requests per second pgbench reached with the scenario's statements. */
  postgres: Map<string, number>;
}

const rounded = (value: number, step: number) => Math.round(value / step) * step;
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** A figure of the floor around round r: the mean of its measurements before and after. */
function floorAround(
  results: RunResults,
  floor: Floor,
  round: number,
  figure: (measured: Measurement) => number,
): number {
  const around = [results.floors[round], results.floors[round + 1]].flatMap(
    (measured) => measured?.get(floor) ?? [],
  );
  return around.length === 0 ? 0 : mean(around.map(figure));
}

const throughput = (measured: Measurement) => measured.reqPerSec;
const serverCpu = (measured: Measurement) => measured.cpu.server;

function figures(measured: Measurement[]) {
  const latencies = measured.flatMap((one) => one.latencies);
  const answered = latencies.length > 0;
  return {
    "req/s": Math.round(mean(measured.map((one) => one.reqPerSec))),
    "p50 ms": answered ? percentile(latencies, 0.5) : "–",
    "p95 ms": answered ? percentile(latencies, 0.95) : "–",
    errors: measured.reduce((sum, one) => sum + one.errors, 0),
    "CPU ms/req": mean(measured.map(serverCpu)).toFixed(2),
  };
}

export function floorRows(results: RunResults) {
  return (["route handler", "page"] as const).map((floor) => {
    const measured = results.floors.flatMap((round) => round.get(floor) ?? []);
    const rates = measured.map((one) => Math.round(one.reqPerSec));
    return { floor: `Next.js floor: ${floor}`, ...figures(measured), each: rates.join(", ") };
  });
}

export function scenarioRows(list: Scenario[], results: RunResults) {
  return list.flatMap((scenario) => {
    const measured = results.rounds.flatMap((round) => round.get(scenario.name) ?? []);
    if (measured.length === 0) return [];
    const row = figures(measured);
    const ratio = rounded(
      mean(
        measured.map(
          (one, r) => one.reqPerSec / floorAround(results, scenario.floor, r, throughput),
        ),
      ),
      0.01,
    );
    const cpuRatio = mean(
      measured.map((one, r) => floorAround(results, scenario.floor, r, serverCpu) / one.cpu.server),
    );
    const postgres = results.postgres.get(scenario.name);
    const verdict =
      row.errors > 0
        ? "MISS (errors)"
        : row["req/s"] === 0
          ? "MISS (no answers)"
          : scenario.target === null
            ? "–"
            : ratio >= scenario.target
              ? "PASS"
              : "MISS";
    return [
      {
        scenario: scenario.name,
        ...row,
        floor: scenario.floor,
        ratio: ratio.toFixed(2),
        "PG CPU ms/req": mean(measured.map((one) => one.cpu.postgres)).toFixed(2),
        "floor CPU ÷ ours": Number.isFinite(cpuRatio) ? cpuRatio.toFixed(2) : "–",
        target: scenario.target === null ? "–" : `≥ ${scenario.target.toFixed(2)}`,
        result: verdict,
        "PostgreSQL alone req/s": postgres === undefined ? "–" : Math.round(postgres),
      },
    ];
  });
}
