// `npm start`: build when there is no production build or the sources changed since the last
// one (scripts/build-if-needed.mjs), then serve on $PORT. Migrations and (in embedded mode)
// demo data run inside the server at start-up.
import { spawn } from "node:child_process";
import path from "node:path";
import { buildIfNeeded } from "./build-if-needed.mjs";

const root = path.resolve(import.meta.dirname, "..");
const port = process.env.PORT || "3000";

const buildStatus = await buildIfNeeded();
if (buildStatus !== 0) process.exit(buildStatus);

// Node sizes the heap from the host's memory (a quarter of it), so V8 lets garbage pile up to
// hundreds of MB before a full collection while the server's live heap is about 60 MB
// (docs/decisions.md, "Performance (issue 22): memory"). NODE_OPTIONS may set another ceiling.
const heapCeiling = /--max-old-space-size/.test(process.env.NODE_OPTIONS ?? "")
  ? []
  : ["--max-old-space-size=256"];

const server = spawn(process.execPath, [...heapCeiling, path.join(root, "scripts", "server.mjs")], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, PORT: port, NODE_ENV: "production" },
});
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.kill(signal));
}
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
