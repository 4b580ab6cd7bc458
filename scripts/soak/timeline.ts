// What the soak saw, window by window: every request's latency and whether it was an error,
// and each instance's resident memory at the window's end.

export interface WindowFigures {
  /** Seconds from the start of the measured run to the window's end. */
  endsAt: number;
  requests: number;
  errors: number;
  p50: number;
  p95: number;
  /** Resident memory of each instance at the window's end, in MB. */
  rssMb: number[];
}

export function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return Math.round(sorted[index] ?? 0);
}

export class Timeline {
  private latencies: number[] = [];
  private errors = 0;
  readonly windows: WindowFigures[] = [];
  /** The first few distinct errors, to say what went wrong. */
  readonly errorSamples: string[] = [];

  record(latencyMs: number, error?: string): void {
    this.latencies.push(latencyMs);
    if (error === undefined) return;
    this.errors++;
    if (this.errorSamples.length < 10 && !this.errorSamples.includes(error))
      this.errorSamples.push(error);
  }

  closeWindow(endsAt: number, rssMb: number[]): void {
    const sorted = this.latencies.sort((a, b) => a - b);
    this.windows.push({
      endsAt,
      requests: sorted.length,
      errors: this.errors,
      p50: percentile(sorted, 0.5),
      p95: percentile(sorted, 0.95),
      rssMb,
    });
    this.latencies = [];
    this.errors = 0;
  }

  get totalRequests(): number {
    return this.windows.reduce((sum, window) => sum + window.requests, 0);
  }

  get totalErrors(): number {
    return this.windows.reduce((sum, window) => sum + window.errors, 0);
  }
}
