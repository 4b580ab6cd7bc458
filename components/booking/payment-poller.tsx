"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { type ReactNode, useEffect, useState } from "react";
import { buttonClass } from "@/components/button-styles";
import { LAPSED_HOLD_WORDS } from "@/components/format/holds";
import { Spinner } from "@/components/spinner";
import { useHydrated } from "@/components/use-hydrated";
import { soldByStart } from "@/lib/activity-starts";
import type { BookingStatus, ListingType, PaymentStatus } from "@/lib/enums";
import { api } from "../api-client";
import { signInHref } from "../sign-in-href";
import { goToCheckout } from "./go-to-checkout";
import { MailNotice, type MailState } from "./mail-notice";

export interface PaymentSnapshot {
  payment: { status: PaymentStatus };
  booking: { id: string; reference: string; status: BookingStatus };
}

const POLL_EVERY_MS = 1500;
const GIVE_UP_AFTER_MS = 60_000;

type View =
  | "checking"
  | "confirmed"
  | "failed"
  | "cancelled"
  | "timeout"
  | "retry-unavailable"
  | "signed-out";

function viewOf(snapshot: PaymentSnapshot): View {
  const { payment, booking } = snapshot;
  if (booking.status === "CONFIRMED" || booking.status === "COMPLETED") return "confirmed";
  if (booking.status === "CANCELLED" || booking.status === "NO_SHOW") return "cancelled";
  if (payment.status === "FAILED") return "failed";
  return "checking";
}

interface PaymentPollerProps {
  paymentReference: string;
  bookingReference: string;
  bookingId: string;
  listing: { title: string; href: string; type: ListingType };
  /**
   * The booking in words: a stay's "Sun 8 Aug – Wed 11 Aug 2027 · 3 nights · 2 adults", an
   * activity's "Mon 14 Dec 2026, 09:00 · 2 people · 3 hours".
   */
  stay: string;
  guestEmail: string;
  /** The status when the page was rendered. */
  initial: PaymentSnapshot;
  /** The booking's hold had ended when the page was rendered (lib/hold-state.ts: LAPSED). */
  holdLapsed: boolean;
  /** The confirmation e-mail, once the booking is confirmed (the page is refreshed for it). */
  confirmationMail: MailState | null;
}

/**
 * The page the checkout returns to: asks for the payment's status every 1.5 s until the
 * webhook has confirmed the booking or the payment failed, for up to a minute.
 */
