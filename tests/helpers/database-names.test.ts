import { describe, expect, it } from "vitest";
import { uniqueDatabaseName } from "./database-names";

describe("uniqueDatabaseName", () => {
  it("never gives one name twice, even within one millisecond of one process", () => {
    const names = Array.from({ length: 10_000 }, () => uniqueDatabaseName("akw_t_template"));
    expect(new Set(names).size).toBe(names.length);
  });

  it("keeps a CI run's template name within PostgreSQL's 63 bytes", () => {
    const ciTemplate = "akwaaba_ci_4194304_1796000000_template";
    const name = uniqueDatabaseName(ciTemplate);
    expect(name.startsWith(`${ciTemplate}_`)).toBe(true);
    expect(Buffer.byteLength(name)).toBeLessThanOrEqual(63);
  });

  it("refuses a prefix PostgreSQL would cut", () => {
    expect(() => uniqueDatabaseName("x".repeat(60))).toThrow(/63 bytes/);
  });
});
