import { getDb } from "@/db/client";
import { recentResult } from "../../cache/recent-result";
import { config } from "../../config";
import { adminBookingStats } from "../bookings/list-bookings";
import { dashboardStats } from "./dashboard-stats";

// Whole-history aggregates take seconds on a million bookings, so the dashboard and the
// bookings table's figures are shared for STATS_MAX_AGE_SECONDS (decisions.md, "Admin stats").
const maxAge = () => config().STATS_MAX_AGE_SECONDS;

export const recentDashboardStats = recentResult(maxAge, () => dashboardStats(getDb()));

export const recentAdminBookingStats = recentResult(maxAge, () => adminBookingStats(getDb()));
