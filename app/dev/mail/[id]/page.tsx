import type { Metadata } from "next";
import Link from "next/link";
import type { ReactNode } from "react";
import { cache } from "react";
import { loadOrNotFound } from "@/app/load-or-not-found";
import { Badge } from "@/components/badge";
import { EMAIL_STATUS } from "@/components/format/labels";
import { textLink } from "@/components/link-styles";
import { getDb } from "@/db/client";
import { requirePageUser } from "@/lib/api/session";
import { formatDateTime } from "@/lib/date-format";
import { mayReadOutboxMessage } from "@/lib/email-delivery";
import { mailer } from "@/lib/providers";
import { outboxMessage } from "@/lib/server/email/outbox-message";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "E-mail in the outbox", robots: { index: false } };

/**
 * The development mail viewer (as letter_opener and Mailpit are): while no e-mail provider
 * delivers the outbox, the message a booking caused can be read here by the account that made
 * the booking and by administrators (lib/email-delivery.ts). To anyone else, and on any server
 * with a mail key, the page does not exist.
 */
const loadMessage = cache(async (id: string) => {
  const user = await requirePageUser(`/dev/mail/${encodeURIComponent(id)}`);
  const providerConfigured = mailer() !== null;
  return loadOrNotFound(
    async () => {
      if (providerConfigured) return null;
      const message = await outboxMessage(getDb(), { id });
      const allowed = mayReadOutboxMessage({
        providerConfigured,
        reader: { userId: user.id, role: user.role },
        bookingOwnerId: message.bookingOwnerId,
      });
      return allowed ? message : null;
    },
    { valid: /^[a-z0-9]{1,64}$/i.test(id) },
  );
});

export default async function OutboxMessagePage({ params }: { params: Promise<{ id: string }> }) {
  const message = await loadMessage((await params).id);
  const status = EMAIL_STATUS[message.status];
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <p
        role="note"
        className="rounded-xl border-2 border-dashed border-gold-600 bg-gold-100 px-4 py-3 text-sm text-ink-900"
      >
        <strong>Development mail viewer.</strong> No e-mail provider is set up on this server
        (RESEND_API_KEY is not set), so messages are not sent: they wait in the outbox, and this
        page shows one as it would arrive.
      </p>
      <h1 className="mt-6 font-display text-2xl font-bold tracking-tight text-forest-900 sm:text-3xl">
        {message.subject}
      </h1>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[8rem_1fr]">
        <Field label="To">
          <span className="[overflow-wrap:anywhere]">{message.toAddress}</span>
        </Field>
        <Field label="Queued">{formatDateTime(message.createdAt, "GMT")}</Field>
        <Field label="Status">
          <Badge tone={status.tone}>{status.label}</Badge>
        </Field>
        {message.bookingReference ? (
          <Field label="Booking">
            <Link
              href={`/trips/${encodeURIComponent(message.bookingReference)}`}
              className={textLink}
            >
              {message.bookingReference}
            </Link>
          </Field>
        ) : null}
      </dl>

      <section aria-labelledby="html-title" className="mt-8">
        <h2 id="html-title" className="font-display text-lg font-bold text-forest-900">
          As HTML
        </h2>
        {/* Sandboxed: no scripts, no forms, no navigation out of the frame. */}
        <iframe
          title={`The e-mail “${message.subject}” as HTML`}
          srcDoc={message.html}
          sandbox=""
          className="mt-3 h-[36rem] w-full rounded-xl border border-sand-300 bg-white"
        />
      </section>
      <section aria-labelledby="text-title" className="mt-8">
        <h2 id="text-title" className="font-display text-lg font-bold text-forest-900">
          As plain text
        </h2>
        <pre className="mt-3 overflow-auto rounded-xl bg-sand-100 p-4 font-sans text-sm leading-relaxed whitespace-pre-wrap text-ink-900">
          {message.text}
        </pre>
      </section>
    </div>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-ink-600">{label}</dt>
      <dd className="text-ink-900">{children}</dd>
    </>
  );
}
