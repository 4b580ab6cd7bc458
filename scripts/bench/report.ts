// The benchmark's table: each scenario's figures over its rounds, its ratio to its Next.js
// floor, the CPU a request cost the server, PostgreSQL and the load generator (and the floor's
// CPU per request over the server's), PostgreSQL's own rate for its statements, and its target of issue 22.
import { type Measurement, percentile } from "./measure";
import type { Floor, Scenario } from "./scenarios";

export const RSS_LIMIT_MB = 400;

/** A scenario's run with its floor's runs just before and just after it. */
export interface PairedMeasurement {
  measured: Measurement;
  floorBefore: Measurement;
  floorAfter: Measurement;
}

/** One run's measurements: every measurement of each floor, a round of every scenario. */
export interface RunResults {
  floors: Map<Floor, Measurement[]>;
  rounds: Map<string, PairedMeasurement>[];
  /** Requests per second pgbench reached with the scenario's statements. */
  postgres: Map<string, number>;
}

const rounded = (value: number, step: number) => Math.round(value / step) * step;
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** A figure of the floor around a scenario's run: the mean of its runs before and after. */
const floorAround = (
  { floorBefore, floorAfter }: PairedMeasurement,
  figure: (measured: Measurement) => number,
) => mean([figure(floorBefore), figure(floorAfter)]);

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
    "client CPU ms/req": mean(measured.map((one) => one.cpu.client)).toFixed(2),
  };
}

export function floorRows(results: RunResults) {
  return [...results.floors].map(([floor, measured]) => {
    const rates = measured.map((one) => Math.round(one.reqPerSec));
    return {
      floor: `Next.js floor: ${floor}`,
      ...figures(measured),
      runs: rates.length,
      range: `${Math.min(...rates)}–${Math.max(...rates)}`,
    };
  });
}

export function scenarioRows(list: Scenario[], results: RunResults) {
  return list.flatMap((scenario) => {
    const paired = results.rounds.flatMap((round) => round.get(scenario.name) ?? []);
    const measured = paired.map((one) => one.measured);
    if (measured.length === 0) return [];
    const row = figures(measured);
    const ratio = rounded(
      mean(paired.map((one) => one.measured.reqPerSec / floorAround(one, throughput))),
      0.01,
    );
    const cpuRatio = mean(
      paired.map((one) => floorAround(one, serverCpu) / one.measured.cpu.server),
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
