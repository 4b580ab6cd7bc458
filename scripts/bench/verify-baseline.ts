// Before measuring, proves the baseline runs the app's SQL: for two requests of every baseline
// scenario, the statements (text and parameters) the app's service sends and those the baseline
// sends are captured and must be the same.

import { config } from "@/lib/platform/config";
import type { Database } from "../../db/client";
import { parseQuery } from "../../lib/api/parse";
import { verifyAccessToken } from "../../lib/auth/access-token";
import { pageRequest } from "../../lib/pagination";
import { adminBookingsQuery } from "../../lib/schemas/admin-bookings";
import {
  availabilityQuery,
  favoritesQuery,
  featuredQuery,
  listListingsQuery,
  searchQuery,
} from "../../lib/schemas/catalog";
import { listAdminBookings } from "../../lib/server/admin/bookings/list-bookings";
import { dashboardStats } from "../../lib/server/admin/stats/dashboard-stats";
import { featuredListings } from "../../lib/server/catalog/featured-listings";
import { getPublishedListing } from "../../lib/server/catalog/get-listing";
import { listListings } from "../../lib/server/catalog/list-listings";
import { listingAvailability } from "../../lib/server/catalog/listing-availability";
import { searchListings } from "../../lib/server/catalog/search-listings";
import { listFavorites } from "../../lib/server/favorites/list-favorites";
import { checkDatabase } from "../../lib/server/health";
import { dispatch } from "./baseline-dispatch";
import { adminStats } from "./baseline-routes";
import { capturingClient, drizzleOn, type Statement } from "./capture-sql";
import type { Scenario } from "./scenarios";

const GHS_PER_USD = process.env.GHS_PER_USD ?? "15.5";

/** What the app's route for `path` calls, with the route's own query parsing. */
async function callApp(db: Database, path: string, userId: string, now: Date): Promise<unknown> {
  const request = new Request(`http://app${path}`);
  const { pathname } = new URL(request.url);
  const { appUrl } = config();
  if (pathname === "/api/health") return checkDatabase(db);
  if (pathname === "/api/listings") {
    const { sort, page, limit, ...filters } = parseQuery(request, listListingsQuery);
    return listListings(db, { filters, sort, page: pageRequest(page, limit), appUrl });
  }
  if (pathname === "/api/listings/featured")
    return featuredListings(db, { ...parseQuery(request, featuredQuery), appUrl });
  if (pathname === "/api/listings/search")
    return searchListings(db, parseQuery(request, searchQuery));
  if (pathname === "/api/favorites") {
    const { page, limit } = parseQuery(request, favoritesQuery);
    return listFavorites(db, { userId, page: pageRequest(page, limit), appUrl });
  }
  if (pathname === "/api/admin/bookings") {
    const { page, limit, ...filters } = parseQuery(request, adminBookingsQuery);
    return listAdminBookings(db, { ...filters, page: pageRequest(page, limit) });
  }
  if (pathname === "/api/admin/stats") return dashboardStats(db, { now });
  const [, , , slug, availability] = pathname.split("/");
  if (!slug) throw new Error(`no app route for ${path}`);
  return availability
    ? listingAvailability(db, { slug, ...parseQuery(request, availabilityQuery) })
    : getPublishedListing(db, { slug, ghsPerUsd: GHS_PER_USD, appUrl });
}

const sorted = (log: Statement[]) => log.map((s) => `${s.text}\n${s.params}`).sort();

export async function verifyBaseline(
  databaseUrl: string,
  secret: Uint8Array,
  list: Scenario[],
): Promise<void> {
  const appLog: Statement[] = [];
  const baselineLog: Statement[] = [];
  const appClient = capturingClient(databaseUrl, appLog);
  const baselineClient = capturingClient(databaseUrl, baselineLog);
  const db = drizzleOn(appClient);
  // postgres.js asks for the array types once per connection; that is not the app's SQL.
  await Promise.all([appClient`select 1`, baselineClient`select 1`]);
  try {
    for (const scenario of list.filter((s) => s.baseline)) {
      for (const index of [0, 1]) {
        const { path, headers } = scenario.request(index);
        const principal = headers?.authorization
          ? await verifyAccessToken(headers.authorization.slice(7), secret)
          : null;
        const now = new Date();
        appLog.length = 0;
        baselineLog.length = 0;
        await callApp(db, path, principal?.userId ?? "", now);
        const reply = path.startsWith("/api/admin/stats")
          ? await adminStats(baselineClient, now)
          : await dispatch(baselineClient, secret, {
              method: "GET",
              url: path,
              authorization: headers?.authorization,
            });
        if (reply.status !== 200) throw new Error(`baseline answered ${reply.status} to ${path}`);
        const [app, baseline] = [sorted(appLog), sorted(baselineLog)];
        const mismatch = app.find((statement, i) => statement !== baseline[i]);
        if (app.length === 0 || app.length !== baseline.length || mismatch !== undefined) {
          throw new Error(
            `baseline SQL differs from the app's for ${path}:\napp:\n${app.join("\n")}\nbaseline:\n${baseline.join("\n")}`,
          );
        }
      }
    }
  } finally {
    await Promise.all([appClient.end(), baselineClient.end()]);
  }
}
