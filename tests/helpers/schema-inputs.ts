// What a declared schema accepts, read from its JSON Schema (the one the OpenAPI document
// publishes): a valid value to depart from, and the kind of each field, whose hostile values
// hostile-inputs.ts generates. A schema that does not say enough to derive either (a bare
// string) fails the tests that use it, so every declared input states its rules.
import fc from "fast-check";
import { z } from "zod";
import { SchemaConverter } from "@/lib/openapi/json-schema";
import type { JsonSchema } from "@/lib/openapi/types";
import { day } from "./bookings";
import {
  BAD_DATES,
  type BodyKind,
  boolean,
  count,
  enumOf,
  format,
  list,
  opaque,
  type QueryKind,
  queryDate,
  queryEnum,
  queryFormat,
  queryText,
  text,
} from "./hostile-inputs";

export const EMAILS = [
  "a@b",
  "@example.com",
  "a@@example.com",
  "a b@example.com",
  "ama@example..com",
  `${"a".repeat(250)}@example.com`,
];
export const URLS = [
  "javascript:alert(1)",
  "ftp://example.com/x",
  "data:text/html,<script>alert(1)</script>",
  "//evil.example/x",
  "http://",
  `https://example.com/${"a".repeat(2001)}`,
];

const converter = new SchemaConverter();

/** The JSON Schema of what a client sends, as the OpenAPI document has it, references resolved. */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return resolve(converter.convert(schema, "input"));
}

/** The JSON Schema of what the server parses it into, where it can say (not a transform). */
export function parsedSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: "output", unrepresentable: "any" });
}

function resolve(schema: JsonSchema): JsonSchema {
  const ref = (schema as { $ref?: string }).$ref;
  if (!ref) return schema;
  const component = converter.components[ref.replace("#/components/schemas/", "")];
  if (!component) throw new Error(`Unresolved ${ref}`);
  return resolve(component);
}

export function propertiesOf(schema: JsonSchema): Record<string, JsonSchema> {
  return Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([name, property]) => [
      name,
      resolve(property as JsonSchema),
    ]),
  );
}

/** A nullable field's schema is `anyOf: [schema, { type: "null" }]`. */
function unwrapNullable(schema: JsonSchema): { schema: JsonSchema; nullable: boolean } {
  const branches = schema.anyOf as JsonSchema[] | undefined;
  if (!branches) return { schema, nullable: false };
  const other = branches.find((branch) => branch.type !== "null");
  if (!other || branches.length !== 2)
    throw new Error(`Unexpected anyOf ${JSON.stringify(schema)}`);
  return { schema: resolve(other), nullable: true };
}

/** Strings one edit away from a value the pattern accepts, that it refuses. */
function nearMisses(pattern: string): string[] {
  const regex = new RegExp(pattern);
  const [sample = ""] = fc.sample(fc.stringMatching(regex), { numRuns: 1, seed: 7 });
  return [
    sample.slice(0, -1),
    sample.slice(1),
    `${sample}0`,
    `${sample}-`,
    sample.toUpperCase(),
    sample.toLowerCase(),
  ].filter((candidate) => !regex.test(candidate));
}

/**
 * Whether a text field trims what it is sent (JSON Schema cannot say): then blank text does
 * not meet a minimum length.
 */
function trims(field: z.ZodType | undefined, minLength: number): boolean {
  const padded = ` ${"x".repeat(Math.max(minLength, 1))} `;
  const parsed = field?.safeParse(padded);
  return parsed?.success === true && parsed.data !== padded;
}

export function bodyKindOf(field: JsonSchema, declared?: z.ZodType): BodyKind {
  const { schema, nullable } = unwrapNullable(field);
  if (Array.isArray(schema.enum)) return enumOf(schema.enum as string[], nullable);
  switch (schema.type) {
    case "boolean":
      return boolean;
    case "integer":
      return {
        type: "number",
        min: schema.minimum ?? 0,
        max: schema.maximum ?? Number.MAX_SAFE_INTEGER,
        step: "whole",
        nullable,
      };
    case "number": {
      const min = schema.minimum ?? (schema.exclusiveMinimum as number) + 0.01;
      const max = (schema.maximum ?? schema.exclusiveMaximum) as number;
      const step = schema.multipleOf === 0.01 ? "cent" : undefined;
      return { type: "number", min, max, step, nullable };
    }
    case "array":
      return list(bodyKindOf(resolve(schema.items as JsonSchema)), schema.maxItems ?? 1000);
    case "string":
      if (schema.format === "date") return format(BAD_DATES, nullable);
      if (schema.format === "email") return format(EMAILS, nullable);
      if (schema.format === "uri") return format(URLS, nullable);
      if (schema.pattern) return format(nearMisses(schema.pattern), nullable);
      if (schema.maxLength !== undefined) {
        const min = schema.minLength ?? 0;
        return trims(declared, min) ? text(min, schema.maxLength) : opaque(min, schema.maxLength);
      }
  }
  throw new Error(`No rule to test in ${JSON.stringify(field)}`);
}

