import type { Metadata } from "next";
import { cache } from "react";
import { findOrNull, loadOrNotFound } from "@/app/load-or-not-found";
import {
  BookingCancelForm,
  BookingStatusForm,
  type RefundChoices,
  type StatusTarget,
} from "@/components/admin/booking-actions";
import {
  BookingHeader,
  CancelledFact,
  SpecialRequests,
  WhenFacts,
} from "@/components/admin/booking-facts";
import { DataTable, EmptyRow, tdClass } from "@/components/admin/data-table";
import { Fact, Panel } from "@/components/admin/ui";
import { Badge } from "@/components/badge";
import {
  BOOKING_STATUS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS,
  REFUND_STATUS,
  ROLE,
} from "@/components/format/labels";
import { getDb } from "@/db/client";
import { soldByStart } from "@/lib/activity-starts";
import { requireAdminPage } from "@/lib/api/session";
import { BOOKING_ADMIN_TRANSITIONS, checkAdminBookingTransition } from "@/lib/booking-transitions";
import { formatDate, formatDateTime, isoOf } from "@/lib/date-format";
import { todayUtc } from "@/lib/dates";
import { formatGhs } from "@/lib/money-format";
import { bookedOuting } from "@/lib/outing-words";
import { getAdminBooking } from "@/lib/server/admin/bookings/get-booking";
import { cancellationTerms } from "@/lib/server/bookings/cancellation-terms";
import { personName, plural, unitsWords } from "@/lib/words";

export const dynamic = "force-dynamic";

interface PageProps {
  params: Promise<{ reference: string }>;
}

type AdminBooking = Awaited<ReturnType<typeof getAdminBooking>>;

const loadBooking = cache((reference: string): Promise<AdminBooking | null> => {
  const wanted = decodeURIComponent(reference).toUpperCase();
  return findOrNull(() => getAdminBooking(getDb(), { reference: wanted }), {
    valid: /^[A-Z0-9-]{3,40}$/.test(wanted),
  });
});

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  await requireAdminPage();
  const booking = await loadBooking((await params).reference);
  return { title: booking ? `Booking ${booking.reference}` : "Booking not found" };
}

/** The targets of the status form: the admin transitions without CANCELLED (it has its own form). */
function statusTargets(booking: AdminBooking, today: string): StatusTarget[] {
  const [started, ended] = soldByStart(booking.listing.type)
    ? ["the day it starts", "the day after it ends"]
    : ["the check-in day", "the check-out day"];
  return BOOKING_ADMIN_TRANSITIONS[booking.status]
    .filter((to) => to !== "CANCELLED")
    .map((to) => {
      const check = checkAdminBookingTransition({
        from: booking.status,
        to,
        checkIn: booking.checkIn,
        checkOut: booking.checkOut,
        today,
      });
      const notYet = check.ok
        ? null
        : to === "COMPLETED"
          ? `possible from ${ended}, ${formatDate(booking.checkOut)}.`
          : to === "NO_SHOW"
            ? `possible from ${started}, ${formatDate(booking.checkIn)}.`
            : `${check.reason}.`;
      return { value: to, label: BOOKING_STATUS[to].label, notYet };
    });
}

/** Both refund amounts, worked out exactly as the cancel endpoint will. */
async function refundChoices(booking: AdminBooking, adminId: string): Promise<RefundChoices> {
  const db = getDb();
  const [policy, full] = await Promise.all([
    cancellationTerms(db, {
      reference: booking.reference,
      canceller: { kind: "admin", userId: adminId, refundFull: false },
    }),
    cancellationTerms(db, {
      reference: booking.reference,
      canceller: { kind: "admin", userId: adminId, refundFull: true },
    }),
  ]);
  return {
    paidTotal: full.payment ? full.refund.amount : null,
    policy: {
      amount: policy.payment ? policy.refund.amount : "0.00",
      fraction: policy.refund.fraction ?? 0,
      daysBeforeCheckIn: policy.refund.daysBeforeCheckIn,
    },
  };
}

