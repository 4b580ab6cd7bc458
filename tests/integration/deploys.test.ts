// Deploys: a stopped instance (SIGTERM) stops accepting after its drain, answers what is in flight,
// lets its maintenance batch finish and exits 0; a rolling restart of two instances under
// load fails none of the requests they accepted. Real app processes on a scratch PostgreSQL
// (PGlite is one process's), real stub servers for Paystack and Resend.
import { connect, type Socket } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Connection, openConnection } from "@/db/client";
import { runMigrations } from "@/db/migrate";
import { emailOutbox } from "@/db/schema";
import { enqueueEmail } from "@/lib/server/email/enqueue-email";
import { type AppInstance, postJson, startAppInstance } from "../helpers/app-instance";
import { bookingRequest } from "../helpers/bookings";
import { createListing, createUser } from "../helpers/factories";
import { startRoundRobinProxy } from "../helpers/round-robin-proxy";
import { createScratchDatabase } from "../helpers/scratch-postgres";
import { type PaystackStub, slowly, startPaystackStub } from "../stubs/paystack-stub";
import { startResendStub } from "../stubs/resend-stub";

/** Starting and stopping real instances takes seconds each, more on a busy machine. */
const INSTANCES_MS = 120_000;
/** Longer than an instance's drain and grace (1 s and 20 s here): any answer comes before. */
const REQUEST_MS = 30_000;

let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let database: Connection;
let paystack: PaystackStub;
const started: AppInstance[] = [];

beforeAll(async () => {
  scratch = await createScratchDatabase("deploys");
  database = openConnection({ databaseUrl: scratch.url, maxConnections: 4 });
  await runMigrations(database);
  paystack = await startPaystackStub();
}, 60_000);

afterAll(async () => {
  await Promise.all(started.map((instance) => instance.stop()));
  await paystack?.close();
  await database?.close();
  await scratch?.drop();
}, 60_000);

async function startInstance(env: Record<string, string | undefined> = {}) {
  const instance = await startAppInstance({
    DATABASE_URL: scratch.url,
    AUTH_SECRET: process.env.AUTH_SECRET ?? "",
    SEED_DEMO_DATA: "false",
    RATE_LIMIT_ENABLED: "false",
    PAYMENTS_SANDBOX: undefined,
    PAYSTACK_SECRET_KEY: paystack.secretKey,
    PAYSTACK_BASE_URL: paystack.url,
    RESEND_API_KEY: undefined,
    SHUTDOWN_GRACE_SECONDS: "20",
    ...env,
  });
  started.push(instance);
  return instance;
}

async function waitFor(condition: () => boolean | Promise<boolean>, what: string) {
  for (let tries = 0; tries < 300; tries++) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`gave up waiting: ${what}`);
}

function refusesConnections(url: string) {
  const { hostname, port } = new URL(url);
  return new Promise<boolean>((resolve) => {
    const socket = connect(Number(port), hostname);
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code === "ECONNREFUSED"));
  });
}

/** Everything the server sends on `socket` until it closes the connection. */
function readUntilClosed(socket: Socket) {
  return new Promise<string>((resolve) => {
    let text = "";
    socket.on("data", (chunk: Buffer) => {
      text += chunk.toString();
    });
    socket.once("close", () => resolve(text));
  });
}

