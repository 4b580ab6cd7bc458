"use client";

import { useRouter } from "next/navigation";
import { type FormEvent, type ReactNode, useId, useRef, useState } from "react";
import { buttonClass } from "@/components/button-styles";
import { TextAreaField } from "@/components/form-fields";
import { Spinner } from "@/components/spinner";
import type { ListingType } from "@/lib/enums";
import { formatGhs } from "@/lib/money-format";
import { GUEST_CANCEL_DEFAULT_REASON } from "@/lib/schemas/bookings";
import { api } from "../api-client";
import { StrokeIcon } from "../stroke-icon";
import { useHydrated } from "../use-hydrated";
import { MailNotice, type MailState } from "./mail-notice";
import { type RefundPreview, refundSentence } from "./refund-words";

interface CancellationPreview {
  cancellable: boolean;
  refusal: { code: string; message: string } | null;
  refund: RefundPreview;
}

interface CancellationOutcome {
  success: boolean;
  booking: { reference: string; status: string };
  refund: { eligible: boolean; amount: string; currency: string; status: "PROCESSING" | "NONE" };
}

type Step =
  | { kind: "loading" }
  | { kind: "preview"; preview: CancellationPreview }
  | { kind: "refused"; message: string }
  | { kind: "error"; message: string }
  | { kind: "done"; outcome: CancellationOutcome };

const REASON_MAX = 500;
interface CancelBookingDialogProps {
  reference: string;
  /** The listing's type: an activity's refund counts the days to its start, not to check-in. */
  type: ListingType;
  /** Whether the booking may be cancelled now: the panel with the button shows only then. */
  cancellable: boolean;
  /** The panel's heading. */
  title: string;
  /** The panel's words above the button (the policy). */
  children: ReactNode;
  /** The cancellation notice's e-mail, once there is one (after the page has refreshed). */
  cancellationMail: MailState | null;
  /** Where focus goes when the dialog closes after cancelling (the button is gone by then). */
  afterCancelFocusId: string;
}

/**
 * "Cancel booking" in its panel, and its modal dialog: the refund preview from the server
 * first, then an optional reason, then the cancellation and its outcome. A native <dialog>
 * opened with showModal(): the page behind is inert, Escape closes, and focus returns to the
 * button. After a cancellation the page behind is refreshed at once, so it shows the cancelled
 * booking under the dialog; the dialog stays mounted (the panel goes, the dialog does not).
 */
