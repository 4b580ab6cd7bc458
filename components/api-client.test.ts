import { describe, expect, it } from "vitest";
import { ApiError } from "./api-client";

describe("ApiError.parse", () => {
  it.each<[string, number, unknown, { code: string; message: string }]>([
    [
      "the error shape",
      409,
      { error: { code: "DATES_UNAVAILABLE", message: "Taken", details: { nights: 2 } } },
      { code: "DATES_UNAVAILABLE", message: "Taken" },
    ],
    [
      "no body",
      500,
      null,
      { code: "UNEXPECTED", message: "Something went wrong on our side. Please try again." },
    ],
    [
      "HTML from a proxy",
      502,
      "<html>",
      { code: "UNEXPECTED", message: "Something went wrong on our side. Please try again." },
    ],
    [
      "an error without a message",
      400,
      { error: { code: "X" } },
      { code: "UNEXPECTED", message: "Something went wrong on our side. Please try again." },
    ],
  ])("%s", (_, status, payload, expected) => {
    const error = ApiError.parse(status, payload);
    expect({ status: error.status, code: error.code, message: error.message }).toEqual({
      status,
      ...expected,
    });
  });
});

describe("issues and field issues", () => {
  const validation = (details: unknown) =>
    ApiError.parse(400, { error: { code: "VALIDATION_ERROR", message: "Invalid", details } });
  it.each<[string, ApiError, string[], string[]]>([
    [
      "every issue, each field once by its top-level name",
      validation({
        field: "highlights.2",
        constraint: "max",
        issues: [
          { field: "highlights.2", constraint: "max" },
          { field: "title", constraint: "min" },
          { field: "highlights.0", constraint: "min" },
        ],
      }),
      ["highlights.2:max", "title:min", "highlights.0:min"],
      ["highlights:max", "title:min"],
    ],
    [
      "only the first problem",
      validation({ field: "checkIn", constraint: "not_in_past" }),
      ["checkIn:not_in_past"],
      ["checkIn:not_in_past"],
    ],
    ["no details", validation(undefined), [], []],
    [
      "not a validation error: issues, but no field errors",
      ApiError.parse(403, {
        error: { code: "FORBIDDEN", message: "No", details: { field: "role", constraint: "x" } },
      }),
      ["role:x"],
      [],
    ],
  ])("%s", (_, error, issues, fields) => {
    expect(error.issues.map((issue) => `${issue.field}:${issue.constraint}`)).toEqual(issues);
    expect(
      [...error.fieldIssues()].map(([field, issue]) => `${field}:${issue.constraint}`),
    ).toEqual(fields);
  });
});