const WHOLE_NUMBER = "^\\d+$";

/** A query field's kind, from what is sent (input) and, for numbers, what is parsed (output). */
export function queryKindOf(input: JsonSchema, output: JsonSchema): QueryKind {
  if (Array.isArray(input.enum)) return queryEnum(input.enum as string[]);
  if (input.format === "date") return queryDate;
  if (input.pattern === WHOLE_NUMBER) {
    return count(output.minimum ?? 0, output.type === "integer" ? output.maximum : undefined);
  }
  if (input.pattern) {
    const empty = new RegExp(input.pattern).test("") ? [] : [""];
    return queryFormat([...empty, ...nearMisses(input.pattern)]);
  }
  if (input.maxLength !== undefined) return queryText(input.minLength ?? 0, input.maxLength);
  throw new Error(`No rule to test in ${JSON.stringify(input)}`);
}

/**
 * A value the JSON Schema accepts: its first example, else the smallest that fits; dates
 * are future days in the order the fields come (check-in before check-out).
 */
export function validValueOf(field: JsonSchema, dates: () => string): unknown {
  const { schema } = unwrapNullable(field);
  const [example] = (schema.examples as unknown[] | undefined) ?? [];
  if (example !== undefined) return example;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  switch (schema.type) {
    case "boolean":
      return true;
    case "integer":
      return schema.minimum ?? 0;
    case "number":
      return schema.minimum ?? (schema.exclusiveMinimum as number) + 1;
    case "array":
      return [];
    case "object":
      return validObjectOf(schema, dates);
    case "string":
      if (schema.format === "date") return dates();
      if (schema.format === "email") return "ama.mensah@example.com";
      if (schema.format === "uri") return "http://localhost:3000/";
      if (schema.pattern) {
        return fc.sample(fc.stringMatching(new RegExp(schema.pattern)), { numRuns: 1, seed: 7 })[0];
      }
      return "x".repeat(Math.max(schema.minLength ?? 1, 1));
  }
  throw new Error(`No valid value for ${JSON.stringify(field)}`);
}

/** An object with its required fields only, or every field when `all`. */
export function validObjectOf(
  schema: JsonSchema,
  dates: () => string,
  all = false,
): Record<string, unknown> {
  const required = new Set(schema.required ?? []);
  return Object.fromEntries(
    Object.entries(propertiesOf(schema))
      .filter(([name]) => all || required.has(name))
      .map(([name, field]) => [name, validValueOf(field, dates)]),
  );
}

/**
 * Path parameters the schema accepts: the value `known` gives a name (a fixture's), else one
 * synthesised from the schema (well formed, naming no record).
 */
export function validParamsOf(
  params: z.ZodObject,
  known: (name: string) => string | undefined = () => undefined,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(propertiesOf(jsonSchemaOf(params))).map(([name, field]) => [
      name,
      known(name) ?? String(validValueOf(field, futureDays())),
    ]),
  );
}

/** Future days, two apart, in call order: any stay or range made of them is valid. */
export function futureDays(from = 60): () => string {
  let next = from;
  return () => {
    next += 2;
    return day(next);
  };
}

/**
 * A value the zod schema itself accepts, built from its JSON Schema: the required fields, or
 * every field when a refinement wants more (at least one of two optional fields).
 */
export function validInputOf(schema: z.ZodType, what: string): Record<string, unknown> {
  const json = jsonSchemaOf(schema);
  for (const all of [false, true]) {
    const candidate = validObjectOf(json, futureDays(), all);
    if (schema.safeParse(candidate).success) return candidate;
  }
  throw new Error(`${what}: no valid value can be derived; add .meta({ examples }) to its fields`);
}
