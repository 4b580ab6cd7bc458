"use client";

import { useState } from "react";
import { type Guests, MAX_ADULTS } from "@/lib/guest-limits";
import type { DateRange } from "./date-range-calendar";
import { control, Field, labelClass, Section } from "./filter-field-parts";
import { GuestsField as GuestsPickerField } from "./guests-field";
import { StayDatesField } from "./stay-dates-field";

// The sections of the /listings filters that keep state in the browser: plain form fields
// named as the address's params. The others are in filter-static-fields.tsx.

/** The filters' look for the site's pickers: a framed box per value. */
const pickerLook = {
  cell: "flex min-w-0 flex-col gap-1.5",
  button: `${control} flex flex-col items-start gap-0.5 px-3 text-left focus-visible:outline-3 focus-visible:outline-gold-600`,
  label: labelClass,
  value: "text-base text-ink-900",
};

/** Check-in and check-out, from the site's date-range picker. */
export function DateFields({
  today,
  lastDay,
  initial,
  problem,
}: {
  today: string;
  lastDay: string;
  initial: { checkIn?: string; checkOut?: string };
  problem: string | null;
}) {
  const [range, setRange] = useState<DateRange>({
    checkIn: initial.checkIn ?? null,
    checkOut: initial.checkOut ?? null,
  });
  return (
    <Section legend="Dates">
      <StayDatesField
        checkIn={range.checkIn}
        checkOut={range.checkOut}
        onChange={setRange}
        today={today}
        lastDay={lastDay}
        look={{ ...pickerLook, root: "grid grid-cols-2 gap-2.5" }}
        names={{ checkIn: "checkIn", checkOut: "checkOut" }}
      />
      {problem ? (
        <p role="alert" className="mt-2 text-sm font-medium text-clay-700">
          {problem}
        </p>
      ) : null}
    </Section>
  );
}

/** How many guests (the smallest capacity), from the site's guest selector. */
export function GuestsField({ value }: { value: string | undefined }) {
  const count = value && /^\d+$/.test(value) ? Number(value) : 0;
  const [guests, setGuests] = useState<Guests | null>(
    count > 0
      ? { adults: Math.min(count, MAX_ADULTS), children: Math.max(0, count - MAX_ADULTS) }
      : null,
  );
  return (
    <Section legend="Guests">
      <GuestsPickerField guests={guests} onChange={setGuests} name="guests" look={pickerLook} />
    </Section>
  );
}

/** Region, then the cities of that region (a city of another region is let go). */
export function PlaceFields({
  id,
  places,
  initial,
}: {
  id: string;
  places: Array<{ region: string; cities: string[] }>;
  initial: { region?: string; city?: string };
}) {
  const [region, setRegion] = useState(initial.region ?? "");
  const [city, setCity] = useState(initial.city ?? "");
  const cityGroups = region ? places.filter((place) => place.region === region) : places;
  return (
    <Section legend="Where">
      <div className="flex flex-col gap-3">
        <Field id={`${id}-region`} label="Region">
          <select
            id={`${id}-region`}
            name="region"
            value={region}
            onChange={(event) => {
              const value = event.target.value;
              setRegion(value);
              const cities = places.find((place) => place.region === value)?.cities ?? [];
              if (value && city && !cities.includes(city)) setCity("");
            }}
            className={control}
          >
            <option value="">All regions</option>
            {places.map((place) => (
              <option key={place.region} value={place.region}>
                {place.region}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-city`} label="City or town">
          <select
            id={`${id}-city`}
            name="city"
            value={city}
            onChange={(event) => setCity(event.target.value)}
            className={control}
          >
            <option value="">{region ? `All of ${region}` : "All cities and towns"}</option>
            {cityGroups.map((place) => (
              <optgroup key={place.region} label={place.region}>
                {place.cities.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </Field>
      </div>
    </Section>
  );
}
