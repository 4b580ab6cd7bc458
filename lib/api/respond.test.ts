import { describe, expect, it } from "vitest";
import { deepFreeze } from "@/lib/frozen-json";
import { json, listJson } from "./respond";

const listing = () => ({ id: "l1", title: "Wli Falls Lodge", images: [{ url: "/a.webp" }] });
const pagination = { page: 2, limit: 1, total: 3, totalPages: 3, hasMore: true };

/** The answer's status, headers that matter, and exact text. */
async function answered(response: Response) {
  return {
    status: response.status,
    contentType: response.headers.get("content-type"),
    cacheControl: response.headers.get("cache-control"),
    text: await response.text(),
  };
}

describe("a remembered (frozen) value is answered as any other", () => {
  const init = { status: 200, headers: { "Cache-Control": "public, s-maxage=30" } };
  it.each([
    ["json, an object", (data: object) => json(data, init), listing],
    ["json, an array", (data: object) => json(data, init), () => [listing(), listing()]],
    ["json, without init", (data: object) => json(data), listing],
    [
      "listJson with extra fields",
      (data: object) => listJson(data as unknown[], pagination, { stats: { open: 1 } }, init),
      () => [listing()],
    ],
    ["listJson, empty", (data: object) => listJson(data as unknown[], pagination), () => []],
  ])("%s", async (_what, answer, make) => {
    const plain = await answered(answer(make()));
    const frozen = await answered(answer(deepFreeze(make())));
    expect(frozen).toEqual(plain);
    expect(JSON.parse(frozen.text)).toHaveProperty("data");
    expect(frozen.contentType).toBe("application/json");
  });
});
