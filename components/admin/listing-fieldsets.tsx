import type { ReactNode } from "react";
import { FormField, SelectField, TextAreaField } from "@/components/form-fields";
import { choicesOf, LISTING_TYPE_LABELS, PROPERTY_TYPE_LABELS } from "@/components/format/labels";
import { PRICE_UNIT_LABELS } from "@/components/format/price-unit-labels";
import { MAX_DURATION_DAYS, MAX_DURATION_HOURS, soldByStart } from "@/lib/activity-starts";
import { LISTING_TYPES, PRICE_UNITS, PROPERTY_TYPES } from "@/lib/enums";
import {
  type AmenityOption,
  type FieldName,
  GHANA_REGIONS,
  type ListingFormValues,
} from "./listing-values";
import { StartTimesField } from "./start-times-field";

export type FieldErrors = Partial<Record<FieldName, string>>;

/** What every part of the listing form works with. */
export interface ListingFields {
  values: ListingFormValues;
  errors: FieldErrors;
  set<K extends FieldName>(name: K, value: ListingFormValues[K]): void;
}

export const fieldId = (name: FieldName) => `listing-${name}`;

/** The props of a field (input, text area or select) bound to `name`. */
function bind({ values, errors, set }: ListingFields, name: FieldName) {
  return {
    id: fieldId(name),
    name,
    value: String(values[name]),
    error: errors[name],
    onChange: (event: { target: { value: string } }) =>
      set(name, event.target.value as ListingFormValues[typeof name]),
  };
}

function Fieldset({
  legend,
  describedBy,
  children,
}: {
  legend: string;
  describedBy?: string;
  children: ReactNode;
}) {
  return (
    <fieldset
      aria-describedby={describedBy}
      className="grid gap-4 rounded-2xl border border-sand-200 bg-white p-4 shadow-card sm:p-6"
    >
      <legend className="float-left mb-1 w-full text-base font-semibold text-ink-900">
        {legend}
      </legend>
      {children}
    </fieldset>
  );
}

export function BasicsFieldset(fields: ListingFields) {
  return (
    <Fieldset legend="Basics">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          {...bind(fields, "type")}
          label="Type *"
          options={choicesOf(LISTING_TYPES, LISTING_TYPE_LABELS)}
        />
        <FormField {...bind(fields, "title")} label="Title *" aria-required autoComplete="off" />
      </div>
      <TextAreaField
        {...bind(fields, "description")}
        label="Description *"
        aria-required
        hint="What guests will find: the place, the setting, what is included."
        rows={5}
      />
      <TextAreaField
        {...bind(fields, "highlights")}
        label="Highlights"
        hint="One per line, up to 20."
        rows={3}
      />
    </Fieldset>
  );
}

export function LocationFieldset({ regionsId, ...fields }: ListingFields & { regionsId: string }) {
  return (
    <Fieldset legend="Location">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          {...bind(fields, "region")}
          label="Region *"
          aria-required
          list={regionsId}
          autoComplete="off"
        />
        <datalist id={regionsId}>
          {GHANA_REGIONS.map((region) => (
            <option key={region} value={region} />
          ))}
        </datalist>
        <FormField
          {...bind(fields, "city")}
          label="City or town *"
          aria-required
          autoComplete="off"
        />
        <FormField {...bind(fields, "area")} label="Area or neighbourhood" autoComplete="off" />
        <FormField {...bind(fields, "address")} label="Address" autoComplete="off" />
        <FormField
          {...bind(fields, "latitude")}
          label="Latitude"
          inputMode="decimal"
          hint="e.g. 5.6037"
        />
        <FormField
          {...bind(fields, "longitude")}
          label="Longitude"
          inputMode="decimal"
          hint="e.g. -0.1870"
        />
      </div>
    </Fieldset>
  );
}

const PRICE_UNIT_CHOICES = PRICE_UNITS.map((unit) => ({
  value: unit,
  label: PRICE_UNIT_LABELS[unit].choice,
}));

/** A whole number from `min` to `max`. */
function count(min: number, max: number) {
  return { type: "number", min, max, inputMode: "numeric" } as const;
}

