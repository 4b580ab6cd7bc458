// The benchmark's baseline: a bare node:http server answering the read endpoints with the app's
// SQL through postgres.js (same pool size as the app), to separate framework cost from database
// cost. Run by the bench: DATABASE_URL, AUTH_SECRET, APP_URL and PORT come from the environment.
import { createServer } from "node:http";
import postgres from "postgres";
import { dispatch } from "./baseline-dispatch";

const databaseUrl = process.env.DATABASE_URL;
const authSecret = process.env.AUTH_SECRET;
if (!databaseUrl || !authSecret) throw new Error("DATABASE_URL and AUTH_SECRET are required");
const sql = postgres(databaseUrl, {
  max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
  onnotice: () => {},
});
const secret = new TextEncoder().encode(authSecret);

const server = createServer((request, response) => {
  dispatch(sql, secret, {
    method: request.method,
    url: request.url,
    authorization: request.headers.authorization,
  })
    .catch((error: unknown) => {
      console.error(error);
      return { status: 500, body: { error: { code: "INTERNAL_ERROR" } } };
    })
    .then(({ status, body }) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    });
});
server.listen(Number(process.env.PORT ?? 3472), "127.0.0.1");
process.on("SIGTERM", () => {
  server.close();
  void sql.end({ timeout: 2 }).then(() => process.exit(0));
});
