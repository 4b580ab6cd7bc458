// The benchmark's baseline: a bare node:http server answering the read endpoints with the app's
// SQL through postgres.js (same pool size as the app), to separate framework cost from database
// cost. Run by the bench: DATABASE_URL, AUTH_SECRET, APP_URL and PORT come from the environment.
import { createServer } from "node:http";
import postgres from "postgres";
import { recentResult } from "../../lib/server/cache/recent-result";
import { type AdminFigures, dispatch } from "./baseline-dispatch";
import { adminBookingFigures, adminStats } from "./baseline-routes";

const databaseUrl = process.env.DATABASE_URL;
const authSecret = process.env.AUTH_SECRET;
if (!databaseUrl || !authSecret) throw new Error("DATABASE_URL and AUTH_SECRET are required");
const sql = postgres(databaseUrl, {
  max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
  onnotice: () => {},
});
const secret = new TextEncoder().encode(authSecret);
// Shared for as long as the app shares them (STATS_MAX_AGE_SECONDS, default 30).
const maxAge = () => Number(process.env.STATS_MAX_AGE_SECONDS ?? 30);
const figures: AdminFigures = {
  bookings: recentResult(maxAge, () => adminBookingFigures(sql)),
  dashboard: recentResult(maxAge, () => adminStats(sql)),
};

const server = createServer((request, response) => {
  dispatch(
    sql,
    secret,
    {
      method: request.method,
      url: request.url,
      authorization: request.headers.authorization,
    },
    figures,
  )
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
