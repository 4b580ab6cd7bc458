// A load balancer in miniature, for deploy tests: it checks each instance's health every
// 100 ms and sends each request to the next healthy one (to all when none is) on a connection
// of its own; an attempt whose connection is refused (never accepted) goes to the next
// instance, anything else reaches the client as it happened (a reset is a 502).
import { createServer, request as forward } from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as delay } from "node:timers/promises";

export interface RoundRobinProxy {
  url: string;
  /** The instances' base URLs, replaced as instances restart on new ports. */
  upstreams: string[];
  close(): Promise<void>;
}

/** Refused attempts in a row after which the client gets 502 (every instance down). */
const MAX_REFUSED = 200;
const HEALTH_CHECK_MS = 100;

async function healthy(upstream: string): Promise<boolean> {
  try {
    const answer = await fetch(`${upstream}/api/health`, { signal: AbortSignal.timeout(1000) });
    await answer.arrayBuffer();
    return answer.ok;
  } catch {
    return false;
  }
}

export async function startRoundRobinProxy(upstreams: string[]): Promise<RoundRobinProxy> {
  let next = 0;
  let unhealthy = new Set<string>();
  let checking = true;
  const checks = (async () => {
    while (checking) {
      const answers = await Promise.all(upstreams.map(healthy));
      unhealthy = new Set(upstreams.filter((_, index) => !answers[index]));
      await delay(HEALTH_CHECK_MS);
    }
  })();
  const server = createServer(async (incoming, outgoing) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    for (let attempt = 0; attempt < MAX_REFUSED; attempt++) {
      const live = upstreams.filter((upstream) => !unhealthy.has(upstream));
      const pool = live.length > 0 ? live : upstreams;
      const target = new URL(incoming.url ?? "/", pool[next++ % pool.length]);
      const refused = await new Promise<boolean>((resolve) => {
        const upstream = forward(
          target,
          { method: incoming.method, headers: incoming.headers, agent: false },
          (answer) => {
            outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(outgoing);
            answer.on("error", () => outgoing.destroy());
            resolve(false);
          },
        );
        upstream.on("error", (error: NodeJS.ErrnoException) => {
          if (error.code === "ECONNREFUSED") return resolve(true);
          if (!outgoing.headersSent) outgoing.writeHead(502).end(`upstream ${error.code}`);
          else outgoing.destroy();
          resolve(false);
        });
        upstream.end(Buffer.concat(chunks));
      });
      if (!refused) return;
      await delay(5);
    }
    outgoing.writeHead(502).end("every upstream refused");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const proxy: RoundRobinProxy = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    upstreams,
    async close() {
      checking = false;
      await checks;
      await new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
    },
  };
  return proxy;
}
