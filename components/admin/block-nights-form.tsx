"use client";

import { type FormEvent, useId, useState } from "react";
import { buttonClass } from "@/components/button-styles";
import { FormField, SelectField, Spinner } from "@/components/form-fields";
import { BLOCK_REASON_LABELS, choicesOf } from "@/components/format/labels";
import { UntilHydrated } from "@/components/until-hydrated";
import { addDays, isIsoDate } from "@/lib/dates";
import { BLOCK_REASONS, type BlockReason } from "@/lib/enums";
import type { RangeErrors } from "./calendar-nights";
import { Notice } from "./ui";
import type { NightRange } from "./use-listing-nights";

interface BlockNightsFormProps {
  today: string;
  /** The range picked in the calendar or typed here ("" when not chosen). */
  first: string;
  last: string;
  onRangeChange(first: string, last: string): void;
  errors: RangeErrors;
  onErrors(errors: RangeErrors): void;
  problem: string | null;
  announcement: string;
  busy: string | null;
  block(range: NightRange, reason: BlockReason, note: string): Promise<boolean>;
  unblock(range: NightRange, key: string): Promise<void>;
}

/** The form beside the calendar: a range of nights, then Block (with a reason) or Unblock. */
export function BlockNightsForm({
  today,
  first,
  last,
  onRangeChange,
  errors,
  onErrors,
  problem,
  announcement,
  busy,
  block,
  unblock,
}: BlockNightsFormProps) {
  const id = useId();
  const [reason, setReason] = useState<BlockReason>("MAINTENANCE");
  const [note, setNote] = useState("");

  /** [from, to) of the form, or the field errors. */
  function range(): NightRange | null {
    const next: RangeErrors = {};
    const lastNight = last === "" ? first : last;
    if (!isIsoDate(first)) next.first = "Enter the first night.";
    if (!isIsoDate(lastNight)) next.last = "Enter the last night.";
    onErrors(next);
    return next.first || next.last ? null : { from: first, to: addDays(lastNight, 1) };
  }

  async function onBlock(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const nights = range();
    if (!nights || !(await block(nights, reason, note.trim()))) return;
    onRangeChange("", "");
    setNote("");
  }

  async function onUnblock() {
    const nights = range();
    if (!nights) return;
    await unblock(nights, "unblock");
    onRangeChange("", "");
  }

  return (
    <form
      onSubmit={onBlock}
      noValidate
      className="grid content-start gap-4 rounded-2xl border border-sand-200 bg-sand-50 p-4"
    >
      <UntilHydrated>
        <div>
          <h3 className="text-base font-semibold text-ink-900">Block or unblock nights</h3>
          <p className="mt-1 text-sm text-ink-600">
            Pick the first and last night in the calendar, or type them. Blocked nights cannot be
            booked.
          </p>
        </div>
        <FormField
          id={`${id}-first`}
          name="from"
          label="First night"
          type="date"
          min={today}
          value={first}
          error={errors.first}
          onChange={(event) => {
            onRangeChange(event.target.value, last);
            onErrors({});
          }}
        />
        <FormField
          id={`${id}-last`}
          name="last"
          label="Last night"
          type="date"
          min={first || today}
          value={last}
          hint="Leave empty for a single night."
          error={errors.last}
          onChange={(event) => {
            onRangeChange(first, event.target.value);
            onErrors({});
          }}
        />
        <SelectField
          id={`${id}-reason`}
          name="reason"
          label="Reason"
          value={reason}
          onChange={(event) => setReason(event.target.value as BlockReason)}
          options={choicesOf(BLOCK_REASONS, BLOCK_REASON_LABELS)}
        />
        <FormField
          id={`${id}-note`}
          name="note"
          label="Note (optional)"
          value={note}
          maxLength={500}
          error={errors.note}
          onChange={(event) => setNote(event.target.value)}
        />
        {problem ? (
          <Notice tone="problem" role="alert">
            {problem}
          </Notice>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <button type="submit" disabled={busy !== null} className={buttonClass("primary")}>
            {busy === "block" ? <Spinner /> : null}
            Block nights
          </button>
          <button
            type="button"
            disabled={busy !== null}
            onClick={onUnblock}
            className={buttonClass("secondary")}
          >
            {busy === "unblock" ? <Spinner /> : null}
            Unblock nights
          </button>
        </div>
        <p role="status" className="text-sm font-medium text-forest-800">
          {announcement}
        </p>
      </UntilHydrated>
    </form>
  );
}
