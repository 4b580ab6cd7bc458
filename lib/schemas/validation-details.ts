import type { ZodError } from "zod";

type Issue = ZodError["issues"][number];

/** The constraint an issue broke, as a short stable word clients can switch on. */
function constraintOf(issue: Issue): string {
  switch (issue.code) {
    case "invalid_type":
      return "input" in issue && issue.input !== undefined ? "type" : "required";
    case "too_small":
      return "min";
    case "too_big":
      return "max";
    case "invalid_format":
      return issue.format;
    case "invalid_value":
      return "enum";
    case "unrecognized_keys":
      return "unknown_field";
    case "custom": {
      const constraint = issue.params?.constraint;
      return typeof constraint === "string" ? constraint : "invalid";
    }
    default:
      return issue.code;
  }
}

function fieldOf(issue: Issue): string {
  if (issue.code === "unrecognized_keys" && issue.keys[0]) {
    return [...issue.path, issue.keys[0]].join(".");
  }
  return issue.path.length > 0 ? issue.path.join(".") : "body";
}

/**
 * `{ field, constraint }` of the first issue, plus every issue for clients that want them all.
 * Parse with `{ reportInput: true }` so a missing field ("required") can be told from a wrong
 * type; the input itself is never echoed back.
 */
export function validationDetails(error: ZodError) {
  const issues = error.issues.map((issue) => ({
    field: fieldOf(issue),
    constraint: constraintOf(issue),
    message: issue.message,
  }));
  const first = issues[0] ?? { field: "body", constraint: "invalid", message: "Invalid input" };
  return {
    field: first.field,
    constraint: first.constraint,
    message: `Invalid ${first.field}: ${first.message}`,
    issues,
  };
}
