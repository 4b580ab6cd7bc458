import type { Database } from "@/db/client";
import { recentResult } from "../../cache/recent-result";
import { adminBookingStats } from "../bookings/list-bookings";
import { dashboardStats } from "./dashboard-stats";

// The bookings table's figures aggregate the whole history (seconds on a million bookings),
// and the dashboard's occupancy reads a month of nights (under a second), so both are shared
// for maxAgeSeconds (STATS_MAX_AGE_SECONDS; decisions.md, "Admin stats"). Each is called as
// (db, { maxAgeSeconds }).

export const recentDashboardStats = recentResult((db: Database) => dashboardStats(db));

export const recentAdminBookingStats = recentResult((db: Database) => adminBookingStats(db));
