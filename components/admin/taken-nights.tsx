import { buttonClass } from "@/components/button-styles";
import { Spinner } from "@/components/spinner";
import { addDays } from "@/lib/dates";
import { BookingLink } from "./booking-link";
import {
  type CalendarNight,
  NIGHT_KINDS,
  nightsText,
  reasonLabel,
  runsOf,
} from "./calendar-nights";
import { CONFLICT_STYLE, KIND_STYLES, LEGEND_ID } from "./nights-month";
import type { NightRange } from "./use-listing-nights";

/** What each colour and pattern of the calendar means. */
export function NightsLegend() {
  return (
    <ul
      id={LEGEND_ID}
      aria-label="Legend"
      className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-sm text-ink-700"
    >
      {(Object.keys(NIGHT_KINDS) as Array<keyof typeof NIGHT_KINDS>).map((kind) => (
        <li key={kind} className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className={`inline-block size-5 rounded border border-sand-300 ${KIND_STYLES[kind]}`}
          />
          {NIGHT_KINDS[kind].label}
          <span className="text-ink-600 sm:hidden">({NIGHT_KINDS[kind].short})</span>
          <span className="text-ink-600">· {NIGHT_KINDS[kind].meaning}</span>
        </li>
      ))}
      <li className="flex items-center gap-2">
        <span
          aria-hidden="true"
          className="inline-block size-5 rounded border border-sand-300 bg-white ring-2 ring-ink-900 ring-inset"
        />
        Today
      </li>
      <li className="flex items-center gap-2">
        <span
          aria-hidden="true"
          className={`inline-block size-5 rounded border border-sand-300 bg-forest-700 ${CONFLICT_STYLE}`}
        />
        Conflict · a booking's night another channel sold too
      </li>
    </ul>
  );
}

interface TakenNightsProps {
  monthTitle: string;
  nights: CalendarNight[];
  today: string;
  busy: string | null;
  onUnblock(range: NightRange, key: string): void;
}

/** The month's taken nights as runs, each blocked run from today on with its Unblock button. */
export function TakenNights({ monthTitle, nights, today, busy, onUnblock }: TakenNightsProps) {
  const runs = runsOf(nights);
  return (
    <div className="mt-5">
      <h4 className="text-sm font-semibold text-ink-900">Taken nights in {monthTitle}</h4>
      {runs.length === 0 ? (
        <p className="mt-1 text-sm text-ink-600">Every night of this month is free.</p>
      ) : (
        <ul className="mt-2 divide-y divide-sand-200 rounded-xl border border-sand-200">
          {runs.map((run) => {
            const key = `${run.kind}-${run.first}`;
            const unblockFrom = run.first < today ? today : run.first;
            return (
              <li
                key={key}
                className="flex flex-wrap items-center justify-between gap-2 px-3 py-2.5 text-sm"
              >
                <span className="min-w-0">
                  <span className="font-semibold">{NIGHT_KINDS[run.kind].label}</span>{" "}
                  <span className="text-ink-700">{nightsText(run.first, run.last)}</span>
                  {run.kind === "blocked" ? (
                    <span className="block text-ink-600">
                      {reasonLabel(run.reason)}
                      {run.note ? ` · “${run.note}”` : ""}
                    </span>
                  ) : run.kind === "imported" ? (
                    <span className="block text-ink-600">From {run.feedName}</span>
                  ) : run.bookingReference ? (
                    <span className="block">
                      <BookingLink reference={run.bookingReference} />
                    </span>
                  ) : null}
                  {run.claimedBy.length > 0 ? (
                    <span className="block font-semibold text-clay-700">
                      Conflict: also taken on {run.claimedBy.join(" and ")}
                    </span>
                  ) : null}
                </span>
                {run.kind === "blocked" && run.last >= today ? (
                  <button
                    type="button"
                    className={buttonClass("secondary", "small")}
                    disabled={busy !== null}
                    onClick={() => onUnblock({ from: unblockFrom, to: addDays(run.last, 1) }, key)}
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
  );
}
