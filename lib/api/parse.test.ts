import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError } from "../errors";
import { MAX_JSON_DEPTH, parseBody, parseParams, parseQuery } from "./parse";

const post = (body: string) =>
  new Request("http://localhost/api/x", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body,
  });

/** The details of the AppError the parse throws. */
async function refusal(parse: () => unknown): Promise<unknown> {
  try {
    await parse();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return (error as AppError).details;
  }
  throw new Error("the input was accepted");
}

const anything = z.unknown();

describe("NUL characters (PostgreSQL text cannot store them)", () => {
  it("are refused anywhere in a JSON body, naming the field", async () => {
    const body = JSON.stringify({ guest: { names: ["Ama", "Ko\u0000fi"] } });
    expect(await refusal(() => parseBody(post(body), anything))).toEqual({
      field: "guest.names.1",
      constraint: "nul",
    });
    expect(await refusal(() => parseBody(post('"\\u0000"'), anything))).toEqual({
      field: "body",
      constraint: "nul",
    });
  });

  it("are refused in the query and in path parameters", async () => {
    const request = new Request("http://localhost/api/x?city=Ac%00cra");
    expect(await refusal(() => parseQuery(request, anything))).toEqual({
      field: "city",
      constraint: "nul",
    });
    expect(await refusal(() => parseParams({ slug: "a\u0000" }, anything))).toEqual({
      field: "slug",
      constraint: "nul",
    });
  });

  it("are found at the deepest level a body may have", async () => {
    const deep = `${"[".repeat(MAX_JSON_DEPTH)}"\\u0000"${"]".repeat(MAX_JSON_DEPTH)}`;
    expect(await refusal(() => parseBody(post(deep), anything))).toMatchObject({
      constraint: "nul",
    });
  });

  it("let every other character through", async () => {
    const text = "Ωμέγα 🙂 \\x00 %00 \u202E";
    expect(await parseBody(post(JSON.stringify({ text })), anything)).toEqual({ text });
  });
});

describe("JSON nesting", () => {
  it.each([
    ["arrays", (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`],
    ["objects", (depth: number) => `${'{"a":'.repeat(depth - 1)}{}${"}".repeat(depth - 1)}`],
  ])("refuses %s nested deeper than the limit before parsing them", async (_kind, nest) => {
    expect(await parseBody(post(nest(MAX_JSON_DEPTH)), anything)).toBeDefined();
    for (const depth of [MAX_JSON_DEPTH + 1, 100_000]) {
      expect(await refusal(() => parseBody(post(nest(depth)), anything))).toMatchObject({
        field: "body",
        constraint: "depth",
      });
    }
  });

  it("does not count brackets inside strings", async () => {
    const text = JSON.stringify({ note: "[[[[{{{{".repeat(20), escaped: '\\"[[[[' });
    expect(await parseBody(post(text), anything)).toMatchObject({ escaped: '\\"[[[[' });
  });
});
