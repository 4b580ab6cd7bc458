import { Fact } from "@/components/admin/ui";
import { outingFacts } from "@/components/format/outing-facts";
import { formatDate, formatDateTime } from "@/lib/date-format";
import type { BookedOuting } from "@/lib/outing-words";
import { guestWords } from "@/lib/words";

// The facts a booking's page shows (the admin's, the host's): when and who, its cancellation,
// the guest's special requests.

interface WhenFactsProps {
  /** An activity's or experience's start; null for a stay. */
  outing: BookedOuting | null;
  booking: { checkIn: string; checkOut: string; adults: number; children: number };
}

/** An outing's date, start, length and party, or a stay's check-in, check-out and guests. */
export function WhenFacts({ outing, booking }: WhenFactsProps) {
  if (outing) {
    return outingFacts(outing, booking).map((fact) => (
      <Fact key={fact.label} label={fact.label}>
        {fact.value}
        {fact.detail ? (
          <span className="block text-sm font-normal text-ink-600">{fact.detail}</span>
        ) : null}
      </Fact>
    ));
  }
  return (
    <>
      <Fact label="Check-in">{formatDate(booking.checkIn)}</Fact>
      <Fact label="Check-out">{formatDate(booking.checkOut)}</Fact>
      <Fact label="Guests">{guestWords(booking.adults, booking.children)}</Fact>
    </>
  );
}

export function CancelledFact({ at, reason }: { at: Date | null; reason: string | null }) {
  if (!at) return null;
  return (
    <Fact label="Cancelled">
      {formatDateTime(at)}
      {reason ? <span className="block text-sm font-normal text-ink-600">{reason}</span> : null}
    </Fact>
  );
}

export function SpecialRequests({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <div className="mt-4 rounded-xl bg-sand-50 px-4 py-3 text-sm">
      <p className="font-semibold text-ink-900">Special requests</p>
      <p className="mt-0.5 whitespace-pre-line text-ink-700">{text}</p>
    </div>
  );
}
