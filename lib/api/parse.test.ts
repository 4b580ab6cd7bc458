import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError } from "../errors";
import { parseBody, parseParams, parseQuery } from "./parse";

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

describe("NUL characters (PostgreSQL text cannot store them)", () => {
  const anything = z.unknown();

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

  it("are looked for without recursion, so a very deep body is no problem", async () => {
    const depth = 200_000;
    const deep = `${"[".repeat(depth)}"\\u0000"${"]".repeat(depth)}`;
    expect(await refusal(() => parseBody(post(deep), anything))).toMatchObject({
      constraint: "nul",
    });
  });

  it("let every other character through", async () => {
    const text = "Ωμέγα 🙂 \\x00 %00 \u202E";
    expect(await parseBody(post(JSON.stringify({ text })), anything)).toEqual({ text });
  });
});
