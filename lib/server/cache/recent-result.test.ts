import { describe, expect, it, vi } from "vitest";
import { recentResult } from "./recent-result";

describe("recentResult", () => {
  it("shares one computation between concurrent callers and serves it while fresh", async () => {
    let runs = 0;
    const read = recentResult(
      () => 30,
      async () => ({ run: ++runs }),
    );
    const answers = await Promise.all([read(), read(), read()]);
    expect(answers.map((answer) => answer.run)).toEqual([1, 1, 1]);
    expect((await read()).run).toBe(1);
  });

  it("serves the old result once it expires while the next one is computed", async () => {
    let runs = 0;
    const read = recentResult(
      () => 0.05,
      async () => ({ run: ++runs }),
    );
    expect((await read()).run).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect((await read()).run).toBe(1);
    await vi.waitFor(() => expect(runs).toBe(2));
    expect((await read()).run).toBe(2);
  });

  it("computes on every call when the age is 0", async () => {
    let runs = 0;
    const read = recentResult(
      () => 0,
      async () => ({ run: ++runs }),
    );
    await read();
    await read();
    expect(runs).toBe(2);
  });
});
