"use client";

import { type ReactNode, useEffect, useRef } from "react";

interface ErrorSummaryProps {
  /** Each new value (a new problem) moves the keyboard focus to the summary. */
  focusOn: unknown;
  title: ReactNode;
  body?: ReactNode;
  /** The fields in error, each a link to its field. */
  fields?: Array<{ id: string; text: ReactNode }>;
}

/** Why a form was not sent: an alert that takes the focus and links to each field in error. */
export function ErrorSummary({ focusOn, title, body, fields = [] }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusOn) ref.current?.focus();
  }, [focusOn]);
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      className="scroll-mt-24 rounded-xl border border-clay-600/40 bg-clay-100 px-4 py-3 text-ink-900"
    >
      <p className="font-semibold text-clay-700">{title}</p>
      {body ? <p className="mt-1 text-sm">{body}</p> : null}
      {fields.length > 0 ? (
        <ul className="mt-1.5 list-disc space-y-0.5 pl-5 text-sm">
          {fields.map((field) => (
            <li key={field.id}>
              <a href={`#${field.id}`} className="underline underline-offset-2 hover:text-clay-700">
                {field.text}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
