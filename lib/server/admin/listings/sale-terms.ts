import { normalizeStartTimes, type SaleTerms, saleTermsProblem } from "@/lib/activity-starts";
import { validationError } from "@/lib/errors";

/**
 * A listing's start times and length as they will be stored (start times unique and in
 * order), or 400 VALIDATION_ERROR when they do not suit its type.
 */
export function checkedSaleTerms(terms: SaleTerms): SaleTerms & { startTimes: string[] } {
  const problem = saleTermsProblem(terms);
  if (problem) throw validationError(problem.field, problem.constraint, problem.message);
  return { ...terms, startTimes: normalizeStartTimes(terms.startTimes) };
}
