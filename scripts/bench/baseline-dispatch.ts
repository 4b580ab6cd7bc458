// Routes a request of the baseline to its handler, with the same Bearer-token check as the app.
import type postgres from "postgres";
import { verifyAccessToken } from "../../lib/auth/access-token";
import * as routes from "./baseline-routes";

const ADMIN_ROLES = new Set(["ADMIN", "SUPER_ADMIN"]);
const unauthorized: routes.Reply = { status: 401, body: { error: { code: "UNAUTHORIZED" } } };

async function principalOf(authorization: string | undefined, secret: Uint8Array) {
  const token = authorization?.startsWith("Bearer ") ? authorization.slice(7) : null;
  return token ? await verifyAccessToken(token, secret) : null;
}

/** The admin figures as the app serves them: shared for a while (recent-stats.ts), or fresh. */
export interface AdminFigures {
  bookings(): Promise<unknown[][]>;
  dashboard(): Promise<routes.Reply>;
}

export async function dispatch(
  sql: postgres.Sql,
  secret: Uint8Array,
  request: { method?: string; url?: string; authorization?: string },
  figures: AdminFigures = {
    bookings: () => routes.adminBookingFigures(sql),
    dashboard: () => routes.adminStats(sql),
  },
): Promise<routes.Reply> {
  const url = new URL(request.url ?? "/", "http://baseline");
  const path = url.pathname;
  const query = url.searchParams;
  if (request.method !== "GET")
    return { status: 405, body: { error: { code: "METHOD_NOT_ALLOWED" } } };
  if (path === "/api/health") return { status: 200, body: { data: { status: "ok" } } };
  if (path === "/api/listings") return routes.listListings(sql, query);
  if (path === "/api/listings/featured") return routes.featured(sql);
  if (path === "/api/listings/search") return routes.search(sql, query);
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
  if (!principal || !ADMIN_ROLES.has(principal.role)) return unauthorized;
  if (path === "/api/admin/bookings") return routes.adminBookings(sql, query, figures.bookings);
  if (path === "/api/admin/stats") return figures.dashboard();
  return { status: 404, body: { error: { code: "NOT_FOUND" } } };
}