export function CancelBookingDialog({
  reference,
  type,
  cancellable,
  title: panelTitle,
  children,
  cancellationMail,
  afterCancelFocusId,
}: CancelBookingDialogProps) {
  const router = useRouter();
  const hydrated = useHydrated();
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [step, setStep] = useState<Step>({ kind: "loading" });
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const base = `/api/bookings/${encodeURIComponent(reference)}`;

  async function open() {
    setStep({ kind: "loading" });
    setReasonError(null);
    setSubmitError(null);
    dialogRef.current?.showModal();
    headingRef.current?.focus();
    const result = await api.get<CancellationPreview>(`${base}/cancellation`);
    if (!result.ok) setStep({ kind: "error", message: result.error.message });
    else if (!result.data.cancellable)
      setStep({
        kind: "refused",
        message: result.data.refusal?.message ?? "This booking can no longer be cancelled.",
      });
    else setStep({ kind: "preview", preview: result.data });
  }

  function close() {
    dialogRef.current?.close();
  }

  function onClosed() {
    const trigger = triggerRef.current;
    if (trigger?.isConnected) trigger.focus();
    else document.getElementById(afterCancelFocusId)?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    // The reason is optional here; the API keeps `reason` a required string.
    const typed = String(new FormData(event.currentTarget).get("reason") ?? "").trim();
    const reason = typed || GUEST_CANCEL_DEFAULT_REASON;
    setReasonError(null);
    setSubmitError(null);
    setSubmitting(true);
    const result = await api.post<CancellationOutcome>(`${base}/cancel`, { reason });
    setSubmitting(false);
    if (result.ok) {
      setStep({ kind: "done", outcome: result.data });
      headingRef.current?.focus();
      // The page behind shows the cancelled booking at once, not after the dialog closes.
      router.refresh();
      return;
    }
    const { error } = result;
    if (error.code === "VALIDATION_ERROR" && error.issues.some((i) => i.field === "reason")) {
      setReasonError(`Use at most ${REASON_MAX} characters.`);
    } else if (error.code === "ALREADY_CANCELLED" || error.code === "CANNOT_CANCEL") {
      setStep({ kind: "refused", message: error.message });
    } else {
      setSubmitError(error.message);
    }
  }

  const title =
    step.kind === "done"
      ? "Booking cancelled"
      : step.kind === "refused"
        ? "This booking can’t be cancelled"
        : "Cancel this booking?";

  return (
    <>
      {cancellable ? (
        <section
          aria-labelledby={`${id}-panel-title`}
          className="rounded-2xl border border-sand-200 bg-white p-5 shadow-card sm:p-6"
        >
          <h2 id={`${id}-panel-title`} className="font-display text-lg font-bold text-forest-900">
            {panelTitle}
          </h2>
          <div className="mt-1 text-sm text-ink-700">{children}</div>
          <div className="mt-4">
            <button
              ref={triggerRef}
              type="button"
              onClick={open}
              disabled={!hydrated}
              className={buttonClass("secondary", "large")}
            >
              Cancel booking
            </button>
          </div>
        </section>
      ) : null}
      <dialog
        ref={dialogRef}
        aria-labelledby={`${id}-title`}
        onClose={onClosed}
        onCancel={(event) => {
          if (submitting) event.preventDefault();
        }}
        className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-3xl bg-white p-0 text-ink-900 shadow-float backdrop:bg-forest-950/60 backdrop:backdrop-blur-[2px]"
      >
        <div aria-hidden="true" className="kente-band h-1.5" />
        <div className="p-6 sm:p-8">
          <div className="flex items-start justify-between gap-4">
            <h2
              id={`${id}-title`}
              ref={headingRef}
              tabIndex={-1}
              className="font-display text-2xl font-bold text-forest-900 focus:outline-none"
            >
              {title}
            </h2>
            <button
              type="button"
              onClick={close}
              disabled={submitting}
              className="-mt-1 -mr-2 grid size-10 shrink-0 place-items-center rounded-full text-ink-700 hover:bg-sand-100 focus-visible:outline-3 focus-visible:outline-gold-600"
            >
              <span className="sr-only">Close</span>
              <StrokeIcon>
                <path d="m5 5 10 10M15 5 5 15" />
              </StrokeIcon>
            </button>
          </div>

          <div aria-live="polite" className="mt-4">
            {step.kind === "loading" ? (
              <p className="flex items-center gap-2 text-ink-700">
                <Spinner className="size-4" /> Working out your refund…
              </p>
            ) : step.kind === "error" || step.kind === "refused" ? (
              <p className="text-ink-700">{step.message}</p>
            ) : step.kind === "preview" ? (
              <p
                className={`rounded-xl px-4 py-3 ring-1 ${
                  step.preview.refund.eligible
                    ? "bg-forest-50 text-forest-900 ring-forest-200"
                    : "bg-gold-100 text-ink-900 ring-gold-300"
                }`}
                data-testid="refund-preview"
              >
                {refundSentence(step.preview.refund, type)}
              </p>
            ) : (
              <>
                <p className="text-ink-700">
                  Booking {step.outcome.booking.reference} is cancelled and its dates are released.
                  {cancellationMail ? (
                    <>
                      {" "}
                      <MailNotice mail={cancellationMail} what="a cancellation notice" />
                    </>
                  ) : null}
                </p>
                <p
                  className="mt-4 rounded-xl bg-sand-100 px-4 py-3 text-ink-900 ring-1 ring-sand-300"
                  data-testid="refund-outcome"
                >
                  {step.outcome.refund.status === "PROCESSING"
                    ? `Your refund of ${formatGhs(step.outcome.refund.amount)} is processing. It usually reaches your card or Mobile Money wallet within 5 to 10 working days.`
                    : "No refund is due for this cancellation."}
                </p>
              </>
            )}
          </div>

          {step.kind === "preview" ? (
            <form noValidate onSubmit={onSubmit} className="mt-5 flex flex-col gap-5">
              <TextAreaField
                id={`${id}-reason`}
                name="reason"
                label="Why are you cancelling? (optional)"
                hint="It is kept with the booking’s history and helps the host."
                maxLength={REASON_MAX}
                rows={3}
                error={reasonError ?? undefined}
                disabled={submitting}
              />
              {submitError ? (
                <p role="alert" className="font-medium text-clay-700">
                  {submitError}
                </p>
              ) : null}
              <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
                <button
                  type="button"
                  onClick={close}
                  disabled={submitting}
                  className={buttonClass("secondary", "large")}
                >
                  Keep booking
                </button>
                <button
                  type="submit"
                  disabled={submitting}
                  className={buttonClass("accent", "large")}
                >
                  {submitting ? <Spinner /> : null}
                  {submitting ? "Cancelling…" : "Confirm cancellation"}
                </button>
              </div>
            </form>
          ) : step.kind === "loading" ? null : (
            <div className="mt-6 flex justify-end">
              <button type="button" onClick={close} className={buttonClass("secondary", "large")}>
                {step.kind === "done" ? "Done" : "Close"}
              </button>
            </div>
          )}
        </div>
      </dialog>
    </>
  );
}
