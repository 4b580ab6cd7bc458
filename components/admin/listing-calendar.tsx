"use client";

import Link from "next/link";
import { type FormEvent, useId, useRef, useState } from "react";
import { buttonClass, tableLink } from "@/components/button-styles";
import { FormField, SelectField, Spinner } from "@/components/form-fields";
import { formatDate, formatMonth } from "@/components/format/dates";
import { BLOCK_REASON_LABELS } from "@/components/format/labels";
import { sentence } from "@/components/format/words";
import { UntilHydrated } from "@/components/until-hydrated";
import { addDays, daysBetween, isIsoDate, MAX_STAY_NIGHTS, todayUtc } from "@/lib/dates";
import { BLOCK_REASONS, type BlockReason } from "@/lib/enums";
import { type ApiError, api } from "../api-client";

export interface CalendarNight {
  night: string;
  kind: "booked" | "held" | "blocked";
  reason: string | null;
  note: string | null;
  bookingReference: string | null;
}

interface ListingCalendarProps {
  listingId: string;
  /** "2026-06" */
  initialMonth: string;
  initialNights: CalendarNight[];
}

const KIND_LABELS: Record<CalendarNight["kind"], string> = {
  booked: "Booked",
  held: "Held",
  blocked: "Blocked",
};

/** The words in the day cells of a phone-wide calendar (the legend spells them out). */
const KIND_SHORT: Record<CalendarNight["kind"], string> = {
  booked: "BKD",
  held: "HELD",
  blocked: "BLK",
};

/** Colour plus a pattern plus a word: never colour alone. */
const KIND_STYLES: Record<CalendarNight["kind"], string> = {
  booked: "bg-forest-700 text-white",
  held: "bg-gold-100 text-ink-900 bg-[radial-gradient(circle,rgb(184_122_0/0.45)_1.2px,transparent_1.4px)] bg-[length:7px_7px]",
  blocked:
    "bg-clay-100 text-clay-700 bg-[repeating-linear-gradient(135deg,rgb(179_71_29/0.22)_0_3px,transparent_3px_8px)]",
};

const WEEKDAYS = [
  ["Mon", "Monday"],
  ["Tue", "Tuesday"],
  ["Wed", "Wednesday"],
  ["Thu", "Thursday"],
  ["Fri", "Friday"],
  ["Sat", "Saturday"],
  ["Sun", "Sunday"],
] as const;

