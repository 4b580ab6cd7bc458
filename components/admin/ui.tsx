import Link from "next/link";
import type { ReactNode } from "react";
import { buttonClass, tableLink } from "@/components/button-styles";

// Presentational pieces shared by the admin pages: headings, panels, stat cards, scrollable
// tables, filter bars and pagers. No data access, no client state.

/** The classes of a bare <input>/<select> in the filter bars. */
export const inputClass =
  "min-h-11 w-full rounded-xl border border-sand-300 bg-white px-3.5 py-2 text-base text-ink-900 transition placeholder:text-ink-500 focus:border-forest-600 focus:ring-3 focus:ring-forest-600/20 focus:outline-none aria-[invalid=true]:border-clay-600";
export const labelClass = "text-sm font-semibold text-ink-900";

interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  /** Breadcrumb trail above the title: every item but the last is a link. */
  trail?: Array<{ href?: string; label: string }>;
  actions?: ReactNode;
  children?: ReactNode;
}

export function PageHeader({ title, description, trail, actions, children }: PageHeaderProps) {
  return (
    <header className="mb-6 flex flex-wrap items-end justify-between gap-4 sm:mb-8">
      <div className="min-w-0">
        {trail && trail.length > 0 ? (
          <nav aria-label="Breadcrumb" className="mb-2 text-sm text-ink-600">
            <ol className="flex flex-wrap items-center gap-1.5">
              {trail.map((item, index) => (
                <li key={`${item.href ?? ""}:${item.label}`} className="flex items-center gap-1.5">
                  {index > 0 ? <span aria-hidden="true">/</span> : null}
                  {item.href ? (
                    <Link href={item.href} className="rounded hover:text-ink-900 hover:underline">
                      {item.label}
                    </Link>
                  ) : (
                    <span aria-current="page" className="font-medium text-ink-900">
                      {item.label}
                    </span>
                  )}
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        <h1 className="font-display text-3xl font-bold tracking-tight break-words text-forest-900 sm:text-4xl">
          {title}
        </h1>
        {description ? <div className="mt-2 max-w-3xl text-ink-600">{description}</div> : null}
        {children}
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </header>
  );
}

interface PanelProps {
  id?: string;
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A white card with a heading; a region named by its heading. */
export function Panel({ id, title, description, actions, children, className = "" }: PanelProps) {
  const headingId = `${id ?? slugOf(title)}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`min-w-0 scroll-mt-24 rounded-2xl border border-sand-200 bg-white p-4 shadow-card sm:p-6 ${className}`}
    >
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold text-ink-900">
            {title}
          </h2>
          {description ? <div className="mt-1 text-sm text-ink-600">{description}</div> : null}
        </div>
        {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}

function slugOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

interface StatCardProps {
  label: string;
  value: string;
  detail?: ReactNode;
  accent?: "forest" | "gold" | "clay" | "ink";
}

const ACCENTS = {
  forest: "before:bg-forest-600",
  gold: "before:bg-gold-400",
  clay: "before:bg-clay-500",
  ink: "before:bg-ink-700",
};

/** One figure of a stats block: a <dt>/<dd> pair inside the parent's <dl>. */
export function StatCard({ label, value, detail, accent = "forest" }: StatCardProps) {
  return (
    <div
      className={`relative overflow-hidden rounded-2xl border border-sand-200 bg-white px-4 py-4 shadow-card before:absolute before:inset-y-0 before:left-0 before:w-1 sm:px-5 ${ACCENTS[accent]}`}
    >
      <dt className="text-sm font-medium text-ink-600">{label}</dt>
      <dd className="mt-1 font-display text-2xl font-bold tracking-tight break-words text-ink-900 tabular-nums">
        {value}
      </dd>
      {detail ? <dd className="mt-1 text-sm text-ink-600">{detail}</dd> : null}
    </div>
  );
}

interface TableFrameProps {
  /** The id of the table's <caption>, which also names the scrollable region. */
  captionId: string;
  children: ReactNode;
}

/**
 * Wide tables scroll sideways inside this frame, never the page. The frame is a focusable,
 * named region so keyboard users can scroll it too.
 */
export function TableFrame({ captionId, children }: TableFrameProps) {
  return (
    <section
      aria-labelledby={captionId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
      tabIndex={0}
      className="relative -mx-4 overflow-x-auto overscroll-x-contain px-4 focus-visible:outline-3 focus-visible:outline-gold-600 sm:mx-0 sm:px-0"
    >
      {children}
    </section>
  );
}

export interface Column {
  label: ReactNode;
  align?: "right";
}

/**
 * A data table in its scrolling frame: a caption (visually hidden, it names the table and its
 * frame), column headers, and the rows given as children.
 */
export function DataTable({
  id,
  caption,
  columns,
  children,
}: {
  id: string;
  caption: ReactNode;
  columns: Column[];
  children: ReactNode;
}) {
  return (
    <TableFrame captionId={id}>
      <table className={tableClass}>
        <caption id={id} className={captionClass}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th
                // biome-ignore lint/suspicious/noArrayIndexKey: columns are a fixed list
                key={index}
                scope="col"
                className={column.align === "right" ? `${thClass} text-right` : thClass}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </TableFrame>
  );
}

export const tableClass = "w-full border-collapse text-left text-sm";
export const captionClass = "sr-only";
export const thClass =
  "border-b border-sand-200 bg-sand-50 px-3 py-2.5 text-xs font-semibold tracking-wide text-ink-600 uppercase first:rounded-tl-lg last:rounded-tr-lg";
export const tdClass = "border-b border-sand-100 px-3 py-3 align-top text-ink-900";

/** The row shown when a table has nothing to list. */
export function EmptyRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={colSpan} className="px-3 py-10 text-center text-ink-600">
        {children}
      </td>
    </tr>
  );
}

/** A short notice: info (gold) or a problem (clay). */
export function Notice({
  tone = "info",
  title,
  children,
}: {
  tone?: "info" | "problem" | "success";
  title?: string;
  children: ReactNode;
}) {
  const styles = {
    info: "border-gold-300 bg-gold-100 text-ink-900",
    problem: "border-clay-500/50 bg-clay-100 text-clay-700",
    success: "border-forest-300 bg-forest-50 text-forest-900",
  };
  return (
    <div className={`rounded-xl border px-4 py-3 text-sm ${styles[tone]}`}>
      {title ? <p className="font-semibold">{title}</p> : null}
      <div className={title ? "mt-0.5" : ""}>{children}</div>
    </div>
  );
}

/** Pretty-printed JSON behind a disclosure. */
export function JsonDetails({ summary, value }: { summary: string; value: unknown }) {
  if (value === null || value === undefined) return <span className="text-ink-500">—</span>;
  return (
    <details className="group max-w-md">
      <summary className="cursor-pointer rounded text-sm font-semibold text-forest-700 hover:underline">
        {summary}
      </summary>
      <pre className="mt-2 max-h-72 overflow-auto rounded-lg bg-sand-100 p-3 text-xs leading-relaxed whitespace-pre-wrap break-all text-ink-900">
        {JSON.stringify(value, null, 2)}
      </pre>
    </details>
  );
}

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

/** Previous / next links with "Page 2 of 5", for lists that share a page with another list. */
export function Pager({
  label,
  page,
  totalPages,
  hrefFor,
}: {
  label: string;
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav
      aria-label={label}
      className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm"
    >
      {page > 1 ? (
        <Link href={hrefFor(page - 1)} rel="prev" className={buttonClass("secondary", "small")}>
          <span aria-hidden="true">←</span> Newer
        </Link>
      ) : (
        <span aria-hidden="true" />
      )}
      <span className="text-ink-600">
        Page {Math.min(page, totalPages)} of {totalPages}
      </span>
      {page < totalPages ? (
        <Link href={hrefFor(page + 1)} rel="next" className={buttonClass("secondary", "small")}>
          Older <span aria-hidden="true">→</span>
        </Link>
      ) : (
        <span aria-hidden="true" />
      )}
    </nav>
  );
}
