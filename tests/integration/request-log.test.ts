import { afterEach, describe, expect, it, vi } from "vitest";
import { GET as unknownPath } from "@/app/api/[...path]/route";
import { GET as me } from "@/app/api/auth/me/route";
import { GET as health } from "@/app/api/health/route";
import { flushLog } from "@/lib/platform/logger";
import { setupTestDatabase } from "../helpers/database";
import { createUser } from "../helpers/factories";
import { call } from "../helpers/http";

const { db } = setupTestDatabase();

function captureLog() {
  process.env.LOG_LEVEL = "info";
  const out = vi.spyOn(process.stdout, "write").mockReturnValue(true);
  return () => {
    flushLog();
    return out.mock.calls
      .flatMap(([lines]) => String(lines).trimEnd().split("\n"))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => entry.msg === "request");
  };
}

afterEach(() => {
  vi.restoreAllMocks();
  process.env.LOG_LEVEL = "silent";
});

describe("request ids and request logs", () => {
  it("echoes a well-formed X-Request-Id and generates one otherwise", async () => {
    const given = await call(health, { headers: { "x-request-id": "edge-7f3a9c21" } });
    expect(given.headers.get("x-request-id")).toBe("edge-7f3a9c21");
    const fresh = await call(health);
    expect(fresh.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const hostile = await call(health, {
      headers: { "x-request-id": "<script>alert(1)</script>" },
    });
    expect(hostile.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("logs one JSON line per request with method, path, status, duration, user and request id", async () => {
    const user = await createUser(db());
    const lines = captureLog();
    await call(me, {
      token: user.token,
      path: "/api/auth/me",
      headers: { "x-request-id": "trace-12345678" },
    });
    await call(unknownPath, { path: "/api/nope", params: { path: ["nope"] } });
    const [first, second] = lines();
    expect(first).toMatchObject({
      level: "info",
      requestId: "trace-12345678",
      method: "GET",
      path: "/api/auth/me",
      status: 200,
      userId: user.id,
      durationMs: expect.any(Number),
    });
    expect(second).toMatchObject({ path: "/api/nope", status: 404, userId: null });
    expect(JSON.stringify(lines())).not.toContain(user.token);
  });
});
