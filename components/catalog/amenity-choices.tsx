import { Chevron } from "../stroke-icon";

interface Amenity {
  id: string;
  name: string;
  category: string;
}

function byCategory(amenities: Amenity[]): Array<[string, Amenity[]]> {
  const groups = new Map<string, Amenity[]>();
  for (const amenity of amenities) {
    groups.set(amenity.category, [...(groups.get(amenity.category) ?? []), amenity]);
  }
  return [...groups];
}

/** The amenity checkboxes of the /listings filters, by category, folded while none is chosen. */
export function AmenityChoices({ amenities, chosen }: { amenities: Amenity[]; chosen: string[] }) {
  const selected = new Set(chosen);
  return (
    <details className="group/amenities border-t border-sand-200 pt-5" open={selected.size > 0}>
      <summary className="flex cursor-pointer list-none items-center justify-between rounded-lg text-sm font-bold tracking-wide text-ink-900 uppercase focus-visible:outline-3 focus-visible:outline-gold-600 [&::-webkit-details-marker]:hidden">
        <span>
          Amenities
          {selected.size > 0 ? (
            <span className="ml-2 rounded-full bg-forest-100 px-2 py-0.5 text-xs text-forest-800 normal-case">
              {selected.size} selected
            </span>
          ) : null}
        </span>
        <Chevron direction="down" className="size-5 transition group-open/amenities:rotate-180" />
      </summary>
      <div className="mt-3 flex flex-col gap-4">
        {byCategory(amenities).map(([category, group]) => (
          <fieldset key={category}>
            <legend className="mb-1.5 text-xs font-semibold tracking-wide text-ink-600 uppercase">
              {category}
            </legend>
            <div className="flex flex-col">
              {group.map((amenity) => (
                <label
                  key={amenity.id}
                  className="flex cursor-pointer items-center gap-3 rounded-lg px-1 py-1.5 text-sm text-ink-900 hover:bg-sand-50"
                >
                  <input
                    type="checkbox"
                    name="amenities"
                    value={amenity.id}
                    defaultChecked={selected.has(amenity.id)}
                    className="size-4.5 shrink-0 accent-forest-700"
                  />
                  {amenity.name}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      </div>
    </details>
  );
}
