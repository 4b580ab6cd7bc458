import type { Metadata } from "next";
import Link from "next/link";
import { DataTable, Pager } from "@/components/admin/data-table";
import { EmailAddress } from "@/components/admin/email-address";
import { FilterBar, FilterField, inputClass } from "@/components/admin/filter-bar";
import { enumParam, pageParam, type RawSearchParams } from "@/components/admin/query";
import { disclosureClass, JsonDetails, Notice, PageHeader, Panel } from "@/components/admin/ui";
import { Badge } from "@/components/badge";
import { hrefWith } from "@/components/catalog/listing-query";
import { EMAIL_STATUS, type Tone } from "@/components/format/labels";
import { tableLink } from "@/components/link-styles";
import { getDb } from "@/db/client";
import { requireAdminPage } from "@/lib/api/session";
import { formatDateTime, isoOf } from "@/lib/date-format";
import { EMAIL_STATUSES } from "@/lib/enums";
import { pageRequest } from "@/lib/pagination";
import { config } from "@/lib/platform/config";
import { listOutbox } from "@/lib/server/admin/support/list-outbox";
import { listWebhookEvents } from "@/lib/server/admin/support/list-webhook-events";
import { humanize, plural } from "@/lib/words";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Outbox and webhooks" };

const PAGE_SIZE = 20;

/** Outcomes that mean "applied as intended" read as positive; errors as problems. */
function outcomeTone(outcome: string | null, error: string | null): Tone {
  if (error) return "negative";
  if (!outcome) return "waiting";
  if (/mismatch|unknown|failed|refund_required|rejected/.test(outcome)) return "negative";
  if (/pending|processing/.test(outcome)) return "waiting";
  if (/ignored|duplicate|already/.test(outcome)) return "neutral";
  return "positive";
}

const BOOKING_REFERENCE = /^BK-[A-Z2-9]{8}/;

