// The server `npm start` runs: the production build served by Next.js through a plain
// node:http server (Next's own `next start` refuses a standalone build). It listens only once
// the app has started (instrumentation.ts: configuration checked, database migrated), so a
// server that cannot work exits before anyone can reach it. Who the client is (address,
// HTTPS) is decided inside the app (lib/api/request-gate.ts), the same way here and under
// the standalone server.js.
import { createServer } from "node:http";
import path from "node:path";
import next from "next";

const root = path.resolve(import.meta.dirname, "..");
const port = Number(process.env.PORT || 3000);

const appStarted = new Promise((resolve) => {
  globalThis[Symbol.for("akwaaba.onReady")] = resolve;
});
const app = next({ dev: false, dir: root, port });
const handle = app.getRequestHandler();
await app.prepare();
await appStarted;

const server = createServer((request, response) => handle(request, response));
server.listen(port, () => {
  console.log(JSON.stringify({ level: "info", msg: `listening on http://localhost:${port}` }));
});
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
