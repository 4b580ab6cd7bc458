import Link from "next/link";
import type { ReactNode } from "react";
import type { ListingType } from "@/lib/enums";

interface TypeCard {
  type: ListingType;
  title: string;
  blurb: string;
  tint: string;
  icon: ReactNode;
}

const stroke = {
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 1.8,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

const TYPES: TypeCard[] = [
  {
    type: "ACCOMMODATION",
    title: "Stays",
    blurb: "Beach villas, city apartments, forest cabins and family guesthouses.",
    tint: "bg-forest-100 text-forest-800",
    icon: (
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-7" {...stroke}>
        <path d="M3 10.5 12 4l9 6.5" />
        <path d="M5 9.5V20h14V9.5" />
        <path d="M9.5 20v-5.5h5V20" />
      </svg>
    ),
  },
  {
    type: "ACTIVITY",
    title: "Activities",
    blurb: "Canopy walks, waterfall hikes, surf lessons and lake kayaking.",
    tint: "bg-gold-100 text-gold-600",
    icon: (
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-7" {...stroke}>
        <circle cx="12" cy="12" r="8.5" />
        <path d="m15.5 8.5-2 5-5 2 2-5 5-2Z" />
      </svg>
    ),
  },
  {
    type: "EXPERIENCE",
    title: "Experiences",
    blurb: "Drumming nights, kente weaving, cocoa farms and cooking with locals.",
    tint: "bg-clay-100 text-clay-700",
    icon: (
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-7" {...stroke}>
        <ellipse cx="12" cy="6.5" rx="6" ry="2.5" />
        <path d="M6 6.5 8 19c.3 1.2 1.9 2 4 2s3.7-.8 4-2l2-12.5" />
        <path d="m8.5 9.5 7 5M15.5 9.5l-7 5" />
      </svg>
    ),
  },
];

/** The three kinds of listing, each a link to its filtered list. */
export function TypeCards() {
  return (
    <ul className="grid gap-4 sm:grid-cols-3">
      {TYPES.map((card) => (
        <li key={card.type}>
          <Link
            href={`/listings?type=${card.type}`}
            className="group flex h-full items-start gap-4 rounded-2xl border border-sand-200 bg-white p-5 shadow-card transition hover:-translate-y-0.5 hover:border-sand-300 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold-600 sm:flex-col"
          >
            <span className={`grid size-12 shrink-0 place-items-center rounded-xl ${card.tint}`}>
              {card.icon}
            </span>
            <span className="flex flex-col">
              <span className="flex items-center gap-1.5 text-lg font-semibold text-ink-900">
                {card.title}
                <svg
                  aria-hidden="true"
                  viewBox="0 0 20 20"
                  className="size-4 transition group-hover:translate-x-0.5"
                  {...stroke}
                  strokeWidth={2}
                >
                  <path d="M5 10h10m-4-4 4 4-4 4" />
                </svg>
              </span>
              <span className="mt-1 text-sm leading-relaxed text-ink-600">{card.blurb}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
