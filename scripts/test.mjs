// `npm test`: the whole suite, stage by stage, stopping at the first failure, then each
// stage's time beside its target (issue 15: unit < 15 s, Vitest on PGlite < 60 s, Playwright
// < 90 s). Targets are printed, never enforced: this machine's speed varies from run to run.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { printPagesAtFailure } from "./failed-pages.mjs";

const root = path.resolve(import.meta.dirname, "..");
const bin = (name) => path.join(root, "node_modules", ".bin", name);
const database = process.env.DATABASE_URL ? "PostgreSQL" : "PGlite";

const STAGES = [
  { name: "lint", command: [bin("biome"), "check", "."] },
  { name: "types", command: [bin("tsc"), "--noEmit"] },
  { name: "build", command: [process.execPath, "scripts/build-if-needed.mjs"] },
  { name: "unit", command: [bin("vitest"), "run", "--project", "unit"], target: 15 },
  {
    name: `integration (${database})`,
    command: [bin("vitest"), "run", "--project", "integration", "--project", "alone"],
  },
  // Two instances on a scratch PostgreSQL database, whichever database the rest runs on.
  {
    name: "soak (30 s, PostgreSQL)",
    command: [bin("tsx"), "scripts/soak/index.ts", "--seconds", "30"],
  },
  { name: "browser", command: [bin("playwright"), "test"], target: 90 },
];
/** Unit and integration together: Vitest's share of the run. */
const VITEST_TARGET = database === "PGlite" ? 60 : undefined;

const timings = [];
let failed;
for (const stage of STAGES) {
  console.log(`\n── ${stage.name}`);
  const started = performance.now();
  const [command, ...args] = stage.command;
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: process.env });
  timings.push({ ...stage, seconds: (performance.now() - started) / 1000 });
  if (result.status !== 0) {
    failed = stage.name;
    break;
  }
}

const vitestSeconds = timings
  .filter((stage) => stage.name === "unit" || stage.name.startsWith("integration"))
  .reduce((sum, stage) => sum + stage.seconds, 0);
const row = (name, seconds, target) =>
  `  ${name.padEnd(26)} ${seconds.toFixed(1).padStart(7)} s` +
  (target === undefined ? "" : `   target < ${target} s${seconds < target ? "" : "  (over)"}`);
if (failed === "browser") printPagesAtFailure(path.join(root, "test-results"));
console.log("\nTimings");
for (const stage of timings) console.log(row(stage.name, stage.seconds, stage.target));
if (timings.some((stage) => stage.name.startsWith("integration"))) {
  console.log(row(`vitest (${database})`, vitestSeconds, VITEST_TARGET));
}
if (failed) {
  console.error(`\nnpm test failed at: ${failed}`);
  process.exit(1);
}
