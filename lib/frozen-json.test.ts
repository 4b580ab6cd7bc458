import { describe, expect, it, vi } from "vitest";
import { deepFreeze, isDeeplyFrozen, jsonText, projectedOnce } from "./frozen-json";

/** An object whose JSON counts how often it was written. */
function counted() {
  const writes = { count: 0 };
  const value = {
    id: "a",
    nested: {
      list: [
        1,
        {
          toJSON: () => {
            writes.count += 1;
            return "x";
          },
        },
      ],
    },
  };
  return { value, writes };
}

describe("deepFreeze", () => {
  it.each([
    ["an object's field", (v: { a: { b: number[] } }) => Object.assign(v, { c: 1 })],
    ["a nested object's field", (v: { a: { b: number[] } }) => Object.assign(v.a, { b: [] })],
    ["a nested array", (v: { a: { b: number[] } }) => v.a.b.push(4)],
  ])("refuses a change to %s", (_what, change) => {
    const value = deepFreeze({ a: { b: [1, 2, 3] } });
    expect(() => change(value)).toThrow(TypeError);
    expect(value).toEqual({ a: { b: [1, 2, 3] } });
  });

  it.each([null, undefined, 3, "text", true])("returns %j as it is", (value) => {
    expect(deepFreeze(value)).toBe(value);
    expect(isDeeplyFrozen(value)).toBe(false);
  });

  it("marks the value and everything in it, and nothing it merely shares a shape with", () => {
    const value = deepFreeze({ items: [{ id: 1 }] });
    expect(isDeeplyFrozen(value)).toBe(true);
    expect(isDeeplyFrozen(value.items)).toBe(true);
    expect(isDeeplyFrozen(value.items[0])).toBe(true);
    expect(isDeeplyFrozen(Object.freeze({ items: [{ id: 1 }] }))).toBe(false);
  });
});

describe("jsonText", () => {
  it.each([
    ["a frozen value", () => deepFreeze({ a: [1, "two", null], b: { c: true } })],
    ["a value not frozen", () => ({ a: [1, "two", null], b: { c: true } })],
    ["a frozen array", () => deepFreeze([{ price: "850.00" }, { price: "12.50" }])],
    ["a number", () => 4],
    ["undefined", () => undefined],
  ])("writes what JSON.stringify writes for %s", (_what, make) => {
    const value = make();
    expect(jsonText(value)).toBe(JSON.stringify(value));
  });

  it("writes a frozen value's JSON once", () => {
    const { value, writes } = counted();
    deepFreeze(value);
    const first = jsonText(value);
    expect(jsonText(value)).toBe(first);
    expect(jsonText(value.nested)).toBe(JSON.stringify(value.nested));
    expect(jsonText(value.nested)).toBe(JSON.stringify(value.nested));
    // once for the value, once for its nested object, twice by the JSON.stringify calls above
    expect(writes.count).toBe(4);
  });

  it("writes a value that is not frozen every time", () => {
    const { value, writes } = counted();
    jsonText(value);
    jsonText(value);
    expect(writes.count).toBe(2);
  });
});

describe("projectedOnce", () => {
  it("projects a frozen source once and freezes what it made", () => {
    let calls = 0;
    const ids = projectedOnce((items: { id: string }[]) => {
      calls += 1;
      return items.map(({ id }) => id);
    });
    const source = deepFreeze([{ id: "a" }, { id: "b" }]);
    const view = ids(source);
    expect(view).toEqual(["a", "b"]);
    expect(ids(source)).toBe(view);
    expect(isDeeplyFrozen(view)).toBe(true);
    expect(calls).toBe(1);
    expect(ids(deepFreeze([{ id: "c" }]))).toEqual(["c"]);
    expect(calls).toBe(2);
  });

  it("projects a source that is not frozen on every call", () => {
    let calls = 0;
    const ids = projectedOnce((items: { id: string }[]) => {
      calls += 1;
      return items.map(({ id }) => id);
    });
    const source = [{ id: "a" }];
    expect(ids(source)).not.toBe(ids(source));
    expect(calls).toBe(2);
    expect(isDeeplyFrozen(ids(source))).toBe(false);
  });
});

describe("two copies of the module (two route bundles)", () => {
  it("one knows what the other froze", async () => {
    const copyA = await import("./frozen-json");
    vi.resetModules();
    const copyB = await import("./frozen-json");
    expect(copyB).not.toBe(copyA);
    const value = copyA.deepFreeze({ items: [{ id: 1 }] });
    expect(copyB.isDeeplyFrozen(value)).toBe(true);
    expect(copyB.isDeeplyFrozen(value.items)).toBe(true);
  });
});
