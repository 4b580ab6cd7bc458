"use client";

import { useRouter } from "next/navigation";
import { type FormEvent, useId, useState } from "react";
import { api } from "@/components/api-client";
import { normalizePhone } from "@/components/booking/booking-fields";
import { buttonClass } from "@/components/button-styles";
import { ErrorSummary } from "@/components/error-summary";
import { type FieldMessages, type FieldProblem, fieldProblem } from "@/components/field-problem";
import { FormField, TextAreaField } from "@/components/form-fields";
import { Spinner } from "@/components/spinner";
import { UntilHydrated } from "@/components/until-hydrated";
import { useNavigate } from "@/components/use-navigate";

type Field = "displayName" | "phone" | "bio";

const LABELS: Record<Field, string> = {
  displayName: "Name shown to guests",
  phone: "Phone number",
  bio: "About you",
};

const MESSAGES: FieldMessages<Field> = {
  displayName: {
    max: "Use at most 60 characters.",
    default: "Enter the name guests will see (at least 2 characters).",
  },
  phone: { default: "Enter a Ghana number: +233 followed by 9 digits, like +233241234567." },
  bio: { max: "Keep it to at most 1,000 characters.", default: "Check what you wrote about you." },
};

/** "Become a host": the profile guests see (POST /api/host/profile), then the host's listings. */
export function BecomeHostForm({ defaultName }: { defaultName: string }) {
  const router = useRouter();
  const navigate = useNavigate();
  const id = useId();
  const [submitting, setSubmitting] = useState(false);
  const [problem, setProblem] = useState<FieldProblem<Field> | null>(null);
  const inputId = (field: Field) => `${id}-${field}`;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const data = new FormData(event.currentTarget);
    const text = (field: Field) => String(data.get(field) ?? "").trim();
    setSubmitting(true);
    setProblem(null);
    const result = await api.post("/api/host/profile", {
      displayName: text("displayName"),
      phone: normalizePhone(text("phone")),
      bio: text("bio"),
    });
    if (result.ok) {
      navigate("/host/listings");
      router.refresh();
      return; // Stay disabled while the listings load.
    }
    setProblem(fieldProblem(result.error, MESSAGES));
    setSubmitting(false);
  }

  const errors = problem?.errors ?? {};
  return (
    <form noValidate onSubmit={onSubmit} aria-busy={submitting} className="flex flex-col gap-5">
      <UntilHydrated>
        {problem ? (
          <ErrorSummary
            focusOn={problem}
            title={problem.title}
            fields={(Object.keys(errors) as Field[]).map((field) => ({
              id: inputId(field),
              text: `${LABELS[field]}: ${errors[field]}`,
            }))}
          />
        ) : null}
        <FormField
          id={inputId("displayName")}
          name="displayName"
          label={LABELS.displayName}
          hint="Your first name or your business's name, as on your listings."
          autoComplete="nickname"
          required
          maxLength={60}
          defaultValue={defaultName}
          error={errors.displayName}
        />
        <FormField
          id={inputId("phone")}
          name="phone"
          label={LABELS.phone}
          hint="A Ghana number: +233 and 9 digits. Guests see it only once they have booked."
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          required
          placeholder="+233 24 123 4567"
          error={errors.phone}
        />
        <TextAreaField
          id={inputId("bio")}
          name="bio"
          label={
            <>
              {LABELS.bio} <span className="font-normal text-ink-600">(optional)</span>
            </>
          }
          hint="What guests should know about you as their host."
          maxLength={1000}
          rows={4}
          error={errors.bio}
        />
        <button type="submit" disabled={submitting} className={buttonClass("primary", "large")}>
          {submitting ? <Spinner className="size-5" /> : null}
          {submitting ? "Saving…" : "Become a host"}
        </button>
      </UntilHydrated>
    </form>
  );
}
