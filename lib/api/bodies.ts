// How an endpoint's body is read: a zod schema alone means JSON (parseBody); the readers here
// cover the rest — a posted form, an upload of image files, a provider's signed event.
import { z } from "zod";
import { AppError, validationError } from "../errors";
import { IMAGE_LIMITS } from "../image-type";
import { parseBody, parseJsonText } from "./parse";
import { signedBodyOf } from "./signed-body";

export type MediaType =
  | "application/json"
  | "multipart/form-data"
  | "application/x-www-form-urlencoded";

export interface BodyReader<T> {
  mediaType: MediaType;
  /** The body as the OpenAPI document describes it. */
  schema: z.ZodType;
  read(request: Request): Promise<T>;
}

export type BodySpec = z.ZodType | BodyReader<unknown>;

export type BodyOf<B> =
  B extends BodyReader<infer T> ? T : B extends z.ZodType ? z.output<B> : undefined;

export function isBodyReader(body: BodySpec): body is BodyReader<unknown> {
  return "read" in body && "mediaType" in body;
}

export function readBody(request: Request, body: BodySpec): Promise<unknown> {
  return isBodyReader(body) ? body.read(request) : parseBody(request, body);
}

export function mediaTypeOf(body: BodySpec): MediaType {
  return isBodyReader(body) ? body.mediaType : "application/json";
}

/** A form post (a browser's own form submission): 400 when the body is no form, naming `what`. */
export function formBody<Schema extends z.ZodObject>(
  schema: Schema,
  what: string,
): BodyReader<z.output<Schema>> {
  return {
    mediaType: "application/x-www-form-urlencoded",
    schema,
    async read(request) {
      let form: FormData;
      try {
        form = await request.formData();
      } catch {
        throw new AppError("VALIDATION_ERROR", `Send ${what} as a form`, {
          field: "body",
          constraint: "form",
        });
      }
      return schema.parse(Object.fromEntries(form), { reportInput: true });
    },
  };
}

/** A provider's event, whose signature `auth: "provider"` has already checked. */
export function signedEvent<Schema extends z.ZodType>(
  schema: Schema,
  what: string,
): BodyReader<{ event: z.output<Schema>; rawBody: string }> {
  return {
    mediaType: "application/json",
    schema,
    async read(request) {
      const rawBody = signedBodyOf(request);
      const parsed = schema.safeParse(parseJsonText(rawBody));
      if (!parsed.success) {
        throw new AppError("VALIDATION_ERROR", `Event body is not ${what}`, {
          field: "body",
          constraint: "event",
        });
      }
      return { event: parsed.data, rawBody };
    },
  };
}

const FILE_FIELDS = ["files", "files[]"];
/** Ten files of 10 MB plus 1 MB for the multipart framing. */
const MAX_UPLOAD_BYTES = IMAGE_LIMITS.maxFiles * IMAGE_LIMITS.maxBytes + 1024 * 1024;

/**
 * Image files in a multipart body (fields `files` or `files[]`): 415 for any other content
 * type, 413 when the body is larger than the upload cap, by Content-Length or while it
 * streams in (never buffered beyond the cap); the files' contents are checked by the service.
 */
export const imageFiles: BodyReader<File[]> = {
  mediaType: "multipart/form-data",
  schema: z.object({
    "files[]": z
      .array(z.file())
      .min(1)
      .max(IMAGE_LIMITS.maxFiles)
      .meta({
        description: `JPEG, PNG, WebP or AVIF, recognised by their bytes; at most ${IMAGE_LIMITS.maxBytes / 1024 / 1024} MB each. The field may also be named files.`,
      }),
  }),
  async read(request) {
    const contentType = request.headers.get("content-type") ?? "";
    if (contentType.split(";")[0]?.trim().toLowerCase() !== "multipart/form-data") {
      throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Send the images as multipart/form-data");
    }
    if (Number(request.headers.get("content-length") ?? "0") > MAX_UPLOAD_BYTES)
      throw uploadTooLarge();
    if (!request.body) return [];
    const form = await cappedForm(request.body, contentType);
    const entries = FILE_FIELDS.flatMap((name) => form.getAll(name));
    const files = entries.filter((entry): entry is File => typeof entry !== "string");
    if (files.length !== entries.length) {
      throw validationError("files", "type", "files must be files, not text fields");
    }
    return files;
  },
};

async function cappedForm(body: ReadableStream<Uint8Array>, contentType: string) {
  let exceeded = false;
  let received = 0;
  const capped = body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        received += chunk.byteLength;
        if (received > MAX_UPLOAD_BYTES) {
          exceeded = true;
          controller.error(uploadTooLarge());
          return;
        }
        controller.enqueue(chunk);
      },
    }),
  );
  try {
    return await new Response(capped, { headers: { "content-type": contentType } }).formData();
  } catch {
    if (exceeded) throw uploadTooLarge();
    throw new AppError("VALIDATION_ERROR", "The multipart body could not be read", {
      field: "body",
      constraint: "multipart",
    });
  }
}

function uploadTooLarge(): AppError {
  return new AppError(
    "PAYLOAD_TOO_LARGE",
    `An upload may carry at most ${IMAGE_LIMITS.maxFiles} files of ${IMAGE_LIMITS.maxBytes / 1024 / 1024} MB`,
  );
}
