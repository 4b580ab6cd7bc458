import { spawnSync } from "node:child_process";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { flushLog, logger, redact } from "@/lib/platform/logger";

describe("redact", () => {
  it.each([
    [
      { password: "hunter2", email: "a@b.co" },
      { password: "[redacted]", email: "[email]" },
    ],
    [
      {
        error: {
          message:
            'Failed query: insert into "bookings" ("guest_name", "guest_email") values ($1, $2)\nparams: Ama Mensah,ama@example.com,+233201234567',
        },
      },
      {
        error: {
          message:
            'Failed query: insert into "bookings" ("guest_name", "guest_email") values ($1, $2)\nparams: [redacted]',
        },
      },
    ],
    [
      { stack: "Error: Failed query: select 1\nparams: Ama\nline two\n    at run (db.ts:1:1)" },
      { stack: "Error: Failed query: select 1\nparams: [redacted]\n    at run (db.ts:1:1)" },
    ],
    [
      { note: "Call Kofi on +233 20 123 4567 or 020 123 4567, or write to kofi.b@mail.example.gh" },
      { note: "Call Kofi on [phone] or [phone], or write to [email]" },
    ],
    [
      { path: "/api/bookings/BK-7K3M9QXA", time: "2026-11-24T22:56:15.718Z", amount: "3123.75" },
      { path: "/api/bookings/BK-7K3M9QXA", time: "2026-11-24T22:56:15.718Z", amount: "3123.75" },
    ],
    [
      { accessToken: "eyJ…", refreshToken: "x" },
      { accessToken: "[redacted]", refreshToken: "[redacted]" },
    ],
    [
      { headers: { authorization: "Bearer x", cookie: "a=b", accept: "json" } },
      { headers: { authorization: "[redacted]", cookie: "[redacted]", accept: "json" } },
    ],
    [
      { "x-paystack-signature": "abc", event: "charge.success" },
      { "x-paystack-signature": "[redacted]", event: "charge.success" },
    ],
    [
      { data: [{ card: "4242", cvv: "123", last4: "4242" }] },
      { data: [{ card: "[redacted]", cvv: "[redacted]", last4: "4242" }] },
    ],
    [
      { PAYSTACK_SECRET_KEY: "sk_live", apiKey: "re_x" },
      { PAYSTACK_SECRET_KEY: "[redacted]", apiKey: "[redacted]" },
    ],
    ["plain text", "plain text"],
    [null, null],
  ])("%j → %j", (input, expected) => {
    expect(redact(input)).toEqual(expected);
  });
});

describe("logger", () => {
  const saved = process.env.LOG_LEVEL;
  afterEach(() => {
    vi.restoreAllMocks();
    if (saved === undefined) delete process.env.LOG_LEVEL;
    else process.env.LOG_LEVEL = saved;
  });

  it("writes one redacted JSON line at or above the level", () => {
    process.env.LOG_LEVEL = "info";
    const out = vi.spyOn(process.stdout, "write").mockReturnValue(true);
    const err = vi.spyOn(process.stderr, "write").mockReturnValue(true);
    logger.debug("hidden");
    logger.info("request", { path: "/api/x", token: "abc" });
    logger.error("failed", { status: 500 });
    flushLog();
    expect(out).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(out.mock.calls[0]?.[0]))).toMatchObject({
      level: "info",
      msg: "request",
      path: "/api/x",
      token: "[redacted]",
    });
    expect(JSON.parse(String(err.mock.calls[0]?.[0]))).toMatchObject({
      level: "error",
      msg: "failed",
      status: 500,
    });
  });

  it("writes the info lines of one turn of the event loop together, in order, at its end", async () => {
    process.env.LOG_LEVEL = "info";
    const out = vi.spyOn(process.stdout, "write").mockReturnValue(true);
    logger.info("first");
    logger.info("second");
    expect(out).not.toHaveBeenCalled();
    await new Promise((resolve) => setImmediate(resolve));
    expect(out).toHaveBeenCalledTimes(1);
    const lines = String(out.mock.calls[0]?.[0]).trimEnd().split("\n");
    expect(lines.map((line) => JSON.parse(line).msg)).toEqual(["first", "second"]);
  });

  it("writes a warning at once, after the lines held before it", () => {
    process.env.LOG_LEVEL = "info";
    const out = vi.spyOn(process.stdout, "write").mockReturnValue(true);
    const err = vi.spyOn(process.stderr, "write").mockReturnValue(true);
    logger.info("before");
    logger.warn("at once");
    expect(JSON.parse(String(out.mock.calls[0]?.[0])).msg).toBe("before");
    expect(JSON.parse(String(err.mock.calls[0]?.[0])).msg).toBe("at once");
    expect(out.mock.invocationCallOrder[0]).toBeLessThan(err.mock.invocationCallOrder[0] ?? 0);
  });

  it.each([
    ["exits", "process.exit(3)", 3],
    ["crashes", 'throw new Error("boom")', 1],
  ])("writes the lines held when the process %s", (_, ending, status) => {
    const root = path.resolve(import.meta.dirname, "../..");
    const script = `import { logger } from "./lib/platform/logger.ts"; logger.info("last words"); ${ending};`;
    const child = spawnSync(
      process.execPath,
      ["--import", "tsx", "--input-type=module", "-e", script],
      { cwd: root, env: { ...process.env, LOG_LEVEL: "info" }, encoding: "utf8" },
    );
    expect(child.status).toBe(status);
    expect(JSON.parse(child.stdout)).toMatchObject({ level: "info", msg: "last words" });
  });

  it("writes nothing when silent", () => {
    process.env.LOG_LEVEL = "silent";
    const err = vi.spyOn(process.stderr, "write").mockReturnValue(true);
    logger.error("quiet");
    expect(err).not.toHaveBeenCalled();
  });
});
