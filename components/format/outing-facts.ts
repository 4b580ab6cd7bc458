// An activity's or experience's booking as the labelled facts the trip page and the admin's
// booking page list, where a stay lists its check-in, check-out and nights.

import { type BookedOuting, outingDates } from "@/lib/outing-words";
import { durationWords, guestWords, peopleWords } from "@/lib/words";

export interface OutingFact {
  label: string;
  value: string;
  /** A second, smaller line. */
  detail?: string;
}

/** Date(s), start, length and party; the party's adults and children when there are children. */
export function outingFacts(
  outing: BookedOuting,
  party: { adults: number; children: number },
): OutingFact[] {
  return [
    {
      label: outing.days > 1 ? "Dates" : "Date",
      value: outingDates(outing.checkIn, outing.days),
    },
    { label: "Starts", value: outing.startTime ?? "Any time that day" },
    { label: "Lasts", value: durationWords(outing.days, outing.durationHours) },
    {
      label: "People",
      value: peopleWords(outing.participants),
      detail: party.children > 0 ? guestWords(party.adults, party.children) : undefined,
    },
  ];
}
