// CPU time read from /proc: what a request costs the server's processes and PostgreSQL's, so a
// scenario can be compared with the floor in CPU per request as well as in requests a second.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

const TICKS_PER_SECOND =
  Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;

/**
 * Milliseconds of CPU: the server's process tree's, PostgreSQL's, and the load generator's
 * (autocannon runs in the bench's own process, on the same cores).
 */
export interface CpuTime {
  server: number;
  postgres: number;
  client: number;
}

/** User and system CPU a process has used so far, in ms; 0 once it has gone. */
export function cpuMsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name in parentheses may hold spaces: count the fields after its ")".
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

function postgresPids(): number[] {
  return readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, "utf8").trim() === "postgres";
      } catch {
        return false;
      }
    })
    .map(Number);
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

export function cpuNow(serverPids: number[]): CpuTime {
  return {
    server: sum(serverPids.map(cpuMsOf)),
    postgres: sum(postgresPids().map(cpuMsOf)),
    client: cpuMsOf(process.pid),
  };
}

/** The CPU each of `requests` cost between two readings, in ms. */
export function cpuPerRequest(before: CpuTime, after: CpuTime, requests: number): CpuTime {
  const per = (spent: number) => (requests > 0 ? spent / requests : 0);
  return {
    server: per(after.server - before.server),
    postgres: per(after.postgres - before.postgres),
    client: per(after.client - before.client),
  };
}
