"use client";

import { useRouter } from "next/navigation";
import { type FormEvent, useId, useState } from "react";
import { api } from "@/components/api-client";
import { buttonClass } from "@/components/button-styles";
import { FieldError, Spinner } from "@/components/form-fields";
import { UntilHydrated } from "@/components/until-hydrated";
import { sentence } from "@/lib/words";
import { inputClass } from "./filter-bar";

interface PayoutHoldProps {
  hostId: string;
  hostName: string;
  held: boolean;
}

/**
 * Hold a host's payouts (a reason required: the payout job then starts none for them) or
 * release them (PATCH /api/admin/hosts/{id}/payouts); the page refreshes into the new state.
 */
export function PayoutHold({ hostId, hostName, held }: PayoutHoldProps) {
  const router = useRouter();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [message, setMessage] = useState<{ tone: "ok" | "problem"; text: string } | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const reason = String(new FormData(form).get("reason") ?? "").trim();
    if (!held && !reason) {
      setReasonError("Say why the payouts are held.");
      document.getElementById(`${id}-reason`)?.focus();
      return;
    }
    setReasonError(undefined);
    setBusy(true);
    setMessage(null);
    const result = await api.patch<{ held: boolean }>(
      `/api/admin/hosts/${hostId}/payouts`,
      held ? { held: false } : { held: true, reason },
    );
    setBusy(false);
    if (!result.ok) {
      setMessage({ tone: "problem", text: sentence(result.error.message) });
      return;
    }
    form.reset();
    setMessage({ tone: "ok", text: result.data.held ? "Payouts held." : "Payouts released." });
    router.refresh();
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-1">
      <UntilHydrated>
        <div className="flex flex-wrap items-start gap-2">
          {held ? null : (
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-reason`} className="sr-only">
                Why hold the payouts of {hostName}
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
            className={buttonClass(held ? "secondary" : "accent", "small")}
            aria-label={`${held ? "Release" : "Hold"} the payouts of ${hostName}`}
          >
            {busy ? <Spinner /> : null}
            {held ? "Release" : "Hold"}
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
