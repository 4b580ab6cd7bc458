// A remembered read is one value answered to every request for seconds at a time: frozen, no
// request can change it for the others, and its JSON, which cannot change either, is written
// once instead of on every answer.

interface FrozenValues {
  frozenDeeply: WeakSet<object>;
  writtenJson: WeakMap<object, string>;
}

// One record per process: the bundler gives route bundles their own copies of this module, and
// a value one of them remembered may be answered by another (the cache is process-wide).
const globalKey = Symbol.for("akwaaba.frozenValues");
const store = globalThis as typeof globalThis & { [globalKey]?: FrozenValues };
store[globalKey] ??= { frozenDeeply: new WeakSet(), writtenJson: new WeakMap() };
const { frozenDeeply, writtenJson } = store[globalKey];

/** Freezes `value` and every object and array in it, and returns it. */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== "object" || value === null || frozenDeeply.has(value)) return value;
  for (const inner of Object.values(value)) deepFreeze(inner);
  Object.freeze(value);
  frozenDeeply.add(value);
  return value;
}

export const isDeeplyFrozen = (value: unknown): value is object =>
  typeof value === "object" && value !== null && frozenDeeply.has(value);

/** `JSON.stringify(value)`, written once per value that `deepFreeze` froze. */
export function jsonText(value: unknown): string {
  if (!isDeeplyFrozen(value)) return JSON.stringify(value);
  let text = writtenJson.get(value);
  if (text === undefined) {
    text = JSON.stringify(value);
    writtenJson.set(value, text);
  }
  return text;
}

/**
 * `project` made to answer one frozen value per frozen source, so a route that answers part of
 * a remembered read (some of its fields) has its JSON written once too; a source that is not
 * frozen is projected on every call.
 */
export function projectedOnce<Source, View>(
  project: (source: Source) => View,
): (source: Source) => View {
  const views = new WeakMap<object, View>();
  return (source) => {
    if (!isDeeplyFrozen(source)) return project(source);
    let view = views.get(source);
    if (view === undefined) {
      view = deepFreeze(project(source));
      views.set(source, view);
    }
    return view;
  };
}
