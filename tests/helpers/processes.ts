// Child processes for tests that need a real server: a free port, and waiting until it answers.
import { type ChildProcess, spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:net";

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === "string") throw new Error("no port");
  return address.port;
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