export default async function AdminBookingPage({ params }: PageProps) {
  const admin = await requireAdminPage();
  const booking = await loadOrNotFound(async () => loadBooking((await params).reference));
  const today = todayUtc();
  const targets = statusTargets(booking, today);
  const cancellable = BOOKING_ADMIN_TRANSITIONS[booking.status].includes("CANCELLED");
  const choices = cancellable ? await refundChoices(booking, admin.id) : null;
  const outing = soldByStart(booking.listing.type)
    ? bookedOuting(booking, booking.listing.durationHours)
    : null;
  const history = [...booking.history].reverse();

  return (
    <>
      <BookingHeader
        booking={booking}
        outing={outing}
        listPath="/admin/bookings"
        listingHref={`/admin/listings/${booking.listing.id}`}
      />

      <div className="grid gap-6">
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_19rem]">
          <Panel title={outing ? "Booking and guest" : "Stay and guest"}>
            <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2 2xl:grid-cols-3">
              <WhenFacts outing={outing} booking={booking} />
              <Fact label="Guest name">{booking.guestName}</Fact>
              <Fact label="Guest e-mail">{booking.guestEmail}</Fact>
              <Fact label="Guest phone">{booking.guestPhone}</Fact>
              <Fact label="Booked by">
                {personName(booking.user.profile, booking.user.email)}
                <span className="block text-sm font-normal text-ink-600">
                  {booking.user.email} · {ROLE[booking.user.role].label}
                </span>
              </Fact>
              <Fact label="Booked">{formatDateTime(booking.createdAt)}</Fact>
              {booking.holdExpiresAt ? (
                <Fact label="Hold expires">{formatDateTime(booking.holdExpiresAt)}</Fact>
              ) : null}
              {booking.confirmedAt ? (
                <Fact label="Confirmed">{formatDateTime(booking.confirmedAt)}</Fact>
              ) : null}
              {booking.completedAt ? (
                <Fact label="Completed">{formatDateTime(booking.completedAt)}</Fact>
              ) : null}
              <CancelledFact at={booking.cancelledAt} reason={booking.cancelReason} />
            </dl>
            <SpecialRequests text={booking.specialRequests} />
          </Panel>
          <Panel title="Price" className="lg:self-start">
            <dl className="grid gap-2 text-sm">
              <div className="flex justify-between gap-4">
                <dt className="text-ink-600">
                  {formatGhs(booking.pricePerNight)} ×{" "}
                  {unitsWords({
                    type: booking.listing.type,
                    unit: booking.listing.priceUnit,
                    nights: booking.nights,
                    participants: booking.adults + booking.children,
                  })}
                </dt>
                <dd className="whitespace-nowrap tabular-nums">{formatGhs(booking.subtotal)}</dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt className="text-ink-600">Service fee (10%)</dt>
                <dd className="whitespace-nowrap tabular-nums">{formatGhs(booking.serviceFee)}</dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt className="text-ink-600">Taxes (12.5%)</dt>
                <dd className="whitespace-nowrap tabular-nums">{formatGhs(booking.taxes)}</dd>
              </div>
              <div className="flex justify-between gap-4 border-t border-sand-200 pt-2 text-base font-semibold">
                <dt>Total</dt>
                <dd className="whitespace-nowrap tabular-nums">{formatGhs(booking.total)}</dd>
              </div>
            </dl>
          </Panel>
        </div>
        <div className="grid gap-6 lg:grid-cols-2">
          <Panel
            id="change-status"
            title="Change status"
            description="Only the changes this booking's status allows are offered."
          >
            <BookingStatusForm
              reference={booking.reference}
              status={booking.status}
              targets={targets}
            />
          </Panel>
          {choices || booking.status === "CANCELLED" ? (
            <Panel
              id="cancel"
              title={choices ? "Cancel booking" : "Cancellation"}
              description={
                choices
                  ? `Frees the ${outing ? "spots" : "nights"}, e-mails the guest and refunds the amount you choose.`
                  : undefined
              }
            >
              <BookingCancelForm
                reference={booking.reference}
                byStart={outing !== null}
                choices={choices}
                cancelled={
                  booking.status === "CANCELLED"
                    ? {
                        at: formatDateTime(booking.cancelledAt),
                        reason: booking.cancelReason,
                        refunded: booking.refunds.reduce(
                          (sum, refund) => sum + Number(refund.amount),
                          0,
                        ),
                      }
                    : null
                }
              />
            </Panel>
          ) : null}
        </div>
        <Panel title="History" description="Every status change, oldest at the bottom.">
          {history.length === 0 ? (
            <p className="text-sm text-ink-600">No status changes recorded.</p>
          ) : (
            <ol
              aria-label="Status changes, newest first"
              className="relative grid gap-4 border-l-2 border-sand-200 pl-5"
            >
              {history.map((entry) => (
                <li key={entry.id} className="relative">
                  <span
                    aria-hidden="true"
                    className="absolute top-1.5 -left-[1.69rem] size-3 rounded-full border-2 border-white bg-forest-600 ring-1 ring-forest-600"
                  />
                  <p className="flex flex-wrap items-center gap-2 text-sm">
                    {entry.fromStatus ? (
                      <>
                        <Badge tone={BOOKING_STATUS[entry.fromStatus].tone}>
                          {BOOKING_STATUS[entry.fromStatus].label}
                        </Badge>
                        <span aria-hidden="true">→</span>
                        <span className="sr-only">to</span>
                      </>
                    ) : (
                      <span className="text-ink-600">Created as</span>
                    )}
                    <Badge tone={BOOKING_STATUS[entry.toStatus].tone}>
                      {BOOKING_STATUS[entry.toStatus].label}
                    </Badge>
                  </p>
                  <p className="mt-1 text-sm text-ink-600">
                    <time dateTime={isoOf(entry.createdAt)}>{formatDateTime(entry.createdAt)}</time>{" "}
                    · by{" "}
                    {entry.actor ? (
                      <span className="font-medium text-ink-900">
                        {entry.actor.name}
                        {entry.actor.name !== entry.actor.email ? ` (${entry.actor.email})` : ""}
                      </span>
                    ) : (
                      <span className="font-medium text-ink-900">the system</span>
                    )}
                  </p>
                  {entry.note ? (
                    <p className="mt-1 rounded-lg bg-sand-50 px-3 py-2 text-sm whitespace-pre-line text-ink-900">
                      {entry.note}
                    </p>
                  ) : null}
                </li>
              ))}
            </ol>
          )}
        </Panel>
        <Panel title="Payments">
          <DataTable
            id="payments-caption"
            caption={"Payment attempts of this booking"}
            columns={[
              { label: "Reference" },
              { label: "Status" },
              { label: "Amount", align: "right" },
              { label: "Method" },
              { label: "Paid" },
              { label: "Refunded", align: "right" },
            ]}
          >
            {booking.payments.length === 0 ? (
              <EmptyRow colSpan={6}>No payment attempts.</EmptyRow>
            ) : (
              booking.payments.map((payment) => (
                <tr key={payment.id}>
                  <th scope="row" className={`${tdClass} font-mono font-medium`}>
                    {payment.providerRef}
                  </th>
                  <td className={tdClass}>
                    <Badge tone={PAYMENT_STATUS[payment.status].tone}>
                      {PAYMENT_STATUS[payment.status].label}
                    </Badge>
                    {payment.failureReason ? (
                      <span className="mt-1 block max-w-56 text-xs whitespace-normal text-ink-600">
                        {payment.failureReason}
                      </span>
                    ) : null}
                  </td>
                  <td className={`${tdClass} text-right tabular-nums`}>
                    {formatGhs(payment.amount)}
                  </td>
                  <td className={tdClass}>
                    {payment.method ? PAYMENT_METHOD_LABELS[payment.method] : "—"}
                    {payment.channel ? (
                      <span className="block text-xs text-ink-600">{payment.channel}</span>
                    ) : null}
                  </td>
                  <td className={`${tdClass} whitespace-nowrap`}>
                    {formatDateTime(payment.paidAt)}
                  </td>
                  <td className={`${tdClass} text-right tabular-nums`}>
                    {payment.refundedAmount && Number(payment.refundedAmount) > 0
                      ? formatGhs(payment.refundedAmount)
                      : "—"}
                  </td>
                </tr>
              ))
            )}
          </DataTable>
        </Panel>
        <Panel title="Refunds">
          <DataTable
            id="refunds-caption"
            caption={"Refunds of this booking"}
            columns={[
              { label: "Requested" },
              { label: "Amount", align: "right" },
              { label: "Status" },
              { label: "Reason" },
              { label: "Requests to the provider" },
              { label: "Processed" },
            ]}
          >
            {booking.refunds.length === 0 ? (
              <EmptyRow colSpan={6}>No refunds.</EmptyRow>
            ) : (
              booking.refunds.map((refund) => (
                <tr key={refund.id}>
                  <th scope="row" className={`${tdClass} font-normal whitespace-nowrap`}>
                    {formatDateTime(refund.createdAt)}
                  </th>
                  <td className={`${tdClass} text-right font-semibold tabular-nums`}>
                    {formatGhs(refund.amount)}
                  </td>
                  <td className={tdClass}>
                    <Badge tone={REFUND_STATUS[refund.status].tone}>
                      {REFUND_STATUS[refund.status].label}
                    </Badge>
                  </td>
                  <td className={`${tdClass} max-w-64 whitespace-normal`}>
                    {refund.reason ?? "—"}
                  </td>
                  <td className={`${tdClass} max-w-64 whitespace-normal`}>
                    {plural(refund.attempts, "request")}
                    {refund.lastError ? <p>Last failure: {refund.lastError}</p> : null}
                    {refund.status === "PENDING" && refund.nextAttemptAt ? (
                      <p>Next try {formatDateTime(refund.nextAttemptAt)}</p>
                    ) : null}
                  </td>
                  <td className={`${tdClass} whitespace-nowrap`}>
                    {formatDateTime(refund.processedAt)}
                  </td>
                </tr>
              ))
            )}
          </DataTable>
        </Panel>
      </div>
    </>
  );
}
