// Who the client is, decided by the app itself under both ways of serving it: `npm start`
// (scripts/server.mjs) and the standalone server.js that deployments run. Over real HTTP: a
// client's own X-Forwarded-For never buys a new rate-limit budget, cookies are Secure when
// the public address is HTTPS, and only behind TRUST_PROXY do the proxy's headers count.
import { readFileSync } from "node:fs";
import { type IncomingHttpHeaders, request } from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { processUsingDataDirectory } from "@/lib/platform/server-marker";
import { API_HEADERS } from "@/lib/security-headers";
import {
  type AppInstance,
  postJson as post,
  startAppInstance,
  startFailingServer,
  startStandaloneInstance,
} from "../helpers/app-instance";
import { awaitRoomInWindow } from "../helpers/rate-limit-window";

const PUBLIC_HTTPS = { APP_URL: "https://akwaaba.example", TRUST_PROXY: "false" };
const limited = { RATE_LIMIT_ENABLED: "true", DATABASE_URL: undefined, SEED_DEMO_DATA: "false" };
const servers: Record<"npm start" | "standalone" | "standalone behind a proxy", AppInstance> =
  {} as never;
let sequence = 0;

beforeAll(async () => {
  // npm start first: it builds when the sources changed, and the standalone server serves that build.
  servers["npm start"] = await startAppInstance({ ...limited, ...PUBLIC_HTTPS });
  [servers.standalone, servers["standalone behind a proxy"]] = await Promise.all([
    startStandaloneInstance({ ...limited, ...PUBLIC_HTTPS }),
    startStandaloneInstance({ ...limited, TRUST_PROXY: "true" }),
  ]);
}, 600_000);

afterAll(async () => {
  await Promise.all(Object.values(servers).map((server) => server?.stop()));
}, 60_000);

const register = (server: AppInstance, headers = {}) =>
  post(
    server,
    "/api/auth/register",
    {
      email: `entry-${++sequence}@example.com`,
      password: "Kente-cloth-2026!",
      firstName: "Esi",
      lastName: "Boateng",
    },
    headers,
  );

const login = (server: AppInstance, headers = {}) =>
  post(
    server,
    "/api/auth/login",
    { email: `nobody-${++sequence}@example.com`, password: "a-wrong-guess" },
    headers,
  );

describe("npm start", () => {
  // Runs first, so the output is the start-up's (and the build's, when the sources changed).
  it("prints no warning while it builds and starts", () => {
    const lines = servers["npm start"].output().split("\n");
    expect(lines.filter((line) => /⚠|\bwarn(ing)?\b/i.test(line))).toEqual([]);
  });

  it("keeps an idle connection open longer than a client or proxy reuses one", async () => {
    // Node's own 5 s let a keep-alive client (Playwright's request context, a load balancer)
    // send on a socket the server was closing: ECONNRESET (docs/decisions.md, "Running").
    const answer = await raw(servers["npm start"], "GET", "/api/health");
    expect(answer.headers["keep-alive"]).toBe("timeout=65");
  });

  it("keeps the heap to a ceiling, not a quarter of the host's memory, unless NODE_OPTIONS sets one", async () => {
    // 256 MB of old generation plus the young one; Node's own default here is about 4,000.
    expect(heapLimitMb(servers["npm start"])).toBeLessThan(400);
    const chosen = await startAppInstance({ ...limited, NODE_OPTIONS: "--max-old-space-size=700" });
    try {
      expect(heapLimitMb(chosen)).toBeGreaterThanOrEqual(700);
    } finally {
      await chosen.stop();
    }
  }, 120_000);
});

/** The heap ceiling the server reported when it started listening. */
function heapLimitMb(server: AppInstance): number {
  const listening = server
    .output()
    .split("\n")
    .find((line) => line.includes('"listening on'));
  return JSON.parse(listening ?? "{}").heapLimitMb;
}

describe.each(["npm start", "standalone"] as const)("%s without a proxy", (name) => {
  it("sets Secure cookies because the public address is HTTPS", async () => {
    const answer = await register(servers[name]);
    expect(answer.status).toBe(201);
    const cookies = answer.headers.getSetCookie();
    // The access and refresh cookies, and the session marker (lib/session-marker.ts).
    expect(cookies).toHaveLength(3);
    for (const cookie of cookies) expect(cookie).toMatch(/;\s*Secure/i);
  });

  it("counts a client that names other addresses in X-Forwarded-For as the one peer it is", async () => {
    await awaitRoomInWindow(6);
    // Every answer draws on one budget: what remains falls by one each time, down to a 429.
    const answers = [];
    for (let i = 1; i <= 11; i++) {
      const answer = await login(servers[name], { "x-forwarded-for": `198.51.100.${i}` });
      answers.push({
        status: answer.status,
        remaining: answer.headers.get("x-ratelimit-remaining"),
      });
      if (answer.status === 429) break;
    }
    const refused = answers.findIndex((answer) => answer.status === 429);
    expect(refused, JSON.stringify(answers)).toBeGreaterThan(-1);
    expect(answers.slice(0, refused).map((answer) => Number(answer.remaining))).toEqual(
      Array.from({ length: refused }, (_, i) => refused - 1 - i),
    );
  });
});

/** A request exactly as written (fetch would normalise the path and refuses TRACE). */
function raw(server: AppInstance, method: string, path: string) {
  const { hostname, port } = new URL(server.url);
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const outgoing = request({ hostname, port, method, path }, (incoming) => {
        let body = "";
        incoming.on("data", (chunk: Buffer) => {
          body += chunk.toString();
        });
        incoming.on("end", () =>
          resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body }),
        );
      });
      outgoing.on("error", reject);
      outgoing.end();
    },
  );
}

