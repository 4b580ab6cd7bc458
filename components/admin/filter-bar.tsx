import Link from "next/link";
import type { ReactNode } from "react";
import { buttonClass } from "@/components/button-styles";
import { tableLink } from "@/components/link-styles";

// The admin lists' filters: a plain GET form, so every view can be linked and reloaded.

/** The classes of a bare <input>/<select> in the filter bars. */
export const inputClass =
  "min-h-11 w-full rounded-xl border border-sand-300 bg-white px-3.5 py-2 text-base text-ink-900 transition placeholder:text-ink-500 focus:border-forest-600 focus:ring-3 focus:ring-forest-600/20 focus:outline-none aria-[invalid=true]:border-clay-600";
export const labelClass = "text-sm font-semibold text-ink-900";

interface FilterBarProps {
  /** The page the form submits to (GET). */
  action: string;
  label: string;
  children: ReactNode;
  /** Shown as "Clear filters" when any filter is on. */
  clearHref?: string;
  /** Without its own card, inside a panel. */
  plain?: boolean;
}

/** A plain GET form: filters live in the URL, so every view can be linked and reloaded. */
export function FilterBar({ action, label, children, clearHref, plain }: FilterBarProps) {
  return (
    <search aria-label={label} className="mb-5 block">
      <form
        method="get"
        action={action}
        className={`flex flex-wrap items-end gap-3 ${
          plain ? "" : "rounded-2xl border border-sand-200 bg-white p-4 shadow-card"
        }`}
      >
        {children}
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className={buttonClass("primary")}>
            Apply filters
          </button>
          {clearHref ? (
            <Link href={clearHref} className={tableLink}>
              Clear filters
            </Link>
          ) : null}
        </div>
      </form>
    </search>
  );
}

interface FilterFieldProps {
  id: string;
  label: string;
  children: ReactNode;
  className?: string;
}

export function FilterField({ id, label, children, className = "" }: FilterFieldProps) {
  return (
    <div className={`flex min-w-0 flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children}
    </div>
  );
}

/** A filter bar's select: every choice, plus an "any" choice that clears the filter. */
export function FilterSelect({
  id,
  label,
  name,
  value,
  anyLabel,
  options,
  className,
}: {
  id: string;
  label: string;
  name: string;
  value: string | undefined;
  anyLabel: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  className?: string;
}) {
  return (
    <FilterField id={id} label={label} className={className}>
      <select id={id} name={name} defaultValue={value ?? ""} className={inputClass}>
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FilterField>
  );
}

/** A filter bar's text search, sent as `search`. */
export function FilterSearch({
  label,
  value,
  placeholder,
  className,
}: {
  label: string;
  value: string | undefined;
  placeholder: string;
  className?: string;
}) {
  return (
    <FilterField id="filter-search" label={label} className={className}>
      <input
        id="filter-search"
        name="search"
        type="search"
        defaultValue={value ?? ""}
        placeholder={placeholder}
        className={inputClass}
      />
    </FilterField>
  );
}

/** The status filter of a list of records that have one. */
export function StatusFilter({
  value,
  options,
}: {
  value: string | undefined;
  options: ReadonlyArray<{ value: string; label: string }>;
}) {
  return (
    <FilterSelect
      id="filter-status"
      label="Status"
      className="w-[calc(50%-0.375rem)] sm:w-40"
      name="status"
      value={value}
      anyLabel="Any status"
      options={options}
    />
  );
}
