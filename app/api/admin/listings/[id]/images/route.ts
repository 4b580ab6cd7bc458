// POST /api/admin/listings/{id}/images – upload 1 to 10 images (multipart/form-data, `files[]`)
// GET /api/admin/listings/{id}/images – the listing's images, in display order
import { getDb } from "@/db/client";
import { handler } from "@/lib/api/handler";
import { parseParams } from "@/lib/api/parse";
import { created, json } from "@/lib/api/respond";
import { routeMethods } from "@/lib/api/route-methods";
import { requireAdmin } from "@/lib/auth/guards";
import { AppError, validationError } from "@/lib/errors";
import { IMAGE_LIMITS } from "@/lib/image-type";
import { imageStorage } from "@/lib/providers/image-storage";
import { listingImagesPath } from "@/lib/schemas/admin-images";
import { listListingImages } from "@/lib/server/admin/images/manage-images";
import { uploadListingImages } from "@/lib/server/admin/images/upload-images";

/** Ten files of 10 MB plus 1 MB for the multipart framing. */
const MAX_UPLOAD_BYTES = IMAGE_LIMITS.maxFiles * IMAGE_LIMITS.maxBytes + 1024 * 1024;
const FILE_FIELDS = ["files", "files[]"];

const post = handler<{ id: string }>(async (request, { params }) => {
  const admin = await requireAdmin(request);
  const { id } = await parseParams(params, listingImagesPath);
  const files = await readImageFiles(request);
  const images = await uploadListingImages(getDb(), imageStorage(), {
    actorId: admin.userId,
    listingId: id,
    files,
  });
  return created(images);
});

const get = handler<{ id: string }>(async (request, { params }) => {
  await requireAdmin(request);
  const { id } = await parseParams(params, listingImagesPath);
  return json(await listListingImages(getDb(), id));
});

/**
 * The files of a multipart body (fields `files` or `files[]`): 415 for any other content
 * type, 413 when the body is larger than MAX_UPLOAD_BYTES, by Content-Length or while it
 * streams in (the body is never buffered beyond the cap).
 */
async function readImageFiles(request: Request): Promise<File[]> {
  const contentType = request.headers.get("content-type") ?? "";
  if (contentType.split(";")[0]?.trim().toLowerCase() !== "multipart/form-data") {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Send the images as multipart/form-data");
  }
  if (Number(request.headers.get("content-length") ?? "0") > MAX_UPLOAD_BYTES) throw tooLarge();
  if (!request.body) return [];

  let exceeded = false;
  let received = 0;
  const capped = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        received += chunk.byteLength;
        if (received > MAX_UPLOAD_BYTES) {
          exceeded = true;
          controller.error(tooLarge());
          return;
        }
        controller.enqueue(chunk);
      },
    }),
  );
  let form: FormData;
  try {
    form = await new Response(capped, { headers: { "content-type": contentType } }).formData();
  } catch {
    if (exceeded) throw tooLarge();
    throw new AppError("VALIDATION_ERROR", "The multipart body could not be read", {
      field: "body",
      constraint: "multipart",
    });
  }
  const entries = FILE_FIELDS.flatMap((name) => form.getAll(name));
  const files = entries.filter((entry): entry is File => typeof entry !== "string");
  if (files.length !== entries.length) {
    throw validationError("files", "type", "files must be files, not text fields");
  }
  return files;
}

function tooLarge(): AppError {
  return new AppError(
    "PAYLOAD_TOO_LARGE",
    `An upload may carry at most ${IMAGE_LIMITS.maxFiles} files of ${IMAGE_LIMITS.maxBytes / 1024 / 1024} MB`,
  );
}

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({
  POST: post,
  GET: get,
});
