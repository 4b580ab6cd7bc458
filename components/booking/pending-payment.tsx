"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { buttonClass } from "@/components/button-styles";
import { LAPSED_HOLD_WORDS } from "@/components/format/holds";
import { Spinner } from "@/components/spinner";
import { useHydrated } from "@/components/use-hydrated";
import { plural } from "@/lib/words";
import { signInHref } from "../sign-in-href";
import { goToCheckout } from "./go-to-checkout";

interface PendingPaymentProps {
  bookingId: string;
  total: string;
  /** When the hold ends (ISO timestamp). */
  holdExpiresAt: string;
  /** The server's clock when the page was rendered, to correct a skewed device clock. */
  serverNow: number;
  listingHref: string;
}

/** Minutes left at which the hold's remaining time is read out; never every second. */
const ANNOUNCE_AT_MINUTES = [10, 5, 2, 1];

function clock(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(seconds / 60);
  const hours = Math.floor(minutes / 60);
  const mm = String(minutes % 60).padStart(hours > 0 ? 2 : 1, "0");
  const ss = String(seconds % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${mm}:${ss}` : `${mm}:${ss}`;
}

function inWords(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `${plural(minutes, "minute", "minutes")}`;
}

/**
 * A PENDING booking's call to action: the hold's remaining time (a visible clock that screen
 * readers read on demand, plus a few spoken milestones) and "Pay now", which opens a new
 * checkout for the booking.
 */
export function PendingPayment({
  bookingId,
  total,
  holdExpiresAt,
  serverNow,
  listingHref,
}: PendingPaymentProps) {
  const router = useRouter();
  const hydrated = useHydrated();
  const expiresAt = Date.parse(holdExpiresAt);
  // Server time minus this device's time, fixed at first render.
  const [skew] = useState(() => serverNow - Date.now());
  const [remaining, setRemaining] = useState(() => expiresAt - serverNow);
  const [announcement, setAnnouncement] = useState("");
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const expired = remaining <= 0;

  useEffect(() => {
    let previous: number | null = null;
    const tick = () => {
      const left = expiresAt - (Date.now() + skew);
      setRemaining(left);
      if (left <= 0) {
        setAnnouncement(LAPSED_HOLD_WORDS.announcement);
        clearInterval(timer);
        return;
      }
      const minutes = Math.ceil(left / 60_000);
      if (previous !== null && minutes !== previous && ANNOUNCE_AT_MINUTES.includes(minutes)) {
        setAnnouncement(`${inWords(left)} left to pay.`);
      }
      previous = minutes;
    };
    const timer = setInterval(tick, 1000);
    tick();
    return () => clearInterval(timer);
  }, [expiresAt, skew]);

  async function payNow() {
    setPaying(true);
    setError(null);
    const refusal = await goToCheckout(bookingId);
    if (!refusal) return; // Stay busy while the checkout loads.
    setPaying(false);
    if (refusal.code === "BOOKING_NOT_PAYABLE" || refusal.code === "ALREADY_PAID") {
      router.refresh();
    }
    setError(
      refusal.status === 401
        ? "Your session has ended. Please sign in again."
        : refusal.code === "BOOKING_NOT_PAYABLE"
          ? `${LAPSED_HOLD_WORDS.title}: no new payment can be started.`
          : refusal.message,
    );
  }

  return (
    <section
      aria-labelledby="pending-payment-title"
      className="rounded-2xl border border-gold-300 bg-gold-100 p-5 text-ink-900 sm:p-6"
      data-testid="hold-state"
    >
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {expired ? (
        <LapsedHoldWords listingHref={listingHref} />
      ) : (
        <>
          <div className="flex flex-wrap items-start justify-between gap-4">
            <div>
              <h2 id="pending-payment-title" className="font-display text-xl font-bold">
                Complete your payment
              </h2>
              <p className="mt-1 text-ink-700">
                We are holding these dates for you. Pay {total} to confirm the booking.
              </p>
            </div>
            <p className="rounded-xl bg-white/70 px-4 py-2 text-center ring-1 ring-gold-300">
              <span className="block text-xs font-semibold tracking-wide text-ink-700 uppercase">
                Time left
              </span>
              <span
                role="timer"
                aria-live="off"
                aria-label={`${inWords(remaining)} left to pay`}
                className="block font-mono text-2xl font-bold tabular-nums"
                data-testid="hold-countdown"
              >
                {clock(remaining)}
              </span>
            </p>
          </div>
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <button
              type="button"
              onClick={payNow}
              disabled={!hydrated || paying}
              className={buttonClass("primary", "large")}
            >
              {paying ? <Spinner /> : null}
              {paying ? "Opening the checkout…" : "Pay now"}
            </button>
          </div>
        </>
      )}
      {error ? (
        <p role="alert" className="mt-3 font-medium text-clay-700">
          {error}{" "}
          {error.startsWith("Your session") ? (
            <a href={signInHref()} className="underline underline-offset-2">
              Sign in
            </a>
          ) : null}
        </p>
      ) : null}
    </section>
  );
}

/**
 * A hold that has run out (lib/hold-state.ts: LAPSED), in the words every page uses: shown by
 * the countdown when it reaches zero and by the trip page for a lapsed or released hold.
 */
function LapsedHoldWords({ listingHref }: { listingHref: string }) {
  return (
    <>
      <h2 id="pending-payment-title" className="font-display text-xl font-bold">
        {LAPSED_HOLD_WORDS.title}
      </h2>
      {LAPSED_HOLD_WORDS.trip.map((paragraph) => (
        <p key={paragraph} className="mt-2 text-ink-700">
          {paragraph}
        </p>
      ))}
      <Link href={listingHref} className={`${buttonClass("secondary", "large")} mt-4`}>
        Book these dates again
      </Link>
    </>
  );
}

/** The trip page's panel for a hold that ended before the page was drawn. */
export function LapsedHold({ listingHref }: { listingHref: string }) {
  return (
    <section
      aria-labelledby="pending-payment-title"
      className="rounded-2xl border border-gold-300 bg-gold-100 p-5 text-ink-900 sm:p-6"
      data-testid="hold-state"
    >
      <LapsedHoldWords listingHref={listingHref} />
    </section>
  );
}
