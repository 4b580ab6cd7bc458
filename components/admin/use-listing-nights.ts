"use client";

import { useRef, useState } from "react";
import { type ApiResult, api } from "@/components/api-client";
import { addMonths } from "@/lib/dates";
import type { BlockReason } from "@/lib/enums";
import { plural, sentence } from "@/lib/words";
import {
  type CalendarNight,
  countedNights,
  type RangeErrors,
  rangeRefusal,
} from "./calendar-nights";

export interface NightRange {
  from: string;
  to: string;
}

/**
 * A listing's nights month by month from its calendar API (`base`, the admin's or the host's
 * listing), and blocking or unblocking a range of them: what is shown, what is being done,
 * and what went wrong.
 */
export function useListingNights(base: string, initialMonth: string, initial: CalendarNight[]) {
  const [month, setMonth] = useState(initialMonth);
  const [nights, setNights] = useState(initial);
  const [loading, setLoading] = useState(false);
  /** "block", "unblock", or the key of the run being unblocked. */
  const [busy, setBusy] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [errors, setErrors] = useState<RangeErrors>({});
  const loaded = useRef(initialMonth);

  async function load(target: string) {
    setLoading(true);
    const result = await api.get<CalendarNight[]>(
      `${base}/calendar?from=${target}-01&to=${addMonths(target, 1)}-01`,
    );
    setLoading(false);
    if (result.ok) {
      loaded.current = target;
      setNights(result.data);
    } else {
      setProblem(`The calendar could not be loaded. ${sentence(result.error.message)}`);
    }
  }

  function goTo(target: string) {
    setMonth(target);
    if (loaded.current !== target) void load(target);
  }

  /** Shows the month of `range` afresh after a change. */
  async function reloadAround(range: NightRange) {
    const target = range.from.slice(0, 7);
    setMonth(target);
    await load(target);
  }

  async function change(
    range: NightRange,
    key: string,
    send: () => Promise<ApiResult<{ nights: number }>>,
    refused: string,
  ) {
    setProblem(null);
    setBusy(key);
    const result = await send();
    setBusy(null);
    if (!result.ok) {
      const refusal = rangeRefusal(result.error, refused);
      setErrors(refusal.errors);
      setProblem(refusal.problem);
      return null;
    }
    await reloadAround(range);
    return result.data.nights;
  }

  async function block(range: NightRange, reason: BlockReason, note: string): Promise<boolean> {
    const body = { ...range, reason, ...(note ? { note } : {}) };
    const blocked = await change(
      range,
      "block",
      () => api.post(`${base}/blocked-nights`, body),
      "The nights were not blocked.",
    );
    if (blocked !== null) setAnnouncement(`Blocked ${countedNights(range.from, range.to)}.`);
    return blocked !== null;
  }

  async function unblock(range: NightRange, key: string): Promise<void> {
    const count = await change(
      range,
      key,
      () => api.delete(`${base}/blocked-nights`, range),
      "The nights were not unblocked.",
    );
    if (count === null) return;
    setAnnouncement(
      count === 0
        ? "No blocked nights in that range. Booked and held nights are changed from their booking."
        : `Unblocked ${plural(count, "night")}.`,
    );
  }

  return {
    month,
    nights,
    loading,
    busy,
    announcement,
    problem,
    errors,
    goTo,
    /** Loads the month shown afresh (an imported calendar changed it). */
    reload: () => load(month),
    block,
    unblock,
    announce: setAnnouncement,
    /** The form's own findings, which replace the last refusal. */
    showErrors(next: RangeErrors) {
      setErrors(next);
      setProblem(null);
    },
  };
}
