"use client";

import { useRouter } from "next/navigation";
import { type FormEvent, useId, useState } from "react";
import { api } from "@/components/api-client";
import { buttonClass } from "@/components/button-styles";
import { ErrorSummary } from "@/components/error-summary";
import { Spinner } from "@/components/spinner";
import { UntilHydrated } from "@/components/until-hydrated";
import { useNavigate } from "@/components/use-navigate";
import {
  AmenitiesFieldset,
  BasicsFieldset,
  FeaturedField,
  type FieldErrors,
  fieldId,
  type ListingFields,
  LocationFieldset,
  PriceFieldset,
  WhenItRunsFieldset,
} from "./listing-fieldsets";
import { LISTING_SCOPES, type ListingOwner } from "./listing-scope";
import {
  type AmenityOption,
  changedBody,
  createBody,
  type FieldName,
  type ListingFormValues,
  messageFor,
} from "./listing-values";

export { EMPTY_LISTING, type ListingFormValues } from "./listing-values";

interface ListingFormProps {
  owner: ListingOwner;
  mode: "create" | "edit";
  listingId?: string;
  initial: ListingFormValues;
  amenities: AmenityOption[];
}

/**
 * The create and edit form of a listing. The API is the judge: its 400 details are shown on
 * the fields (aria-invalid, aria-describedby) with a summary that links to each of them.
 */
export function ListingForm({ owner, mode, listingId, initial, amenities }: ListingFormProps) {
  const scope = LISTING_SCOPES[owner];
  const router = useRouter();
  const navigate = useNavigate();
  const baseId = useId();
  const [values, setValues] = useState<ListingFormValues>(initial);
  const [saved, setSaved] = useState<ListingFormValues>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const fields: ListingFields = {
    values,
    errors,
    set(name, value) {
      setValues((current) => ({ ...current, [name]: value }));
      setNotice(null);
    },
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setProblem(null);
    setNotice(null);
    const body = mode === "create" ? createBody(values) : changedBody(values, saved);
    if (!scope.canFeature) delete body.featured;
    if (Object.keys(body).length === 0) {
      setErrors({});
      setNotice("Nothing to save: no field has changed.");
      return;
    }
    setSubmitting(true);
    const result =
      mode === "create"
        ? await api.post<{ id: string }>(scope.api, body)
        : await api.patch<{ id: string }>(`${scope.api}/${listingId}`, body);
    setSubmitting(false);
    if (result.ok) {
      setErrors({});
      if (mode === "create") {
        navigate(`${scope.pages}/${result.data.id}?created=1`);
        return;
      }
      setSaved(values);
      setNotice("Changes saved.");
      router.refresh();
      return;
    }
    const next: FieldErrors = {};
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

  const busyLabel = mode === "create" ? "Creating…" : "Saving…";
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
          <ErrorSummary
            focusOn={problem}
            title={problem}
            fields={(Object.entries(errors) as Array<[FieldName, string]>).map(
              ([field, message]) => ({ id: fieldId(field), text: message }),
            )}
          />
        ) : null}
        <BasicsFieldset {...fields} />
        <LocationFieldset {...fields} regionsId={`${baseId}-regions`} />
        <PriceFieldset {...fields} />
        <WhenItRunsFieldset {...fields} />
        <AmenitiesFieldset {...fields} amenities={amenities} />
        {scope.canFeature ? <FeaturedField {...fields} /> : null}
        <div className="flex flex-wrap items-center gap-4">
          <button type="submit" disabled={submitting} className={buttonClass("primary")}>
            {submitting ? <Spinner /> : null}
            {submitting ? busyLabel : mode === "create" ? "Create listing" : "Save changes"}
          </button>
          <p role="status" className="text-sm font-medium text-forest-800">
            {notice}
          </p>
        </div>
      </UntilHydrated>
    </form>
  );
}
