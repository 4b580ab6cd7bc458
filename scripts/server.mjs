// The server `npm start` runs: the production build served by Next.js through a plain
// node:http server (Next's own `next start` refuses a standalone build). It listens only once
// the app has started (instrumentation.ts: configuration checked, database migrated), so a
// server that cannot work exits before anyone can reach it. Who the client is (address,
// HTTPS) is decided inside the app (lib/api/request-gate.ts), the same way here and under
// the standalone server.js.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { createRequire } from "node:module";
import { Server as NetServer } from "node:net";
import path from "node:path";
import { getHeapStatistics } from "node:v8";
import next from "next";
import { staticBrotli } from "./static-brotli.mjs";

const root = path.resolve(import.meta.dirname, "..");
const port = Number(process.env.PORT || 3000);

// Serve with the configuration the build recorded, handed over the way the standalone
// server.js hands it (Next then neither evaluates next.config.ts again nor warns that
// `next start` does not suit a standalone build). That way skips Next's loading of the .env
// files, which `npm start` has always done, so it is done here first.
const requireFromNext = createRequire(createRequire(import.meta.url).resolve("next/package.json"));
requireFromNext("@next/env").loadEnvConfig(root, false, { info: () => {}, error: console.error });
const built = JSON.parse(
  readFileSync(path.join(root, ".next", "required-server-files.json"), "utf8"),
);
process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(built.config);

const appStarted = new Promise((resolve) => {
  globalThis[Symbol.for("akwaaba.onReady")] = resolve;
});
/** A setting in seconds: a number of at least 0, else the default. */
function seconds(name, fallback) {
  const value = Number(process.env[name] || fallback);
  return Number.isFinite(value) && value >= 0 ? value : fallback;
}
// Seconds from a stop to the exit at the latest: the drain, then requests in flight and a
// running maintenance batch.
const graceSeconds = seconds("SHUTDOWN_GRACE_SECONDS", 25);
// Seconds a SIGTERM keeps accepting while the health check answers 503, so the balancer takes
// the instance out before its listener closes (closing it resets the connections the kernel
// has queued but Node has not accepted yet). Ctrl-C (SIGINT) stops at once.
const drainSeconds = Math.min(seconds("SHUTDOWN_DRAIN_SECONDS", 5), graceSeconds);
let stopping = false;
const unanswered = new Set();
const connections = new Set();
/** Connections that have carried a request: idle ones are kept-alive, not just opened. */
const served = new WeakSet();
let server;
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(drainSeconds));

const app = next({ dev: false, dir: root, port });
const handle = app.getRequestHandler();
const serveBrotli = staticBrotli(path.join(root, ".next"));
await app.prepare();
await appStarted;

// Once stopping, each answer closes its connection (`Connection: close` where the headers are
// still to be sent), so the client opens its next one elsewhere.
server = createServer((request, response) => {
  served.add(request.socket);
  unanswered.add(response);
  response.once("close", () => {
    unanswered.delete(response);
    if (stopping) setImmediate(closeIdleConnections);
  });
  if (stopping) response.setHeader("connection", "close");
  if (!serveBrotli(request, response)) handle(request, response);
});
server.on("connection", (socket) => {
  connections.add(socket);
  socket.once("close", () => connections.delete(socket));
});
// An idle connection stays open longer than the clients and proxies in front of it keep one
// for reuse (Node's own 5 s let them send on a socket being closed: ECONNRESET). The same
// setting as Next's standalone server.js.
server.keepAliveTimeout = Number(process.env.KEEP_ALIVE_TIMEOUT) || 65_000;
server.headersTimeout = server.keepAliveTimeout + 1_000;
if (!stopping) {
  server.listen(port, () => {
    const heapLimitMb = Math.round(getHeapStatistics().heap_size_limit / 2 ** 20);
    console.log(
      JSON.stringify({ level: "info", msg: `listening on http://localhost:${port}`, heapLimitMb }),
    );
  });
}

/** Closes the kept-alive connections that carry no request now. */
function closeIdleConnections() {
  const busy = new Set([...unanswered].map((response) => response.socket));
  for (const socket of connections) if (served.has(socket) && !busy.has(socket)) socket.destroy();
}

// A stop (a deploy): say so on the health check and on every answer, stop accepting after
// the drain, answer what is in flight and let a running maintenance batch finish, then exit 0.
// Whatever is still open when the grace runs out is cut.
function stop(drain) {
  if (stopping) return;
  stopping = true;
  const appStopped = globalThis[Symbol.for("akwaaba.onStop")]?.();
  // Stopped while starting: nothing was accepted, and the server will not listen.
  if (!server) {
    Promise.resolve(appStopped).then(() => process.exit(0));
    return;
  }
  setTimeout(() => {
    console.log(
      JSON.stringify({ level: "warn", msg: `shutdown grace of ${graceSeconds} s ran out` }),
    );
    for (const socket of connections) socket.destroy();
    process.exit(0);
  }, graceSeconds * 1000).unref();
  for (const response of unanswered) {
    if (!response.headersSent) response.setHeader("connection", "close");
  }
  closeIdleConnections();
  setTimeout(() => stopAccepting(appStopped), drain * 1000);
}

function stopAccepting(appStopped) {
  // Node's http close() would also drop connections just opened whose request is still on
  // its way (a reset the client cannot retry safely); those get a moment to send it.
  const closed = new Promise((resolve) => NetServer.prototype.close.call(server, resolve));
  closeIdleConnections();
  setTimeout(() => {
    for (const socket of connections) if (!served.has(socket)) socket.destroy();
  }, 1_000).unref();
  Promise.all([closed, appStopped]).then(() => process.exit(0));
}
