// The dashboard figures and the support lists (audit trail, e-mail outbox, provider events).
import { z } from "zod";
import { BOOKING_STATUSES, EMAIL_STATUSES } from "@/lib/enums";
import { bookingReference, count, money, recordId, timestamp } from "./common";

const percent = z.number().meta({ description: "Percent, one decimal" });

export const dashboardStats = z.object({
  users: z.object({ total: count, newThisMonth: count, growth: percent }),
  bookings: z.object({ total: count, thisMonth: count, revenue: money, avgBookingValue: money }),
  listings: z.object({
    total: count.meta({ description: "Listings that are not archived" }),
    published: count,
    archived: count.meta({ description: "Archived listings, which total leaves out" }),
    avgOccupancy: percent,
  }),
  recentBookings: z.array(
    z.object({
      id: recordId,
      reference: bookingReference,
      status: z.enum(BOOKING_STATUSES),
      total: money,
      guestName: z.string(),
      listing: z.object({ id: recordId, title: z.string() }),
      createdAt: timestamp,
    }),
  ),
  topListings: z.array(
    z.object({
      id: recordId,
      title: z.string(),
      slug: z.string(),
      bookingCount: count,
      revenue: money,
    }),
  ),
  series: z.object({
    months: z.array(
      z.object({
        month: z
          .string()
          .regex(/^\d{4}-\d{2}$/)
          .meta({ description: "UTC calendar month, YYYY-MM" }),
        bookings: count,
        revenue: money,
      }),
    ),
  }),
  hostPayouts: z
    .object({
      owed: money.meta({
        description: "Earned by hosts, not yet paid: pending, available, in flight",
      }),
      paid: money,
    })
    .meta({ description: "From the hosts' earnings ledger" }),
});

export const auditEntry = z.object({
  id: recordId,
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  actor: z.object({ id: recordId, name: z.string(), email: z.email() }).nullable(),
  before: z.unknown().meta({ description: "The record before the write (JSON), or null" }),
  after: z.unknown().meta({ description: "The record after the write (JSON), or null" }),
  createdAt: timestamp,
});

export const outboxEmail = z.object({
  id: recordId,
  to: z.string(),
  subject: z.string(),
  template: z.string(),
  status: z.enum(EMAIL_STATUSES),
  attempts: count,
  lastError: z.string().nullable(),
  nextAttemptAt: timestamp,
  providerMessageId: z.string().nullable(),
  text: z.string(),
  createdAt: timestamp,
  sentAt: timestamp.nullable(),
});

export const webhookEvent = z.object({
  id: recordId,
  provider: z.string(),
  event: z.string(),
  reference: z.string().nullable(),
  outcome: z.string().nullable(),
  error: z.string().nullable(),
  payload: z.unknown().meta({ description: "The event as the provider sent it" }),
  receivedAt: timestamp,
  processedAt: timestamp.nullable(),
});
