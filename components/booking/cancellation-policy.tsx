import { FormSection } from "./form-section";

/** The refund rules of lib/refunds.ts, in words. */
export function CancellationPolicy({ id }: { id: string }) {
  return (
    <FormSection id={id} title="Cancellation policy">
      <ul className="mt-3 space-y-1.5 text-sm text-ink-700">
        <li>
          <strong className="text-ink-900">7 or more days</strong> before check-in: the stay and its
          taxes are refunded in full.
        </li>
        <li>
          <strong className="text-ink-900">3 to 6 days</strong> before: half of the stay and taxes.
        </li>
        <li>
          <strong className="text-ink-900">Fewer than 3 days</strong>: no refund.
        </li>
        <li>The service fee is not refundable.</li>
      </ul>
    </FormSection>
  );
}
