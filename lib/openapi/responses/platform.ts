// Health, the scheduled job, provider callbacks and this document itself.
import { z } from "zod";
import { count } from "./common";

export const health = z.object({ status: z.literal("ok"), database: z.literal("ok") });

export const maintenanceReport = z.object({
  releasedHolds: count,
  completedStays: count,
  refundsSubmitted: count,
  emailsSent: count,
  earningsReleased: count,
  payoutsCreated: count,
  payoutsRequested: count,
  calendarsSynced: count.meta({ description: "Imported calendars fetched and applied" }),
  calendarsFailed: count.meta({ description: "Imported calendars whose fetch or reading failed" }),
});

export const webhookReceived = z.object({ received: z.literal(true) });

/** The webhook's only answer outside the error shape (interface.md §5). */
export const webhookRefused = z.object({ error: z.string() });

export const openApiDocumentShape = z.looseObject({
  openapi: z.literal("3.1.0"),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});
