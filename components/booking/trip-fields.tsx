import type { Quote } from "@/components/catalog/stay-quote";
import { FormField, SelectField } from "@/components/form-fields";
import { stayDates } from "@/components/format/dates";
import { formatGhs } from "@/components/format/money";
import { plural, stayLength } from "@/components/format/words";
import { addDays, daysBetween, isIsoDate } from "@/lib/dates";
import type { ListingType } from "@/lib/enums";
import { maxAdults, maxChildren } from "@/lib/guest-limits";
import { FIELD_LABELS, type Field, type FieldErrors, type Stay } from "./booking-fields";
import { UnavailableDates } from "./booking-problem";
import { FormSection } from "./form-section";

interface TripFieldsProps {
  id: string;
  inputId(field: Field): string;
  listing: { type: ListingType; maxGuests: number; checkInTime: string; checkOutTime: string };
  today: string;
  stay: Stay;
  /** Whether the dates make a stay that can be priced. */
  valid: boolean;
  quote: Quote | null;
  errors: FieldErrors;
  listingHref: string;
  onChange(changes: Partial<Stay>): void;
}

function numbers(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);
}

/** "Your trip": the dates and guests, the stay in words with its total, or why it is not free. */
export function TripFields({
  id,
  inputId,
  listing,
  today,
  stay,
  valid,
  quote,
  errors,
  listingHref,
  onChange,
}: TripFieldsProps) {
  const guestCount = (
    field: "adults" | "children",
    hint: string,
    min: number,
    max: number,
    words: (count: number) => string,
  ) => (
    <SelectField
      id={inputId(field)}
      name={field}
      label={FIELD_LABELS[field]}
      hint={hint}
      value={stay[field]}
      onChange={(event) => onChange({ [field]: Number(event.currentTarget.value) })}
      error={errors[field]}
      options={numbers(min, Math.max(max, stay[field])).map((n) => ({ value: n, label: words(n) }))}
    />
  );
  return (
    <FormSection id={id} title="Your trip">
      <div className="mt-5 grid gap-5 sm:grid-cols-2">
        <FormField
          id={inputId("checkIn")}
          name="checkIn"
          label="Check-in"
          type="date"
          min={today}
          required
          value={stay.checkIn}
          onChange={(event) => onChange({ checkIn: event.currentTarget.value })}
          error={errors.checkIn}
          hint={`From ${listing.checkInTime}`}
        />
        <FormField
          id={inputId("checkOut")}
          name="checkOut"
          label="Check-out"
          type="date"
          min={isIsoDate(stay.checkIn) ? addDays(stay.checkIn, 1) : today}
          required
          value={stay.checkOut}
          onChange={(event) => onChange({ checkOut: event.currentTarget.value })}
          error={errors.checkOut}
          hint={`By ${listing.checkOutTime}`}
        />
      </div>
      <div className="mt-5 grid grid-cols-2 gap-x-3 gap-y-5 sm:gap-x-5">
        {guestCount("adults", "Age 13 or above", 1, maxAdults(listing.maxGuests), (n) =>
          plural(n, "adult"),
        )}
        {guestCount("children", "Ages 2 to 12", 0, maxChildren(listing.maxGuests), (n) =>
          n === 0 ? "No children" : plural(n, "child", "children"),
        )}
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
