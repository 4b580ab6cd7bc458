// An Upstash-REST-compatible server in front of the machine's Redis
// (@humanwhocodes/upstash-redis-server), so the Upstash rate-limit path runs for real.
import { randomBytes } from "node:crypto";
import path from "node:path";
import { freePort, startProcess, waitUntil } from "./processes";

const SERVER = path.resolve("node_modules/@humanwhocodes/upstash-redis-server/dist/server.js");

export const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

export async function startUpstashServer() {
  const port = await freePort();
  const token = randomBytes(16).toString("hex");
  const url = `http://127.0.0.1:${port}`;
  const running = startProcess(process.execPath, [SERVER], {
    PORT: String(port),
    URS_TOKEN: token,
    REDIS_URL,
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
