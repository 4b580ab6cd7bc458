"use client";

import { useRouter } from "next/navigation";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { buttonClass } from "@/components/button-styles";
import { FormField, SelectField, Spinner, TextAreaField } from "@/components/form-fields";
import {
  LISTING_TYPE_LABELS,
  PRICE_UNIT_LABELS,
  PROPERTY_TYPE_LABELS,
} from "@/components/format/labels";
import { UntilHydrated } from "@/components/until-hydrated";
import {
  LISTING_TYPES,
  type ListingType,
  PRICE_UNITS,
  PROPERTY_TYPES,
  type PriceUnit,
  type PropertyType,
} from "@/lib/enums";
import { type ApiIssue, api } from "../api-client";

export interface AmenityOption {
  id: string;
  name: string;
  category: string;
}

/** The editable fields of a listing as the form holds them (text inputs hold strings). */
export interface ListingFormValues {
  type: ListingType;
  title: string;
  description: string;
  highlights: string;
  region: string;
  city: string;
  area: string;
  address: string;
  latitude: string;
  longitude: string;
  priceGHS: string;
  priceUnit: PriceUnit;
  propertyType: PropertyType | "";
  bedrooms: string;
  bathrooms: string;
  maxGuests: string;
  checkInTime: string;
  checkOutTime: string;
  amenityIds: string[];
  featured: boolean;
}

export const EMPTY_LISTING: ListingFormValues = {
  type: "ACCOMMODATION",
  title: "",
  description: "",
  highlights: "",
  region: "",
  city: "",
  area: "",
  address: "",
  latitude: "",
  longitude: "",
  priceGHS: "",
  priceUnit: "PER_NIGHT",
  propertyType: "",
  bedrooms: "0",
  bathrooms: "0",
  maxGuests: "2",
  checkInTime: "14:00",
  checkOutTime: "11:00",
  amenityIds: [],
  featured: false,
};

type FieldName = keyof ListingFormValues;

const GHANA_REGIONS = [
  "Ahafo",
  "Ashanti",
  "Bono",
  "Bono East",
  "Central",
  "Eastern",
  "Greater Accra",
  "North East",
  "Northern",
  "Oti",
  "Savannah",
  "Upper East",
  "Upper West",
  "Volta",
  "Western",
  "Western North",
];

/** Friendly messages by field and the API's `constraint`; anything else shows the API's words. */
const MESSAGES: Partial<Record<FieldName, Partial<Record<string, string>>>> = {
  type: { default: "Choose what kind of listing this is." },
  title: {
    required: "Enter a title.",
    min: "Use at least 3 characters for the title.",
    max: "Use at most 120 characters for the title.",
  },
  description: {
    required: "Describe the listing.",
    min: "Write a description of at least 10 characters.",
    max: "Use at most 5,000 characters.",
  },
  highlights: {
    min: "Remove the empty highlight.",
    max: "Use at most 20 highlights of up to 200 characters each.",
  },
  region: { required: "Enter the region.", min: "Enter the region (at least 2 characters)." },
  city: { required: "Enter the city or town.", min: "Enter the city (at least 2 characters)." },
  area: { max: "Use at most 100 characters." },
  address: { max: "Use at most 300 characters." },
  latitude: {
    type: "Enter the latitude as a number, like 5.6037.",
    min: "Latitude is between −90 and 90.",
    max: "Latitude is between −90 and 90.",
  },
  longitude: {
    type: "Enter the longitude as a number, like -0.1870.",
    min: "Longitude is between −180 and 180.",
    max: "Longitude is between −180 and 180.",
  },
  priceGHS: {
    required: "Enter the price in cedis.",
    type: "Enter the price as a number, like 850 or 850.50.",
    min: "The price must be more than GH₵ 0.",
    max: "The price must be below GH₵ 1,000,000.",
    decimals: "Use at most two decimals (pesewas).",
  },
  bedrooms: {
    type: "Enter a whole number.",
    int: "Enter a whole number.",
    min: "Enter 0 or more.",
    max: "At most 50.",
  },
  bathrooms: {
    type: "Enter a whole number.",
    int: "Enter a whole number.",
    min: "Enter 0 or more.",
    max: "At most 50.",
  },
  maxGuests: {
    required: "Enter how many guests it takes.",
    type: "Enter a whole number.",
    int: "Enter a whole number.",
    min: "At least 1 guest.",
    max: "At most 100 guests.",
  },
  checkInTime: { default: "Use a time of day like 14:00." },
  checkOutTime: { default: "Use a time of day like 11:00." },
  amenityIds: { unknown_amenity: "Some of these amenities no longer exist; reload the page." },
};