export function PriceFieldset(fields: ListingFields) {
  return (
    <Fieldset legend="Price and capacity">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <FormField
          {...bind(fields, "priceGHS")}
          label="Price in GH₵ *"
          aria-required
          inputMode="decimal"
          hint="Cedis, up to two decimals."
        />
        <SelectField {...bind(fields, "priceUnit")} label="Priced" options={PRICE_UNIT_CHOICES} />
        <SelectField
          {...bind(fields, "propertyType")}
          label="Property type"
          options={[
            { value: "", label: "None (activity or experience)" },
            ...choicesOf(PROPERTY_TYPES, PROPERTY_TYPE_LABELS),
          ]}
        />
        <FormField {...bind(fields, "bedrooms")} label="Bedrooms" {...count(0, 50)} />
        <FormField {...bind(fields, "bathrooms")} label="Bathrooms" {...count(0, 50)} />
        {soldByStart(fields.values.type) ? null : (
          <FormField
            {...bind(fields, "maxGuests")}
            label="Maximum guests *"
            aria-required
            {...count(1, 100)}
          />
        )}
        {/* An activity's or experience's times are its start times (When it runs). */}
        {soldByStart(fields.values.type) ? null : (
          <>
            <FormField {...bind(fields, "checkInTime")} label="Check-in from" type="time" />
            <FormField {...bind(fields, "checkOutTime")} label="Check-out by" type="time" />
          </>
        )}
      </div>
    </Fieldset>
  );
}

/** An activity's or experience's start times, length and spots per start; a stay has none. */
export function WhenItRunsFieldset(fields: ListingFields) {
  if (!soldByStart(fields.values.type)) return null;
  return (
    <Fieldset legend="When it runs">
      <StartTimesField
        id={fieldId("startTimes")}
        times={fields.values.startTimes}
        error={fields.errors.startTimes}
        onChange={(times) => fields.set("startTimes", times)}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField
          {...bind(fields, "durationDays")}
          label="Days *"
          aria-required
          hint={`How many days it lasts, 1 to ${MAX_DURATION_DAYS}.`}
          {...count(1, MAX_DURATION_DAYS)}
        />
        <FormField
          {...bind(fields, "durationHours")}
          label="Hours"
          hint={`One-day only: 1 to ${MAX_DURATION_HOURS}, or empty.`}
          {...count(1, MAX_DURATION_HOURS)}
        />
        <FormField
          {...bind(fields, "maxGuests")}
          label="Spots per start *"
          aria-required
          hint="Shared by every booking of a start."
          {...count(1, 100)}
        />
      </div>
    </Fieldset>
  );
}

export function AmenitiesFieldset({
  amenities,
  values,
  errors,
  set,
}: ListingFields & { amenities: AmenityOption[] }) {
  const errorId = `${fieldId("amenityIds")}-error`;
  const categories = [...new Set(amenities.map((amenity) => amenity.category))];
  const toggle = (id: string, checked: boolean) =>
    set(
      "amenityIds",
      checked ? values.amenityIds.filter((chosen) => chosen !== id) : [...values.amenityIds, id],
    );
  return (
    <Fieldset legend="Amenities" describedBy={errors.amenityIds ? errorId : undefined}>
      {errors.amenityIds ? (
        <p id={errorId} className="text-sm font-medium text-clay-700">
          {errors.amenityIds}
        </p>
      ) : null}
      <div
        id={fieldId("amenityIds")}
        tabIndex={-1}
        className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3"
      >
        {categories.map((category) => (
          <div key={category}>
            <p className="mb-2 text-sm font-semibold text-ink-700">{category}</p>
            <ul className="grid gap-1.5">
              {amenities
                .filter((amenity) => amenity.category === category)
                .map((amenity) => {
                  const checked = values.amenityIds.includes(amenity.id);
                  return (
                    <li key={amenity.id}>
                      <label className="flex cursor-pointer items-center gap-2.5 rounded-lg px-1 py-1 text-sm text-ink-900 hover:bg-sand-50">
                        <input
                          type="checkbox"
                          name="amenityIds"
                          value={amenity.id}
                          checked={checked}
                          onChange={() => toggle(amenity.id, checked)}
                          className="size-4.5 accent-forest-700"
                        />
                        {amenity.name}
                      </label>
                    </li>
                  );
                })}
            </ul>
          </div>
        ))}
      </div>
    </Fieldset>
  );
}

export function FeaturedField({ values, set }: ListingFields) {
  return (
    <div className="rounded-2xl border border-sand-200 bg-white p-4 shadow-card sm:p-6">
      <label className="flex cursor-pointer items-start gap-3">
        <input
          id={fieldId("featured")}
          type="checkbox"
          name="featured"
          checked={values.featured}
          onChange={(event) => set("featured", event.target.checked)}
          className="mt-0.5 size-5 accent-forest-700"
        />
        <span>
          <span className="block font-semibold text-ink-900">Featured</span>
          <span className="block text-sm text-ink-600">
            Shown on the home page while it is published.
          </span>
        </span>
      </label>
    </div>
  );
}
