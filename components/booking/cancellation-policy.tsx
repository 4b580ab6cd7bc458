import { soldByStart } from "@/lib/activity-starts";
import type { ListingType } from "@/lib/enums";
import { FormSection } from "./form-section";

/** The refund rules of lib/refunds.ts, in words: before a stay's check-in, or an outing's day. */
export function CancellationPolicy({ id, type }: { id: string; type: ListingType }) {
  const [start, booked] = soldByStart(type) ? ["the day", "booking"] : ["check-in", "stay"];
  return (
    <FormSection id={id} title="Cancellation policy">
      <ul className="mt-3 space-y-1.5 text-sm text-ink-700">
        <li>
          <strong className="text-ink-900">7 or more days</strong> before {start}: the {booked} and
          its taxes are refunded in full.
        </li>
        <li>
          <strong className="text-ink-900">3 to 6 days</strong> before: half of the {booked} and
          taxes.
        </li>
        <li>
          <strong className="text-ink-900">Fewer than 3 days</strong>: no refund.
        </li>
        <li>The service fee is not refundable.</li>
      </ul>
    </FormSection>
  );
}
