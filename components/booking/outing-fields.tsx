import type { StartOption } from "@/components/catalog/outing-starts";
import { StartChoice } from "@/components/catalog/start-choice";
import { StayDatesField } from "@/components/catalog/stay-dates-field";
import type { ListingType } from "@/lib/enums";
import { formatGhs } from "@/lib/money-format";
import { outingLine } from "@/lib/outing-words";
import { durationWords, peopleWords } from "@/lib/words";
import type { Field, FieldErrors, Outing } from "./booking-fields";
import { FormSection } from "./form-section";
import { GuestField } from "./guest-field";
import { formLook } from "./trip-fields";

interface OutingFieldsProps {
  id: string;
  inputId(field: Field): string;
  listing: {
    type: ListingType;
    maxGuests: number;
    durationDays: number;
    durationHours: number | null;
  };
  today: string;
  /** The day after the last date that may be chosen. */
  lastDay: string;
  /** Dates where no start has a spot left, greyed out in the calendar. */
  full: ReadonlySet<string>;
  outing: Outing;
  /** The date's starts for the party; null until they are known. */
  options: StartOption[] | null;
  /** The start to book, when it has room for the party. */
  start: StartOption | null;
  /** The party's total, once known. */
  total: number | string | null;
  loading: boolean;
  failed: boolean;
  onRetry(): void;
  errors: FieldErrors;
  onChange(changes: Partial<Outing>): void;
}

/**
 * "Your trip" for an activity or experience: the date, its starts with their spots left, the
 * party, and the booking in one line with its total.
 */
export function OutingFields({
  id,
  inputId,
  listing,
  today,
  lastDay,
  full,
  outing,
  options,
  start,
  total,
  loading,
  failed,
  onRetry,
  errors,
  onChange,
}: OutingFieldsProps) {
  const participants = outing.adults + outing.children;
  return (
    <FormSection id={id} title="Your trip">
      <div className="mt-5">
        <StayDatesField
          checkIn={outing.checkIn || null}
          checkOut={null}
          onChange={(range) => onChange({ checkIn: range.checkIn ?? "" })}
          today={today}
          lastDay={lastDay}
          unavailable={full}
          type={listing.type}
          look={formLook}
          ids={{ checkIn: inputId("checkIn") }}
          errors={{ checkIn: errors.checkIn }}
        />
      </div>
      {outing.checkIn ? (
        <div className="mt-6">
          <StartChoice
            id={inputId("startTime")}
            name="startTime"
            options={options}
            loading={loading}
            failed={failed}
            onRetry={onRetry}
            chosen={outing.startTime}
            onChoose={(startTime) => onChange({ startTime })}
            error={errors.startTime}
          />
        </div>
      ) : null}
      <div className="mt-6">
        <GuestField
          id={inputId("guests")}
          guests={{ adults: outing.adults, children: outing.children }}
          maxGuests={listing.maxGuests}
          participants
          error={errors.guests}
          onChange={(guests) => onChange(guests)}
        />
      </div>
      <p className="mt-4 text-sm text-ink-600">
        {outing.checkIn && start ? (
          <>
            <span className="font-semibold text-ink-900">
              {outingLine({
                checkIn: outing.checkIn,
                startTime: start.startTime,
                participants,
                days: listing.durationDays,
                durationHours: listing.durationHours,
              })}
            </span>
            {total !== null ? (
              <>
                {" · "}
                <span className="font-semibold text-ink-900">{formatGhs(total)}</span> in total
              </>
            ) : null}
          </>
        ) : (
          <>
            Lasts {durationWords(listing.durationDays, listing.durationHours)}; up to{" "}
            {peopleWords(listing.maxGuests)} a start.
          </>
        )}
      </p>
    </FormSection>
  );
}
