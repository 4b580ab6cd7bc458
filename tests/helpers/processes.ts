// Child processes for tests that need a real server: a free port, and waiting until it answers.
import { type ChildProcess, spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:net";

/** Linux's range of the ports it picks itself, for outgoing connections and `listen(0)`. */
export function ephemeralPortRange(): [number, number] {
  const [low, high] = readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8")
    .trim()
    .split(/\s+/)
    .map(Number);
  return [low ?? 32_768, high ?? 60_999];
}

/** The lowest port handed out: above the services this machine runs (PostgreSQL, Redis…). */
const FIRST_PORT = 10_000;

function canListen(port: number): Promise<boolean> {
  const server = createServer();
  return new Promise((resolve) => {
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

/**
 * A port free now, for a server about to start, below the kernel's ephemeral range: a port
 * from that range can be taken before the server listens, by any process's outgoing
 * connection, or by the test's own probe of the not-yet-listening port (Linux may give a
 * connection to a closed local port that same port as its source, and it connects to itself).
 * Both fail the server's start with EADDRINUSE.
 */
export async function freePort(): Promise<number> {
  const [low] = ephemeralPortRange();
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = FIRST_PORT + Math.floor(Math.random() * (low - FIRST_PORT));
    if (await canListen(port)) return port;
  }
  throw new Error(`no free port between ${FIRST_PORT} and ${low}`);
}

export interface RunningProcess {
  child: ChildProcess;
  /** Everything the process printed, for failure messages. */
  output(): string;
  /** Sends SIGTERM; resolves with the exit code once the process has exited. */
  stop(): Promise<number | null>;
  /**
   * SIGKILL, no shutdown: what it started dies first (`npm start`'s server, which takes its
   * parent with it), or the process itself when it started nothing.
   */
  crash(): Promise<void>;
}

/** Every process below `pid`, from Linux's /proc (children of each of its threads). */
function descendants(pid: number): number[] {
  let threads: string[];
  try {
    threads = readdirSync(`/proc/${pid}/task`);
  } catch {
    return [];
  }
  const children = threads.flatMap((thread) =>
    readFileSync(`/proc/${pid}/task/${thread}/children`, "utf8").split(" ").filter(Boolean),
  );
  return children.map(Number).flatMap((child) => [child, ...descendants(child)]);
}

export function startProcess(
  command: string,
  args: string[],
  env: Record<string, string | undefined>,
): RunningProcess {
  /** `env` overrides the inherited environment; an undefined value removes the variable. */
  const merged = Object.entries({ ...process.env, ...env }).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  );
  const child = spawn(command, args, {
    env: Object.fromEntries(merged) as NodeJS.ProcessEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let printed = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    printed += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    printed += chunk.toString();
  });
  return {
    child,
    output: () => printed,
    stop: () =>
      new Promise<number | null>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
        child.once("exit", (code) => resolve(code));
        child.kill("SIGTERM");
      }),
    crash: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        const below = child.pid === undefined ? [] : descendants(child.pid);
        if (below.length === 0) child.kill("SIGKILL");
        for (const pid of below) process.kill(pid, "SIGKILL");
      }),
  };
}

/** Polls until `probe` succeeds, failing with the process output after `timeoutMs`. */
export async function waitUntil(
  probe: () => Promise<boolean>,
  running: RunningProcess,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (running.child.exitCode !== null) break;
    if (await probe().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`process did not become ready:\n${running.output()}`);
}
