import { ZodError, type z } from "zod";
import { AppError, notFound, validationError } from "../errors";

export const MAX_JSON_BODY_BYTES = 1024 * 1024;

export async function readBodyText(request: Request, limit: number): Promise<string> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) throw tooLarge(limit);
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read().catch(() => {
      throw new AppError("VALIDATION_ERROR", "The request body could not be read", {
        field: "body",
        constraint: "aborted",
      });
    });
    if (done) break;
    received += value.byteLength;
    if (received > limit) {
      await reader.cancel();
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

function tooLarge(limit: number) {
  return new AppError("PAYLOAD_TOO_LARGE", `Request body exceeds ${limit / 1024 / 1024} MB`);
}

/** Deeper than any body we take; every step deeper costs stack in the parsers after us. */
export const MAX_JSON_DEPTH = 32;

/** How deeply the JSON text nests arrays and objects, counted without parsing it. */
function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (char === "\\") i++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === "{" || char === "[") deepest = Math.max(deepest, ++depth);
    else if (char === "}" || char === "]") depth--;
  }
  return deepest;
}

/**
 * Parses JSON text that a client sent: malformed or nested deeper than `MAX_JSON_DEPTH` is a
 * 400 naming `field` (a structure 5,000 levels deep parses, but overflows the stack of
 * whatever walks it next: validation, serialisation, the database's jsonb).
 */
export function parseJsonText(text: string, field = "body"): unknown {
  if (jsonDepth(text) > MAX_JSON_DEPTH) {
    throw new AppError(
      "VALIDATION_ERROR",
      `Request ${field} nests deeper than ${MAX_JSON_DEPTH} levels`,
      {
        field,
        constraint: "depth",
      },
    );
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError("VALIDATION_ERROR", `Request ${field} is not valid JSON`, {
      field,
      constraint: "json",
    });
  }
}

/** `application/json`, or any `application/…+json`, with or without parameters. */
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json\s*(;|$)/i;

/**
 * Reads a JSON body (at most 1 MB), then validates it; an empty body is treated as `{}`. A
 * body must say it is JSON: a form or `text/plain` is what a cross-site page can send without
 * asking (no CORS preflight), so it is refused with 415 before anything reads it.
 */
export async function parseBody<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
): Promise<z.output<Schema>> {
  const text = await readBodyText(request, MAX_JSON_BODY_BYTES);
  let json: unknown = {};
  if (text.trim() !== "") {
    if (!JSON_MEDIA_TYPE.test(request.headers.get("content-type") ?? "")) {
      throw new AppError(
        "UNSUPPORTED_MEDIA_TYPE",
        "Send the request body as JSON, with Content-Type: application/json",
      );
    }
    json = parseJsonText(text);
  }
  refuseNul(json, "body");
  return schema.parse(json, { reportInput: true });
}

/** Validates the query string; repeated keys keep their last value. */
export function parseQuery<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
): z.output<Schema> {
  const query = Object.fromEntries(new URL(request.url).searchParams.entries());
  refuseNul(query, "query");
  return schema.parse(query, { reportInput: true });
}

export async function parseParams<Schema extends z.ZodType>(
  params: Promise<Record<string, string | string[]>> | Record<string, string | string[]>,
  schema: Schema,
): Promise<z.output<Schema>> {
  const values = await params;
  refuseNul(values, "path");
  return schema.parse(values, { reportInput: true });
}

/**
 * Path parameters that look a record up by its public key (a listing's slug): a value that
 * cannot be one names no record, so the answer is the 404 NOT_FOUND of an unknown one,
 * never a 400.
 */
export async function parseLookupParams<Schema extends z.ZodType>(
  params: Promise<Record<string, string | string[]>> | Record<string, string | string[]>,
  schema: Schema,
  what: string,
): Promise<z.output<Schema>> {
  try {
    return await parseParams(params, schema);
  } catch (error) {
    if (
      error instanceof ZodError ||
      (error instanceof AppError && error.code === "VALIDATION_ERROR")
    )
      throw notFound(what);
    throw error;
  }
}

interface Visit {
  value: unknown;
  key: string;
  parent?: Visit;
}

/**
 * PostgreSQL text cannot hold U+0000, so a NUL in any string of the input is refused here
 * (400, constraint `nul`) rather than failing in the database as a 500. Iterative, so a
 * deeply nested body cannot exhaust the stack.
 */
function refuseNul(input: unknown, root: string): void {
  const pending: Visit[] = [{ value: input, key: root }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const { value } = visit;
    if (typeof value === "string" && value.includes("\u0000")) {
      const field = fieldOf(visit);
      throw validationError(field, "nul", `Invalid ${field}: must not contain NUL characters`);
    }
    if (value !== null && typeof value === "object") {
      for (const [key, child] of Object.entries(value)) {
        pending.push({ value: child, key, parent: visit });
      }
    }
  }
}

/** The dotted path of a value, like validation errors name fields ("highlights.2"). */
function fieldOf(visit: Visit): string {
  const keys: string[] = [];
  for (let at: Visit | undefined = visit; at?.parent; at = at.parent) keys.push(at.key);
  return keys.length > 0 ? keys.reverse().join(".") : visit.key;
}
