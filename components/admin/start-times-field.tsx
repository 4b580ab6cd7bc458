import { useEffect, useRef } from "react";
import { buttonClass } from "@/components/button-styles";
import { FieldError } from "@/components/field-error";
import { MAX_START_TIMES } from "@/lib/activity-starts";

interface StartTimesFieldProps {
  id: string;
  times: string[];
  error?: string;
  onChange(times: string[]): void;
}

/**
 * An activity's start times as a list of time inputs, each with its Remove button, and one
 * "Add a start time" (at most MAX_START_TIMES); none means any time that day. Focus follows
 * the change: onto a new time, onto the one taking a removed time's place, or onto Add.
 */
export function StartTimesField({ id, times, error, onChange }: StartTimesFieldProps) {
  const addRef = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<number | null>(null);
  const inputId = (index: number) => `${id}-${index}`;

  useEffect(() => {
    const index = focusNext.current;
    if (index === null) return;
    focusNext.current = null;
    (document.getElementById(inputId(index)) ?? addRef.current)?.focus();
  });

  const add = () => {
    focusNext.current = times.length;
    onChange([...times, ""]);
  };
  const remove = (index: number) => {
    focusNext.current = index < times.length - 1 ? index : index - 1;
    onChange(times.filter((_, other) => other !== index));
  };
  const full = times.length >= MAX_START_TIMES;
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(" ");

  return (
    <fieldset
      id={id}
      tabIndex={-1}
      aria-describedby={describedBy}
      className="m-0 flex min-w-0 flex-col gap-1.5 border-0 p-0 focus:outline-none"
    >
      <legend className="mb-1.5 p-0 text-sm font-semibold text-ink-900">Start times</legend>
      <p id={`${id}-hint`} className="text-sm text-ink-600">
        When guests can start each day, up to {MAX_START_TIMES}. With none, they come any time that
        day.
      </p>
      {times.length === 0 ? (
        <p className="rounded-xl bg-sand-50 px-4 py-3 text-ink-900">Any time that day</p>
      ) : (
        <ul className="flex flex-wrap gap-3">
          {times.map((time, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a row is its place; times may repeat or be empty
            <li key={index} className="flex items-center gap-2">
              <input
                id={inputId(index)}
                type="time"
                value={time}
                aria-label={`Start time ${index + 1}`}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                onChange={(event) =>
                  onChange(times.map((other, at) => (at === index ? event.target.value : other)))
                }
                className={`min-h-11 rounded-xl border bg-white px-3 text-base text-ink-900 focus-visible:outline-3 focus-visible:outline-gold-600 ${error ? "border-clay-600" : "border-sand-300"}`}
              />
              <button
                type="button"
                onClick={() => remove(index)}
                className={buttonClass("secondary", "small")}
              >
                Remove<span className="sr-only"> start time {index + 1}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <FieldError id={id} error={error} />
      <div>
        <button
          ref={addRef}
          type="button"
          onClick={add}
          disabled={full}
          className={buttonClass("secondary", "small")}
        >
          Add a start time
        </button>
        {full ? (
          <span className="ml-3 text-sm text-ink-600">That is the most a listing can offer.</span>
        ) : null}
      </div>
    </fieldset>
  );
}
