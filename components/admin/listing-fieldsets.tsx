import type { ReactNode } from "react";
import { FormField, SelectField, TextAreaField } from "@/components/form-fields";
import {
  choicesOf,
  LISTING_TYPE_LABELS,
  PRICE_UNIT_LABELS,
  PROPERTY_TYPE_LABELS,
} from "@/components/format/labels";
import {
  LISTING_TYPES,
  type ListingType,
  PRICE_UNITS,
  PROPERTY_TYPES,
  type PriceUnit,
  type PropertyType,
} from "@/lib/enums";
import {
  type AmenityOption,
  type FieldName,
  GHANA_REGIONS,
  type ListingFormValues,
} from "./listing-values";

export type FieldErrors = Partial<Record<FieldName, string>>;

/** What every part of the listing form works with. */
export interface ListingFields {
  values: ListingFormValues;
  errors: FieldErrors;
  set<K extends FieldName>(name: K, value: ListingFormValues[K]): void;
}

export const fieldId = (name: FieldName) => `listing-${name}`;

/** The props of a text field bound to `name`. */
function text({ values, errors, set }: ListingFields, name: FieldName) {
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
  const { values, errors, set } = fields;
  return (
    <Fieldset legend="Basics">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id={fieldId("type")}
          name="type"
          label="Type *"
          value={values.type}
          error={errors.type}
          onChange={(event) => set("type", event.target.value as ListingType)}
          options={choicesOf(LISTING_TYPES, LISTING_TYPE_LABELS)}
        />
        <FormField {...text(fields, "title")} label="Title *" aria-required autoComplete="off" />
      </div>
      <TextAreaField
        {...text(fields, "description")}
        label="Description *"
        aria-required
        hint="What guests will find: the place, the setting, what is included."
        rows={5}
      />
      <TextAreaField
        {...text(fields, "highlights")}
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
          {...text(fields, "region")}
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
          {...text(fields, "city")}
          label="City or town *"
          aria-required
          autoComplete="off"
        />
        <FormField {...text(fields, "area")} label="Area or neighbourhood" autoComplete="off" />
        <FormField {...text(fields, "address")} label="Address" autoComplete="off" />
        <FormField
          {...text(fields, "latitude")}
          label="Latitude"
          inputMode="decimal"
          hint="e.g. 5.6037"
        />
        <FormField
          {...text(fields, "longitude")}
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
  const { values, errors, set } = fields;
  return (
    <Fieldset legend="Price and capacity">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <FormField
          {...text(fields, "priceGHS")}
          label="Price in GH₵ *"
          aria-required
          inputMode="decimal"
          hint="Cedis, up to two decimals."
        />
        <SelectField
          id={fieldId("priceUnit")}
          name="priceUnit"
          label="Priced"
          value={values.priceUnit}
          error={errors.priceUnit}
          onChange={(event) => set("priceUnit", event.target.value as PriceUnit)}
          options={PRICE_UNIT_CHOICES}
        />
        <SelectField
          id={fieldId("propertyType")}
          name="propertyType"
          label="Property type"
          value={values.propertyType}
          error={errors.propertyType}
          onChange={(event) => set("propertyType", event.target.value as PropertyType | "")}
          options={[
            { value: "", label: "None (activity or experience)" },
            ...choicesOf(PROPERTY_TYPES, PROPERTY_TYPE_LABELS),
          ]}
        />
        <FormField {...text(fields, "bedrooms")} label="Bedrooms" {...count(0, 50)} />
        <FormField {...text(fields, "bathrooms")} label="Bathrooms" {...count(0, 50)} />
        <FormField
          {...text(fields, "maxGuests")}
          label="Maximum guests *"
          aria-required
          {...count(1, 100)}
        />
        <FormField {...text(fields, "checkInTime")} label="Check-in from" type="time" />
        <FormField {...text(fields, "checkOutTime")} label="Check-out by" type="time" />
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
