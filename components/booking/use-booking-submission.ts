"use client";

import { type FormEvent, useId, useState } from "react";
import type { ListingType } from "@/lib/enums";
import { type Field, type FieldErrors, normalizePhone } from "./booking-fields";
import { bookingRefusal, CHECK_FIELDS, type Problem } from "./booking-problem";

interface SubmissionParams {
  listing: { id: string; type: ListingType };
  /** The listing page with the trip chosen, where the guest can see what is free. */
  listingHref: string;
  /** What is wrong with the trip, checked before anything is sent. */
  tripErrors: FieldErrors;
  /** Trip fields not chosen yet: their errors are shown once the guest tries to book. */
  missing: Field[];
  /** Why the trip cannot be booked as it stands (its nights taken), before sending. */
  blocked?: Problem | null;
  /** The trip's part of POST /api/bookings: dates or date and start, the party. */
  trip: Record<string, unknown>;
  /** The server found the dates or spots taken: what is free has changed. */
  onTaken(): void;
}

export interface Submission {
  inputId(field: Field): string;
  /** The errors to show: the trip's (missing ones once tried) and the API's. */
  errors: FieldErrors;
  problem: Problem | null;
  submitting: boolean;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  /** The guest changed these trip fields: the API's errors about them are out of date. */
  changed(fields: Field[]): void;
  /** The guest typed into a field the API had refused. */
  edited(field: Field): void;
}

function without(errors: FieldErrors, fields: Field[]): FieldErrors {
  const next = { ...errors };
  for (const field of fields) delete next[field];
  return next;
}

/**
 * Sending the booking form: the checks before sending, POST /api/bookings with the guest's
 * details, then off to the checkout; or the API's refusal, on the fields it names.
 */
export function useBookingSubmission({
  listing,
  listingHref,
  tripErrors,
  missing,
  blocked,
  trip,
  onTaken,
}: SubmissionParams): Submission {
  const id = useId();
  const [touched, setTouched] = useState(false);
  const [apiErrors, setApiErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<Problem | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setTouched(true);
    if (Object.keys(tripErrors).length > 0) {
      setApiErrors({});
      setProblem(CHECK_FIELDS);
      return;
    }
    if (blocked) {
      setProblem(blocked);
      return;
    }
    const data = new FormData(event.currentTarget);
    const text = (name: Field) => String(data.get(name) ?? "").trim();
    const specialRequests = text("specialRequests");
    setSubmitting(true);
    setProblem(null);
    setApiErrors({});
    const { api } = await import("@/components/api-client");
    const result = await api.post<{ booking: { reference: string }; paymentUrl: string }>(
      "/api/bookings",
      {
        listingId: listing.id,
        ...trip,
        guestName: text("guestName"),
        guestEmail: text("guestEmail"),
        guestPhone: normalizePhone(text("guestPhone")),
        ...(specialRequests ? { specialRequests } : {}),
      },
    );
    if (result.ok) {
      window.location.assign(result.data.paymentUrl);
      return; // Stay busy while the checkout loads.
    }
    setSubmitting(false);
    if (result.error.code === "DATES_UNAVAILABLE") onTaken();
    const refusal = bookingRefusal(result.error, listingHref, listing.type);
    setApiErrors(refusal.fieldErrors);
    setProblem(refusal.problem);
  }

  return {
    inputId: (field) => `${id}-${field}`,
    errors: { ...(touched ? tripErrors : without(tripErrors, missing)), ...apiErrors },
    problem,
    submitting,
    onSubmit: (event) => void onSubmit(event),
    changed(fields) {
      setApiErrors((previous) => without(previous, fields));
      setProblem(null);
    },
    edited(field) {
      if (apiErrors[field]) setApiErrors((previous) => without(previous, [field]));
    },
  };
}
