import { auditLogQuery, outboxQuery, webhookEventsQuery } from "@/lib/schemas/admin-support";
import type { Operation } from "../operation";
import {
  auditEntry,
  dashboardStats,
  outboxEmail,
  webhookEvent,
} from "../responses/admin-dashboard";
import { dataOf, pageOf } from "../responses/common";

export const adminDashboardOperations: Operation[] = [
  {
    method: "get",
    path: "/api/admin/stats",
    tag: "Admin: dashboard",
    summary: "Dashboard figures",
    description:
      "Users, bookings, revenue, occupancy over the last 30 days, the latest bookings, the top listings and 12 months of series (UTC months).",
    access: "admin",
    replies: { 200: { description: "The figures", schema: dataOf(dashboardStats) } },
  },
  {
    method: "get",
    path: "/api/admin/audit-log",
    tag: "Admin: dashboard",
    summary: "The audit trail",
    description: "Every admin write, newest first, for one record or one actor.",
    access: "admin",
    query: auditLogQuery,
    replies: { 200: { description: "A page of entries", schema: pageOf(auditEntry) } },
  },
  {
    method: "get",
    path: "/api/admin/outbox",
    tag: "Admin: dashboard",
    summary: "The e-mail outbox",
    description: "The latest e-mails with their delivery state, newest first.",
    access: "admin",
    query: outboxQuery,
    replies: { 200: { description: "A page of e-mails", schema: pageOf(outboxEmail) } },
  },
  {
    method: "get",
    path: "/api/admin/webhook-events",
    tag: "Admin: dashboard",
    summary: "Provider events",
    description: "The latest payment events with what processing concluded, newest first.",
    access: "admin",
    query: webhookEventsQuery,
    replies: { 200: { description: "A page of events", schema: pageOf(webhookEvent) } },
  },
];
