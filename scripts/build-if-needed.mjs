// The production build, made only when there is none or the sources changed since the last
// one (a fingerprint of their paths, sizes and modification times). Used by `npm start` and by
// `npm test` before the tests that start the app. Two callers at once (two instances, two test
// files) never build into one .next together: the second waits for the first, then finds the
// build current.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { compressStatic } from "./compress-static.mjs";
import { writeRouteIndex } from "./route-index.mjs";

const root = path.resolve(import.meta.dirname, "..");
const next = path.join(root, "node_modules", ".bin", "next");
const stampFile = path.join(root, ".next", "akwaaba-source-stamp");
const SOURCES = [
  "app",
  "components",
  "lib",
  "db",
  "public",
  "instrumentation.ts",
  "next.config.ts",
  "proxy.ts",
  "postcss.config.mjs",
  "package-lock.json",
  "tsconfig.json",
  "scripts/compress-static.mjs",
];

/** A fingerprint of every source file's path, size and modification time in `directory`. */
export function sourceStamp(directory = root) {
  const hash = createHash("sha256");
  const visit = (entry) => {
    const full = path.join(directory, entry);
    if (!existsSync(full)) return;
    const stats = statSync(full);
    if (stats.isDirectory()) {
      for (const child of readdirSync(full).sort()) visit(path.join(entry, child));
    } else {
      hash.update(`${entry}:${stats.size}:${stats.mtimeMs}\n`);
    }
  };
  for (const source of SOURCES) visit(source);
  return hash.digest("hex");
}

const buildLock = path.join(root, ".akwaaba-build.lock");
/** A lock left by a build that died this long ago is taken over. */
const STALE_LOCK_MS = 10 * 60_000;

async function withBuildLock(work) {
  for (;;) {
    try {
      writeFileSync(buildLock, String(process.pid), { flag: "wx" });
      break;
    } catch {
      const age = Date.now() - (statSync(buildLock, { throwIfNoEntry: false })?.mtimeMs ?? 0);
      if (age > STALE_LOCK_MS) rmSync(buildLock, { force: true });
      else await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  try {
    return work();
  } finally {
    rmSync(buildLock, { force: true });
  }
}

/** Builds when needed; answers the build's exit status (0 when it was already current). */
export function buildIfNeeded() {
  writeRouteIndex();
  return withBuildLock(() => {
    const stamp = sourceStamp();
    const built = existsSync(path.join(root, ".next", "BUILD_ID")) && existsSync(stampFile);
    if (built && readFileSync(stampFile, "utf8") === stamp) return 0;
    console.log("Building the app (first start or changed sources; about a minute)…");
    const build = spawnSync(next, ["build"], { cwd: root, stdio: "inherit", env: process.env });
    if (build.status !== 0) return build.status ?? 1;
    compressStatic();
    writeFileSync(stampFile, stamp);
    return 0;
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exit(await buildIfNeeded());
}
