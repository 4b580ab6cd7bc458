import { soldByStart } from "@/lib/activity-starts";
import type { ListingType } from "@/lib/enums";
import { formatGhs } from "@/lib/money-format";
import { plural } from "@/lib/words";

/** The refund part of GET /api/bookings/{reference}/cancellation. */
export interface RefundPreview {
  eligible: boolean;
  amount: string;
  currency: string;
  fraction: number | null;
  daysBeforeCheckIn: number | null;
}

const NBSP = "\u00a0";

/** What cancelling now would bring, in words; an activity or experience counts to its start. */
export function refundSentence(refund: RefundPreview, type: ListingType): string {
  const [price, start] = soldByStart(type) ? ["price", "the start"] : ["stay", "check-in"];
  if (refund.eligible) {
    const percent = Math.round((refund.fraction ?? 1) * 100);
    // No-break spaces keep "GH₵ 1,434.38" and "50 %" on one line each.
    return `You will get ${formatGhs(refund.amount).replace(" ", NBSP)} back (${percent}${NBSP}% of the ${price} and taxes; the service fee is not refunded).`;
  }
  if (refund.fraction === 0) {
    const days = refund.daysBeforeCheckIn ?? 0;
    return `No refund: ${start} is ${plural(days, "day", "days")} away, and cancellations fewer than 3 days before ${start} are not refunded.`;
  }
  return "No refund: nothing has been paid for this booking, so there is nothing to give back.";
}
