import type { Database } from "@/db/client";
import { recentResult } from "../../cache/recent-result";
import { adminBookingStats } from "../bookings/list-bookings";
import { dashboardStats } from "./dashboard-stats";

// Whole-history aggregates take seconds on a million bookings, so the dashboard and the
// bookings table's figures are shared for maxAgeSeconds (STATS_MAX_AGE_SECONDS; decisions.md,
// "Admin stats"). Each is called as (db, { maxAgeSeconds }).

export const recentDashboardStats = recentResult((db: Database) => dashboardStats(db));

export const recentAdminBookingStats = recentResult((db: Database) => adminBookingStats(db));
