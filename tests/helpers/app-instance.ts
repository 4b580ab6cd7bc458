// Real app processes, for tests that need several instances or the real HTTP server in front
// of Next: `npm start` (scripts/start.mjs: production build, scripts/server.mjs) and the
// standalone server that deployments run (.next/standalone/server.js, same build).
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, startProcess, waitUntil } from "./processes";

/** The first start may build the app, which takes a minute or two on this machine. */
const START_TIMEOUT_MS = 300_000;

export interface AppInstance {
  url: string;
  stop(): Promise<void>;
  output(): string;
}

async function startServer(
  script: string,
  env: Record<string, string | undefined>,
): Promise<AppInstance> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const withoutVitest = Object.fromEntries(
    Object.keys(process.env)
      .filter((key) => key.startsWith("VITEST"))
      .map((key) => [key, undefined]),
  );
  const running = startProcess(process.execPath, [script], {
    ...withoutVitest,
    NODE_ENV: "production",
    PORT: String(port),
    HOSTNAME: "127.0.0.1",
    APP_URL: url,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "akwaaba-instance-")),
    LOG_LEVEL: "warn",
    ...env,
  });
  await waitUntil(async () => (await fetch(`${url}/api/health`)).ok, running, START_TIMEOUT_MS);
  return { url, stop: running.stop, output: running.output };
}

/** `npm start`: builds first when the sources changed since the last build. */
export function startAppInstance(env: Record<string, string | undefined>): Promise<AppInstance> {
  return startServer(path.resolve("scripts/start.mjs"), env);
}

/** The standalone server of the current build (start an `npm start` instance first to build). */
export function startStandaloneInstance(
  env: Record<string, string | undefined>,
): Promise<AppInstance> {
  return startServer(path.resolve(".next/standalone/server.js"), env);
}
