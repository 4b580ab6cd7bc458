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

const server = spawn(process.execPath, [path.join(root, "scripts", "server.mjs")], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, PORT: port, NODE_ENV: "production" },
});
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.kill(signal));
}
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
