import type { z } from "zod";
import { AppError } from "../errors";

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

/** Reads a JSON body (at most 1 MB), then validates it; an empty body is treated as `{}`. */
export async function parseBody<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
): Promise<z.output<Schema>> {
  const text = await readBodyText(request, MAX_JSON_BODY_BYTES);
  let json: unknown = {};
  if (text.trim() !== "") {
    try {
      json = JSON.parse(text);
    } catch {
      throw new AppError("VALIDATION_ERROR", "Request body is not valid JSON", {
        field: "body",
        constraint: "json",
      });
    }
  }
  return schema.parse(json, { reportInput: true });
}

/** Validates the query string; repeated keys keep their last value. */
export function parseQuery<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
): z.output<Schema> {
  const params = new URL(request.url).searchParams;
  return schema.parse(Object.fromEntries(params.entries()), { reportInput: true });
}

export async function parseParams<Schema extends z.ZodType>(
  params: Promise<Record<string, string | string[]>> | Record<string, string | string[]>,
  schema: Schema,
): Promise<z.output<Schema>> {
  return schema.parse(await params, { reportInput: true });
}
