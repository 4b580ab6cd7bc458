"use client";

import { type FormEvent, useId, useState } from "react";
import { buttonClass } from "@/components/button-styles";
import { FormField, SelectField } from "@/components/form-fields";
import { BLOCK_REASON_LABELS, choicesOf } from "@/components/format/labels";
import { Spinner } from "@/components/spinner";
import { UntilHydrated } from "@/components/until-hydrated";
import { addDays, isIsoDate } from "@/lib/dates";
import { BLOCK_REASONS, type BlockReason } from "@/lib/enums";
import { blockSummary, type RangeErrors } from "./calendar-nights";
import { Notice } from "./ui";
import type { NightRange } from "./use-listing-nights";

interface BlockNightsFormProps {
  today: string;
  /**
   * The range picked in the calendar or typed here ("" when not chosen), as a stay: the first
   * night, and the day the listing is free again (not a night).
   */
  start: string;
  end: string;
  onRangeChange(start: string, end: string): void;
  errors: RangeErrors;
  onErrors(errors: RangeErrors): void;
  problem: string | null;
  announcement: string;
  busy: string | null;
  block(range: NightRange, reason: BlockReason, note: string): Promise<boolean>;
  unblock(range: NightRange, key: string): Promise<void>;
}

/**
 * The form beside the calendar: a range of nights, said in words before anything is sent, then
 * Block (with a reason) or Unblock.
 */
export function BlockNightsForm({
  today,
  start,
  end,
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

  const summary = blockSummary(start, end);

  /** [from, to) of the form (the first night alone without an end), or the field errors. */
  function range(): NightRange | null {
    const next: RangeErrors = {};
    const to = end === "" && isIsoDate(start) ? addDays(start, 1) : end;
    if (!isIsoDate(start)) next.start = "Enter the first night.";
    else if (!isIsoDate(to)) next.end = "Enter the day the listing is free again.";
    else if (to <= start) next.end = "Choose a day after the first night.";
    onErrors(next);
    return next.start || next.end ? null : { from: start, to };
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
            As a guest picks a stay: click the first night in the calendar, then the day the listing
            is free again (that day stays free). Or type them. Blocked nights cannot be booked.
          </p>
        </div>
        <FormField
          id={`${id}-start`}
          name="from"
          label="First night"
          type="date"
          min={today}
          value={start}
          error={errors.start}
          onChange={(event) => {
            onRangeChange(event.target.value, end);
            onErrors({});
          }}
        />
        <FormField
          id={`${id}-end`}
          name="to"
          label="Free again from"
          type="date"
          min={isIsoDate(start) ? addDays(start, 1) : today}
          value={end}
          hint="The day after the last night, like a guest's check-out. Leave empty to block the first night alone."
          error={errors.end}
          onChange={(event) => {
            onRangeChange(start, event.target.value);
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
        <p id={`${id}-summary`} aria-live="polite" className="text-sm font-semibold text-ink-900">
          {summary ?? "Pick the first night, then the day the listing is free again."}
        </p>
        {problem ? (
          <Notice tone="problem" role="alert">
            {problem}
          </Notice>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <button
            type="submit"
            disabled={busy !== null}
            aria-describedby={summary ? `${id}-summary` : undefined}
            className={buttonClass("primary")}
          >
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
