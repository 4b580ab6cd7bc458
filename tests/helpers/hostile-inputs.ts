// Generators of hostile request values for the bad-input property test. For each kind of field
// (free text of a length, closed format, number in a range…) they yield only values such a
// field must refuse. Kinds are written from the interface (endpoint-inputs.ts), never read from
// the app's zod schemas, so a schema more lenient than the interface makes the test fail.
import fc from "fast-check";

/**
 * Injection-shaped strings. Every one holds a character no closed format (id, slug, reference,
 * date, enum, e-mail, phone, URL, time, event name) allows, so each is invalid wherever a
 * format is checked; free-text fields may legitimately accept them.
 */
export const INJECTIONS = [
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '" OR ""="',
  "1; SELECT pg_sleep(5)",
  "1' UNION SELECT password_hash FROM users --",
  "$$; select 1; $$",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "../../../../etc/passwd",
  "%00%27%20OR%201%3D1",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, meant literally
  "${7*7}{{7*7}}",
  "__proto__[isAdmin]=true",
  "\\x00\\u0000",
  "\u0000",
  "a\u0000b",
  "\uD800",
  "🙂🏠 ",
  "Ω≈ç√∫\u202E",
] as const;

/** Numbers written as strings: never acceptable where a JSON number or a whole number is due. */
export const NUMERIC_STRINGS = [
  "NaN",
  "Infinity",
  "-Infinity",
  "-0",
  "1e308",
  "-1e308",
  "0x1F",
  "1_000",
  "0.1e1",
  "9".repeat(400),
];

/** Strings that are not real calendar dates written YYYY-MM-DD. */
export const BAD_DATES = [
  "2026-02-30",
  "2026-13-01",
  "0000-00-00",
  "20260101",
  "2026-1-1",
  "+02026-01-01",
  "2026-01-01T00:00:00Z",
  "9999-12-32",
];

/** Keys that must never be honoured: prototype pollution, operator and privilege names. */
export const HOSTILE_KEYS = [
  "__proto__",
  "constructor",
  "prototype",
  "isAdmin",
  "role",
  "status",
  "id",
  "$where",
  "' OR 1=1 --",
  "\u0000",
  "k".repeat(5000),
];

const POLLUTION = '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"polluted":true}}}';

/** An injection string, optionally followed by arbitrary code points (NUL and surrogates included). */
export const injection: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom(...INJECTIONS), fc.string({ unit: "binary", maxLength: 12 }))
  .map(([payload, tail]) => payload + tail);

/** Any string a visitor could type, hostile or not. */
export const anyText: fc.Arbitrary<string> = fc.oneof(
  injection,
  fc.string({ unit: "binary", maxLength: 60 }),
  fc.string({ unit: "grapheme", maxLength: 60 }),
);

/** A string longer than `max` however counted (trimmed, UTF-16 units, code points), carrying an injection. */
export const longerThan = (max: number): fc.Arbitrary<string> =>
  fc
    .tuple(injection, fc.integer({ min: max + 1, max: max + 20_000 }))
    .map(([payload, length]) => `x${payload}${"x".repeat(length)}`);

/** A string of valid length holding a NUL byte, which PostgreSQL text cannot store. */
export const withNul = (max: number): fc.Arbitrary<string> =>
  fc
    .tuple(fc.string({ maxLength: Math.max(0, Math.min(max, 60) - 1) }), fc.nat())
    .map(([text, at]) => {
      const index = at % (text.length + 1);
      return `${text.slice(0, index)}\u0000${text.slice(index)}`;
    });

const deepObject = fc
  .integer({ min: 20, max: 1000 })
  .map((depth) => JSON.parse(`${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`) as unknown);
const polluted = fc.constant(JSON.parse(POLLUTION) as unknown);
const structures = fc.oneof(
  fc.array(fc.string(), { maxLength: 5 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 5 }),
  deepObject,
  polluted,
);
const finiteNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(1e308, -1e308, Number.MAX_SAFE_INTEGER + 2),
);

