import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * Files that measure time (query plans) or start app instances under a load of their own (a
 * rolling restart: four instances started while eight clients keep two busy): they run one at
 * a time after the rest, so nothing else competes for the CPU. The rolling restart took 15 s
 * alone and 24 s beside two busy loops, and ran past its 120 s beside two other test files in
 * CI's run at 30413c0.
 */
const ALONE = [
  "tests/integration/query-plans.test.ts",
  "tests/integration/booking-query-plans.test.ts",
  "tests/integration/deploys.test.ts",
];

export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL(".", import.meta.url)) } },
  test: {
    environment: "node",
    setupFiles: ["tests/setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    maxWorkers: 3,
    // Worker threads, not child processes: measured with /usr/bin/time on six integration
    // files, a third less CPU (12 s of user time against 19), the same tests passing.
    pool: "threads",
    projects: [
      {
        extends: true,
        test: {
          // The domain core, plain modules and the components' pure helpers: no database, seconds.
          name: "unit",
          include: ["lib/**/*.test.ts", "components/**/*.test.ts", "tests/architecture.test.ts"],
          fileParallelism: true,
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          globalSetup: ["tests/global-setup.ts"],
          include: ["db/**/*.test.ts", "app/**/*.test.ts", "tests/**/*.test.ts"],
          exclude: [...ALONE, "tests/architecture.test.ts"],
          // Each file has a database of its own (tests/setup.ts).
          fileParallelism: true,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: "alone",
          globalSetup: ["tests/global-setup.ts"],
          include: ALONE,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
