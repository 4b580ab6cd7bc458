// The production server: Next.js behind a plain node:http server, so the client address
// can be trusted. Next fills X-Forwarded-For with the socket's address only when the request
// has none, so a client could name any address; unless TRUST_PROXY=true (a proxy we run sets
// the header), an incoming X-Forwarded-For is dropped and Next records the real peer.
import { createServer } from "node:http";
import path from "node:path";
import next from "next";

const root = path.resolve(import.meta.dirname, "..");
const port = Number(process.env.PORT || 3000);
const trustProxy = ["true", "1"].includes(process.env.TRUST_PROXY ?? "");

const app = next({ dev: false, dir: root, port });
const handle = app.getRequestHandler();
await app.prepare();

const server = createServer((request, response) => {
  if (!trustProxy) delete request.headers["x-forwarded-for"];
  handle(request, response);
});
server.listen(port, () => {
  console.log(JSON.stringify({ level: "info", msg: `listening on http://localhost:${port}` }));
});
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
