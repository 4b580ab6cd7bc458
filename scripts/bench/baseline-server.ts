// The benchmark's baseline: a bare node:http server answering the read endpoints with the app's
// SQL through postgres.js (same pool size as the app), to separate framework cost from database
// cost. Run by the bench: DATABASE_URL, AUTH_SECRET, APP_URL and PORT come from the environment.
import { createServer } from "node:http";
import { LRUCache } from "lru-cache";
import postgres from "postgres";
import { recentResult } from "../../lib/server/cache/recent-result";
import { dispatch, type SharedReads } from "./baseline-dispatch";
import { adminBookingFigures, adminStats, type Reply } from "./baseline-routes";

const databaseUrl = process.env.DATABASE_URL;
const authSecret = process.env.AUTH_SECRET;
if (!databaseUrl || !authSecret) throw new Error("DATABASE_URL and AUTH_SECRET are required");
const sql = postgres(databaseUrl, {
  max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
  onnotice: () => {},
});
const secret = new TextEncoder().encode(authSecret);
// Shared for as long as the app shares them (STATS_MAX_AGE_SECONDS and CATALOG_CACHE_SECONDS,
// default 30 each).
const statsAge = { maxAgeSeconds: Number(process.env.STATS_MAX_AGE_SECONDS ?? 30) };
const catalogAge = Number(process.env.CATALOG_CACHE_SECONDS ?? 30);
const catalogReads = new LRUCache<string, Reply, () => Promise<Reply>>({
  max: 1000,
  allowStale: true,
  fetchMethod: (_key, _stale, { context }) => context(),
});
const bookingFigures = recentResult(adminBookingFigures);
const dashboardFigures = recentResult(adminStats);
const shared: SharedReads = {
  bookings: () => bookingFigures(sql, statsAge),
  dashboard: () => dashboardFigures(sql, statsAge),
  catalog: async (key, read) =>
    catalogAge === 0
      ? read()
      : ((await catalogReads.fetch(key, { ttl: catalogAge * 1000, context: read })) ?? read()),
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
    shared,
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
// Requests still running when the load stops finish before the database connections close.
process.on("SIGTERM", () => {
  server.close(() => void sql.end({ timeout: 5 }).then(() => process.exit(0)));
  server.closeIdleConnections();
});
