"use client";

import { useRouter } from "next/navigation";
import { type FormEvent, useId, useState } from "react";
import { api } from "@/components/api-client";
import { buttonClass } from "@/components/button-styles";
import { FieldError } from "@/components/field-error";
import { Spinner } from "@/components/spinner";
import { UntilHydrated } from "@/components/until-hydrated";
import { sentence } from "@/lib/words";
import { inputClass } from "./filter-bar";

/** The words of one action: its button, the button's full name, what is said once done. */
interface ToggleAction {
  button: string;
  label: string;
  done: string;
}

export interface ReasonedToggleProps {
  /** PATCHed with `{ [flag]: true, reason }` to turn the state on, `{ [flag]: false }` to end it. */
  endpoint: string;
  flag: "held" | "hidden";
  /** Whether the state is on now (payouts held, a review hidden). */
  on: boolean;
  /** The reason's field, read out (it shows "Reason"), and what is said when it is too short. */
  reason: { label: string; needed: string; min?: number };
  turnOn: ToggleAction;
  turnOff: ToggleAction;
}

/**
 * A row's switch that asks why before turning a state on: hold a host's payouts, hide a
 * review. Turning it off needs no reason. The page refreshes into the new state.
 */
export function ReasonedToggle({
  endpoint,
  flag,
  on,
  reason: reasonField,
  turnOn,
  turnOff,
}: ReasonedToggleProps) {
  const router = useRouter();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [message, setMessage] = useState<{ tone: "ok" | "problem"; text: string } | null>(null);
  const action = on ? turnOff : turnOn;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const reason = String(new FormData(form).get("reason") ?? "").trim();
    if (!on && reason.length < (reasonField.min ?? 1)) {
      setReasonError(reasonField.needed);
      document.getElementById(`${id}-reason`)?.focus();
      return;
    }
    setReasonError(undefined);
    setBusy(true);
    setMessage(null);
    const result = await api.patch<Record<typeof flag, boolean>>(
      endpoint,
      on ? { [flag]: false } : { [flag]: true, reason },
    );
    setBusy(false);
    if (!result.ok) {
      setMessage({ tone: "problem", text: sentence(result.error.message) });
      return;
    }
    form.reset();
    setMessage({ tone: "ok", text: result.data[flag] ? turnOn.done : turnOff.done });
    router.refresh();
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-1">
      <UntilHydrated>
        <div className="flex flex-wrap items-start gap-2">
          {on ? null : (
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-reason`} className="sr-only">
                {reasonField.label}
              </label>
              <input
                id={`${id}-reason`}
                name="reason"
                maxLength={500}
                placeholder="Reason"
                aria-required
                aria-invalid={reasonError ? true : undefined}
                aria-describedby={reasonError ? `${id}-reason-error` : undefined}
                className={`${inputClass} w-44 max-w-full py-1.5 text-sm md:min-h-10`}
              />
              <FieldError id={`${id}-reason`} error={reasonError} />
            </div>
          )}
          <button
            type="submit"
            disabled={busy}
            className={buttonClass(on ? "secondary" : "accent", "small")}
            aria-label={action.label}
          >
            {busy ? <Spinner /> : null}
            {action.button}
          </button>
        </div>
        <p
          role="status"
          className={`text-xs font-medium ${message?.tone === "problem" ? "text-clay-700" : "text-forest-800"}`}
        >
          {message?.text}
        </p>
      </UntilHydrated>
    </form>
  );
}