function messageFor(field: FieldName, issue: ApiIssue): string {
  const messages = MESSAGES[field] ?? {};
  const text =
    messages[issue.constraint] ?? messages.default ?? issue.message ?? "Check this field.";
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A number input's value for the API: a number, null when empty (if allowed), else the text. */
function numberOrText(
  value: string,
  emptyAs: null | undefined,
): number | string | null | undefined {
  const text = value.trim();
  if (text === "") return emptyAs;
  const number = Number(text);
  return Number.isFinite(number) ? number : text;
}

function bodyOf(values: ListingFormValues): Record<string, unknown> {
  return {
    type: values.type,
    title: values.title.trim(),
    description: values.description.trim(),
    highlights: values.highlights
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean),
    region: values.region.trim(),
    city: values.city.trim(),
    area: values.area.trim(),
    address: values.address.trim(),
    latitude: numberOrText(values.latitude, null),
    longitude: numberOrText(values.longitude, null),
    priceGHS: numberOrText(values.priceGHS, undefined),
    priceUnit: values.priceUnit,
    propertyType: values.propertyType === "" ? null : values.propertyType,
    bedrooms: numberOrText(values.bedrooms, undefined),
    bathrooms: numberOrText(values.bathrooms, undefined),
    maxGuests: numberOrText(values.maxGuests, undefined),
    checkInTime: values.checkInTime.trim(),
    checkOutTime: values.checkOutTime.trim(),
    amenityIds: values.amenityIds,
    featured: values.featured,
  };
}

function createBody(values: ListingFormValues): Record<string, unknown> {
  const body = bodyOf(values);
  // Blank required text is sent as missing, so the API says "required".
  for (const key of ["title", "description", "region", "city"]) {
    if (body[key] === "") delete body[key];
  }
  for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
  return body;
}

/** Only what changed since the last save. */
function changedBody(values: ListingFormValues, saved: ListingFormValues): Record<string, unknown> {
  const now = bodyOf(values);
  const before = bodyOf(saved);
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(now)) {
    const value = now[key] === undefined ? "" : now[key];
    if (JSON.stringify(value) !== JSON.stringify(before[key])) changes[key] = value;
  }
  return changes;
}

interface ListingFormProps {
  mode: "create" | "edit";
  listingId?: string;
  initial: ListingFormValues;
  amenities: AmenityOption[];
}

type Errors = Partial<Record<FieldName, string>>;

/**
 * The create and edit form of a listing. The API is the judge: its 400 details are shown on
 * the fields (aria-invalid, aria-describedby) with a summary that links to each of them.
 */
