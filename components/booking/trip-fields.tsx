import { StayDatesField } from "@/components/catalog/stay-dates-field";
import type { Quote } from "@/components/catalog/stay-quote";
import { stayDates } from "@/lib/date-format";
import { daysBetween, isIsoDate } from "@/lib/dates";
import type { ListingType } from "@/lib/enums";
import { formatGhs } from "@/lib/money-format";
import { stayLength } from "@/lib/words";
import type { Field, FieldErrors, Stay } from "./booking-fields";
import { UnavailableDates } from "./booking-problem";
import { FormSection } from "./form-section";
import { GuestField } from "./guest-field";

interface TripFieldsProps {
  id: string;
  inputId(field: Field): string;
  listing: { type: ListingType; maxGuests: number; checkInTime: string; checkOutTime: string };
  today: string;
  /** The last possible check-out. */
  lastDay: string;
  /** The listing's taken nights, greyed out in the calendar. */
  taken: ReadonlySet<string>;
  stay: Stay;
  /** Whether the dates make a stay that can be priced. */
  valid: boolean;
  quote: Quote | null;
  errors: FieldErrors;
  listingHref: string;
  onChange(changes: Partial<Stay>): void;
}

/** The form's look for the date picker: a framed box per date, like the other fields. */
export const formLook = {
  root: "grid gap-5 sm:grid-cols-2",
  cell: "flex min-w-0 flex-col gap-1.5",
  button:
    "flex min-h-14 w-full flex-col items-start rounded-xl border border-sand-300 bg-white px-3.5 py-2 text-left transition hover:border-ink-500 focus-visible:outline-3 focus-visible:outline-gold-600 aria-invalid:border-clay-600",
  label: "text-sm font-semibold text-ink-900",
  value: "text-base text-ink-900",
};

/** "Your trip": the dates and guests, the stay in words with its total, or why it is not free. */
export function TripFields({
  id,
  inputId,
  listing,
  today,
  lastDay,
  taken,
  stay,
  valid,
  quote,
  errors,
  listingHref,
  onChange,
}: TripFieldsProps) {
  const date = (value: string) => (isIsoDate(value) ? value : null);
  return (
    <FormSection id={id} title="Your trip">
      <div className="mt-5">
        <StayDatesField
          checkIn={date(stay.checkIn)}
          checkOut={date(stay.checkOut)}
          onChange={(range) =>
            onChange({ checkIn: range.checkIn ?? "", checkOut: range.checkOut ?? "" })
          }
          today={today}
          lastDay={lastDay}
          unavailable={taken}
          type={listing.type}
          look={formLook}
          ids={{ checkIn: inputId("checkIn"), checkOut: inputId("checkOut") }}
          hints={{ checkIn: `From ${listing.checkInTime}`, checkOut: `By ${listing.checkOutTime}` }}
          errors={{ checkIn: errors.checkIn, checkOut: errors.checkOut }}
        />
      </div>
      <div className="mt-6">
        <GuestField
          id={inputId("guests")}
          guests={{ adults: stay.adults, children: stay.children }}
          maxGuests={listing.maxGuests}
          error={errors.guests}
          onChange={(guests) => onChange(guests)}
        />
      </div>
      <p className="mt-4 text-sm text-ink-600">
        {valid ? (
          <>
            <span className="font-semibold text-ink-900">
              {stayLength(listing.type, daysBetween(stay.checkIn, stay.checkOut))}
            </span>{" "}
            · {stayDates(stay.checkIn, stay.checkOut)}
            {quote?.status === "ready" ? (
              <>
                {" · "}
                <span className="font-semibold text-ink-900">{formatGhs(quote.pricing.total)}</span>{" "}
                in total
              </>
            ) : null}
          </>
        ) : (
          <>This listing welcomes up to {listing.maxGuests} guests.</>
        )}
      </p>
      {quote?.status === "unavailable" ? (
        <div
          role="status"
          className="mt-4 rounded-xl border border-gold-500/50 bg-gold-100 px-4 py-3 text-sm text-ink-900"
        >
          <p className="font-semibold">These dates are not available.</p>
          <p className="mt-1">
            <UnavailableDates nights={quote.nights} listingHref={listingHref} />
          </p>
        </div>
      ) : null}
    </FormSection>
  );
}
