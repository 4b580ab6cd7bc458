import { describe, expect, it } from "vitest";
import { GET as unknownApiPath } from "@/app/api/[...path]/route";
import { GET as health } from "@/app/api/health/route";
import { closeConnection } from "@/db/client";
import { setupTestDatabase } from "../helpers/database";
import { call } from "../helpers/http";

setupTestDatabase();

describe("GET /api/health", () => {
  it("reports ok when the database answers", async () => {
    const { status, body } = await call(health);
    expect(status).toBe(200);
    expect(body).toEqual({ data: { status: "ok", database: "ok" } });
  });

  it("answers 503 in the error shape when the database does not", async () => {
    const original = process.env.DATABASE_URL;
    await closeConnection();
    process.env.DATABASE_URL = "postgres://postgres@127.0.0.1:9/unreachable";
    try {
      const { status, body } = await call(health);
      expect(status).toBe(503);
      expect(body.error).toMatchObject({
        code: "SERVICE_UNAVAILABLE",
        message: expect.any(String),
      });
      expect(JSON.stringify(body)).not.toContain("127.0.0.1");
    } finally {
      await closeConnection();
      if (original === undefined) delete process.env.DATABASE_URL;
      else process.env.DATABASE_URL = original;
    }
  });
});

describe("unknown /api paths", () => {
  it("answers with a JSON 404 in the error shape", async () => {
    const { status, body, headers } = await call(unknownApiPath, { path: "/api/nothing/here" });
    expect(status).toBe(404);
    expect(headers.get("content-type")).toContain("application/json");
    expect(body).toEqual({ error: { code: "NOT_FOUND", message: expect.any(String) } });
  });
});
