import { describe, expect, it } from "vitest";
import type { ListingType } from "@/lib/enums";
import { type RefundPreview, refundSentence } from "./refund-words";

const refund = (fields: Partial<RefundPreview>): RefundPreview => ({
  eligible: false,
  amount: "0.00",
  currency: "GHS",
  fraction: null,
  daysBeforeCheckIn: null,
  ...fields,
});

describe("refundSentence", () => {
  it.each<[ListingType, RefundPreview, string]>([
    [
      "ACCOMMODATION",
      refund({ eligible: true, amount: "2868.75", fraction: 1, daysBeforeCheckIn: 9 }),
      "You will get GH₵\u00a02,868.75 back (100\u00a0% of the stay and taxes; the service fee is not refunded).",
    ],
    [
      "ACTIVITY",
      refund({ eligible: true, amount: "202.50", fraction: 0.5, daysBeforeCheckIn: 4 }),
      "You will get GH₵\u00a0202.50 back (50\u00a0% of the price and taxes; the service fee is not refunded).",
    ],
    [
      "ACCOMMODATION",
      refund({ fraction: 0, daysBeforeCheckIn: 2 }),
      "No refund: check-in is 2 days away, and cancellations fewer than 3 days before check-in are not refunded.",
    ],
    [
      "EXPERIENCE",
      refund({ fraction: 0, daysBeforeCheckIn: 1 }),
      "No refund: the start is 1 day away, and cancellations fewer than 3 days before the start are not refunded.",
    ],
    [
      "ACTIVITY",
      refund({}),
      "No refund: nothing has been paid for this booking, so there is nothing to give back.",
    ],
  ])("%s, %o: %s", (type, preview, text) => {
    expect(refundSentence(preview, type)).toBe(text);
  });
});
