// An Upstash-REST-compatible server in front of the machine's Redis
// (@humanwhocodes/upstash-redis-server), so the Upstash rate-limit path runs for real.
import { randomBytes } from "node:crypto";
import path from "node:path";
import { freePort, startProcess, waitUntil } from "./processes";

const SERVER = path.resolve("node_modules/@humanwhocodes/upstash-redis-server/dist/server.js");

export const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

/** An Upstash REST front for the Redis at `redisUrl` (the machine's, by default). */
export async function startUpstashServer(redisUrl = REDIS_URL) {
  const port = await freePort();
  const token = randomBytes(16).toString("hex");
  const url = `http://127.0.0.1:${port}`;
  const running = startProcess(process.execPath, [SERVER], {
    PORT: String(port),
    URS_TOKEN: token,
    REDIS_URL: redisUrl,
  });
  await waitUntil(
    async () => {
      const answer = await fetch(url, {
        method: "POST",
        headers: { authorization: `Bearer ${token}` },
        body: JSON.stringify(["PING"]),
      });
      return (await answer.json()).result === "PONG";
    },
    running,
    15_000,
  );
  return { url, token, stop: running.stop };
}

/**
 * A Redis of the test's own (never the machine's shared one), on a port of its own, keeping
 * nothing on disk: stopped and started again by a test to see the app through an outage.
 */
export async function startOwnRedis(port?: number) {
  const chosen = port ?? (await freePort());
  const running = startProcess(
    "redis-server",
    ["--port", String(chosen), "--save", "", "--appendonly", "no"],
    {},
  );
  await waitUntil(
    async () => running.output().includes("Ready to accept connections"),
    running,
    15_000,
  );
  return { url: `redis://127.0.0.1:${chosen}`, port: chosen, stop: running.stop };
}
