import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { bookings, emailOutbox } from "@/db/schema";
import { type MailDelivery, mailDelivery } from "@/lib/email-delivery";
import { notFound } from "@/lib/errors";
import { BOOKING_CANCELLED_TEMPLATE, bookingCancelledKey } from "./templates/booking-cancelled";
import { BOOKING_CONFIRMED_TEMPLATE, bookingConfirmedKey } from "./templates/booking-confirmed";

/** The booking messages a page reports on. */
export type BookingMailKind = "confirmed" | "cancelled";

const KEYS: Record<BookingMailKind, (bookingId: string) => string> = {
  confirmed: bookingConfirmedKey,
  cancelled: bookingCancelledKey,
};

/** Templates whose outbox key is `<template>/<bookingId>`. */
const BOOKING_TEMPLATES = new Set([BOOKING_CONFIRMED_TEMPLATE, BOOKING_CANCELLED_TEMPLATE]);

export interface BookingMailParams {
  bookingId: string;
  kind: BookingMailKind;
  /** Whether an e-mail provider delivers the outbox (a mailer is configured). */
  providerConfigured: boolean;
}

export interface BookingMail {
  id: string;
  to: string;
  delivery: MailDelivery;
}

/** What became of a booking's confirmation or cancellation notice; null when none was queued. */
export async function bookingMail(
  db: DbOrTx,
  { bookingId, kind, providerConfigured }: BookingMailParams,
): Promise<BookingMail | null> {
  const [row] = await db
    .select({ id: emailOutbox.id, to: emailOutbox.toAddress, status: emailOutbox.status })
    .from(emailOutbox)
    .where(eq(emailOutbox.idempotencyKey, KEYS[kind](bookingId)));
  if (!row) return null;
  return { id: row.id, to: row.to, delivery: mailDelivery(row.status, providerConfigured) };
}

export interface OutboxMessageParams {
  id: string;
}

/**
 * One outbox message for the development mail viewer, with the account that made its booking
 * (null for a message about no booking), which decides who may read it
 * (lib/email-delivery.ts, mayReadOutboxMessage).
 */
export async function outboxMessage(db: DbOrTx, { id }: OutboxMessageParams) {
  const [message] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  if (!message) throw notFound("E-mail");
  const [template, bookingId] = message.idempotencyKey.split("/");
  let bookingOwnerId: string | null = null;
  let bookingReference: string | null = null;
  if (template && BOOKING_TEMPLATES.has(template) && bookingId) {
    const [booking] = await db
      .select({ userId: bookings.userId, reference: bookings.reference })
      .from(bookings)
      .where(eq(bookings.id, bookingId));
    bookingOwnerId = booking?.userId ?? null;
    bookingReference = booking?.reference ?? null;
  }
  return { ...message, bookingOwnerId, bookingReference };
}
