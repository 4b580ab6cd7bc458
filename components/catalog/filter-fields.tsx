"use client";

import { type ReactNode, useState } from "react";
import { addDays } from "@/lib/dates";
import type { ListingType } from "@/lib/enums";

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

/** Check-in and check-out; moving check-in past check-out moves check-out to the day after. */
export function DateFields({
  id,
  today,
  initial,
  problem,
}: {
  id: string;
  today: string;
  initial: { checkIn?: string; checkOut?: string };
  problem: string | null;
}) {
  const [checkIn, setCheckIn] = useState(initial.checkIn ?? "");
  const [checkOut, setCheckOut] = useState(initial.checkOut ?? "");
  return (
    <Section legend="Dates">
      <div className="grid grid-cols-2 gap-2.5 lg:grid-cols-1">
        <Field id={`${id}-check-in`} label="Check-in">
          <input
            id={`${id}-check-in`}
            name="checkIn"
            type="date"
            min={today}
            value={checkIn}
            onChange={(event) => {
              const value = event.target.value;
              setCheckIn(value);
              if (value && checkOut && checkOut <= value) setCheckOut(addDays(value, 1));
            }}
            className={`${control} px-2.5`}
          />
        </Field>
        <Field id={`${id}-check-out`} label="Check-out">
          <input
            id={`${id}-check-out`}
            name="checkOut"
            type="date"
            min={addDays(checkIn || today, 1)}
            value={checkOut}
            onChange={(event) => setCheckOut(event.target.value)}
            className={`${control} px-2.5`}
          />
        </Field>
      </div>
      {problem ? (
        <p role="alert" className="mt-2 text-sm font-medium text-clay-700">
          {problem}
        </p>
      ) : null}
    </Section>
  );
}

export function GuestsField({ id, value }: { id: string; value: string | undefined }) {
  return (
    <Field id={`${id}-guests`} label="Guests" heading>
      <input
        id={`${id}-guests`}
        name="guests"
        type="number"
        inputMode="numeric"
        min={1}
        max={100}
        placeholder="Any number"
        defaultValue={value}
        className={control}
      />
    </Field>
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
