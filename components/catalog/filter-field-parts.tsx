import type { ReactNode } from "react";

// The look and the labelled blocks the /listings filters share, on the server and in the browser.

export const labelClass = "text-sm font-semibold text-ink-900";
export const control =
  "w-full min-w-0 rounded-xl border border-sand-300 bg-white px-3.5 py-2.5 text-base text-ink-900 transition placeholder:text-ink-500 hover:border-ink-500 focus:border-forest-600 focus:ring-3 focus:ring-forest-600/20 focus:outline-none";
export const legendClass = "mb-2.5 text-sm font-bold tracking-wide text-ink-900 uppercase";
export const section = "border-t border-sand-200 pt-5";

/** A labelled control; `heading` labels a section that is one field. */
export function Field({
  id,
  label,
  heading = false,
  className = "",
  children,
}: {
  id: string;
  label: string;
  heading?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`flex min-w-0 flex-col gap-1.5 ${heading ? section : ""} ${className}`}>
      <label htmlFor={id} className={heading ? legendClass : labelClass}>
        {label}
      </label>
      {children}
    </div>
  );
}

/** A group of fields under a heading; the first section has no rule above it. */
export function Section({
  legend,
  first = false,
  children,
}: {
  legend: string;
  first?: boolean;
  children: ReactNode;
}) {
  return (
    <fieldset className={first ? "" : section}>
      <legend className={`${legendClass} float-left w-full`}>{legend}</legend>
      <div className="clear-both">{children}</div>
    </fieldset>
  );
}