/** Kinds of JSON body fields, by the rule the interface gives them. */
export type BodyKind =
  | { type: "text"; min: number; max: number; trimmed: boolean }
  | { type: "format"; samples?: readonly string[]; nullable?: boolean }
  | { type: "number"; min: number; max: number; step?: "whole" | "cent"; nullable?: boolean }
  | { type: "boolean" }
  | { type: "list"; of: BodyKind; max: number };

/** Free text, trimmed before its length is checked. */
export const text = (min: number, max: number): BodyKind => ({
  type: "text",
  min,
  max,
  trimmed: true,
});
/** An opaque string (a token, a password): every character counts. */
export const opaque = (min: number, max: number): BodyKind => ({
  type: "text",
  min,
  max,
  trimmed: false,
});
/** A string of a closed format (id, date, e-mail…); `samples` are further values it must refuse. */
export const format = (samples: readonly string[] = [], nullable = false): BodyKind => ({
  type: "format",
  samples,
  nullable,
});
export const integer = (min: number, max: number): BodyKind => ({
  type: "number",
  min,
  max,
  step: "whole",
});
/** An amount with at most two decimals. */
export const amount = (min: number, max: number): BodyKind => ({
  type: "number",
  min,
  max,
  step: "cent",
});
export const coordinate = (bound: number): BodyKind => ({
  type: "number",
  min: -bound,
  max: bound,
  nullable: true,
});
export const boolean: BodyKind = { type: "boolean" };
export const list = (of: BodyKind, max: number): BodyKind => ({ type: "list", of, max });
export const enumOf = (values: readonly string[], nullable = false): BodyKind =>
  format(enumVariants(values), nullable);

/** Near misses of enum values: the other case, padding, a suffix. */
function enumVariants(values: readonly string[]): string[] {
  return values.flatMap((value) => [
    value === value.toLowerCase() ? value.toUpperCase() : value.toLowerCase(),
    ` ${value}x`,
  ]);
}

/** JSON values a field of this kind must refuse. */
export function invalidJson(kind: BodyKind): fc.Arbitrary<unknown> {
  switch (kind.type) {
    case "text":
      return fc.oneof(
        fc.oneof(finiteNumber, fc.boolean(), fc.constant(null), structures),
        ...(kind.min > 0 ? [fc.constantFrom("", ...(kind.trimmed ? [" \t\n "] : []))] : []),
        longerThan(kind.max),
        withNul(kind.max),
      );
    case "format":
      return fc.oneof(
        fc.oneof(
          finiteNumber,
          fc.boolean(),
          structures,
          ...(kind.nullable ? [] : [fc.constant(null)]),
        ),
        injection,
        longerThan(5000),
        // Not BAD_DATES for every format: "20260101" is a bad date and a good account number.
        fc.constantFrom("", ...(kind.samples ?? [])),
      );
    case "number":
      return fc.oneof(
        fc.oneof(fc.constantFrom(...NUMERIC_STRINGS), fc.boolean(), structures),
        ...(kind.nullable ? [] : [fc.constant(null)]),
        fc.constantFrom(kind.min - 1, kind.max + 1, 1e308, -1e308),
        ...(kind.step === "whole"
          ? [fc.constantFrom(kind.min + 0.5, Number.MAX_SAFE_INTEGER + 2)]
          : []),
        ...(kind.step === "cent" ? [fc.constant(kind.min + 0.001)] : []),
      );
    case "boolean":
      return fc.oneof(fc.constantFrom("true", "false", 1, 0, null), structures);
    case "list":
      return fc.oneof(
        fc.oneof(fc.string(), finiteNumber, fc.constant(null), deepObject, polluted),
        invalidJson(kind.of).map((element) => [element]),
        fc.constant(Array.from({ length: kind.max + 1 }, () => "a")),
      );
  }
}

/** Kinds of query-string fields. */
export type QueryKind =
  | { type: "text"; min: number; max: number }
  | { type: "format"; samples?: readonly string[] }
  | { type: "count"; min: number; max?: number };

