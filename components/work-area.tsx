import type { ReactNode } from "react";
import { type Section, SectionNav } from "./section-nav";

interface WorkAreaProps {
  /** "Akwaaba admin", "Hosting": the card above the navigation, on wide screens. */
  area: string;
  /** Who is signed in, and as what. */
  person: { name: string; role: string };
  /** The navigation's accessible name. */
  navLabel: string;
  sections: readonly Section[];
  children: ReactNode;
}

/** A work area's frame (the admin's, the host's): its sections beside the page on wide screens. */
export function WorkArea({ area, person, navLabel, sections, children }: WorkAreaProps) {
  return (
    <div className="mx-auto w-full max-w-[90rem] px-4 pt-6 pb-16 sm:px-6 lg:grid lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-8 lg:px-8 lg:pt-8">
      <div className="mb-6 lg:sticky lg:top-24 lg:mb-0 lg:self-start">
        <div className="mb-3 hidden rounded-2xl border border-sand-200 bg-white px-4 py-3 shadow-card lg:block">
          <p className="text-xs font-semibold tracking-wide text-clay-700 uppercase">{area}</p>
          <p className="mt-1 truncate text-sm font-semibold text-ink-900">{person.name}</p>
          <p className="text-xs text-ink-600">{person.role}</p>
        </div>
        <SectionNav label={navLabel} sections={sections} />
      </div>
      <div className="min-w-0">{children}</div>
    </div>
  );
}
