import Ajv2020, { type ValidateFunction } from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { expect } from "vitest";
import type { HttpMethod, OpenApiDocument, Reference, ResponseObject } from "@/lib/openapi/types";

const DOCUMENT_ID = "https://akwaaba.test/openapi.json";

/** A JSON pointer (RFC 6901) from its segments. */
export function pointer(...segments: string[]): string {
  return segments
    .map((segment) => `/${segment.replaceAll("~", "~0").replaceAll("/", "~1")}`)
    .join("");
}

/** What a local `$ref` ("#/…") points at in the document, or undefined. */
export function resolveRef(document: unknown, ref: string): unknown {
  if (!ref.startsWith("#/")) return undefined;
  let target: unknown = document;
  for (const segment of ref.slice(2).split("/")) {
    const key = segment.replaceAll("~1", "/").replaceAll("~0", "~");
    if (target === null || typeof target !== "object" || !(key in target)) return undefined;
    target = (target as Record<string, unknown>)[key];
  }
  return target;
}

export interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
}

/**
 * Validates schemas of the document with Ajv's JSON Schema 2020-12 build (OpenAPI 3.1's
 * dialect) in strict mode, `$ref`s resolved inside the document, and records which
 * (method, path, status) real answers were checked.
 */
export class OpenApiValidator {
  private readonly ajv = new Ajv2020({ strict: true, allErrors: true, allowUnionTypes: true });
  readonly checked: string[] = [];

  constructor(readonly document: OpenApiDocument) {
    addFormats(this.ajv);
    // An OpenAPI format for file parts, not one of JSON Schema's.
    this.ajv.addFormat("binary", true);
    // The whole document is added as one schema, so "#/components/…" refs resolve inside it;
    // its top-level fields (openapi, paths, …) are declared so strict mode accepts them.
    for (const field of Object.keys(document)) this.ajv.addKeyword(field);
    this.ajv.addSchema(document, DOCUMENT_ID);
  }

  /** The compiled schema at a pointer of the document; throws when it is not valid JSON Schema. */
  schemaAt(at: string): ValidateFunction {
    const validate = this.ajv.getSchema(`${DOCUMENT_ID}#${at}`);
    if (!validate) throw new Error(`No schema at ${at}`);
    return validate;
  }

  /** Asserts that a real answer has a documented status, body and headers. */
  expectConformant(method: HttpMethod, path: string, answer: Answer): void {
    const label = `${method.toUpperCase()} ${path} → ${answer.status}`;
    const documented = this.document.paths[path]?.[method]?.responses[String(answer.status)];
    expect(documented, `${label} is documented`).toBeDefined();
    const at = isReference(documented)
      ? documented.$ref.slice(1)
      : pointer("paths", path, method, "responses", String(answer.status));
    const response = resolveRef(this.document, `#${at}`) as ResponseObject;

    const text = Object.keys(response.content ?? {}).find((type) => type.startsWith("text/"));
    if (response.content?.["application/json"]) {
      const validate = this.schemaAt(`${at}${pointer("content", "application/json", "schema")}`);
      const valid = validate(answer.body);
      expect(valid, `${label}: ${this.ajv.errorsText(validate.errors)}`).toBe(true);
    } else if (text) {
      expect(answer.headers.get("content-type"), label).toContain(text);
      expect(typeof answer.body, `${label} is text`).toBe("string");
    } else {
      expect(answer.body, `${label} has no body`).toBeUndefined();
    }

    // The X-RateLimit-* headers come only when rate limiting counted the request.
    const counted = answer.headers.has("x-ratelimit-limit");
    for (const name of Object.keys(response.headers ?? {})) {
      if (!counted && (name.startsWith("X-RateLimit-") || name === "Retry-After")) continue;
      expect(answer.headers.has(name), `${label} carries ${name}`).toBe(true);
    }
    this.checked.push(`${method} ${path} ${answer.status}`);
  }
}

function isReference(value: unknown): value is Reference {
  return typeof value === "object" && value !== null && "$ref" in value;
}
