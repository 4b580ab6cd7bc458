import type { Metadata } from "next";
import Link from "next/link";
import { loadOrNotFound } from "@/app/load-or-not-found";
import { PaymentPoller } from "@/components/booking/payment-poller";
import { buttonClass } from "@/components/button-styles";
import { hrefWith } from "@/components/catalog/listing-query";
import { getDb } from "@/db/client";
import { soldByStart } from "@/lib/activity-starts";
import { requirePageUser } from "@/lib/api/session";
import { stayDates } from "@/lib/date-format";
import { holdState } from "@/lib/hold-state";
import { bookedOuting, outingLine } from "@/lib/outing-words";
import { config } from "@/lib/platform/config";
import { mailer } from "@/lib/providers";
import { paymentReferenceParams } from "@/lib/schemas/bookings";
import { getOwnBooking } from "@/lib/server/bookings/get-booking";
import { bookingMail } from "@/lib/server/email/outbox-message";
import { guestWords, plural } from "@/lib/words";

// Rendered per request: the payment's state changes while the guest is away at the checkout.
export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Confirming your payment", robots: { index: false } };

interface CallbackPageProps {
  /** Paystack appends both `trxref` and `reference`: the payment reference. */
  searchParams: Promise<{ reference?: string | string[]; trxref?: string | string[] }>;
}

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export default async function CheckoutCallbackPage({ searchParams }: CallbackPageProps) {
  const query = await searchParams;
  const reference = (first(query.reference) ?? first(query.trxref) ?? "").trim();
  const user = await requirePageUser(hrefWith("/checkout/callback", { reference }));

  if (!paymentReferenceParams.safeParse({ reference }).success) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16 sm:px-6">
        <h1 className="font-display text-3xl font-bold tracking-tight text-forest-900">
          No payment to confirm
        </h1>
        <p className="mt-3 text-ink-600">
          This address is missing its payment reference. Your bookings and their payments are on
          your trips page.
        </p>
        <Link href="/trips" className={`${buttonClass("primary", "large")} mt-8`}>
          Go to your trips
        </Link>
      </div>
    );
  }

  // A payment reference is the booking reference, or `<booking reference>-<attempt>`.
  const bookingReference = reference.split("-").slice(0, 2).join("-");
  const booking = await loadOrNotFound(
    () =>
      getOwnBooking(getDb(), {
        userId: user.id,
        reference: bookingReference,
        appUrl: config().appUrl,
      }),
    { missing: ["NOT_FOUND", "FORBIDDEN"] },
  );
  const payment = await loadOrNotFound(async () =>
    booking.payments.find((candidate) => candidate.reference === reference),
  );

  const confirmationMail = await bookingMail(getDb(), {
    bookingId: booking.id,
    kind: "confirmed",
    providerConfigured: mailer() !== null,
  });

  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6 sm:py-16">
      <PaymentPoller
        paymentReference={reference}
        bookingReference={booking.reference}
        bookingId={booking.id}
        listing={{
          title: booking.listing.title,
          href: `/listings/${booking.listing.slug}`,
          type: booking.listing.type,
        }}
        stay={
          soldByStart(booking.listing.type)
            ? outingLine(bookedOuting(booking, booking.listing.durationHours))
            : [
                stayDates(booking.checkIn, booking.checkOut),
                plural(booking.nights, "night"),
                guestWords(booking.adults, booking.children),
              ].join(" · ")
        }
        guestEmail={booking.guestEmail}
        holdLapsed={holdState(booking, new Date()) === "LAPSED"}
        confirmationMail={confirmationMail}
        initial={{
          payment: { status: payment.status },
          booking: { id: booking.id, reference: booking.reference, status: booking.status },
        }}
      />
    </div>
  );
}
