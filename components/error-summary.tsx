"use client";

import { type MouseEvent, type ReactNode, useEffect, useRef } from "react";

interface ErrorSummaryProps {
  /** Each new value (a new problem) moves the keyboard focus to the summary. */
  focusOn: unknown;
  title: ReactNode;
  body?: ReactNode;
  /** The fields in error, each a link to its field. */
  fields?: Array<{ id: string; text: ReactNode }>;
}

/**
 * Follows a link to a field in error: the field takes the focus and its label (or its
 * fieldset's legend) is brought into view above it, clear of the sticky header (the scroll
 * margin in globals.css), with any hint between them. A plain jump to the field would put the
 * field at the top and its label out of sight.
 */
function goToField(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const field = document.getElementById(id);
  if (!field) return;
  event.preventDefault();
  const labels = "labels" in field ? (field.labels as NodeListOf<HTMLLabelElement> | null) : null;
  const caption = labels?.[0] ?? field.closest("fieldset")?.querySelector("legend") ?? field;
  caption.scrollIntoView({ block: "start" });
  field.focus({ preventScroll: true });
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
      className="rounded-xl border border-clay-600/40 bg-clay-100 px-4 py-3 text-ink-900"
    >
      <p className="font-semibold text-clay-700">{title}</p>
      {body ? <p className="mt-1 text-sm">{body}</p> : null}
      {fields.length > 0 ? (
        <ul className="mt-1.5 list-disc space-y-0.5 pl-5 text-sm">
          {fields.map((field) => (
            <li key={field.id}>
              <a
                href={`#${field.id}`}
                onClick={(event) => goToField(event, field.id)}
                className="underline underline-offset-2 hover:text-clay-700"
              >
                {field.text}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
