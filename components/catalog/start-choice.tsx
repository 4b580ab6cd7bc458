"use client";

import { FieldError } from "../field-error";
import { Spinner } from "../spinner";
import { useHydrated } from "../use-hydrated";
import type { StartOption } from "./outing-starts";

interface StartChoiceProps {
  id: string;
  /** The radios' name, unique on the page. */
  name: string;
  /** The date's starts for the party; null until they are known. */
  options: readonly StartOption[] | null;
  loading: boolean;
  failed: boolean;
  onRetry(): void;
  chosen: string | null;
  onChoose(startTime: string): void;
  error?: string;
}

const option =
  "relative flex min-h-11 cursor-pointer flex-col justify-center rounded-xl border border-sand-300 bg-white px-3 py-2 text-sm text-ink-900 transition hover:border-ink-500 has-checked:border-forest-700 has-checked:bg-forest-50 has-checked:font-semibold has-checked:ring-2 has-checked:ring-forest-700 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-gold-600 has-disabled:cursor-not-allowed has-disabled:border-sand-200 has-disabled:bg-sand-50 has-disabled:text-ink-600 has-disabled:hover:border-sand-200";

/**
 * An activity's or experience's starts on the chosen date, as radios: "07:00 · 3 spots left";
 * a start without room for the party ("Sold out", or too few spots) cannot be chosen. A
 * listing without start times has one start, any time that day, said rather than chosen.
 */
export function StartChoice({
  id,
  name,
  options,
  loading,
  failed,
  onRetry,
  chosen,
  onChoose,
  error,
}: StartChoiceProps) {
  const hydrated = useHydrated();
  const anyTime = options?.length === 1 && options[0]?.startTime === null ? options[0] : null;
  return (
    <fieldset
      id={id}
      aria-describedby={error ? `${id}-error` : undefined}
      aria-busy={loading}
      className="flex scroll-mt-24 flex-col gap-3"
    >
      <legend className="mb-3 text-sm font-bold tracking-wide text-ink-900 uppercase">
        Start time
      </legend>
      <div aria-live="polite">
        {options === null ? (
          loading ? (
            <p className="flex items-center gap-2 text-sm text-ink-600">
              <Spinner /> Checking the start times…
            </p>
          ) : failed ? (
            <p className="text-sm text-clay-700">
              We couldn't check the start times just now.{" "}
              <button
                type="button"
                onClick={onRetry}
                className="rounded font-semibold text-ink-900 underline underline-offset-4 focus-visible:outline-3 focus-visible:outline-gold-600"
              >
                Try again
              </button>
            </p>
          ) : (
            <p className="text-sm text-ink-600">Choose a date to see its start times.</p>
          )
        ) : options.length === 0 ? (
          <p className="text-sm text-ink-700">No starts are left on this date.</p>
        ) : anyTime ? (
          <p className="text-sm text-ink-900">
            Join any time that day · {anyTime.spots}
            {anyTime.tooFew ? ` · ${anyTime.tooFew}` : ""}
          </p>
        ) : (
          <div className="grid grid-cols-2 gap-2.5">
            {options.map((start, index) => {
              const note = `${id}-${index}-note`;
              return (
                <label key={start.startTime} className={option}>
                  <input
                    type="radio"
                    name={name}
                    value={start.startTime ?? ""}
                    checked={start.startTime === chosen && start.fits}
                    disabled={!hydrated || !start.fits}
                    aria-describedby={start.tooFew ? note : undefined}
                    onChange={() => start.startTime && onChoose(start.startTime)}
                    // Over the whole choice, unseen: a tap anywhere on it is a tap on the radio.
                    className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0 disabled:cursor-not-allowed"
                  />
                  <span>{start.label}</span>
                  {start.tooFew ? (
                    // Said as the radio's description, not as part of its name.
                    <span id={note} aria-hidden="true" className="text-xs font-normal">
                      {start.tooFew}
                    </span>
                  ) : null}
                </label>
              );
            })}
          </div>
        )}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
