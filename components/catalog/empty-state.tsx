import type { ReactNode } from "react";

interface EmptyStateProps {
  title: string;
  children?: ReactNode;
  /** Links or buttons that lead somewhere useful. */
  actions?: ReactNode;
  icon?: "search" | "heart" | "map";
}

const ICONS = {
  search: (
    <>
      <circle cx="11" cy="11" r="6.5" />
      <path d="m16 16 4.5 4.5" />
      <path d="M8.5 11h5" />
    </>
  ),
  heart: (
    <path d="M12 20.5s-7.5-4.6-9.3-9.7C1.5 7.3 3.6 4 7 4c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.4 0 5.5 3.3 4.3 6.8-1.8 5.1-9.3 9.7-9.3 9.7Z" />
  ),
  map: (
    <>
      <path d="m3.5 6.5 5-2 7 2.5 5-2v13l-5 2-7-2.5-5 2Z" />
      <path d="M8.5 4.5V17M15.5 7v13" />
    </>
  ),
};

/** A friendly dead end: what happened, and where to go from here. */
export function EmptyState({ title, children, actions, icon = "search" }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center rounded-3xl border border-dashed border-sand-300 bg-white px-6 py-14 text-center sm:px-10">
      <span
        aria-hidden="true"
        className="grid size-14 place-items-center rounded-2xl bg-gold-100 text-gold-600"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-7 fill-none stroke-current"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          {ICONS[icon]}
        </svg>
      </span>
      <h2 className="mt-5 font-display text-2xl font-bold text-forest-900">{title}</h2>
      {children ? <div className="mt-2 max-w-lg text-ink-600">{children}</div> : null}
      {actions ? (
        <div className="mt-6 flex flex-wrap items-center justify-center gap-3">{actions}</div>
      ) : null}
    </div>
  );
}