const longDay = new Intl.DateTimeFormat("en-GB", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

function monthOf(date: string): string {
  return date.slice(0, 7);
}

function shiftMonth(month: string, offset: number): string {
  const [year = 1970, m = 1] = month.split("-").map(Number);
  const date = new Date(Date.UTC(year, m - 1 + offset, 1));
  return date.toISOString().slice(0, 7);
}

function reasonLabel(reason: string | null): string {
  return reason && reason in BLOCK_REASON_LABELS
    ? BLOCK_REASON_LABELS[reason as BlockReason]
    : (reason ?? "");
}

/** What a night holds, in words. */
function describeNight(night: CalendarNight | undefined): string {
  if (!night) return "free";
  if (night.kind === "blocked") {
    return `blocked${night.reason ? ` (${reasonLabel(night.reason).toLowerCase()})` : ""}`;
  }
  return `${night.kind}${night.bookingReference ? ` by ${night.bookingReference}` : ""}`;
}

interface Run {
  kind: CalendarNight["kind"];
  first: string;
  last: string;
  reason: string | null;
  note: string | null;
  bookingReference: string | null;
}

/** Consecutive nights with the same occupant, for the list under the calendar. */
function runsOf(nights: CalendarNight[]): Run[] {
  const runs: Run[] = [];
  for (const night of [...nights].sort((a, b) => a.night.localeCompare(b.night))) {
    const last = runs.at(-1);
    if (
      last &&
      addDays(last.last, 1) === night.night &&
      last.kind === night.kind &&
      last.reason === night.reason &&
      last.note === night.note &&
      last.bookingReference === night.bookingReference
    ) {
      last.last = night.night;
    } else {
      runs.push({
        kind: night.kind,
        first: night.night,
        last: night.night,
        reason: night.reason,
        note: night.note,
        bookingReference: night.bookingReference,
      });
    }
  }
  return runs;
}

function nightsText(first: string, last: string): string {
  const count = daysBetween(first, last) + 1;
  const range = first === last ? formatDate(first) : `${formatDate(first)} – ${formatDate(last)}`;
  return `${range} (${count} ${count === 1 ? "night" : "nights"})`;
}

const RANGE_MESSAGES: Record<string, string> = {
  date: "Enter a date.",
  not_in_past: "Nights in the past cannot be blocked or unblocked.",
  date_after: "The last night must be on or after the first night.",
  max_nights: `Choose at most ${MAX_STAY_NIGHTS} nights at a time.`,
  required: "Enter a date.",
};

/**
 * A month of a listing's nights: booked (confirmed or completed stays), held (unpaid bookings
 * still holding them) and blocked by an admin, each with its colour, pattern and word. Nights
 * from today on can be picked in the grid (first click: first night, second: last night) or
 * typed in the form, then blocked with a reason and a note, or unblocked.
 */
export function ListingCalendar({ listingId, initialMonth, initialNights }: ListingCalendarProps) {
  const baseId = useId();
  const [today] = useState(() => todayUtc());
  const [month, setMonth] = useState(initialMonth);
  const [nights, setNights] = useState<CalendarNight[]>(initialNights);
  const [loading, setLoading] = useState(false);
  const [first, setFirst] = useState("");
  const [last, setLast] = useState("");
  const [reason, setReason] = useState<BlockReason>("MAINTENANCE");
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<{ first?: string; last?: string; note?: string }>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [busy, setBusy] = useState<"block" | "unblock" | string | null>(null);
  const loaded = useRef(initialMonth);
  const base = `/api/admin/listings/${listingId}`;

  async function load(target: string) {
    setLoading(true);
    const from = `${target}-01`;
    const to = `${shiftMonth(target, 1)}-01`;
    const result = await api.get<CalendarNight[]>(`${base}/calendar?from=${from}&to=${to}`);
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

  const byNight = new Map(nights.map((night) => [night.night, night]));
  const firstOfMonth = `${month}-01`;
  const daysInMonth = daysBetween(firstOfMonth, `${shiftMonth(month, 1)}-01`);
  const lead = (new Date(`${firstOfMonth}T00:00:00Z`).getUTCDay() + 6) % 7;
  const cells: Array<{ key: string; day: string | null }> = [
    ...Array.from({ length: lead }, (_, index) => ({ key: `lead-${index}`, day: null })),
    ...Array.from({ length: daysInMonth }, (_, index) => {
      const day = addDays(firstOfMonth, index);
      return { key: day, day };
    }),
  ];
  while (cells.length % 7 !== 0) cells.push({ key: `trail-${cells.length}`, day: null });
  const weeks = Array.from({ length: cells.length / 7 }, (_, index) =>
    cells.slice(index * 7, index * 7 + 7),
  );
  const validFirst = isIsoDate(first) ? first : null;
  const validLast = isIsoDate(last) ? last : null;
  const inSelection = (day: string) =>
    validFirst !== null && day >= validFirst && day <= (validLast ?? validFirst);

  function pick(day: string) {
    setProblem(null);
    setErrors({});
    if (!validFirst || validLast || day < validFirst) {
      setFirst(day);
      setLast("");
      setAnnouncement(
        `First night: ${longDay.format(new Date(`${day}T00:00:00Z`))}. Now pick the last night.`,
      );
    } else {
      setLast(day);
      setAnnouncement(`Selected ${nightsText(validFirst, day)}.`);
    }
  }

  /** [from, to) of the form, or field errors. */
  function rangeOfForm(): { from: string; to: string } | null {
    const next: typeof errors = {};
    if (!isIsoDate(first)) next.first = "Enter the first night.";
    const lastNight = last === "" ? first : last;
    if (!isIsoDate(lastNight)) next.last = "Enter the last night.";
    setErrors(next);
    if (next.first || next.last) return null;
    return { from: first, to: addDays(lastNight, 1) };
  }

  function showApiProblem(error: ApiError, fallback: string) {
    const issues = error.fieldIssues();
    const next: typeof errors = {};
    for (const [field, issue] of issues) {
      const message = RANGE_MESSAGES[issue.constraint] ?? sentence(issue.message ?? "Check this.");
      if (field === "from") next.first = message;
      else if (field === "to") next.last = message;
      else if (field === "note") next.note = "Use at most 500 characters.";
    }
    setErrors(next);
    if (error.code === "DATES_UNAVAILABLE") {
      setProblem(
        "Some of these nights are already booked, held or blocked. Pick free nights only, or unblock first.",
      );
    } else if (Object.keys(next).length === 0) {
      setProblem(`${fallback} ${sentence(error.message)}`);
    } else {
      setProblem(null);
    }
  }

  async function block(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblem(null);
    const range = rangeOfForm();
    if (!range) return;
    setBusy("block");
    const result = await api.post<{ nights: number }>(`${base}/blocked-nights`, {
      ...range,
      reason,
      ...(note.trim() ? { note: note.trim() } : {}),
    });
    setBusy(null);
    if (!result.ok) {
      showApiProblem(result.error, "The nights were not blocked.");
      return;
    }
    const lastNight = addDays(range.to, -1);
    setAnnouncement(`Blocked ${nightsText(range.from, lastNight)}.`);
    setFirst("");
    setLast("");
    setNote("");
    const target = monthOf(range.from);
    setMonth(target);
    await load(target);
  }

  async function unblock(range: { from: string; to: string }, key: string) {
    setProblem(null);
    setBusy(key);
    const result = await api.delete<{ nights: number }>(`${base}/blocked-nights`, range);
    setBusy(null);
    if (!result.ok) {
      showApiProblem(result.error, "The nights were not unblocked.");
      return;
    }
    const count = result.data.nights;
    setAnnouncement(
      count === 0
        ? "No blocked nights in that range. Booked and held nights are changed from their booking."
        : `Unblocked ${count} ${count === 1 ? "night" : "nights"}.`,
    );
    const target = monthOf(range.from);
    setMonth(target);
    await load(target);
  }

  async function unblockForm() {
    const range = rangeOfForm();
    if (!range) return;
    await unblock(range, "unblock");
    setFirst("");
    setLast("");
  }

  const runs = runsOf(nights);
  const monthTitle = formatMonth(month, true);

  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h3
            id={`${baseId}-month`}
            aria-live="polite"
            className="text-base font-semibold text-ink-900"
          >
            {monthTitle}
            {loading ? <span className="sr-only"> (loading)</span> : null}
          </h3>
          <div className="flex items-center gap-1.5">
            <button
              type="button"
              className={buttonClass("secondary", "small")}
              onClick={() => goTo(shiftMonth(month, -1))}
              aria-label={`Previous month, ${formatMonth(shiftMonth(month, -1), true)}`}
            >
              <span aria-hidden="true">←</span>
              <span className="max-sm:sr-only">Previous</span>
            </button>
            <button
              type="button"
              className={buttonClass("secondary", "small")}
              onClick={() => goTo(monthOf(today))}
              disabled={month === monthOf(today)}
            >
              Today
            </button>
            <button
              type="button"
              className={buttonClass("secondary", "small")}
              onClick={() => goTo(shiftMonth(month, 1))}
              aria-label={`Next month, ${formatMonth(shiftMonth(month, 1), true)}`}
            >
              <span className="max-sm:sr-only">Next</span>
              <span aria-hidden="true">→</span>
            </button>
          </div>
        </div>

        <table
          aria-labelledby={`${baseId}-month`}
          aria-describedby={`${baseId}-legend`}
          aria-busy={loading}
          className={`w-full table-fixed border-separate border-spacing-1 transition-opacity ${loading ? "opacity-50" : ""}`}
        >
          <thead>
            <tr>
              {WEEKDAYS.map(([short, long]) => (
                <th key={short} scope="col" className="pb-1 text-xs font-semibold text-ink-600">
                  <abbr title={long} className="no-underline">
                    {short}
                  </abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={`${month}-${week[0]?.key}`}>
                {week.map(({ key, day }) => {
                  if (!day) return <td key={key} />;
                  const night = byNight.get(day);
                  const past = day < today;
                  const selected = inSelection(day);
                  const label = `${longDay.format(new Date(`${day}T00:00:00Z`))}: ${describeNight(night)}`;
                  const content = (
                    <>
                      <span className="block text-sm font-semibold tabular-nums">
                        {Number(day.slice(8))}
                      </span>
                      <span className="block w-full truncate text-[0.65rem] leading-tight font-semibold tracking-tight uppercase sm:text-[0.7rem]">
                        {night ? (
                          <>
                            <span className="sm:hidden">{KIND_SHORT[night.kind]}</span>
                            <span className="max-sm:hidden">{KIND_LABELS[night.kind]}</span>
                          </>
                        ) : (
                          "\u00a0"
                        )}
                      </span>
                    </>
                  );
                  const base = `flex h-14 w-full flex-col items-start justify-between rounded-lg px-1.5 py-1 text-left sm:h-16 sm:px-2 ${
                    night
                      ? KIND_STYLES[night.kind]
                      : past
                        ? "bg-sand-100 text-ink-600"
                        : "bg-white text-ink-900"
                  } ${selected ? "outline-3 outline-offset-1 outline-forest-600" : ""} ${
                    day === today ? "ring-2 ring-ink-900 ring-inset" : ""
                  }`;
                  return (
                    <td key={day} className="p-0">
                      {past ? (
                        <div
                          title={label}
                          className={`${base} border border-dashed border-sand-300`}
                        >
                          <span className="sr-only">{label}</span>
                          <span aria-hidden="true" className="contents">
                            {content}
                          </span>
                        </div>
                      ) : (
                        <button
                          type="button"
                          onClick={() => pick(day)}
                          aria-label={label}
                          aria-pressed={selected}
                          title={label}
                          className={`${base} border border-sand-200 transition hover:border-forest-600 focus-visible:outline-3 focus-visible:outline-gold-600`}
                        >
                          {content}
                        </button>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>

        <ul
          id={`${baseId}-legend`}
          aria-label="Legend"
          className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-sm text-ink-700"
        >
          {(Object.keys(KIND_LABELS) as CalendarNight["kind"][]).map((kind) => (
            <li key={kind} className="flex items-center gap-2">
              <span
                aria-hidden="true"
                className={`inline-block size-5 rounded border border-sand-300 ${KIND_STYLES[kind]}`}
              />
              {KIND_LABELS[kind]}
              <span className="text-ink-600 sm:hidden">({KIND_SHORT[kind]})</span>
              <span className="text-ink-600">
                {kind === "booked"
                  ? "· paid stay"
                  : kind === "held"
                    ? "· awaiting payment"
                    : "· by an admin"}
              </span>
            </li>
          ))}
          <li className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className="inline-block size-5 rounded border border-sand-300 bg-white ring-2 ring-ink-900 ring-inset"
            />
            Today
          </li>
        </ul>

        <div className="mt-5">
          <h4 className="text-sm font-semibold text-ink-900">Taken nights in {monthTitle}</h4>
          {runs.length === 0 ? (
            <p className="mt-1 text-sm text-ink-600">Every night of this month is free.</p>
          ) : (
            <ul className="mt-2 divide-y divide-sand-200 rounded-xl border border-sand-200">
              {runs.map((run) => {
                const key = `${run.kind}-${run.first}`;
                const unblockFrom = run.first.localeCompare(today) < 0 ? today : run.first;
                const canUnblock = run.kind === "blocked" && run.last >= today;
                return (
                  <li
                    key={key}
                    className="flex flex-wrap items-center justify-between gap-2 px-3 py-2.5 text-sm"
                  >
                    <span className="min-w-0">
                      <span className="font-semibold">{KIND_LABELS[run.kind]}</span>{" "}
                      <span className="text-ink-700">{nightsText(run.first, run.last)}</span>
                      {run.kind === "blocked" ? (
                        <span className="block text-ink-600">
                          {reasonLabel(run.reason)}
                          {run.note ? ` · “${run.note}”` : ""}
                        </span>
                      ) : run.bookingReference ? (
                        <span className="block">
                          <Link
                            href={`/admin/bookings/${run.bookingReference}`}
                            className={`${tableLink} font-mono`}
                          >
                            {run.bookingReference}
                          </Link>
                        </span>
                      ) : null}
                    </span>
                    {canUnblock ? (
                      <button
                        type="button"
                        className={buttonClass("secondary", "small")}
                        disabled={busy !== null}
                        onClick={() =>
                          unblock({ from: unblockFrom, to: addDays(run.last, 1) }, key)
                        }
                        aria-label={`Unblock ${nightsText(unblockFrom, run.last)}`}
                      >
                        {busy === key ? <Spinner /> : null}
                        Unblock
                      </button>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      </div>

      <form
        onSubmit={block}
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
            id={`${baseId}-first`}
            name="from"
            label="First night"
            type="date"
            min={today}
            value={first}
            error={errors.first}
            onChange={(event) => {
              setFirst(event.target.value);
              setErrors({});
            }}
          />
          <FormField
            id={`${baseId}-last`}
            name="last"
            label="Last night"
            type="date"
            min={first || today}
            value={last}
            hint="Leave empty for a single night."
            error={errors.last}
            onChange={(event) => {
              setLast(event.target.value);
              setErrors({});
            }}
          />
          <SelectField
            id={`${baseId}-reason`}
            name="reason"
            label="Reason"
            value={reason}
            onChange={(event) => setReason(event.target.value as BlockReason)}
            options={BLOCK_REASONS.map((value) => ({ value, label: BLOCK_REASON_LABELS[value] }))}
          />
          <FormField
            id={`${baseId}-note`}
            name="note"
            label="Note (optional)"
            value={note}
            maxLength={500}
            error={errors.note}
            onChange={(event) => setNote(event.target.value)}
          />
          {problem ? (
            <div
              role="alert"
              className="rounded-xl border border-clay-500/50 bg-clay-100 px-3 py-2.5 text-sm text-clay-700"
            >
              {problem}
            </div>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <button type="submit" disabled={busy !== null} className={buttonClass("primary")}>
              {busy === "block" ? <Spinner /> : null}
              Block nights
            </button>
            <button
              type="button"
              disabled={busy !== null}
              onClick={unblockForm}
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
    </div>
  );
}
