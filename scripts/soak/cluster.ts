// What the soak runs against: a scratch PostgreSQL database, the Paystack stub, and two app
// instances (the production server, scripts/server.mjs) sharing that database.
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { freePort } from "../../tests/helpers/processes";
import { createScratchDatabase } from "../../tests/helpers/scratch-postgres";
import { type PaystackStub, startPaystackStub } from "../../tests/stubs/paystack-stub";

const root = path.resolve(import.meta.dirname, "..", "..");

export interface Instance {
  url: string;
  pid: number;
  rssMb(): number;
  /** The end of what it wrote to stderr: its warnings and errors (the logger's JSON lines). */
  recentErrors(): string;
  stop(): Promise<void>;
}

export interface Cluster {
  databaseUrl: string;
  paystack: PaystackStub;
  instances: Instance[];
  close(): Promise<void>;
}

function residentMb(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Math.round(Number(match[1]) / 1024) : 0;
  } catch {
    return 0;
  }
}

async function startInstance(env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = "";
  const child: ChildProcess = spawn(process.execPath, [path.join(root, "scripts", "server.mjs")], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      NODE_ENV: "production",
      PORT: String(port),
      HOSTNAME: "127.0.0.1",
      APP_URL: url,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  });
  const deadline = Date.now() + 120_000;
  while (
    !(await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null) throw new Error(`an instance exited at start:\n${output}`);
    if (Date.now() > deadline) throw new Error(`an instance did not become healthy:\n${output}`);
    await delay(250);
  }
  const pid = child.pid ?? 0;
  return {
    url,
    pid,
    rssMb: () => residentMb(pid),
    recentErrors: () => output,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

/** Starts everything; the instances one after the other, so one of them migrates and seeds. */
export async function startCluster(adminUrl: string, instanceCount = 2): Promise<Cluster> {
  const database = await createScratchDatabase("soak", adminUrl);
  const paystack = await startPaystackStub();
  const env = {
    DATABASE_URL: database.url,
    AUTH_SECRET: `soak-only-signing-key-${Date.now()}-0123456789abcdefghij`,
    PAYSTACK_SECRET_KEY: paystack.secretKey,
    PAYSTACK_BASE_URL: paystack.url,
    SEED_DEMO_DATA: "true",
    // The soak measures the service, not the abuse limits (which would refuse one client's load).
    RATE_LIMIT_ENABLED: "false",
    PASSWORD_HASH_COST: "1024",
    LOG_LEVEL: "warn",
    // Nothing balances the soak's instances: they stop at once at the end.
    SHUTDOWN_DRAIN_SECONDS: "0",
  };
  const instances: Instance[] = [];
  try {
    for (let index = 0; index < instanceCount; index++) instances.push(await startInstance(env));
  } catch (error) {
    await Promise.all(instances.map((instance) => instance.stop()));
    await paystack.close();
    await database.drop();
    throw error;
  }
  return {
    databaseUrl: database.url,
    paystack,
    instances,
    async close() {
      await Promise.all(instances.map((instance) => instance.stop()));
      await paystack.close();
      await database.drop();
    },
  };
}
