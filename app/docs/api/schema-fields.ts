// Reading the document's JSON Schemas as rows of fields for the reference page.
import type { JsonSchema } from "@/lib/openapi/types";

const COMPONENT_PREFIX = "#/components/schemas/";

/** A type as a reader sees it; `component` names the schema its text links to. */
export interface TypeLabel {
  text: string;
  component?: string;
}

export interface FieldRow {
  /** Dotted, with `[]` for array items: `data.images[].url`. */
  name: string;
  /** Where a parameter is sent; body and response fields have none. */
  location?: "path" | "query" | "header";
  depth: number;
  type: TypeLabel;
  required: boolean;
  notes: string[];
}

type Schema = JsonSchema | boolean;

const asSchema = (schema: Schema | undefined): JsonSchema =>
  typeof schema === "object" ? schema : {};

const isNull = (schema: JsonSchema) => schema.type === "null";

/** `X | null` written as anyOf or as a type list, split into X and the null. */
function withoutNull(schema: JsonSchema): { schema: JsonSchema; nullable: boolean } {
  const other = schema.anyOf?.filter((option) => !isNull(option));
  if (schema.anyOf && other?.length === 1 && other[0]) {
    return {
      schema: { ...other[0], description: schema.description ?? other[0].description },
      nullable: true,
    };
  }
  if (Array.isArray(schema.type) && schema.type.includes("null")) {
    const types = schema.type.filter((type) => type !== "null");
    return { schema: { ...schema, type: types.length === 1 ? types[0] : types }, nullable: true };
  }
  return { schema, nullable: false };
}

export function typeOf(schema: JsonSchema): TypeLabel {
  const { schema: base, nullable } = withoutNull(schema);
  const label = baseType(base);
  return nullable ? { ...label, text: `${label.text} | null` } : label;
}

function baseType(schema: JsonSchema): TypeLabel {
  if (schema.$ref?.startsWith(COMPONENT_PREFIX)) {
    const name = schema.$ref.slice(COMPONENT_PREFIX.length);
    return { text: name, component: name };
  }
  if (schema.const !== undefined) return { text: JSON.stringify(schema.const) };
  if (schema.type === "array") {
    const item = typeOf(asSchema(schema.items as Schema | undefined));
    return { ...item, text: item.text.includes(" | ") ? `(${item.text})[]` : `${item.text}[]` };
  }
  if (schema.anyOf) return { text: schema.anyOf.map((option) => typeOf(option).text).join(" | ") };
  if (schema.format === "binary") return { text: "file" };
  if (Array.isArray(schema.type)) return { text: schema.type.join(" | ") };
  return { text: schema.type ?? "any JSON" };
}

/** The rules a value must follow, in words. */
export function notesOf(schema: JsonSchema): string[] {
  const { schema: base } = withoutNull(schema);
  const notes: string[] = [];
  if (base.description) notes.push(base.description);
  if (base.enum) notes.push(`One of ${base.enum.join(", ")}`);
  if (base.format && base.format !== "binary") notes.push(`Format ${base.format}`);
  else if (base.pattern) notes.push(`Pattern ${base.pattern}`);
  if (base.minLength !== undefined) notes.push(`At least ${base.minLength} characters`);
  if (base.maxLength !== undefined) notes.push(`At most ${base.maxLength} characters`);
  if (typeof base.exclusiveMinimum === "number") notes.push(`Above ${base.exclusiveMinimum}`);
  if (base.minimum !== undefined) notes.push(`At least ${base.minimum}`);
  if (base.maximum !== undefined) notes.push(`At most ${base.maximum}`);
  if (base.minItems !== undefined) notes.push(`At least ${base.minItems} items`);
  if (base.maxItems !== undefined) notes.push(`At most ${base.maxItems} items`);
  if (base.default !== undefined) notes.push(`Default ${JSON.stringify(base.default)}`);
  if (base.type === "array") notes.push(...notesOf(asSchema(base.items as Schema | undefined)));
  return notes;
}

/** An object written in place (not a reference), possibly as the items of an array. */
function inlineObject(schema: JsonSchema): { schema: JsonSchema; suffix: string } | undefined {
  const { schema: base } = withoutNull(schema);
  if (base.properties) return { schema: base, suffix: "." };
  if (base.type === "array") {
    const item = inlineObject(asSchema(base.items as Schema | undefined));
    return item ? { schema: item.schema, suffix: `[]${item.suffix}` } : undefined;
  }
  return undefined;
}

/** Every field of an object schema, nested objects written in place expanded below their field. */
export function fieldRows(schema: JsonSchema, prefix = "", depth = 0): FieldRow[] {
  const required = new Set(schema.required);
  return Object.entries(schema.properties ?? {}).flatMap(([key, property]) => {
    const field = asSchema(property);
    const name = `${prefix}${key}`;
    const row: FieldRow = {
      name,
      depth,
      type: typeOf(field),
      required: required.has(key),
      notes: notesOf(field),
    };
    const nested = inlineObject(field);
    return nested
      ? [row, ...fieldRows(nested.schema, `${name}${nested.suffix}`, depth + 1)]
      : [row];
  });
}
