import type { ReactNode } from "react";

interface Amenity {
  id: string;
  name: string;
  category: string;
}

const stroke = {
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 1.8,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

/** An icon per amenity category (the seed's categories; anything else gets a tick). */
const CATEGORY_ICONS: Record<string, ReactNode> = {
  Essentials: (
    <>
      <path d="M4 10.5 12 4l8 6.5" />
      <path d="M6 9.5V20h12V9.5" />
    </>
  ),
  Comfort: (
    <>
      <path d="M4 18v-6a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v6" />
      <path d="M4 15h16M6 10V7a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v3" />
    </>
  ),
  Outdoors: (
    <>
      <circle cx="12" cy="8" r="3.5" />
      <path d="M3 19c2-1.5 4-1.5 6 0s4 1.5 6 0 4-1.5 6 0" />
    </>
  ),
  Safety: <path d="M12 3.5 5 6v5.5c0 4.2 3 7.4 7 9 4-1.6 7-4.8 7-9V6l-7-2.5Z" />,
  Transport: (
    <>
      <path d="M5 16V9.5L7 5h10l2 4.5V16H5Z" />
      <circle cx="8" cy="16.5" r="1.5" />
      <circle cx="16" cy="16.5" r="1.5" />
    </>
  ),
  Activities: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="m15.5 8.5-2 5-5 2 2-5 5-2Z" />
    </>
  ),
};

function group(amenities: Amenity[]): Array<[string, Amenity[]]> {
  const groups = new Map<string, Amenity[]>();
  for (const amenity of amenities) {
    const list = groups.get(amenity.category) ?? [];
    list.push(amenity);
    groups.set(amenity.category, list);
  }
  return [...groups];
}

/** A listing's amenities under a heading per category. */
export function AmenityList({ amenities }: { amenities: Amenity[] }) {
  if (amenities.length === 0) {
    return <p className="text-ink-600">The host has not listed any amenities yet.</p>;
  }
  return (
    <div className="grid gap-x-10 gap-y-8 sm:grid-cols-2">
      {group(amenities).map(([category, items]) => (
        <div key={category}>
          <h3 className="flex items-center gap-2.5 font-semibold text-ink-900">
            <span
              aria-hidden="true"
              className="grid size-9 place-items-center rounded-xl bg-forest-50 text-forest-700"
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" {...stroke}>
                {CATEGORY_ICONS[category] ?? <path d="m5 12.5 4.5 4L19 7" />}
              </svg>
            </span>
            {category}
          </h3>
          <ul className="mt-3 space-y-2 pl-1">
            {items.map((amenity) => (
              <li key={amenity.id} className="flex items-center gap-3 text-ink-700">
                <svg
                  aria-hidden="true"
                  viewBox="0 0 20 20"
                  className="size-4 shrink-0 text-forest-600"
                  {...stroke}
                  strokeWidth={2.4}
                >
                  <path d="m4.5 10.5 3.5 3.5 7.5-8" />
                </svg>
                {amenity.name}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
