import type { ApiError } from "./api-client";

/** Friendly messages of a form's fields by the API's `constraint`; `default` for anything else. */
export type FieldMessages<F extends string> = Record<
  F,
  Partial<Record<string, string>> & { default: string }
>;

export interface FieldProblem<F extends string> {
  title: string;
  errors: Partial<Record<F, string>>;
}

/** Why the API refused a form: each field's message, else the API's own words. */
export function fieldProblem<F extends string>(
  error: ApiError,
  messages: FieldMessages<F>,
): FieldProblem<F> {
  const errors: Partial<Record<F, string>> = {};
  for (const [field, issue] of error.fieldIssues()) {
    if (field in messages) {
      const words = messages[field as F];
      errors[field as F] = words[issue.constraint] ?? words.default;
    }
  }
  return Object.keys(errors).length > 0
    ? { title: "Please check the highlighted fields.", errors }
    : { title: error.message, errors };
}
