// Routes a request of the baseline to its handler, with the same Bearer-token check as the app.
import type postgres from "postgres";
import { verifyAccessToken } from "../../lib/auth/access-token";
import * as routes from "./baseline-routes";

const ADMIN_ROLES = new Set(["ADMIN", "SUPER_ADMIN"]);
const CURRENT_ROLE = `select "role" from "users" where "users"."id" = $1`;
const unauthorized: routes.Reply = { status: 401, body: { error: { code: "UNAUTHORIZED" } } };

async function principalOf(authorization: string | undefined, secret: Uint8Array) {
  const token = authorization?.startsWith("Bearer ") ? authorization.slice(7) : null;
  return token ? await verifyAccessToken(token, secret) : null;
}

/**
 * What the app shares between requests, shared the same way: the admin figures
 * (recent-stats.ts) and the catalogue reads (catalog-reads.ts); or computed every time.
 */
export interface SharedReads {
  bookings(): Promise<unknown[][]>;
  dashboard(): Promise<routes.Reply>;
  catalog(key: string, read: () => Promise<routes.Reply>): Promise<routes.Reply>;
}

export async function dispatch(
  sql: postgres.Sql,
  secret: Uint8Array,
  request: { method?: string; url?: string; authorization?: string },
  shared: SharedReads = {
    bookings: () => routes.adminBookingFigures(sql),
    dashboard: () => routes.adminStats(sql),
    catalog: (_key, read) => read(),
  },
): Promise<routes.Reply> {
  const url = new URL(request.url ?? "/", "http://baseline");
  const path = url.pathname;
  const query = url.searchParams;
  if (request.method !== "GET")
    return { status: 405, body: { error: { code: "METHOD_NOT_ALLOWED" } } };
  if (path === "/api/health") return routes.health(sql);
  if (path === "/api/listings") {
    const datesGiven = query.has("checkIn") || query.has("checkOut");
    return datesGiven
      ? routes.listListings(sql, query)
      : shared.catalog(`listings:${query}`, () => routes.listListings(sql, query));
  }
  if (path === "/api/listings/featured")
    return shared.catalog("featured", () => routes.featured(sql));
  if (path === "/api/listings/search")
    return shared.catalog(`search:${query}`, () => routes.search(sql, query));
  const listing = /^\/api\/listings\/([a-z0-9-]+)(\/availability)?$/.exec(path);
  if (listing?.[1]) {
    return listing[2]
      ? routes.availability(sql, listing[1], query)
      : routes.getListing(sql, listing[1]);
  }
  const principal = await principalOf(request.authorization, secret);
  if (path === "/api/favorites") {
    return principal ? routes.favorites(sql, principal.userId, query) : unauthorized;
  }
  if (!principal) return unauthorized;
  // As the app's admin guard does: the current role, not the token's claim.
  const [account] = await sql.unsafe(CURRENT_ROLE, [principal.userId]);
  if (!account || !ADMIN_ROLES.has(account.role)) return unauthorized;
  if (path === "/api/admin/bookings") return routes.adminBookings(sql, query, shared.bookings);
  if (path === "/api/admin/stats") return shared.dashboard();
  return { status: 404, body: { error: { code: "NOT_FOUND" } } };
}
