"use client";

import type { ComponentProps } from "react";
import { DayButton, type DayButtonProps, DayPicker } from "react-day-picker";
import { calendarLabels, calendarSettings, isoDay, utcDate } from "@/components/calendar-settings";
import { longDate } from "@/lib/date-format";
import { type CalendarNight, describeNight, NIGHT_KINDS, type NightKind } from "./calendar-nights";

/** Colour plus a pattern plus a word: never colour alone. */
export const KIND_STYLES: Record<NightKind, string> = {
  booked: "bg-forest-700 text-white",
  held: "bg-gold-100 text-ink-900 bg-[radial-gradient(circle,rgb(184_122_0/0.45)_1.2px,transparent_1.4px)] bg-[length:7px_7px]",
  blocked:
    "bg-clay-100 text-clay-700 bg-[repeating-linear-gradient(135deg,rgb(179_71_29/0.22)_0_3px,transparent_3px_8px)]",
  imported:
    "bg-sand-200 text-ink-900 bg-[repeating-linear-gradient(90deg,rgb(61_54_45/0.16)_0_2px,transparent_2px_7px)]",
};

/** A booked or held night another channel's calendar claims too: a conflict to resolve. */
export const CONFLICT_STYLE = "outline-3 outline-offset-1 outline-clay-600";

export const LEGEND_ID = "listing-calendar-legend";

function kindOf(modifiers: DayButtonProps["modifiers"]): NightKind | null {
  return (Object.keys(NIGHT_KINDS) as NightKind[]).find((kind) => modifiers[kind]) ?? null;
}

/**
 * A day of the month: its number and what holds it. Days from today on are buttons that pick
 * the range to block; past days are only read.
 */
function NightButton({ day, modifiers, ...button }: DayButtonProps) {
  const kind = kindOf(modifiers);
  const label = button["aria-label"];
  const look = `flex h-14 w-full flex-col items-start justify-between rounded-lg px-1.5 py-1 text-left sm:h-16 sm:px-2 ${
    kind
      ? KIND_STYLES[kind]
      : modifiers.disabled
        ? "bg-sand-100 text-ink-600"
        : "bg-white text-ink-900"
  } ${modifiers.conflict ? CONFLICT_STYLE : ""} ${
    modifiers.picked ? "outline-3 outline-offset-1 outline-forest-600" : ""
  } ${
    modifiers.free_again ? "outline-2 outline-offset-1 outline-dashed outline-forest-600" : ""
  } ${modifiers.today ? "ring-2 ring-ink-900 ring-inset" : ""}`;
  const content = (
    <>
      <span className="block text-sm font-semibold tabular-nums">{day.date.getUTCDate()}</span>
      <span className="block w-full truncate text-[0.65rem] leading-tight font-semibold tracking-tight uppercase sm:text-[0.7rem]">
        {kind ? (
          <>
            <span className="sm:hidden">
              {modifiers.conflict ? "!" : ""}
              {NIGHT_KINDS[kind].short}
            </span>
            <span className="max-sm:hidden">
              {modifiers.conflict ? "Conflict" : NIGHT_KINDS[kind].label}
            </span>
          </>
        ) : (
          "\u00a0"
        )}
      </span>
    </>
  );
  if (modifiers.disabled) {
    return (
      <div title={label} className={`${look} border border-dashed border-sand-300`}>
        <span className="sr-only">{label}</span>
        <span aria-hidden="true" className="contents">
          {content}
        </span>
      </div>
    );
  }
  return (
    <DayButton
      {...button}
      day={day}
      modifiers={modifiers}
      aria-pressed={Boolean(modifiers.picked)}
      aria-label={modifiers.free_again ? `${label}, free again after the picked nights` : label}
      title={label}
      className={`${look} border border-sand-200 transition hover:border-forest-600 focus-visible:outline-3 focus-visible:outline-gold-600`}
    >
      {content}
    </DayButton>
  );
}

/** The month's grid, described by the legend under it. */
function DescribedGrid(props: ComponentProps<"table">) {
  return <table {...props} aria-describedby={LEGEND_ID} />;
}

/** The page names the month in its own heading, beside its own buttons. */
function NoCaption() {
  return <div hidden />;
}

interface NightsMonthProps {
  month: string;
  today: string;
  nights: CalendarNight[];
  /** A night of the range being picked, or the day it is free again after it. */
  picked(day: string): "night" | "free" | null;
  onPick(day: string): void;
  onMonthChange(month: string): void;
}

/** One month of a listing's nights, booked, held, blocked or imported (react-day-picker). */
export function NightsMonth({
  month,
  today,
  nights,
  picked,
  onPick,
  onMonthChange,
}: NightsMonthProps) {
  const byNight = new Map(nights.map((night) => [night.night, night]));
  const kindIs = (kind: NightKind) => (date: Date) => byNight.get(isoDay(date))?.kind === kind;
  return (
    <DayPicker
      {...calendarSettings}
      labels={{
        ...calendarLabels,
        labelDayButton: (date) =>
          `${longDate(isoDay(date))}: ${describeNight(byNight.get(isoDay(date)))}`,
      }}
      today={utcDate(today)}
      month={utcDate(`${month}-01`)}
      onMonthChange={(shown) => onMonthChange(isoDay(shown).slice(0, 7))}
      hideNavigation
      disabled={{ before: utcDate(today) }}
      modifiers={{
        booked: kindIs("booked"),
        held: kindIs("held"),
        blocked: kindIs("blocked"),
        imported: kindIs("imported"),
        conflict: (date) => (byNight.get(isoDay(date))?.claimedBy.length ?? 0) > 0,
        picked: (date) => picked(isoDay(date)) === "night",
        free_again: (date) => picked(isoDay(date)) === "free",
      }}
      onDayClick={(date) => onPick(isoDay(date))}
      components={{
        DayButton: NightButton,
        MonthCaption: NoCaption,
        MonthGrid: DescribedGrid,
      }}
      classNames={{
        month_grid: "w-full table-fixed border-separate border-spacing-1",
        weekday: "pb-1 text-xs font-semibold text-ink-600",
        day: "p-0",
      }}
    />
  );
}