describe.each(["npm start", "standalone"] as const)(
  "%s answers every /api request in JSON",
  (name) => {
    it.each([
      ["a malformed escape in a path parameter", "GET", "/api/listings/%E0%A4%A"],
      ["a lone percent sign", "GET", "/api/%"],
      ["an invalid escape under a known route", "GET", "/api/listings/%ZZ/availability"],
    ])("400 for %s", async (_case, method, path) => {
      const answer = await raw(servers[name], method, path);
      expect(answer.status).toBe(400);
      expect(answer.headers["content-type"]).toMatch(/^application\/json/);
      expect(JSON.parse(answer.body)).toEqual({
        error: {
          code: "VALIDATION_ERROR",
          message: expect.any(String),
          details: { field: "path", constraint: "encoding" },
        },
      });
    });

    it.each([
      ["TRACE", "/api/listings", "GET, HEAD, OPTIONS"],
      ["PUT", "/api/listings", "GET, HEAD, OPTIONS"],
      ["DELETE", "/api/favorites/toggle", "POST, OPTIONS"],
      ["PROPFIND", "/api/bookings", "GET, HEAD, POST, OPTIONS"],
    ])("405 with Allow for %s %s", async (method, path, allow) => {
      const answer = await raw(servers[name], method, path);
      expect(answer.status).toBe(405);
      expect(answer.headers.allow).toBe(allow);
      expect(JSON.parse(answer.body)).toEqual({
        error: { code: "METHOD_NOT_ALLOWED", message: expect.stringContaining(method) },
      });
    });

    it("404 in the error shape for TRACE on a path no route has", async () => {
      const answer = await raw(servers[name], "TRACE", "/api/no/such/thing");
      expect(answer.status).toBe(404);
      expect(JSON.parse(answer.body).error.code).toBe("NOT_FOUND");
    });

    it.each([
      ["an answer", "GET", "/api/listings/featured"],
      ["a path no route has", "GET", "/api/no/such/thing"],
      ["a method the path does not take", "PUT", "/api/listings"],
      ["a malformed path", "GET", "/api/%"],
      ["OPTIONS", "OPTIONS", "/api/listings"],
    ])("sends the security headers with %s", async (_case, method, path) => {
      const { headers } = await raw(servers[name], method, path);
      for (const [header, value] of Object.entries(API_HEADERS))
        expect(headers[header.toLowerCase()], header).toBe(value);
    });

    it("answers HEAD as GET, and OPTIONS with Allow", async () => {
      expect((await raw(servers[name], "HEAD", "/api/destinations")).status).toBe(200);
      const options = await raw(servers[name], "OPTIONS", "/api/listings/featured");
      expect(options.status).toBe(204);
      expect(options.headers.allow).toBe("GET, HEAD, OPTIONS");
    });
  },
);

describe("standalone behind a proxy (TRUST_PROXY=true)", () => {
  const server = () => servers["standalone behind a proxy"];

  it("counts each client the proxy names on its own budget", async () => {
    for (let i = 1; i <= 12; i++) {
      const forwarded = { "x-forwarded-for": `198.51.100.66, 203.0.113.${i}` };
      expect((await login(server(), forwarded)).status).toBe(401);
    }
  });

  it("sets Secure cookies when the proxy says the client came over HTTPS, and only then", async () => {
    const overHttps = await register(server(), {
      "x-forwarded-for": "203.0.113.200",
      "x-forwarded-proto": "https",
    });
    expect(overHttps.status).toBe(201);
    for (const cookie of overHttps.headers.getSetCookie()) expect(cookie).toMatch(/;\s*Secure/i);
    const overHttp = await register(server(), {
      "x-forwarded-for": "203.0.113.201",
      "x-forwarded-proto": "http",
    });
    expect(overHttp.status).toBe(201);
    for (const cookie of overHttp.headers.getSetCookie()) expect(cookie).not.toMatch(/Secure/i);
  });
});

describe.each(["npm start", "standalone"] as const)(
  "%s with a setting that cannot work",
  (kind) => {
    it.each([
      ["a short CRON_SECRET", { CRON_SECRET: "short" }, /CRON_SECRET: Too small/],
      [
        "PostgreSQL without a Paystack key or PAYMENTS_SANDBOX",
        {
          DATABASE_URL: "postgres://postgres@127.0.0.1:5432/postgres",
          AUTH_SECRET: "entry-points-only-signing-key-0123456789",
          PAYSTACK_SECRET_KEY: undefined,
          PAYMENTS_SANDBOX: undefined,
        },
        /PAYSTACK_SECRET_KEY is required when DATABASE_URL is set/,
      ],
    ])(
      "prints the problem and exits non-zero, answering nothing (%s)",
      async (_case, env, problem) => {
        const failed = await startFailingServer(kind, { ...limited, ...env });
        expect(failed.exitCode).not.toBe(0);
        expect(failed.exitCode).not.toBeNull();
        expect(failed.output).toMatch(/Akwaaba did not start: Invalid configuration/);
        expect(failed.output).toMatch(problem);
        expect(failed.answered).toBe(0);
      },
    );
  },
);

describe("an embedded server's data directory", () => {
  it("is marked while the server runs, so a backup refuses to open it", () => {
    const server = servers["npm start"];
    const marked = readFileSync(path.join(server.dataDir, "server.pid"), "utf8");
    expect(Number(marked)).toBeGreaterThan(0);
    expect(processUsingDataDirectory(server.dataDir)).toBe(Number(marked));
  });
});
