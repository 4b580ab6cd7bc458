"use client";

import type { ReactNode } from "react";
import { ErrorSummary } from "@/components/error-summary";
import { UntilHydrated } from "@/components/until-hydrated";
import type { ListingType } from "@/lib/enums";
import { FIELD_ORDER, fieldLabel } from "./booking-fields";
import { CancellationPolicy } from "./cancellation-policy";
import { GuestDetails } from "./guest-details";
import type { Submission } from "./use-booking-submission";

interface BookingLayoutProps {
  id: string;
  type: ListingType;
  submission: Submission;
  guest: { name: string; email: string };
  /** "Your trip": the dates (or date and start) and the party. */
  trip: ReactNode;
  /** The side card with the price and "Confirm and pay". */
  summary: ReactNode;
}

/**
 * The booking form: why it was not sent, the trip, the guest's details and the cancellation
 * policy, beside the order summary.
 */
export function BookingLayout({ id, type, submission, guest, trip, summary }: BookingLayoutProps) {
  const { problem, errors, inputId, submitting, onSubmit, edited } = submission;
  const erroredFields = FIELD_ORDER.filter((field) => errors[field]);
  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-busy={submitting}
      className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start lg:gap-12"
    >
      <UntilHydrated>
        <div className="flex min-w-0 flex-col gap-8">
          {problem ? (
            <ErrorSummary
              focusOn={problem}
              title={problem.title}
              body={problem.body}
              fields={
                problem.listFields
                  ? erroredFields.map((field) => ({
                      id: inputId(field),
                      text: `${fieldLabel(field, type)}: ${errors[field]}`,
                    }))
                  : []
              }
            />
          ) : null}
          {trip}
          <GuestDetails
            id={`${id}-guest`}
            inputId={inputId}
            guest={guest}
            errors={errors}
            onEdit={edited}
          />
          <CancellationPolicy id={`${id}-policy`} type={type} />
        </div>
        {summary}
      </UntilHydrated>
    </form>
  );
}