export function PaymentPoller({
  paymentReference,
  bookingReference,
  bookingId,
  listing,
  stay,
  guestEmail,
  initial,
  holdLapsed,
  confirmationMail,
}: PaymentPollerProps) {
  const router = useRouter();
  const [view, setView] = useState<View>(() => viewOf(initial));
  const [retrying, setRetrying] = useState(false);
  const [retryError, setRetryError] = useState<string | null>(null);
  const hydrated = useHydrated();

  useEffect(() => {
    if (view !== "checking") return;
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const poll = async () => {
      const result = await api.get<PaymentSnapshot>(
        `/api/payments/${encodeURIComponent(paymentReference)}/status`,
      );
      if (stopped) return;
      if (result.ok) {
        const next = viewOf(result.data);
        if (next !== "checking") {
          setView(next);
          // The server's props (the confirmation e-mail's state) follow the new outcome.
          router.refresh();
          return;
        }
      } else if (result.error.status === 401) {
        setView("signed-out");
        return;
      }
      // Still open, or a passing network error: ask again until the minute is up.
      if (Date.now() - started >= GIVE_UP_AFTER_MS) setView("timeout");
      else timer = setTimeout(poll, POLL_EVERY_MS);
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [view, paymentReference, router]);

  async function tryAgain() {
    setRetrying(true);
    setRetryError(null);
    const error = await goToCheckout(bookingId);
    if (!error) return; // Stay busy while the checkout loads.
    setRetrying(false);
    if (error.code === "BOOKING_NOT_PAYABLE") setView("retry-unavailable");
    else if (error.code === "ALREADY_PAID") setView("confirmed");
    else if (error.status === 401) setView("signed-out");
    else setRetryError(error.message);
  }

  const tripHref = `/trips/${encodeURIComponent(bookingReference)}`;
  const tripLink = (label = "View your trip", primary = false) => (
    <Link
      href={tripHref}
      className={primary ? buttonClass("primary", "large") : buttonClass("secondary", "large")}
    >
      {label}
    </Link>
  );

  let content: { tone: Tone; title: string; body: ReactNode; actions?: ReactNode };
  // A failed payment of a lapsed hold cannot be tried again: say so at once.
  const shown: View =
    (view === "failed" || view === "cancelled") && holdLapsed ? "retry-unavailable" : view;
  switch (shown) {
    case "checking":
      content = {
        tone: "waiting",
        title: "Confirming your payment…",
        body: (
          <>
            <p>This usually takes a few seconds. Please keep this page open.</p>
            <p className="mt-2 text-sm text-ink-600">Payment reference {paymentReference}</p>
          </>
        ),
      };
      break;
    case "confirmed":
      content = {
        tone: "positive",
        title: "Booking confirmed",
        body: (
          <>
            <p>
              {soldByStart(listing.type) ? (
                <>
                  You are booked on <strong className="text-ink-900">{listing.title}</strong>.
                </>
              ) : (
                <>
                  Your stay at <strong className="text-ink-900">{listing.title}</strong> is booked.
                </>
              )}
              {confirmationMail ? (
                <>
                  {" "}
                  <MailNotice mail={confirmationMail} what="the confirmation" />
                </>
              ) : null}
            </p>
            <p className="mt-4 rounded-xl bg-forest-50 px-4 py-3 text-ink-900 ring-1 ring-forest-200">
              Booking reference{" "}
              <strong
                className="font-mono text-lg tracking-wider whitespace-nowrap"
                data-testid="booking-reference"
              >
                {bookingReference}
              </strong>
              <span className="mt-1 block text-sm text-ink-700">{stay}</span>
            </p>
          </>
        ),
        actions: (
          <>
            {tripLink("View your trip", true)}
            <Link href="/listings" className={buttonClass("secondary", "large")}>
              Keep exploring
            </Link>
          </>
        ),
      };
      break;
    case "failed":
      content = {
        tone: "negative",
        title: "Your payment didn’t go through",
        body: (
          <>
            <p>
              Nothing was charged. Your dates are still held for a short while, so you can try again
              now, with the same or another card or Mobile Money wallet.
            </p>
            {retryError ? (
              <p role="alert" className="mt-3 font-medium text-clay-700">
                {retryError}
              </p>
            ) : null}
          </>
        ),
        actions: (
          <>
            <button
              type="button"
              onClick={tryAgain}
              disabled={retrying || !hydrated}
              className={buttonClass("primary", "large")}
            >
              {retrying ? <Spinner /> : null}
              {retrying ? "Opening the checkout…" : "Try again"}
            </button>
            {tripLink()}
          </>
        ),
      };
      break;
    case "retry-unavailable":
      content = {
        tone: "negative",
        title: LAPSED_HOLD_WORDS.title,
        body: LAPSED_HOLD_WORDS.trip.map((paragraph, index) => (
          <p key={paragraph} className={index > 0 ? "mt-2" : undefined}>
            {paragraph}
          </p>
        )),
        actions: (
          <>
            <Link href={listing.href} className={buttonClass("primary", "large")}>
              Back to {listing.title}
            </Link>
            {tripLink()}
          </>
        ),
      };
      break;
    case "cancelled":
      content = {
        tone: "negative",
        title: "This booking was cancelled",
        body: (
          <p>
            The booking is no longer active. If a payment went through, it is being refunded in
            full; your trip page has the details.
          </p>
        ),
        actions: tripLink("See the details", true),
      };
      break;
    case "timeout":
      content = {
        tone: "waiting",
        title: "Your payment is still processing",
        body: (
          <p>
            This is taking longer than usual. There is nothing more you need to do: we’ll e-mail{" "}
            <strong className="text-ink-900 [overflow-wrap:anywhere]">{guestEmail}</strong> as soon
            as the payment is confirmed, and your trip page will show it.
          </p>
        ),
        actions: tripLink("Go to your trip", true),
      };
      break;
    case "signed-out":
      content = {
        tone: "waiting",
        title: "Please sign in again",
        body: <p>Your session ended before we could check the payment.</p>,
        actions: (
          <a href={signInHref()} className={buttonClass("primary", "large")}>
            Sign in
          </a>
        ),
      };
      break;
  }

  return (
    <section
      aria-labelledby="payment-outcome"
      className="overflow-hidden rounded-3xl border border-sand-200 bg-white shadow-card"
    >
      <div aria-hidden="true" className={`h-1.5 ${BAND[content.tone]}`} />
      <div className="px-6 py-8 sm:px-10 sm:py-10">
        <div role="status" aria-live="polite" aria-atomic="true">
          <div className="flex items-start gap-4">
            <Icon tone={content.tone} spinning={shown === "checking"} />
            <div className="min-w-0 pt-1">
              <h1
                id="payment-outcome"
                className="font-display text-2xl font-bold tracking-tight text-forest-900 sm:text-3xl"
              >
                {content.title}
              </h1>
            </div>
          </div>
          <div className="mt-5 text-ink-700">{content.body}</div>
        </div>
        {content.actions ? (
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">{content.actions}</div>
        ) : null}
      </div>
    </section>
  );
}

type Tone = "positive" | "waiting" | "negative";

const BAND: Record<Tone, string> = {
  positive: "bg-forest-600",
  waiting: "kente-band",
  negative: "bg-clay-600",
};

function Icon({ tone, spinning }: { tone: Tone; spinning: boolean }) {
  const frame = "grid size-12 shrink-0 place-items-center rounded-full";
  if (spinning) {
    return (
      <span className={`${frame} bg-gold-100 text-gold-600`}>
        <Spinner className="size-6" />
      </span>
    );
  }
  if (tone === "positive") {
    return (
      <span className={`${frame} bg-forest-100 text-forest-700`}>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="size-6 fill-none stroke-current"
          strokeWidth="2.4"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="m5 10.5 3.2 3L15 6.5" />
        </svg>
      </span>
    );
  }
  return (
    <span
      className={`${frame} ${tone === "negative" ? "bg-clay-100 text-clay-700" : "bg-gold-100 text-ink-900"}`}
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-6 fill-current">
        <path d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm0 4a1 1 0 0 1 1 1v4a1 1 0 1 1-2 0v-4a1 1 0 0 1 1-1Zm0 7.25a1.25 1.25 0 1 1 0 2.5 1.25 1.25 0 0 1 0-2.5Z" />
      </svg>
    </span>
  );
}
