// What a page says about an e-mail it caused: only what actually happened to it
// (lib/email-delivery.ts), never "we have e-mailed" for a message still in the outbox.

import type { MailDelivery } from "@/lib/email-delivery";

/** "the confirmation", "a cancellation notice": what the message is. */
export function mailSentence(delivery: MailDelivery, what: string, to: string): string {
  switch (delivery) {
    case "SENT":
      return `We have e-mailed ${what} to ${to}.`;
    case "QUEUED":
      return `${capital(what)} is on its way to ${to}.`;
    case "OUTBOX":
      return `${capital(what)} to ${to} was not sent: no e-mail provider is set up on this server, so it waits in the outbox.`;
    case "FAILED":
      return `We could not e-mail ${what} to ${to}; your trip page has all the details.`;
  }
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The development mail viewer's address for an outbox message. */
export function outboxMessageHref(id: string): string {
  return `/dev/mail/${encodeURIComponent(id)}`;
}