export function ListingForm({ mode, listingId, initial, amenities }: ListingFormProps) {
  const router = useRouter();
  const baseId = useId();
  const [values, setValues] = useState<ListingFormValues>(initial);
  const [saved, setSaved] = useState<ListingFormValues>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (problem) summaryRef.current?.focus();
  }, [problem]);

  const fieldId = (name: FieldName) => `listing-${name}`;
  function set<K extends FieldName>(name: K, value: ListingFormValues[K]) {
    setValues((current) => ({ ...current, [name]: value }));
    setNotice(null);
  }
  function text(name: FieldName) {
    return {
      id: fieldId(name),
      name,
      value: values[name] as string,
      error: errors[name],
      onChange: (event: { target: { value: string } }) =>
        set(name, event.target.value as ListingFormValues[typeof name]),
    };
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setProblem(null);
    setNotice(null);
    let body: Record<string, unknown>;
    if (mode === "create") {
      body = createBody(values);
    } else {
      body = changedBody(values, saved);
      if (Object.keys(body).length === 0) {
        setErrors({});
        setNotice("Nothing to save: no field has changed.");
        return;
      }
    }
    setSubmitting(true);
    const result =
      mode === "create"
        ? await api.post<{ id: string }>("/api/admin/listings", body)
        : await api.patch<{ id: string }>(`/api/admin/listings/${listingId}`, body);
    setSubmitting(false);
    if (result.ok) {
      setErrors({});
      if (mode === "create") {
        router.push(`/admin/listings/${result.data.id}?created=1`);
        return;
      }
      setSaved(values);
      setNotice("Changes saved.");
      router.refresh();
      return;
    }
    const next: Errors = {};
    for (const [field, issue] of result.error.fieldIssues()) {
      if (field in values) next[field as FieldName] = messageFor(field as FieldName, issue);
    }
    setErrors(next);
    setProblem(
      Object.keys(next).length > 0
        ? "Some fields need your attention."
        : result.error.message || "The listing could not be saved.",
    );
  }

  const errorEntries = Object.entries(errors) as Array<[FieldName, string]>;
  const categories = [...new Set(amenities.map((amenity) => amenity.category))];
  const legend = "text-base font-semibold text-ink-900";
  const fieldset = "grid gap-4 rounded-2xl border border-sand-200 bg-white p-4 shadow-card sm:p-6";

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-describedby={`${baseId}-required`}
      className="grid gap-5"
    >
      <UntilHydrated>
        <p id={`${baseId}-required`} className="text-sm text-ink-600">
          Fields marked <span aria-hidden="true">*</span>
          <span className="sr-only">required</span> are required.
        </p>
        {problem ? (
          <div
            ref={summaryRef}
            tabIndex={-1}
            role="alert"
            className="rounded-2xl border border-clay-500/50 bg-clay-100 px-5 py-4 text-sm text-clay-700 focus:outline-3 focus:outline-clay-600"
          >
            <p className="font-semibold">{problem}</p>
            {errorEntries.length > 0 ? (
              <ul className="mt-2 list-disc space-y-1 pl-5">
                {errorEntries.map(([field, message]) => (
                  <li key={field}>
                    <a href={`#${fieldId(field)}`} className="underline underline-offset-2">
                      {message}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}

        <fieldset className={fieldset}>
          <legend className={`${legend} float-left mb-1 w-full`}>Basics</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              id={fieldId("type")}
              name="type"
              label="Type *"
              value={values.type}
              error={errors.type}
              onChange={(event) => set("type", event.target.value as ListingType)}
              options={LISTING_TYPES.map((type) => ({
                value: type,
                label: LISTING_TYPE_LABELS[type],
              }))}
            />
            <FormField {...text("title")} label="Title *" aria-required autoComplete="off" />
          </div>
          <TextAreaField
            {...text("description")}
            label="Description *"
            aria-required
            hint="What guests will find: the place, the setting, what is included."
            rows={5}
          />
          <TextAreaField
            {...text("highlights")}
            label="Highlights"
            hint="One per line, up to 20."
            rows={3}
          />
        </fieldset>

        <fieldset className={fieldset}>
          <legend className={`${legend} float-left mb-1 w-full`}>Location</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              {...text("region")}
              label="Region *"
              aria-required
              list={`${baseId}-regions`}
              autoComplete="off"
            />
            <datalist id={`${baseId}-regions`}>
              {GHANA_REGIONS.map((region) => (
                <option key={region} value={region} />
              ))}
            </datalist>
            <FormField {...text("city")} label="City or town *" aria-required autoComplete="off" />
            <FormField {...text("area")} label="Area or neighbourhood" autoComplete="off" />
            <FormField {...text("address")} label="Address" autoComplete="off" />
            <FormField
              {...text("latitude")}
              label="Latitude"
              inputMode="decimal"
              hint="e.g. 5.6037"
            />
            <FormField
              {...text("longitude")}
              label="Longitude"
              inputMode="decimal"
              hint="e.g. -0.1870"
            />
          </div>
        </fieldset>

        <fieldset className={fieldset}>
          <legend className={`${legend} float-left mb-1 w-full`}>Price and capacity</legend>
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            <FormField
              {...text("priceGHS")}
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
              options={PRICE_UNITS.map((unit) => ({
                value: unit,
                label: PRICE_UNIT_LABELS[unit].choice,
              }))}
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
                ...PROPERTY_TYPES.map((kind) => ({
                  value: kind,
                  label: PROPERTY_TYPE_LABELS[kind],
                })),
              ]}
            />
            <FormField
              {...text("bedrooms")}
              label="Bedrooms"
              type="number"
              min={0}
              max={50}
              inputMode="numeric"
            />
            <FormField
              {...text("bathrooms")}
              label="Bathrooms"
              type="number"
              min={0}
              max={50}
              inputMode="numeric"
            />
            <FormField
              {...text("maxGuests")}
              label="Maximum guests *"
              aria-required
              type="number"
              min={1}
              max={100}
              inputMode="numeric"
            />
            <FormField {...text("checkInTime")} label="Check-in from" type="time" />
            <FormField {...text("checkOutTime")} label="Check-out by" type="time" />
          </div>
        </fieldset>

        <fieldset
          className={fieldset}
          aria-describedby={errors.amenityIds ? `${fieldId("amenityIds")}-error` : undefined}
        >
          <legend className={`${legend} float-left mb-1 w-full`}>Amenities</legend>
          {errors.amenityIds ? (
            <p id={`${fieldId("amenityIds")}-error`} className="text-sm font-medium text-clay-700">
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
                              onChange={() =>
                                set(
                                  "amenityIds",
                                  checked
                                    ? values.amenityIds.filter((id) => id !== amenity.id)
                                    : [...values.amenityIds, amenity.id],
                                )
                              }
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
        </fieldset>

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

        <div className="flex flex-wrap items-center gap-4">
          <button type="submit" disabled={submitting} className={buttonClass("primary")}>
            {submitting ? <Spinner /> : null}
            {mode === "create"
              ? submitting
                ? "Creating…"
                : "Create listing"
              : submitting
                ? "Saving…"
                : "Save changes"}
          </button>
          <p role="status" className="text-sm font-medium text-forest-800">
            {notice}
          </p>
        </div>
      </UntilHydrated>
    </form>
  );
}
