import { FieldError } from "@/components/field-error";
import { STARS } from "@/lib/review-limits";
import { starChoice } from "./review-words";
import { StarIcon } from "./stars";

interface StarRatingFieldProps {
  /** The first star's id: where an error summary's link leads. */
  id: string;
  name: string;
  legend: string;
  value: number | undefined;
  onChange: (stars: number) => void;
  error?: string;
}

const choices = Array.from({ length: STARS.max - STARS.min + 1 }, (_, index) => STARS.min + index);

/**
 * One rating of the review form: a group of five radio buttons under its legend, each a star
 * with its number written under it, named "1 star" to "5 stars". The arrow keys move the
 * choice as in any radio group; the stars up to the chosen one turn gold.
 */
export function StarRatingField({
  id,
  name,
  legend,
  value,
  onChange,
  error,
}: StarRatingFieldProps) {
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} className="min-w-0">
      <legend className="text-sm font-semibold text-ink-900">{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-0.5">
        {choices.map((stars) => (
          <label
            key={stars}
            className="relative flex min-h-11 min-w-11 flex-col items-center justify-center rounded-lg px-1 py-0.5 hover:bg-sand-100 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-gold-600"
          >
            <input
              type="radio"
              id={stars === STARS.min ? id : `${id}-${stars}`}
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              aria-invalid={error ? true : undefined}
              // The whole star takes the click (and a finger): the radio lies over it, unseen.
              className="absolute inset-0 size-full cursor-pointer appearance-none rounded-lg opacity-0"
            />
            <StarIcon
              className={`size-7 ${value !== undefined && stars <= value ? "text-gold-500" : "text-sand-300"}`}
            />
            <span aria-hidden="true" className="text-xs font-semibold text-ink-700">
              {stars}
            </span>
            <span className="sr-only">{starChoice(stars)}</span>
          </label>
        ))}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
