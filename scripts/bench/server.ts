// Starts a server for the benchmark (`npm start`, or the Next.js floor app) and reads its peak
// memory.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";

export interface RunningServer {
  url: string;
  process: ChildProcess;
  /** Peak resident memory (VmHWM) of the server's process tree so far, in MB. */
  peakRssMb(): number;
  /** The server's process and its descendants (`npm start` and `next start` are launchers). */
  pids(): number[];
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

export interface ServerCommand {
  /** `node <args>` in `cwd`, with `env` and PORT added. */
  args: string[];
  cwd: string;
  env: Record<string, string>;
  port: number;
  /** A path that answers 2xx once the server is ready. */
  readyPath: string;
}

const root = path.resolve(import.meta.dirname, "..", "..");

/** Runs `npm start` (building first when the sources changed) with `env` until it answers. */
export function startServer(env: Record<string, string>, port: number): Promise<RunningServer> {
  return startCommand({
    args: ["scripts/start.mjs"],
    cwd: root,
    env,
    port,
    readyPath: "/api/health",
  });
}

/** Runs the command until its ready path answers. */
export async function startCommand({
  args,
  cwd,
  env,
  port,
  readyPath,
}: ServerCommand): Promise<RunningServer> {
  const url = `http://127.0.0.1:${port}`;
  if (
    await fetch(url).then(
      () => true,
      () => false,
    )
  ) {
    throw new Error(`port ${port} is already in use; set BENCH_PORT or BENCH_FLOOR_PORT`);
  }
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env, PORT: String(port), NODE_ENV: "production" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const healthy = await fetch(`${url}${readyPath}`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) break;
    if (Date.now() > deadline) throw new Error(`${url}${readyPath} did not answer`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const pids = () => (child.pid ? [child.pid, ...descendants(child.pid)] : []);
  return {
    url,
    process: child,
    pids,
    peakRssMb: () => Math.round(Math.max(0, ...pids().map(highWaterMarkKb)) / 1024),
    stop: () =>
      new Promise((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
