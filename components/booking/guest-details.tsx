"use client";

import { useState } from "react";
import { FormField, TextAreaField } from "@/components/form-fields";
import { formatCount } from "@/lib/words";
import { FIELD_LABELS, type Field, type FieldErrors } from "./booking-fields";
import { FormSection } from "./form-section";

interface GuestDetailsProps {
  id: string;
  inputId(field: Field): string;
  guest: { name: string; email: string };
  errors: FieldErrors;
  /** The guest typed into a field the API had refused. */
  onEdit(field: Field): void;
}

const REQUESTS_MAX = 1000;

/** The lead guest's name, e-mail and phone, and special requests (uncontrolled fields). */
export function GuestDetails({ id, inputId, guest, errors, onEdit }: GuestDetailsProps) {
  const [requestLength, setRequestLength] = useState(0);
  const bind = (field: Field) => ({
    id: inputId(field),
    name: field,
    label: FIELD_LABELS[field],
    error: errors[field],
    onInput: () => onEdit(field),
  });
  return (
    <FormSection id={id} title="Guest details">
      <p className="mt-1 text-sm text-ink-600">
        The lead guest’s details; we send the confirmation to this e-mail address.
      </p>
      <div className="mt-5 grid gap-5">
        <FormField
          {...bind("guestName")}
          autoComplete="name"
          required
          maxLength={100}
          defaultValue={guest.name}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            {...bind("guestEmail")}
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            required
            defaultValue={guest.email}
          />
          <FormField
            {...bind("guestPhone")}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            required
            placeholder="+233 24 123 4567"
            hint="A Ghana number: +233 and 9 digits."
          />
        </div>
        <TextAreaField
          id={inputId("specialRequests")}
          name="specialRequests"
          label={
            <>
              Special requests <span className="font-normal text-ink-600">(optional)</span>
            </>
          }
          hint="Arrival time, dietary needs, anything the host should know."
          maxLength={REQUESTS_MAX}
          rows={4}
          onInput={(event) => {
            setRequestLength(event.currentTarget.value.length);
            onEdit("specialRequests");
          }}
          error={errors.specialRequests}
        />
        <p className="-mt-3 text-right text-xs text-ink-600">
          {requestLength} / {formatCount(REQUESTS_MAX)} characters
        </p>
      </div>
    </FormSection>
  );
}
