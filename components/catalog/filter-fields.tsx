"use client";

import { type ReactNode, useState } from "react";
import type { ListingType } from "@/lib/enums";
import { type Guests, MAX_ADULTS } from "@/lib/guest-limits";
import type { DateRange } from "./date-range-calendar";
import { GuestsField as GuestsPickerField } from "./guests-field";
import { StayDatesField } from "./stay-dates-field";

// The sections of the /listings filters: plain form fields named as the address's params.

const labelClass = "text-sm font-semibold text-ink-900";
const control =
  "w-full min-w-0 rounded-xl border border-sand-300 bg-white px-3.5 py-2.5 text-base text-ink-900 transition placeholder:text-ink-500 hover:border-ink-500 focus:border-forest-600 focus:ring-3 focus:ring-forest-600/20 focus:outline-none";
const legendClass = "mb-2.5 text-sm font-bold tracking-wide text-ink-900 uppercase";
const section = "border-t border-sand-200 pt-5";

/** A labelled control; `heading` labels a section that is one field. */
function Field({
  id,
  label,
  heading = false,
  className = "",
  children,
}: {
  id: string;
  label: string;
  heading?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`flex min-w-0 flex-col gap-1.5 ${heading ? section : ""} ${className}`}>
      <label htmlFor={id} className={heading ? legendClass : labelClass}>
        {label}
      </label>
      {children}
    </div>
  );
}

/** A group of fields under a heading; the first section has no rule above it. */
function Section({
  legend,
  first = false,
  children,
}: {
  legend: string;
  first?: boolean;
  children: ReactNode;
}) {
  return (
    <fieldset className={first ? "" : section}>
      <legend className={`${legendClass} float-left w-full`}>{legend}</legend>
      <div className="clear-both">{children}</div>
    </fieldset>
  );
}

const TYPES: Array<{ value: "" | ListingType; label: string }> = [
  { value: "", label: "Any type" },
  { value: "ACCOMMODATION", label: "Stays" },
  { value: "ACTIVITY", label: "Activities" },
  { value: "EXPERIENCE", label: "Experiences" },
];

export function TypeChoices({ value }: { value: string | undefined }) {
  return (
    <Section legend="Type" first>
      <div className="grid grid-cols-2 gap-2">
        {TYPES.map((type) => (
          <label
            key={type.value || "any"}
            className="relative flex cursor-pointer items-center justify-center rounded-xl border border-sand-300 bg-white px-3 py-2.5 text-center text-sm font-semibold text-ink-900 transition hover:border-ink-500 has-checked:border-forest-700 has-checked:bg-forest-700 has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-gold-600"
          >
            <input
              type="radio"
              name="type"
              value={type.value}
              defaultChecked={(value ?? "") === type.value}
              className="sr-only"
            />
            {type.label}
          </label>
        ))}
      </div>
    </Section>
  );
}

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

export function PriceFields({
  id,
  min,
  max,
}: {
  id: string;
  min: string | undefined;
  max: string | undefined;
}) {
  const bound = (
    name: "minPrice" | "maxPrice",
    label: string,
    placeholder: string,
    value: string | undefined,
  ) => (
    <Field id={`${id}-${name === "minPrice" ? "min" : "max"}-price`} label={label}>
      <input
        id={`${id}-${name === "minPrice" ? "min" : "max"}-price`}
        name={name}
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
        placeholder={placeholder}
        defaultValue={value}
        className={control}
      />
    </Field>
  );
  return (
    <Section legend="Price (GH₵ per unit)">
      <div className="grid grid-cols-2 gap-2.5">
        {bound("minPrice", "Minimum", "0", min)}
        {bound("maxPrice", "Maximum", "Any", max)}
      </div>
    </Section>
  );
}

export function BedroomsField({ id, value }: { id: string; value: string | undefined }) {
  return (
    <Field id={`${id}-bedrooms`} label="Bedrooms" heading>
      <select id={`${id}-bedrooms`} name="bedrooms" defaultValue={value ?? ""} className={control}>
        <option value="">Any number</option>
        {["1", "2", "3", "4", "5"].map((count) => (
          <option key={count} value={count}>
            {count}+ bedroom{count === "1" ? "" : "s"}
          </option>
        ))}
      </select>
    </Field>
  );
}
