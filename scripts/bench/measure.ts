// One autocannon run of a scenario: req/s, every response's latency, errors, and the CPU each
// request cost the server, PostgreSQL and the load generator.
import autocannon from "autocannon";
import { type CpuTime, cpuNow, cpuPerRequest } from "./cpu";
import type { Scenario } from "./scenarios";

export interface Measurement {
  reqPerSec: number;
  /** Milliseconds, one per response. */
  latencies: number[];
  /** Non-2xx answers, connection errors and timeouts. */
  errors: number;
  /** Milliseconds of CPU per answer. */
  cpu: CpuTime;
}

/** The latency below which `fraction` of the responses came, to 0.1 ms. */
export function percentile(latencies: number[], fraction: number): number {
  const sorted = [...latencies].sort((a, b) => a - b);
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return Math.round((sorted[index] ?? 0) * 10) / 10;
}

/** Where a scenario's requests have got to, so a measured run goes on after its warm-up. */
export interface RequestSequence {
  next: number;
}

export async function measure(
  server: { url: string; pids(): number[] },
  scenario: Scenario,
  options: { connections: number; duration: number; sequence: RequestSequence },
): Promise<Measurement> {
  const { sequence } = options;
  const { url } = server;
  const latencies: number[] = [];
  const pids = server.pids();
  const cpuBefore = cpuNow(pids);
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: options.connections,
        duration: options.duration,
        requests: [
          {
            method: scenario.method,
            headers: { "content-type": "application/json" },
            setupRequest: (request) => {
              const next = scenario.request(sequence.next++);
              return {
                ...request,
                path: next.path,
                body: next.body,
                headers: { ...request.headers, ...next.headers },
              };
            },
          },
        ],
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) =>
      latencies.push(responseTime),
    );
  });
  return {
    reqPerSec: result.requests.average,
    latencies,
    errors: result.errors + result.timeouts + result.non2xx,
    cpu: cpuPerRequest(cpuBefore, cpuNow(pids), latencies.length),
  };
}
