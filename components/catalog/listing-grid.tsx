import { soldByStart } from "@/lib/activity-starts";
import { formatGhs } from "@/lib/money-format";
import { computePrice } from "@/lib/pricing";
import { peopleWords, stayLength } from "@/lib/words";
import { ListingCard, type ListingCardData } from "../listing-card";
import { hrefWith } from "./listing-query";

export interface ChosenStay {
  checkIn: string;
  checkOut: string;
  nights: number;
  guests?: number;
}

/** A card, with the length of an activity or experience (1 day when not given). */
type GridListing = ListingCardData & { durationDays?: number };

interface ListingGridProps {
  listings: GridListing[];
  /** Ids of the listings the visitor has saved. */
  saved: Set<string>;
  signedIn: boolean;
  /** With chosen dates, each card shows the stay's total and links with the dates. */
  stay?: ChosenStay;
  /** Cards loaded eagerly (the first row). */
  eagerCount?: number;
  /** Wider screens: columns when a filter column (and a map) sits beside the grid. */
  layout?: "with-sidebar" | "with-sidebar-and-map" | "full";
}

/**
 * A grid of listing cards with hearts, and totals when dates are chosen: a stay's for its
 * nights, an activity's or experience's for the party (one booking on the first date).
 */
export function ListingGrid({
  listings,
  saved,
  signedIn,
  stay,
  eagerCount = 3,
  layout = "full",
}: ListingGridProps) {
  const columns = {
    "with-sidebar": "sm:grid-cols-2 xl:grid-cols-3",
    "with-sidebar-and-map": "sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2",
    full: "sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4",
  }[layout];
  return (
    <ul className={`grid gap-x-6 gap-y-10 ${columns}`}>
      {listings.map((listing, index) => {
        const outing = soldByStart(listing.type);
        const participants = stay?.guests ?? 1;
        const price = stay
          ? computePrice(listing.priceGHS, {
              type: listing.type,
              unit: listing.priceUnit,
              nights: outing ? (listing.durationDays ?? 1) : stay.nights,
              participants,
            })
          : null;
        return (
          <li key={listing.id}>
            <ListingCard
              listing={listing}
              eager={index < eagerCount}
              first={index === 0}
              favorite={{ favorited: saved.has(listing.id), signedIn }}
              href={
                stay
                  ? hrefWith(`/listings/${listing.slug}`, {
                      checkIn: stay.checkIn,
                      checkOut: stay.checkOut,
                      adults: stay.guests,
                    })
                  : undefined
              }
              footer={
                price ? (
                  <p className="mt-1 text-sm text-ink-700" data-testid="stay-total">
                    <span className="font-semibold text-ink-900 underline decoration-sand-300 underline-offset-2">
                      {formatGhs(price.total)} total
                    </span>{" "}
                    for{" "}
                    {outing ? peopleWords(participants) : stayLength(listing.type, price.nights)},
                    incl. fees and taxes
                  </p>
                ) : null
              }
            />
          </li>
        );
      })}
    </ul>
  );
}
