import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "@/lib/platform/config";

const dataDir = mkdtempSync(path.join(tmpdir(), "akwaaba-config-"));
const POSTGRES = {
  DATABASE_URL: "postgres://postgres@127.0.0.1:5432/akwaaba",
  AUTH_SECRET: "a-signing-key-of-at-least-32-characters",
};

describe("loadConfig", () => {
  it.each([
    ["embedded, nothing set: the sandbox", {}, false],
    ["PostgreSQL with a Paystack key", { ...POSTGRES, PAYSTACK_SECRET_KEY: "sk_live_x" }, false],
    ["PostgreSQL with the sandbox asked for", { ...POSTGRES, PAYMENTS_SANDBOX: "true" }, true],
  ])("accepts %s", (_case, env, sandboxAsked) => {
    const settings = loadConfig({ DATA_DIR: dataDir, ...env });
    expect(settings.PAYMENTS_SANDBOX).toBe(sandboxAsked);
  });

  it("hashes passwords at OWASP's scrypt cost unless told otherwise", () => {
    expect(loadConfig({ DATA_DIR: dataDir }).PASSWORD_HASH_COST).toBe(2 ** 17);
    expect(loadConfig({ DATA_DIR: dataDir, PASSWORD_HASH_COST: "1024" }).PASSWORD_HASH_COST).toBe(
      1024,
    );
  });

  it.each([
    ["a short CRON_SECRET", { CRON_SECRET: "short" }, /CRON_SECRET: Too small/],
    ["a port out of range", { PORT: "70000" }, /PORT/],
    ["PostgreSQL without AUTH_SECRET", { DATABASE_URL: POSTGRES.DATABASE_URL }, /AUTH_SECRET/],
    [
      "PostgreSQL with neither a Paystack key nor PAYMENTS_SANDBOX",
      POSTGRES,
      /PAYSTACK_SECRET_KEY is required when DATABASE_URL is set \(or PAYMENTS_SANDBOX=true/,
    ],
    [
      "PostgreSQL with PAYMENTS_SANDBOX=false",
      { ...POSTGRES, PAYMENTS_SANDBOX: "false" },
      /PAYSTACK_SECRET_KEY is required/,
    ],
    ["PAYMENTS_SANDBOX that is no flag", { PAYMENTS_SANDBOX: "yes" }, /PAYMENTS_SANDBOX/],
    ["a hash cost that is no power of two", { PASSWORD_HASH_COST: "100000" }, /power of two/],
    ["a hash cost below 2^10", { PASSWORD_HASH_COST: "512" }, /PASSWORD_HASH_COST/],
    [
      "a MAP_TILE_URL that is no tile template",
      { MAP_TILE_URL: "https://tiles.example.com/map.png" },
      /MAP_TILE_URL: must be an http\(s\) tile URL template/,
    ],
  ])("refuses %s, naming the setting", (_case, env, problem) => {
    expect(() => loadConfig({ DATA_DIR: dataDir, ...env })).toThrow(problem);
  });

  it("draws maps with OpenStreetMap's tiles unless MAP_TILE_URL names others", () => {
    expect(loadConfig({ DATA_DIR: dataDir })).toMatchObject({
      MAP_TILE_URL: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
      MAP_TILE_ATTRIBUTION: expect.stringContaining("OpenStreetMap"),
    });
    const own = "https://{s}.tiles.example.com/{z}/{x}/{y}.png";
    expect(loadConfig({ DATA_DIR: dataDir, MAP_TILE_URL: own }).MAP_TILE_URL).toBe(own);
  });
});
