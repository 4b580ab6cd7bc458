// Starts a server for the benchmark (`npm start`, or the baseline) and reads its peak memory.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";

export interface RunningServer {
  url: string;
  process: ChildProcess;
  /** Peak resident memory (VmHWM) of the server's process tree so far, in MB. */
  peakRssMb(): number;
  stop(): Promise<void>;
}

function descendants(pid: number): number[] {
  try {
    const children = execFileSync("pgrep", ["-P", String(pid)], { encoding: "utf8" })
      .split("\n")
      .filter(Boolean)
      .map(Number);
    return children.flatMap((child) => [child, ...descendants(child)]);
  } catch {
    return [];
  }
}

function highWaterMarkKb(pid: number): number {
  try {
    const match = /VmHWM:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

/** Runs `node <args>` (default `npm start`'s script) with `env` on `port` until /api/health answers. */
export async function startServer(
  env: Record<string, string>,
  port: number,
  args = ["scripts/start.mjs"],
): Promise<RunningServer> {
  const url = `http://127.0.0.1:${port}`;
  if (
    await fetch(url).then(
      () => true,
      () => false,
    )
  ) {
    throw new Error(`port ${port} is already in use; set BENCH_PORT to a free port`);
  }
  const root = path.resolve(import.meta.dirname, "..", "..");
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), NODE_ENV: "production" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const healthy = await fetch(`${url}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) break;
    if (Date.now() > deadline) throw new Error("server did not become healthy");
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    url,
    process: child,
    peakRssMb: () => {
      // `npm start` is a tiny launcher; the Next.js server is its descendant.
      const pids = child.pid ? [child.pid, ...descendants(child.pid)] : [];
      return Math.round(Math.max(0, ...pids.map(highWaterMarkKb)) / 1024);
    },
    stop: () =>
      new Promise((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