describe("a stopped instance", () => {
  it(
    "refuses new connections, answers the request in flight, says it is stopping on an open connection, and exits 0",
    async () => {
      const instance = await startInstance();
      const guest = await createUser(database.db);
      const listing = await createListing(database.db);
      paystack.respond("initialize", slowly(2_000));
      const initializing = paystack.requests.length;

      // A connection whose request has begun (its headers not yet ended) when the stop comes.
      const { hostname, port } = new URL(instance.url);
      const open = connect(Number(port), hostname);
      await new Promise((resolve) => open.once("connect", resolve));
      const answered = readUntilClosed(open);
      open.write(`GET /api/health HTTP/1.1\r\nHost: ${hostname}\r\n`);

      const booking = postJson(instance, "/api/bookings", bookingRequest(listing.id), {
        authorization: `Bearer ${guest.token}`,
      });
      await waitFor(() => paystack.requests.length > initializing, "checkout initialisation");
      const exited = instance.stop();

      await waitFor(() => refusesConnections(instance.url), "new connections refused");
      open.write("\r\n");
      const health = await answered;
      expect(health).toMatch(/^HTTP\/1\.1 503/);
      expect(health.toLowerCase()).toContain("connection: close");
      expect(health).toContain('"code":"SERVICE_UNAVAILABLE"');

      const answer = await booking;
      expect(answer.status).toBe(201);
      expect(await exited).toBe(0);
      paystack.respond("initialize", null);
    },
    INSTANCES_MS,
  );

  it(
    "finishes the maintenance batch it is sending, then exits 0",
    async () => {
      const resend = await startResendStub({ answerAfterMs: 1_000 });
      const keys = Array.from({ length: 6 }, (_, index) => `deploy-test/${Date.now()}/${index}`);
      for (const idempotencyKey of keys) {
        await enqueueEmail(database.db, {
          idempotencyKey,
          to: "guest@example.com",
          template: "test",
          subject: "Sent before the instance stops",
          html: "<p>Hello</p>",
          text: "Hello",
        });
      }
      const instance = await startInstance({
        RESEND_API_KEY: resend.apiKey,
        RESEND_BASE_URL: resend.url,
      });
      await waitFor(() => resend.requests.length > 0, "the batch sending");
      const sentBeforeStop = resend.requests.length;

      expect(await instance.stop()).toBe(0);
      const rows = await database.db
        .select({ key: emailOutbox.idempotencyKey, status: emailOutbox.status })
        .from(emailOutbox)
        .where(eq(emailOutbox.subject, "Sent before the instance stops"));
      expect(sentBeforeStop).toBeLessThan(keys.length);
      expect(rows.map((row) => row.status)).toEqual(keys.map(() => "SENT"));
      expect(resend.accepted).toHaveLength(keys.length);
      await resend.close();
    },
    INSTANCES_MS,
  );
});

describe("a rolling restart of two instances under load", () => {
  it(
    "fails none of the requests the instances accepted",
    async () => {
      const listings = await Promise.all(
        Array.from({ length: 3 }, () => createListing(database.db)),
      );
      // The drain outlasts the balancer's health checks (every 100 ms): it stops sending to a
      // stopping instance before that instance closes its listener.
      const draining = { SHUTDOWN_DRAIN_SECONDS: "1" };
      const instances = [await startInstance(draining), await startInstance(draining)];
      const proxy = await startRoundRobinProxy(instances.map((instance) => instance.url));
      const paths = [
        "/api/listings",
        ...listings.map((listing) => `/api/listings/${listing.slug}`),
      ];
      const failures: string[] = [];
      let answered = 0;
      let loading = true;
      const worker = async (offset: number) => {
        for (let sent = offset; loading; sent++) {
          const path = paths[sent % paths.length];
          try {
            // A request left unanswered is a failure with its path, not the test's timeout.
            const answer = await fetch(`${proxy.url}${path}`, {
              signal: AbortSignal.timeout(REQUEST_MS),
            });
            const text = await answer.text();
            if (answer.status === 200) answered++;
            else failures.push(`${path}: ${answer.status} ${text.slice(0, 80)}`);
          } catch (error) {
            failures.push(`${path}: ${String(error)}`);
          }
        }
      };
      const load = Promise.all(Array.from({ length: 8 }, (_, index) => worker(index)));

      for (const [index, instance] of instances.entries()) {
        await waitFor(() => answered > 50 * (index + 1), "load before the restart");
        expect(await instance.stop()).toBe(0);
        const replacement = await startInstance(draining);
        proxy.upstreams[index] = replacement.url;
      }
      const answeredBeforeEnd = answered;
      await waitFor(() => answered > answeredBeforeEnd + 50, "load after the restarts");
      loading = false;
      await load;
      await proxy.close();

      expect(failures).toEqual([]);
    },
    INSTANCES_MS,
  );
});
