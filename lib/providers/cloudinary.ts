// Cloudinary's Upload API (https://cloudinary.com/documentation/image_upload_api_reference):
// signed upload and destroy over fetch. Every answer is validated; every failure becomes an
// ImageStorageError.
import { createHash } from "node:crypto";
import { z } from "zod";
import { IMAGE_CONTENT_TYPES, IMAGE_EXTENSIONS } from "@/lib/image-type";
import type { ImageStorage, StoredImage, StoreImageInput } from "./image-storage";

export type ImageStorageFailure = "timeout" | "network" | "http" | "invalid_response";

/** The image store could not be reached or did not accept the request. */
export class ImageStorageError extends Error {
  constructor(
    readonly kind: ImageStorageFailure,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = "ImageStorageError";
  }
}

export interface CloudinaryCredentials {
  cloudName: string;
  apiKey: string;
  apiSecret: string;
}

const CLOUDINARY_URL = /^cloudinary:\/\/([^:@/]+):([^@/]+)@([A-Za-z0-9_-]+)\/?(?:\?.*)?$/;

/** `cloudinary://<api_key>:<api_secret>@<cloud_name>`, the form Cloudinary's console shows. */
export function parseCloudinaryUrl(value: string): CloudinaryCredentials {
  const match = CLOUDINARY_URL.exec(value.trim());
  if (!match?.[1] || !match[2] || !match[3]) {
    // The value holds a secret: never echo it.
    throw new Error(
      "CLOUDINARY_URL must look like cloudinary://<api_key>:<api_secret>@<cloud_name>",
    );
  }
  return {
    apiKey: decodeURIComponent(match[1]),
    apiSecret: decodeURIComponent(match[2]),
    cloudName: match[3],
  };
}

/** Parameters that are sent but never signed (Cloudinary's rule). */
const UNSIGNED = new Set(["file", "cloud_name", "resource_type", "api_key", "signature"]);

/**
 * Cloudinary's request signature: the signed parameters sorted by name, `name=value` joined
 * by `&`, the API secret appended, SHA-1 in hex.
 */
export function signCloudinaryParams(params: Record<string, string>, apiSecret: string): string {
  const payload = Object.keys(params)
    .filter((name) => !UNSIGNED.has(name))
    .sort()
    .map((name) => `${name}=${params[name]}`)
    .join("&");
  return createHash("sha1")
    .update(payload + apiSecret)
    .digest("hex");
}

const uploadAnswerSchema = z.looseObject({
  public_id: z.string().min(1),
  secure_url: z.url(),
});

const destroyAnswerSchema = z.looseObject({ result: z.string() });

const FOLDER = "akwaaba/listings";

export interface CloudinaryStorageOptions extends CloudinaryCredentials {
  baseUrl: string;
  uploadTimeoutMs?: number;
  destroyTimeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => Date;
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
}

function causeOf(error: unknown): string {
  const cause = error instanceof Error ? error.cause : undefined;
  if (cause && typeof cause === "object" && "code" in cause && typeof cause.code === "string") {
    return cause.code;
  }
  return error instanceof Error ? error.name : "unknown error";
}

function messageOf(body: unknown): string | undefined {
  const error = body && typeof body === "object" && "error" in body ? body.error : undefined;
  if (error && typeof error === "object" && "message" in error) {
    return typeof error.message === "string" ? error.message.slice(0, 200) : undefined;
  }
  return undefined;
}

export class CloudinaryImageStorage implements ImageStorage {
  readonly name = "cloudinary";
  private readonly options: CloudinaryStorageOptions;
  private readonly baseUrl: string;
  private readonly fetchImpl: typeof fetch;

  constructor(options: CloudinaryStorageOptions) {
    this.options = options;
    this.baseUrl = options.baseUrl.replace(/\/+$/, "");
    this.fetchImpl = options.fetch ?? fetch;
  }

  async store(input: StoreImageInput): Promise<StoredImage> {
    const form = this.signed({ folder: `${FOLDER}/${input.listingId}` });
    const file = new Blob([new Uint8Array(input.bytes)], { type: IMAGE_CONTENT_TYPES[input.type] });
    form.append("file", file, `upload.${IMAGE_EXTENSIONS[input.type]}`);
    const answer = await this.post("upload", form, this.options.uploadTimeoutMs ?? 10_000);
    const parsed = uploadAnswerSchema.safeParse(answer.body);
    if (!parsed.success) {
      throw new ImageStorageError(
        "invalid_response",
        "Cloudinary upload: unexpected answer",
        answer.status,
      );
    }
    return { url: parsed.data.secure_url, publicId: parsed.data.public_id };
  }

  /**
   * Deletes an asset this app uploaded (and purges it from the CDN). Public ids outside the
   * app's folder (seed images, files of the local store) are left alone, and an asset that
   * is already gone counts as removed.
   */
  async remove(publicId: string): Promise<void> {
    if (!publicId.startsWith(`${FOLDER}/`)) return;
    const form = this.signed({ public_id: publicId, invalidate: "true" });
    const answer = await this.post("destroy", form, this.options.destroyTimeoutMs ?? 5000);
    const parsed = destroyAnswerSchema.safeParse(answer.body);
    if (!parsed.success || (parsed.data.result !== "ok" && parsed.data.result !== "not found")) {
      throw new ImageStorageError(
        "invalid_response",
        `Cloudinary destroy: unexpected answer${parsed.success ? ` (${parsed.data.result.slice(0, 50)})` : ""}`,
        answer.status,
      );
    }
  }

  /** A form with the parameters, `api_key`, `timestamp` and their `signature`. */
  private signed(params: Record<string, string>): FormData {
    const now = this.options.now?.() ?? new Date();
    const all = { ...params, timestamp: String(Math.floor(now.getTime() / 1000)) };
    const form = new FormData();
    for (const [name, value] of Object.entries(all)) form.append(name, value);
    form.append("api_key", this.options.apiKey);
    form.append("signature", signCloudinaryParams(all, this.options.apiSecret));
    return form;
  }

  private async post(
    action: "upload" | "destroy",
    form: FormData,
    timeoutMs: number,
  ): Promise<{ status: number; body: unknown }> {
    const what = `Cloudinary ${action}`;
    const url = `${this.baseUrl}/v1_1/${encodeURIComponent(this.options.cloudName)}/image/${action}`;
    let status: number;
    let text: string;
    try {
      const response = await this.fetchImpl(url, {
        method: "POST",
        headers: { accept: "application/json" },
        body: form,
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      if (isTimeout(error)) {
        throw new ImageStorageError("timeout", `${what}: no answer within ${timeoutMs} ms`);
      }
      throw new ImageStorageError("network", `${what}: ${causeOf(error)}`);
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new ImageStorageError(
        status >= 200 && status < 300 ? "invalid_response" : "http",
        `${what} answered ${status} with something other than JSON`,
        status,
      );
    }
    if (status < 200 || status >= 300) {
      const message = messageOf(body);
      throw new ImageStorageError(
        "http",
        `${what} answered ${status}${message ? `: ${message}` : ""}`,
        status,
      );
    }
    return { status, body };
  }
}
