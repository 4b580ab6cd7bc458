import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { loadOrNotFound } from "@/app/load-or-not-found";
import { LAPSED_HOLD_WORDS } from "@/components/format/holds";
import { getDb } from "@/db/client";
import { soldByStart } from "@/lib/activity-starts";
import { requirePageUser } from "@/lib/api/session";
import { formatDateTime } from "@/lib/date-format";
import { formatGhs } from "@/lib/money-format";
import { bookedOuting, outingLine } from "@/lib/outing-words";
import { paymentProvider } from "@/lib/providers";
import { sandboxCheckout } from "@/lib/server/payments/sandbox-checkout";
import { plural } from "@/lib/words";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Sandbox checkout", robots: { index: false } };

/** The checkout of one of the signed-in user's bookings; anyone else gets the plain 404. */
async function load(reference: string) {
  if (paymentProvider().name !== "sandbox") notFound();
  const user = await requirePageUser(`/sandbox/checkout/${encodeURIComponent(reference)}`);
  return loadOrNotFound(async () => {
    const checkout = await sandboxCheckout(getDb(), { reference });
    return checkout.userId === user.id ? checkout : null;
  });
}

export default async function SandboxCheckoutPage({
  params,
}: {
  params: Promise<{ reference: string }>;
}) {
  const { reference } = await params;
  const checkout = await load(decodeURIComponent(reference));
  // lib/hold-state.ts: a checkout opened before its hold ended still takes the payment.
  const open = checkout.state !== "CLOSED";
  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <div
        role="note"
        className="mb-6 rounded-xl border-2 border-dashed border-amber-600 bg-amber-50 p-4 text-sm text-amber-950"
      >
        <p className="font-semibold">Sandbox checkout — no real money moves.</p>
        <p>
          This page stands in for Paystack's hosted checkout while no Paystack key is configured.
        </p>
      </div>
      <section
        aria-labelledby="checkout-heading"
        className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm"
      >
        <p className="text-sm text-stone-600">Akwaaba · {checkout.email}</p>
        <h1 id="checkout-heading" className="mt-1 text-2xl font-semibold text-stone-900">
          Pay {formatGhs(checkout.amount)}
        </h1>
        <p className="mt-2 text-stone-700">
          {checkout.listingTitle} ·{" "}
          {soldByStart(checkout.listingType)
            ? outingLine(bookedOuting(checkout, checkout.durationHours))
            : plural(checkout.nights, "night", "nights")}{" "}
          · booking {checkout.bookingReference}
        </p>
        <p className="mt-1 text-xs text-stone-500">Payment reference {checkout.reference}</p>
        {checkout.state === "LATE" ? (
          <div
            role="note"
            aria-labelledby="hold-ended-title"
            className="mt-4 rounded-lg border border-amber-600 bg-amber-50 p-3 text-amber-950"
            data-testid="hold-state"
          >
            <p id="hold-ended-title" className="font-semibold">
              {LAPSED_HOLD_WORDS.title}
              {checkout.holdExpiresAt ? ` (${formatDateTime(checkout.holdExpiresAt, "GMT")})` : ""}
            </p>
            <p className="mt-1">{LAPSED_HOLD_WORDS.checkout}</p>
          </div>
        ) : null}
        {open ? (
          <form
            method="post"
            action={`/api/sandbox/checkout/${encodeURIComponent(checkout.reference)}`}
            className="mt-6 space-y-4"
          >
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium text-stone-800">Pay with</legend>
              <label className="flex items-center gap-2 rounded-lg border border-stone-300 p-3">
                <input type="radio" name="channel" value="card" defaultChecked /> Card
              </label>
              <label className="flex items-center gap-2 rounded-lg border border-stone-300 p-3">
                <input type="radio" name="channel" value="mobile_money" /> Mobile money
              </label>
            </fieldset>
            <div className="flex gap-3">
              <button
                type="submit"
                name="outcome"
                value="pay"
                className="flex-1 rounded-lg bg-emerald-800 px-4 py-3 font-semibold text-white hover:bg-emerald-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-900"
              >
                Pay {formatGhs(checkout.amount)}
              </button>
              <button
                type="submit"
                name="outcome"
                value="decline"
                className="rounded-lg border border-stone-400 px-4 py-3 font-semibold text-stone-800 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-stone-700"
              >
                Decline
              </button>
            </div>
          </form>
        ) : (
          <p className="mt-6 rounded-lg bg-stone-100 p-3 text-stone-800">
            This checkout is closed (payment {checkout.status.toLowerCase()}).{" "}
            <a className="font-semibold underline" href={`/trips/${checkout.bookingReference}`}>
              See the booking
            </a>
          </p>
        )}
      </section>
    </div>
  );
}
