import { STARS } from "@/lib/review-limits";
import { ratingText } from "@/lib/review-window";
import { SUB_RATINGS, type SubRatingKey } from "./review-words";

/**
 * The averages of a listing's sub-ratings, each a bar out of five with its value written
 * beside it: the bar is decoration, the words say it ("Cleanliness 4.8 out of 5").
 */
export function SubRatingBars({ averages }: { averages: Record<SubRatingKey, number | null> }) {
  return (
    <dl className="grid gap-x-10 gap-y-3 sm:grid-cols-2">
      {SUB_RATINGS.map(({ key, label }) => {
        const average = averages[key];
        return (
          <div key={key} className="flex items-center gap-3">
            <dt className="w-24 shrink-0 text-sm text-ink-700">{label}</dt>
            <dd className="flex flex-1 items-center gap-3">
              <span
                aria-hidden="true"
                className="h-1.5 flex-1 overflow-hidden rounded-full bg-sand-200"
              >
                <span
                  className="block h-full rounded-full bg-forest-700"
                  style={{ width: `${((average ?? 0) / STARS.max) * 100}%` }}
                />
              </span>
              <span className="w-7 text-right text-sm font-semibold text-ink-900 tabular-nums">
                {ratingText(average) ?? "—"}
              </span>
              <span className="sr-only"> out of 5</span>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
