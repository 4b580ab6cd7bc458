// The soak's printed report: the windows, then each verdict with PASS or MISS.
import type { Verdict } from "./invariants";
import type { Timeline, WindowFigures } from "./timeline";

/** Shorter runs are mostly warm-up: their drift and memory figures are printed, not judged. */
export const JUDGED_FROM_SECONDS = 120;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
};

/** The windows after the warm-up (the first fifth of the run, at least one window). */
function afterWarmUp(windows: WindowFigures[]): WindowFigures[] {
  return windows.slice(Math.max(1, Math.floor(windows.length / 5)));
}

/** p95 at the end (median of the last third) against the start (median of the first third). */
export function latencyDrift(windows: WindowFigures[]): Verdict {
  const steady = afterWarmUp(windows);
  const third = Math.max(1, Math.floor(steady.length / 3));
  const start = median(steady.slice(0, third).map((window) => window.p95));
  const end = median(steady.slice(-third).map((window) => window.p95));
  return {
    promise: "no latency drift (p95 at the end ≤ 1.5 × the start + 20 ms)",
    holds: end <= start * 1.5 + 20,
    detail: `p95 ${start} ms after warm-up, ${end} ms at the end`,
  };
}

/** The highest RSS of the second half against the first half, after warm-up, per instance. */
export function memoryGrowth(windows: WindowFigures[]): Verdict {
  const steady = afterWarmUp(windows);
  const half = Math.max(1, Math.floor(steady.length / 2));
  const instances = steady[0]?.rssMb.length ?? 0;
  const growth = Array.from({ length: instances }, (_, index) => {
    const peak = (part: WindowFigures[]) => Math.max(0, ...part.map((w) => w.rssMb[index] ?? 0));
    return { first: peak(steady.slice(0, half)), second: peak(steady.slice(half)) };
  });
  return {
    promise: "no memory growth after warm-up (peak RSS of the second half ≤ 1.15 × the first)",
    holds: growth.every(({ first, second }) => second <= first * 1.15),
    detail: growth.map(({ first, second }) => `${first} → ${second} MB`).join(", "),
  };
}

export function printReport(options: {
  seconds: number;
  instances: number;
  capacity: number;
  rate: number;
  timeline: Timeline;
  verdicts: Verdict[];
}): boolean {
  const { timeline } = options;
  const lines = [
    `Soak: ${options.seconds} s against ${options.instances} instances on PostgreSQL, at ${options.rate.toFixed(0)} req/s (half of the ${options.capacity.toFixed(0)} req/s measured first)`,
    "",
    "   time  requests  errors  p50 ms  p95 ms  RSS MB (each instance)",
    ...timeline.windows.map((window) =>
      [
        `${window.endsAt.toFixed(0)} s`.padStart(7),
        String(window.requests).padStart(9),
        String(window.errors).padStart(7),
        String(window.p50).padStart(7),
        String(window.p95).padStart(7),
        `  ${window.rssMb.join(" / ")}`,
      ].join(" "),
    ),
    "",
  ];
  const errors: Verdict = {
    promise: "no errors (target 0)",
    holds: timeline.totalErrors === 0,
    detail: `${timeline.totalErrors} of ${timeline.totalRequests} requests${timeline.errorSamples.length ? `: ${timeline.errorSamples.join("; ")}` : ""}`,
  };
  const judged = options.seconds >= JUDGED_FROM_SECONDS;
  const trends = [latencyDrift(timeline.windows), memoryGrowth(timeline.windows)];
  for (const verdict of [errors, ...options.verdicts])
    lines.push(`${verdict.holds ? "PASS" : "MISS"}  ${verdict.promise}: ${verdict.detail}`);
  for (const verdict of trends) {
    const mark = judged ? (verdict.holds ? "PASS" : "MISS") : "----";
    lines.push(`${mark}  ${verdict.promise}: ${verdict.detail}`);
  }
  if (!judged)
    lines.push(
      `(drift and memory are judged on runs of ${JUDGED_FROM_SECONDS} s or more; this one is mostly warm-up)`,
    );
  console.log(lines.join("\n"));
  return [errors, ...options.verdicts, ...(judged ? trends : [])].every((v) => v.holds);
}