export const queryText = (min: number, max: number): QueryKind => ({ type: "text", min, max });
/** A closed format (id, enum, date…); `samples` are further values it must refuse. */
export const queryFormat = (samples: readonly string[] = [""]): QueryKind => ({
  type: "format",
  samples,
});
export const queryEnum = (values: readonly string[]): QueryKind =>
  queryFormat(["", ...enumVariants(values)]);
export const queryDate = queryFormat(["", ...BAD_DATES]);
/** A whole number in a query (`page`, `limit`, `bedrooms`…): at least `min`, at most `max`. */
export const count = (min: number, max?: number): QueryKind => ({ type: "count", min, max });

/** Query-string values a field of this kind must refuse. */
export function invalidQuery(kind: QueryKind): fc.Arbitrary<string> {
  switch (kind.type) {
    case "text":
      return fc.oneof(
        ...(kind.min > 0 ? [fc.constantFrom("", "   ")] : []),
        longerThan(kind.max),
        withNul(kind.max),
      );
    case "format":
      return fc.oneof(injection, longerThan(5000), fc.constantFrom(...(kind.samples ?? [])));
    case "count":
      return fc.oneof(
        injection,
        fc.constantFrom(
          ...NUMERIC_STRINGS,
          "",
          " 5",
          "1.5",
          "-1",
          String(kind.min - 1),
          ...(kind.max === undefined ? [] : [String(kind.max + 1)]),
        ),
      );
  }
}

/** Query-string values that are legal but extreme: any free text, the largest numbers. */
export function legalExtreme(kind: QueryKind): fc.Arbitrary<string> | undefined {
  switch (kind.type) {
    case "text":
      return anyText.filter((value) => value.length <= kind.max);
    case "count":
      return kind.max === undefined
        ? fc.constantFrom("1000000", String(2 ** 31), String(Number.MAX_SAFE_INTEGER))
        : fc.constantFrom(String(kind.min), String(kind.max));
    case "format":
      return undefined;
  }
}

/** Bodies that are not JSON at all (and not blank, which counts as `{}`). */
export const notJson: fc.Arbitrary<string> = fc
  .oneof(
    fc.constantFrom(
      "{",
      "{'a': 1}",
      '{"a":1,}',
      "[1, 2",
      "undefined",
      "NaN",
      "<xml>&lt;</xml>",
      "a=1&b=2",
      "' OR 1=1 --",
      "\u0000",
      "\uFEFF{}",
    ),
    injection,
    fc.string({ unit: "binary", minLength: 1, maxLength: 200 }),
  )
  .filter((body) => body.trim() !== "" && !parsesAsJson(body));

function parsesAsJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** An array nested `depth` levels deep, as JSON text. */
export function nested(depth: number): string {
  return `${"[".repeat(depth)}${"]".repeat(depth)}`;
}

/** JSON texts whose top level is not an object: scalars, arrays, very deep arrays. */
export const notAnObject: fc.Arbitrary<string> = fc.oneof(
  fc
    .oneof(fc.string(), finiteNumber, fc.boolean(), fc.constant(null), fc.array(fc.anything()))
    .map((value) => JSON.stringify(value)),
  fc.integer({ min: 1000, max: 100_000 }).map(nested),
);

/** A syntactically valid JSON object larger than the 1 MB body cap. */
export const overOneMegabyte: fc.Arbitrary<string> = fc
  .integer({ min: 1, max: 64 * 1024 })
  .map((extra) => `{"a":"${"x".repeat(1024 * 1024 + extra)}"}`);

/** Hostile values that fit in a header (printable ASCII only). */
export const headerJunk: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...INJECTIONS).filter((value) => /^[\x20-\x7e]+$/.test(value)),
  fc.string({ unit: fc.integer({ min: 0x21, max: 0x7e }).map((c) => String.fromCharCode(c)) }),
  fc.stringMatching(/^[0-9a-f]{128}$/),
);

/** A path segment no route parameter accepts: injections, 101+ characters, empty, dots. */
export const badSegment: fc.Arbitrary<string> = fc.oneof(
  injection,
  fc.integer({ min: 101, max: 5000 }).map((length) => "a".repeat(length)),
  fc.constantFrom("", " ", ".", "..", "%2e%2e", "BK-"),
);
