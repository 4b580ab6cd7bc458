// What became of an e-mail, in the terms a page can state truthfully, and who may read a
// message that waits in the outbox (the development mail viewer, /dev/mail/{id}).
import type { EmailStatus, Role } from "./enums";

/**
 * - `SENT`: the provider accepted it.
 * - `QUEUED`: a provider is configured and the message is about to go (or will be retried).
 * - `OUTBOX`: no provider is configured (embedded mode without RESEND_API_KEY): the message
 *   stays in the outbox, where a developer or an admin can read it.
 * - `FAILED`: given up after its retries.
 */
export type MailDelivery = "SENT" | "QUEUED" | "OUTBOX" | "FAILED";

export function mailDelivery(status: EmailStatus, providerConfigured: boolean): MailDelivery {
  if (status === "SENT") return "SENT";
  if (status === "FAILED") return "FAILED";
  return providerConfigured ? "QUEUED" : "OUTBOX";
}

export interface OutboxReader {
  userId: string;
  role: Role;
}

/**
 * The mail viewer exists only while no provider delivers mail (never in a deployment with a
 * mail key), and shows a message to the account that made its booking and to administrators;
 * to anyone else (and a message about no booking, to anyone but administrators) it does not exist.
 */
export function mayReadOutboxMessage(input: {
  providerConfigured: boolean;
  reader: OutboxReader;
  /** The account that made the message's booking; null when it is about no booking. */
  bookingOwnerId: string | null;
}): boolean {
  if (input.providerConfigured) return false;
  if (input.reader.role === "ADMIN" || input.reader.role === "SUPER_ADMIN") return true;
  return input.bookingOwnerId !== null && input.bookingOwnerId === input.reader.userId;
}
