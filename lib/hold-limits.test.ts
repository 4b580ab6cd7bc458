import { describe, expect, it } from "vitest";
import { type HoldsOfAccount, holdRefusal } from "./hold-limits";

const limits = { maxUnpaidBookings: 3, maxUnpaidNights: 365, maxLapsedHoldsPerListing: 3 };
const none: HoldsOfAccount = {
  unpaidBookings: 0,
  unpaidNights: 0,
  lapsedHoldsOnListing: 0,
  requestedNights: 3,
};

describe("holdRefusal", () => {
  it.each<[string, Partial<HoldsOfAccount>, string | null]>([
    ["a first hold", {}, null],
    ["a third unpaid booking", { unpaidBookings: 2 }, null],
    ["a fourth unpaid booking", { unpaidBookings: 3 }, "TOO_MANY_UNPAID_BOOKINGS"],
    ["one stay of 365 nights", { requestedNights: 365 }, null],
    ["365 nights in all", { unpaidBookings: 1, unpaidNights: 300, requestedNights: 65 }, null],
    [
      "366 nights in all",
      { unpaidBookings: 1, unpaidNights: 300, requestedNights: 66 },
      "TOO_MANY_UNPAID_NIGHTS",
    ],
    ["a third re-hold of one listing", { lapsedHoldsOnListing: 2 }, null],
    ["a fourth re-hold of one listing", { lapsedHoldsOnListing: 3 }, "TOO_MANY_HOLDS_ON_LISTING"],
    [
      "the booking count first",
      { unpaidBookings: 3, unpaidNights: 400, lapsedHoldsOnListing: 9 },
      "TOO_MANY_UNPAID_BOOKINGS",
    ],
  ])("%s → %s", (_case, holds, code) => {
    expect(holdRefusal({ ...none, ...holds }, limits)?.code ?? null).toBe(code);
  });

  it("says how many nights are held already", () => {
    expect(
      holdRefusal({ ...none, unpaidNights: 360, requestedNights: 10 }, limits)?.details,
    ).toEqual({ limit: 365, held: 360 });
  });
});
