"use client";

import { useRouter } from "next/navigation";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { buttonClass } from "@/components/button-styles";
import { SelectField, TextAreaField } from "@/components/form-fields";
import { BOOKING_STATUS, CANCELLATION_FAULT_LABELS } from "@/components/format/labels";
import { Spinner } from "@/components/spinner";
import { UntilHydrated } from "@/components/until-hydrated";
import type { BookingStatus } from "@/lib/enums";
import { formatGhs } from "@/lib/money-format";
import { CANCELLATION_FAULTS, type CancellationFault, refundFullFor } from "@/lib/refunds";
import { plural, sentence } from "@/lib/words";
import { api } from "../api-client";
import { Notice } from "./ui";

export interface StatusTarget {
  value: BookingStatus;
  label: string;
  /** Why the move is not possible yet (a date rule), or null when it is. */
  notYet: string | null;
}

/**
 * Changes a booking's status with an optional note for its history. Only the moves of
 * BOOKING_ADMIN_TRANSITIONS for the current status are offered (worked out on the server);
 * those a date rule does not allow yet are shown disabled with the reason.
 */
export function BookingStatusForm({
  reference,
  status,
  targets,
}: {
  reference: string;
  status: BookingStatus;
  targets: StatusTarget[];
}) {
  const router = useRouter();
  const id = useId();
  const available = targets.filter((target) => target.notYet === null);
  const [to, setTo] = useState<string>(available.length === 1 ? (available[0]?.value ?? "") : "");
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  // Outside the form too: a move to a final status replaces the form once the page refreshes,
  // and the confirmation must stay (and be announced) there.
  const outcome = (
    <p role="status" className="text-sm font-medium text-forest-800">
      {done}
    </p>
  );
  if (targets.length === 0) {
    return (
      <div className="grid gap-2">
        <p className="text-sm text-ink-600">
          {BOOKING_STATUS[status].label} is a final status: it does not change any more.
        </p>
        {outcome}
      </div>
    );
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setDone(null);
    if (!to) {
      setError("Choose the new status.");
      return;
    }
    setBusy(true);
    setError(null);
    const result = await api.patch(`/api/admin/bookings/${reference}`, {
      status: to,
      ...(note.trim() ? { note: note.trim() } : {}),
    });
    setBusy(false);
    if (!result.ok) {
      const issue = result.error.fieldIssues().get("note");
      setError(
        issue
          ? "The note is too long: use at most 1,000 characters."
          : `${sentence(result.error.message)}${result.error.code === "INVALID_TRANSITION" ? " (INVALID_TRANSITION)" : ""}`,
      );
      return;
    }
    setDone(`Status changed to ${BOOKING_STATUS[to as BookingStatus].label}.`);
    setNote("");
    setTo("");
    router.refresh();
  }

  const waiting = targets.filter((target) => target.notYet !== null);
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <UntilHydrated>
        <SelectField
          id={`${id}-status`}
          name="status"
          label="New status"
          value={to}
          onChange={(event) => {
            setTo(event.target.value);
            setError(null);
          }}
          error={error && !to ? error : undefined}
          hint={
            waiting.length > 0
              ? waiting.map((target) => `${target.label}: ${target.notYet}`).join(" ")
              : undefined
          }
          options={[
            { value: "", label: "Choose…", disabled: true },
            ...targets.map((target) => ({
              value: target.value,
              label: target.notYet ? `${target.label} (not yet)` : target.label,
              disabled: target.notYet !== null,
            })),
          ]}
        />
        <TextAreaField
          id={`${id}-note`}
          name="note"
          label="Note for the history (optional)"
          rows={2}
          maxLength={1000}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        {error && to ? (
          <Notice tone="problem" role="alert">
            {error}
          </Notice>
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="submit"
            disabled={busy || available.length === 0}
            className={buttonClass("primary")}
          >
            {busy ? <Spinner /> : null}
            Change status
          </button>
          {outcome}
        </div>
      </UntilHydrated>
    </form>
  );
}

export interface RefundChoices {
  /** The completed payment's amount (the full refund), or null when nothing was paid. */
  paidTotal: string | null;
  policy: { amount: string; fraction: number; daysBeforeCheckIn: number };
}

interface CancelResult {
  refund: { eligible: boolean; amount: string; currency: string; status: string };
}

/**
 * Cancels a booking as an admin: a reason, who the cancellation is down to (never chosen for
 * the admin), which decides the refund (lib/refunds.ts: the guest's request → the policy; the
 * host or the platform → the whole paid total), each choice showing its amount up front, then
 * a confirmation step that repeats the amount. As the listing's host (`asHost`), the
 * cancellation is the host's: no choice, the whole paid total refunded.
 */
export function BookingCancelForm({
  reference,
  byStart,
  choices,
  cancelled,
  asHost = false,
}: {
  reference: string;
  asHost?: boolean;
  /** An activity or experience: cancelling frees spots, and the policy counts to its start. */
  byStart: boolean;
  /** The refund amounts; null once the booking can no longer be cancelled. */
  choices: RefundChoices | null;
  /** What the cancellation was, for a booking already cancelled. */
  cancelled: { at: string; reason: string | null; refunded: number } | null;
}) {
  const router = useRouter();
  const id = useId();
  const [reason, setReason] = useState("");
  const [fault, setFault] = useState<CancellationFault | null>(asHost ? "HOST" : null);
  const [faultError, setFaultError] = useState<string | null>(null);
  const [step, setStep] = useState<"edit" | "confirm">("edit");
  const [busy, setBusy] = useState(false);
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<CancelResult["refund"] | null>(null);
  const confirmRef = useRef<HTMLElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);

  const paid = choices !== null && choices.paidTotal !== null;
  const refundFull = fault !== null && refundFullFor(fault);
  const amount =
    !choices || !paid ? "0.00" : refundFull ? (choices.paidTotal ?? "0.00") : choices.policy.amount;

  useEffect(() => {
    if (step === "confirm") confirmRef.current?.focus();
  }, [step]);
  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);

  function review(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const missingReason = !reason.trim();
    const missingFault = paid && fault === null;
    setReasonError(
      missingReason ? "Give a reason: it is kept in the history and sent to the guest." : null,
    );
    setFaultError(
      missingFault ? "Choose who the cancellation is down to: it decides the refund." : null,
    );
    if (missingReason || missingFault) return;
    setProblem(null);
    setStep("confirm");
  }

  async function cancel() {
    setBusy(true);
    setProblem(null);
    const response = asHost
      ? await api.post<CancelResult>(`/api/host/bookings/${reference}/cancel`, {
          reason: reason.trim(),
        })
      : await api.post<CancelResult>(`/api/admin/bookings/${reference}/cancel`, {
          reason: reason.trim(),
          refundFull: paid && refundFull,
        });
    setBusy(false);
    if (!response.ok) {
      setProblem(`${sentence(response.error.message)} (${response.error.code})`);
      setStep("edit");
      return;
    }
    setResult(response.data.refund);
    router.refresh();
  }

  if (result) {
    // Kept on screen after the page refreshes into its cancelled state.
    return (
      <div
        ref={resultRef}
        tabIndex={-1}
        role="status"
        className="rounded-xl border border-forest-300 bg-forest-50 px-4 py-3 text-sm text-forest-900 focus:outline-3 focus:outline-forest-600"
      >
        <p className="font-semibold">Booking cancelled.</p>
        <p className="mt-0.5">
          {result.eligible
            ? `A refund of ${formatGhs(result.amount)} is ${result.status === "PROCESSING" ? "being processed" : result.status.toLowerCase()}.`
            : "No refund is due."}
        </p>
      </div>
    );
  }

  if (!choices) {
    return (
      <p className="text-sm text-ink-700">
        Cancelled {cancelled?.at ?? ""}
        {cancelled?.reason ? ` · “${cancelled.reason}”` : ""}.{" "}
        {cancelled && cancelled.refunded > 0
          ? `Refunds: ${formatGhs(cancelled.refunded)}.`
          : "No refund was made."}
      </p>
    );
  }
  const percent = Math.round(choices.policy.fraction * 100);
  const days = choices.policy.daysBeforeCheckIn;

  const option =
    "flex cursor-pointer items-start gap-3 rounded-xl border px-4 py-3 transition has-[:checked]:border-forest-600 has-[:checked]:bg-forest-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-gold-600";

  return (
    <form onSubmit={review} noValidate className="grid gap-4">
      <UntilHydrated>
        <TextAreaField
          id={`${id}-reason`}
          name="reason"
          label="Reason *"
          hint="Kept in the booking's history and sent to the guest."
          rows={2}
          maxLength={500}
          aria-required
          value={reason}
          error={reasonError ?? undefined}
          disabled={step === "confirm"}
          onChange={(event) => setReason(event.target.value)}
        />
        {paid && asHost ? (
          <p className="rounded-xl border border-sand-200 bg-sand-50 px-4 py-3 text-sm text-ink-700">
            As you cancel, the guest gets back everything they paid:{" "}
            {formatGhs(choices.paidTotal ?? "0")}, service fee and taxes included.
          </p>
        ) : paid ? (
          <fieldset
            className="grid gap-2"
            disabled={step === "confirm"}
            aria-describedby={faultError ? `${id}-fault-error` : undefined}
          >
            <legend className="mb-1 text-sm font-semibold text-ink-900">
              Who is the cancellation down to? *
            </legend>
            {CANCELLATION_FAULTS.map((choice) => {
              const full = refundFullFor(choice);
              return (
                <label key={choice} className={`${option} border-sand-300`}>
                  <input
                    type="radio"
                    name="fault"
                    value={choice}
                    checked={fault === choice}
                    onChange={() => {
                      setFault(choice);
                      setFaultError(null);
                    }}
                    className="mt-1 size-4 accent-forest-700"
                  />
                  <span>
                    <span className="block font-semibold text-ink-900">
                      {CANCELLATION_FAULT_LABELS[choice]}
                    </span>
                    <span className="block text-sm text-ink-700">
                      {full
                        ? `Full refund: ${formatGhs(choices.paidTotal ?? "0")}, the whole paid total, service fee included.`
                        : `Cancellation policy: ${formatGhs(choices.policy.amount)}, ${percent}% of the subtotal and taxes, as ${byStart ? "the start" : "check-in"} is ${plural(days, "day")} away. The service fee is not refunded.`}
                    </span>
                  </span>
                </label>
              );
            })}
            {faultError ? (
              <p id={`${id}-fault-error`} className="text-sm font-medium text-clay-700">
                {faultError}
              </p>
            ) : null}
          </fieldset>
        ) : (
          <p className="rounded-xl border border-sand-200 bg-sand-50 px-4 py-3 text-sm text-ink-700">
            No payment was completed for this booking, so there is nothing to refund.
          </p>
        )}
        {problem ? (
          <Notice tone="problem" role="alert">
            {problem}
          </Notice>
        ) : null}
        {step === "edit" ? (
          <div>
            <button type="submit" className={buttonClass("accent")}>
              Review cancellation
            </button>
          </div>
        ) : (
          <section
            ref={confirmRef}
            tabIndex={-1}
            aria-labelledby={`${id}-confirm-title`}
            className="rounded-xl border border-clay-500/50 bg-clay-100 px-4 py-3 text-sm text-ink-900 focus:outline-3 focus:outline-clay-600"
          >
            <p id={`${id}-confirm-title`} className="font-semibold text-clay-700">
              Cancel {reference}?
            </p>
            <p className="mt-0.5">
              {paid
                ? `${fault && !asHost ? `${CANCELLATION_FAULT_LABELS[fault]}: ` : ""}the guest will be refunded ${formatGhs(amount)} (${refundFull ? "full refund of the paid total" : "cancellation policy"}).`
                : "No refund is due."}{" "}
              The {byStart ? "spots" : "nights"} become free and the guest gets an e-mail. This
              cannot be undone.
            </p>
            <div className="mt-3 flex flex-wrap gap-2">
              <button
                type="button"
                onClick={cancel}
                disabled={busy}
                className={buttonClass("accent")}
              >
                {busy ? <Spinner /> : null}
                {paid && Number(amount) > 0
                  ? `Cancel and refund ${formatGhs(amount)}`
                  : "Cancel booking"}
              </button>
              <button
                type="button"
                onClick={() => setStep("edit")}
                disabled={busy}
                className={buttonClass("secondary")}
              >
                Go back
              </button>
            </div>
          </section>
        )}
      </UntilHydrated>
    </form>
  );
}
