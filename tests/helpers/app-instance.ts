// A real app process (`node scripts/start.mjs`: production build, scripts/server.mjs), for
// tests that need several instances or the real HTTP server in front of Next.
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

export async function startAppInstance(
  env: Record<string, string | undefined>,
): Promise<AppInstance> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const withoutVitest = Object.fromEntries(
    Object.keys(process.env)
      .filter((key) => key.startsWith("VITEST"))
      .map((key) => [key, undefined]),
  );
  const running = startProcess(process.execPath, [path.resolve("scripts/start.mjs")], {
    ...withoutVitest,
    NODE_ENV: "production",
    PORT: String(port),
    APP_URL: url,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "akwaaba-instance-")),
    LOG_LEVEL: "warn",
    ...env,
  });
  await waitUntil(async () => (await fetch(`${url}/api/health`)).ok, running, START_TIMEOUT_MS);
  return { url, stop: running.stop, output: running.output };
}
