import { z } from "zod";
import { isIsoDate, MAX_STAY_NIGHTS, todayUtc, validateStay } from "../dates";

/** An opaque record id (CUID2): letters and digits only. */
export const recordId = z
  .string()
  .trim()
  .regex(/^[a-z0-9]{1,64}$/i, "must be a record id");

export const isoDate = z.string().refine(isIsoDate, {
  message: "must be a calendar date (YYYY-MM-DD)",
  params: { constraint: "date" },
});

/** A decimal amount given in a query string, e.g. "850" or "850.50". */
export const decimalQuery = z
  .string()
  .regex(/^\d{1,10}(\.\d{1,2})?$/, "must be a non-negative amount with at most two decimals");

export const wholeNumberQuery = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, "must be a whole number")
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

export const searchableText = (max: number) => z.string().trim().min(1).max(max);

/**
 * Adds the stay rules of decisions.md to an object with checkIn/checkOut: check-out after
 * check-in, check-in not in the past, 1 to 365 nights. Issues carry the constraint name.
 */
export function refineStay(
  stay: { checkIn?: string; checkOut?: string },
  context: z.RefinementCtx,
): void {
  if (stay.checkIn === undefined && stay.checkOut === undefined) return;
  if (stay.checkIn === undefined || stay.checkOut === undefined) {
    const missing = stay.checkIn === undefined ? "checkIn" : "checkOut";
    context.addIssue({
      code: "custom",
      path: [missing],
      message: "checkIn and checkOut go together",
      params: { constraint: "required" },
    });
    return;
  }
  const result = validateStay(stay.checkIn, stay.checkOut, todayUtc());
  if (!result.ok) {
    context.addIssue({
      code: "custom",
      path: [result.field],
      message: STAY_MESSAGES[result.constraint] ?? "invalid stay",
      params: { constraint: result.constraint },
    });
  }
}

/** The check-in alone (an activity's date, its end following from the listing): not past. */
export function refineCheckIn(stay: { checkIn: string }, context: z.RefinementCtx): void {
  if (isIsoDate(stay.checkIn) && stay.checkIn < todayUtc()) {
    context.addIssue({
      code: "custom",
      path: ["checkIn"],
      message: STAY_MESSAGES.not_in_past ?? "",
      params: { constraint: "not_in_past" },
    });
  }
}

const STAY_MESSAGES: Record<string, string> = {
  date: "must be a calendar date (YYYY-MM-DD)",
  date_after: "check-out must be after check-in",
  not_in_past: "check-in may not be in the past",
  max_nights: `a stay is at most ${MAX_STAY_NIGHTS} nights`,
};

/** The stay rules for an admin's range of nights `{ from, to }` (past ranges allowed for reading). */
export function refineNightRange(
  range: { from: string; to: string },
  context: z.RefinementCtx,
  options: { allowPast: boolean },
): void {
  const today = options.allowPast ? range.from : todayUtc();
  const result = validateStay(range.from, range.to, today);
  if (!result.ok) {
    context.addIssue({
      code: "custom",
      path: [result.field === "checkIn" ? "from" : "to"],
      message: STAY_MESSAGES[result.constraint] ?? "invalid range",
      params: { constraint: result.constraint },
    });
  }
}
