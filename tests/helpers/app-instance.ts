// Real app processes, for tests that need several instances or the real HTTP server in front
// of Next: `npm start` (scripts/start.mjs: production build, scripts/server.mjs) and the
// standalone server that deployments run (.next/standalone/server.js, same build).
import { execFile } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { freePort, startProcess, waitUntil } from "./processes";

/** The first start may build the app, which takes a minute or two on this machine. */
const START_TIMEOUT_MS = 300_000;

export interface AppInstance {
  url: string;
  /** Its DATA_DIR (the embedded database, uploads). */
  dataDir: string;
  /** SIGTERM, as a deploy stops it; resolves with the exit code. */
  stop(): Promise<number | null>;
  /** Kills the server at once (SIGKILL): no shutdown, nothing finished. */
  crash(): Promise<void>;
  output(): string;
}

export const SERVER_SCRIPTS = {
  /** `npm start`: builds first when the sources changed since the last build. */
  "npm start": path.resolve("scripts/start.mjs"),
  /** The standalone server of the current build (start an `npm start` instance first to build). */
  standalone: path.resolve(".next/standalone/server.js"),
};
export type ServerKind = keyof typeof SERVER_SCRIPTS;

async function launch(kind: ServerKind, env: Record<string, string | undefined>) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const withoutVitest = Object.fromEntries(
    Object.keys(process.env)
      .filter((key) => key.startsWith("VITEST"))
      .map((key) => [key, undefined]),
  );
  const dataDir = mkdtempSync(path.join(tmpdir(), "akwaaba-instance-"));
  const running = startProcess(process.execPath, [SERVER_SCRIPTS[kind]], {
    ...withoutVitest,
    NODE_ENV: "production",
    PORT: String(port),
    HOSTNAME: "127.0.0.1",
    APP_URL: url,
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    // Tests stop at once; the deploy test sets a drain of its own.
    SHUTDOWN_DRAIN_SECONDS: "0",
    ...env,
  });
  return { url, dataDir: env.DATA_DIR ?? dataDir, running };
}

async function startServer(
  kind: ServerKind,
  env: Record<string, string | undefined>,
): Promise<AppInstance> {
  const { url, dataDir, running } = await launch(kind, env);
  await waitUntil(async () => (await fetch(`${url}/api/health`)).ok, running, START_TIMEOUT_MS);
  return { url, dataDir, stop: running.stop, crash: running.crash, output: running.output };
}

/** A JSON POST to a running instance. */
export function postJson(instance: AppInstance, path: string, body: unknown, headers = {}) {
  return fetch(`${instance.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

/** Builds now when the sources changed, so that no start inside a test waits for a build. */
export async function buildApp(): Promise<void> {
  await promisify(execFile)(process.execPath, [path.resolve("scripts/build-if-needed.mjs")]);
}

export function startAppInstance(env: Record<string, string | undefined>): Promise<AppInstance> {
  return startServer("npm start", env);
}

export function startStandaloneInstance(
  env: Record<string, string | undefined>,
): Promise<AppInstance> {
  return startServer("standalone", env);
}

export interface FailedStart {
  exitCode: number | null;
  output: string;
  /** Answers the server gave while it was up (it should give none). */
  answered: number;
}

/** Starts a server that should refuse to run, and waits for it to exit. */
export async function startFailingServer(
  kind: ServerKind,
  env: Record<string, string | undefined>,
  timeoutMs = 60_000,
): Promise<FailedStart> {
  const { url, running } = await launch(kind, env);
  const exited = new Promise<number | null>((resolve) => running.child.once("exit", resolve));
  let answered = 0;
  let done = false;
  const probing = (async () => {
    while (!done) {
      if (
        await fetch(`${url}/api/health`).then(
          () => true,
          () => false,
        )
      )
        answered++;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  })();
  const timer = setTimeout(() => void running.stop(), timeoutMs);
  const exitCode = await exited;
  clearTimeout(timer);
  done = true;
  await probing;
  return { exitCode, output: running.output(), answered };
}