export default async function AdminSupportPage({
  searchParams,
}: {
  searchParams: Promise<RawSearchParams>;
}) {
  await requireAdminPage();
  const raw = await searchParams;
  const emailStatus = enumParam(raw.emailStatus, EMAIL_STATUSES);
  const outboxPage = pageParam(raw.outboxPage);
  const eventsPage = pageParam(raw.eventsPage);
  const db = getDb();
  const [outbox, events] = await Promise.all([
    listOutbox(db, {
      filters: { status: emailStatus },
      page: pageRequest(outboxPage, PAGE_SIZE),
    }),
    listWebhookEvents(db, { filters: {}, page: pageRequest(eventsPage, PAGE_SIZE) }),
  ]);
  const mailerOff = !config().RESEND_API_KEY;
  const state = { emailStatus, outboxPage, eventsPage };
  const href = (changes: Partial<typeof state>) =>
    hrefWith("/admin/support", {
      ...state,
      ...changes,
      outboxPage:
        (changes.outboxPage ?? outboxPage) > 1 ? (changes.outboxPage ?? outboxPage) : undefined,
      eventsPage:
        (changes.eventsPage ?? eventsPage) > 1 ? (changes.eventsPage ?? eventsPage) : undefined,
    });

  return (
    <>
      <PageHeader
        title="Outbox and webhooks"
        description="For support: the e-mails the service wrote and whether they went out, and the payment events it received with what it made of them."
      />

      <div className="grid gap-6">
        <Panel
          id="outbox"
          title="E-mail outbox"
          description={`${plural(outbox.total, "e-mail", "e-mails")}${emailStatus ? ` ${EMAIL_STATUS[emailStatus].label.toLowerCase()}` : ""}, newest first.`}
        >
          {mailerOff ? (
            <div className="mb-4">
              <Notice title="E-mail delivery is off">
                No e-mail provider is configured (RESEND_API_KEY is not set), so messages are not
                sent: they stay here as “Queued”, and can be read below.
              </Notice>
            </div>
          ) : null}
          <FilterBar
            plain
            action="/admin/support"
            label="Filter e-mails"
            clearHref={emailStatus ? "/admin/support" : undefined}
          >
            <FilterField
              id="filter-email-status"
              label="Delivery"
              className="w-full min-[420px]:w-48"
            >
              <select
                id="filter-email-status"
                name="emailStatus"
                defaultValue={emailStatus ?? ""}
                className={inputClass}
              >
                <option value="">Any delivery status</option>
                {EMAIL_STATUSES.map((value) => (
                  <option key={value} value={value}>
                    {EMAIL_STATUS[value].label}
                  </option>
                ))}
              </select>
            </FilterField>
          </FilterBar>
          <DataTable
            id="outbox-caption"
            caption={"E-mails in the outbox, newest first"}
            columns={[
              { label: "To", className: "font-medium md:max-w-60" },
              { label: "Subject", className: "md:max-w-80" },
              { label: "Status" },
              { label: "Attempts", align: "right", className: "tabular-nums" },
              { label: "Last error", className: "text-xs break-words text-clay-700 md:max-w-64" },
              { label: "Created / sent", className: "text-ink-600 md:whitespace-nowrap" },
            ]}
            empty={`No e-mails${emailStatus ? " with this status" : " yet"}.`}
            rows={outbox.items.map((email) => ({
              key: email.id,
              cells: [
                <EmailAddress key="to" email={email.to} />,
                <>
                  <span className="font-medium">{email.subject}</span>
                  <span className="block text-xs text-ink-600">{humanize(email.template)}</span>
                  <details className="mt-1">
                    <summary className={disclosureClass}>Read the e-mail</summary>
                    <pre className="mt-2 max-h-80 overflow-auto rounded-lg bg-sand-100 p-3 font-sans text-xs leading-relaxed whitespace-pre-wrap text-ink-900">
                      {email.text}
                    </pre>
                  </details>
                </>,
                <>
                  <Badge tone={EMAIL_STATUS[email.status].tone}>
                    {EMAIL_STATUS[email.status].label}
                  </Badge>
                  {email.status === "PENDING" && email.attempts > 0 ? (
                    <span className="mt-1 block text-xs text-ink-600">
                      retry {formatDateTime(email.nextAttemptAt)}
                    </span>
                  ) : null}
                </>,
                email.attempts,
                email.lastError ?? <span className="text-ink-500">—</span>,
                <>
                  <time dateTime={isoOf(email.createdAt)}>{formatDateTime(email.createdAt)}</time>
                  <span className="block text-xs">
                    {email.sentAt ? `sent ${formatDateTime(email.sentAt)}` : "not sent"}
                  </span>
                </>,
              ],
            }))}
          />
          <Pager
            label="E-mail pages"
            page={outboxPage}
            totalPages={Math.ceil(outbox.total / PAGE_SIZE)}
            hrefFor={(page) => `${href({ outboxPage: page })}#outbox`}
          />
        </Panel>

        <Panel
          id="webhooks"
          title="Payment events"
          description={`${plural(events.total, "event", "events")} received from the payment provider, newest first, with the outcome of processing.`}
        >
          <DataTable
            id="webhooks-caption"
            caption={"Payment provider events, newest first"}
            columns={[
              { label: "Event", className: "font-mono text-xs font-semibold" },
              { label: "Reference", className: "font-mono text-xs break-all" },
              { label: "Outcome" },
              { label: "Error", className: "text-xs break-words text-clay-700 md:max-w-64" },
              { label: "Received / processed", className: "text-ink-600 md:whitespace-nowrap" },
              { label: "Payload" },
            ]}
            empty="No events received yet."
            rows={events.items.map((event) => {
              const booking = event.reference?.match(BOOKING_REFERENCE)?.[0];
              return {
                key: event.id,
                cells: [
                  <>
                    {event.event}
                    <span className="block font-sans font-normal text-ink-600">
                      {event.provider}
                    </span>
                  </>,
                  booking ? (
                    <Link key="reference" href={`/admin/bookings/${booking}`} className={tableLink}>
                      {event.reference}
                    </Link>
                  ) : (
                    (event.reference ?? "—")
                  ),
                  <Badge key="outcome" tone={outcomeTone(event.outcome, event.error)}>
                    {event.outcome ? humanize(event.outcome) : "Not processed"}
                  </Badge>,
                  event.error ?? <span className="text-ink-500">—</span>,
                  <>
                    <time dateTime={isoOf(event.receivedAt)}>
                      {formatDateTime(event.receivedAt)}
                    </time>
                    <span className="block text-xs">
                      {event.processedAt
                        ? `processed ${formatDateTime(event.processedAt)}`
                        : "not processed"}
                    </span>
                  </>,
                  <JsonDetails key="payload" summary="Show payload" value={event.payload} />,
                ],
              };
            })}
          />
          <Pager
            label="Event pages"
            page={eventsPage}
            totalPages={Math.ceil(events.total / PAGE_SIZE)}
            hrefFor={(page) => `${href({ eventsPage: page })}#webhooks`}
          />
        </Panel>
      </div>
    </>
  );
}
