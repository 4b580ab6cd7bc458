import { describe, expect, it, vi } from "vitest";
import { recentResult } from "./recent-result";

const database = "the process's database";

describe("recentResult", () => {
  it("shares one computation between concurrent callers and serves it while fresh", async () => {
    let runs = 0;
    const read = recentResult(async (_db: string) => ({ run: ++runs }));
    const fresh = { maxAgeSeconds: 30 };
    const answers = await Promise.all([
      read(database, fresh),
      read(database, fresh),
      read(database, fresh),
    ]);
    expect(answers.map((answer) => answer.run)).toEqual([1, 1, 1]);
    expect((await read(database, fresh)).run).toBe(1);
  });

  it("serves the old result once it expires while the next one is computed", async () => {
    let runs = 0;
    const read = recentResult(async (_db: string) => ({ run: ++runs }));
    const brief = { maxAgeSeconds: 0.05 };
    expect((await read(database, brief)).run).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect((await read(database, brief)).run).toBe(1);
    await vi.waitFor(() => expect(runs).toBe(2));
    expect((await read(database, brief)).run).toBe(2);
  });

  it("computes on every call when the age is 0", async () => {
    let runs = 0;
    const read = recentResult(async (_db: string) => ({ run: ++runs }));
    await read(database, { maxAgeSeconds: 0 });
    await read(database, { maxAgeSeconds: 0 });
    expect(runs).toBe(2);
  });
});
