"use client";

import { type FormEvent, useState } from "react";
import { useNavigate } from "@/components/use-navigate";
import type { Guests } from "@/lib/guest-limits";
import type { DateRange } from "./catalog/date-range-calendar";
import { GuestsField } from "./catalog/guests-field";
import { StayDatesField } from "./catalog/stay-dates-field";
import { StrokeIcon } from "./stroke-icon";

interface SearchFormProps {
  /** Suggestions for "Where": destination and region names. */
  places: string[];
  /** Today's date (YYYY-MM-DD, UTC): the earliest selectable check-in. */
  today: string;
  /** The last selectable check-out (worked out on the server: no date code in the browser). */
  lastDay: string;
}

const field =
  "flex min-w-0 flex-col gap-1 rounded-xl px-4 py-2.5 transition focus-within:bg-sand-100 hover:bg-sand-50";
/** A thin vertical rule before a segment of the wide search bar. */
const divider =
  "lg:relative lg:before:absolute lg:before:top-1/4 lg:before:left-0 lg:before:h-1/2 lg:before:w-px lg:before:bg-sand-300";
const label = "text-xs font-bold tracking-wide text-ink-900 uppercase";
const input =
  "w-full min-w-0 bg-transparent text-base text-ink-900 placeholder:text-ink-500 focus:outline-none focus-visible:outline-none";
/** The dates' and guests' buttons, each a segment of the bar like "Where". */
const segment = {
  root: "contents",
  cell: `${divider} flex min-w-0 flex-col lg:rounded-full`,
  button: `${field} w-full text-left focus-visible:outline-3 focus-visible:outline-gold-600 disabled:cursor-default lg:rounded-full`,
  label,
  value: "truncate text-base text-ink-900",
};

/**
 * The hero search: a GET form to /listings. Dates and guests come from the site's pickers
 * (hidden fields; plain inputs without JavaScript); with JavaScript, empty fields are left
 * out of the address.
 */
export function SearchForm({ places, today, lastDay }: SearchFormProps) {
  const navigate = useNavigate();
  const [dates, setDates] = useState<DateRange>({ checkIn: null, checkOut: null });
  const [guests, setGuests] = useState<Guests | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(event.currentTarget)) {
      if (typeof value === "string" && value.trim() !== "") params.set(key, value.trim());
    }
    const query = params.toString();
    navigate(query ? `/listings?${query}` : "/listings");
  }

  return (
    <search aria-label="Search stays, activities and experiences">
      <form
        action="/listings"
        method="get"
        onSubmit={onSubmit}
        className="grid grid-cols-2 gap-1 rounded-3xl bg-white p-2 shadow-float ring-1 ring-black/5 lg:grid-cols-[1.6fr_1fr_1fr_0.8fr_auto] lg:items-center lg:rounded-full lg:p-2 lg:pl-3"
      >
        <div className={`${field} col-span-2 lg:col-span-1 lg:rounded-full`}>
          <label htmlFor="search-where" className={label}>
            Where
          </label>
          <input
            id="search-where"
            name="q"
            type="search"
            list="search-where-places"
            placeholder="Accra, Cape Coast, Volta…"
            autoComplete="off"
            enterKeyHint="search"
            className={input}
          />
          <datalist id="search-where-places">
            {places.map((place) => (
              <option key={place} value={place} />
            ))}
          </datalist>
        </div>

        <StayDatesField
          checkIn={dates.checkIn}
          checkOut={dates.checkOut}
          onChange={setDates}
          today={today}
          lastDay={lastDay}
          look={segment}
          names={{ checkIn: "checkIn", checkOut: "checkOut" }}
        />

        <div className="col-span-2 grid lg:col-span-1">
          <GuestsField guests={guests} onChange={setGuests} name="guests" look={segment} />
        </div>

        <button
          type="submit"
          className="col-span-2 m-1 inline-flex items-center justify-center gap-2 rounded-2xl bg-clay-600 px-6 py-3.5 text-base font-semibold text-white shadow-sm transition hover:bg-clay-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold-600 lg:col-span-1 lg:rounded-full lg:py-4"
        >
          <StrokeIcon>
            <circle cx="8.5" cy="8.5" r="5.5" />
            <path d="m13 13 4 4" />
          </StrokeIcon>
          Search
        </button>
      </form>
    </search>
  );
}
