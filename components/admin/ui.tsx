import Link from "next/link";
import type { ReactNode } from "react";

// Presentational pieces shared by the admin pages: headings, panels, stat cards, notices.
// No data access, no client state.

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

/**
 * A short notice: info (gold), a problem (clay) or a success (forest). A problem a form has
 * just met is an alert, read out at once.
 */
export function Notice({
  tone = "info",
  title,
  role,
  children,
}: {
  tone?: "info" | "problem" | "success";
  title?: string;
  role?: "alert";
  children: ReactNode;
}) {
  const styles = {
    info: "border-gold-300 bg-gold-100 text-ink-900",
    problem: "border-clay-500/50 bg-clay-100 text-clay-700",
    success: "border-forest-300 bg-forest-50 text-forest-900",
  };
  return (
    <div role={role} className={`rounded-xl border px-4 py-3 text-sm ${styles[tone]}`}>
      {title ? <p className="font-semibold">{title}</p> : null}
      <div className={title ? "mt-0.5" : ""}>{children}</div>
    </div>
  );
}

/** A disclosure's summary in a table: a 44 px tall tap target on a phone. */
export const disclosureClass =
  "cursor-pointer rounded text-sm font-semibold text-forest-700 hover:underline max-md:py-3";

/** Pretty-printed JSON behind a disclosure. */
export function JsonDetails({ summary, value }: { summary: string; value: unknown }) {
  if (value === null || value === undefined) return <span className="text-ink-500">—</span>;
  return (
    <details className="group max-w-md">
      <summary className={disclosureClass}>{summary}</summary>
      <pre className="mt-2 max-h-72 overflow-auto rounded-lg bg-sand-100 p-3 text-xs leading-relaxed whitespace-pre-wrap break-all text-ink-900">
        {JSON.stringify(value, null, 2)}
      </pre>
    </details>
  );
}

/** One labelled fact of a record, inside a <dl>. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-ink-600">{label}</dt>
      <dd className="mt-0.5 font-medium break-words text-ink-900">{children}</dd>
    </div>
  );
}
