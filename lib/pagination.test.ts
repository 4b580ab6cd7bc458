import { describe, expect, it } from "vitest";
import { z } from "zod";
import { pageRequest, paginationOf, totalOfCountedPage } from "./pagination";
import { paginationQuery } from "./schemas/pagination";
import { validationDetails } from "./schemas/validation-details";

const listingsPage = z.object(paginationQuery({ defaultLimit: 20, maxLimit: 50 }));

describe("paginationQuery", () => {
  it.each([
    [{}, { page: 1, limit: 20 }],
    [{ page: "3" }, { page: 3, limit: 20 }],
    [{ limit: "5" }, { page: 1, limit: 5 }],
    [{ limit: "50" }, { page: 1, limit: 50 }],
    [{ limit: "51" }, { page: 1, limit: 50 }],
    [
      { limit: "1000", page: "2" },
      { page: 2, limit: 50 },
    ],
  ])("parses %j as %j", (query, expected) => {
    expect(listingsPage.parse(query)).toEqual(expected);
  });

  it.each([
    [{ page: "0" }, "page", "min"],
    [{ page: "-1" }, "page", "invalid_format"],
    [{ page: "abc" }, "page", "invalid_format"],
    [{ page: "1.5" }, "page", "invalid_format"],
    [{ limit: "0" }, "limit", "min"],
    [{ limit: "-5" }, "limit", "invalid_format"],
    [{ limit: "ten" }, "limit", "invalid_format"],
  ])("refuses %j on %s", (query, field, constraint) => {
    const result = listingsPage.safeParse(query);
    expect(result.success).toBe(false);
    if (!result.success) {
      const details = validationDetails(result.error);
      expect(details.field).toBe(field);
      expect(details.constraint === constraint || details.constraint === "regex").toBe(true);
    }
  });
});

describe("paginationOf", () => {
  it.each([
    [{ page: 1, limit: 20 }, 0, { totalPages: 0, hasMore: false }],
    [{ page: 1, limit: 20 }, 20, { totalPages: 1, hasMore: false }],
    [{ page: 1, limit: 20 }, 21, { totalPages: 2, hasMore: true }],
    [{ page: 2, limit: 20 }, 40, { totalPages: 2, hasMore: false }],
    [{ page: 2, limit: 10 }, 35, { totalPages: 4, hasMore: true }],
    [{ page: 9, limit: 10 }, 35, { totalPages: 4, hasMore: false }],
  ])("page %j of %i items", (request, total, expected) => {
    expect(paginationOf(request, total)).toEqual({ ...request, total, ...expected });
  });
});

describe("validationDetails", () => {
  const schema = z.strictObject({
    checkOut: z.string().refine((value) => value > "2026-01-01", {
      params: { constraint: "date_after" },
      message: "must be after check-in",
    }),
    adults: z.number().int().min(1).max(20),
    guestEmail: z.email(),
    type: z.enum(["ACCOMMODATION", "ACTIVITY"]),
  });
  const valid = { checkOut: "2026-02-01", adults: 2, guestEmail: "a@b.co", type: "ACTIVITY" };

  it.each([
    [{ checkOut: "2025-12-31" }, "checkOut", "date_after"],
    [{ adults: 0 }, "adults", "min"],
    [{ adults: 21 }, "adults", "max"],
    [{ adults: "two" }, "adults", "type"],
    [{ adults: undefined }, "adults", "required"],
    [{ guestEmail: "nope" }, "guestEmail", "email"],
    [{ type: "HOTEL" }, "type", "enum"],
    [{ extra: 1 }, "extra", "unknown_field"],
  ])("maps %j to field %s, constraint %s", (override, field, constraint) => {
    const result = schema.safeParse({ ...valid, ...override }, { reportInput: true });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(validationDetails(result.error)).toMatchObject({ field, constraint });
    }
  });
});

describe("totalOfCountedPage", () => {
  const countAlone = async () => 7;
  it.each([
    ["a row carries the count", 12, pageRequest(1, 10), 12],
    ["a row carries a count of zero", 0, pageRequest(1, 10), 0],
    ["no row on the first page: nothing matches", undefined, pageRequest(1, 10), 0],
    ["no row past the last page: counted alone", undefined, pageRequest(3, 10), 7],
    ["a null count (not counted by the page) past the first page", null, pageRequest(2, 10), 7],
  ] as const)("%s", async (_case, firstRowMatches, page, total) => {
    expect(await totalOfCountedPage(firstRowMatches, page, countAlone)).toBe(total);
  });
});
