import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export interface OwnServer {
  url: string;
  close(): Promise<void>;
}

/**
 * A second app server for the tests that need one of their own: the same production build as
 * the suite's server (scripts/server.mjs; Playwright's webServer has built it), its own
 * embedded database with the demo data, fresh for the test, and the settings `env` adds.
 */
export async function startOwnServer(
  port: number,
  { name, env = {} }: { name: string; env?: Record<string, string> },
): Promise<OwnServer> {
  const root = path.resolve(import.meta.dirname, "..");
  const dataDir = mkdtempSync(path.join(tmpdir(), `akwaaba-e2e-${name}-`));
  const url = `http://localhost:${port}`;
  const server: ChildProcess = spawn(process.execPath, [path.join(root, "scripts", "server.mjs")], {
    cwd: root,
    stdio: ["ignore", "ignore", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      APP_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      AUTH_SECRET: "",
      PAYSTACK_SECRET_KEY: "",
      RESEND_API_KEY: "",
      CLOUDINARY_URL: "",
      UPSTASH_REDIS_REST_URL: "",
      UPSTASH_REDIS_REST_TOKEN: "",
      SEED_DEMO_DATA: "true",
      RATE_LIMIT_ENABLED: "false",
      PASSWORD_HASH_COST: "1024",
      LOG_LEVEL: "warn",
      ...env,
    },
  });
  let errors = "";
  server.stderr?.on("data", (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<number | null>((resolve) => server.on("exit", resolve));
  const close = async () => {
    if (server.exitCode === null) {
      server.kill("SIGTERM");
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      await close();
      throw new Error(`the ${name} server exited with ${server.exitCode}: ${errors}`);
    }
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, close };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await close();
  throw new Error(`the ${name} server did not start in time: ${errors}`);
}

/**
 * For the tests that need a hold to run out: BOOKING_HOLD_MINUTES=1, the shortest hold the
 * configuration takes. Nothing in the app is faked: the hold really ends a minute later.
 */
export const startShortHoldServer = (port: number) =>
  startOwnServer(port, { name: "short-hold", env: { BOOKING_HOLD_MINUTES: "1" } });
