import { eq, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { listingImages, listings } from "@/db/schema";
import { AppError, notFound, validationError } from "@/lib/errors";
import { detectImageType, IMAGE_LIMITS, type ImageType } from "@/lib/image-type";
import { logger } from "@/lib/platform/logger";
import { imagePlaceholder } from "@/lib/providers/image-placeholder";
import {
  type ImageStorage,
  ImageStorageError,
  type StoredImage,
} from "@/lib/providers/image-storage";
import { catalogWrite } from "../../cache/catalog-reads";
import { recordAudit } from "../audit";
import {
  type AdminImageView,
  adminImageView,
  auditedImage,
  lockListing,
  removeStoredImages,
} from "./manage-images";

const MEGABYTE = 1024 * 1024;

export interface UploadListingImagesParams {
  /** Where the files are stored (and removed again when the upload fails). */
  storage: ImageStorage;
  actorId: string;
  listingId: string;
  files: File[];
  appUrl: string;
}

interface CheckedFile {
  bytes: Uint8Array;
  type: ImageType;
}

/**
 * POST /api/admin/listings/{id}/images. Order: the listing exists (any status) → 1 to 10
 * files, each at most 10 MB and a JPEG, PNG, WebP or AVIF by its bytes → every file stored →
 * one transaction adding the rows after the listing's last image (the first image of a
 * listing without a primary becomes primary), each with its placeholder, with one audit row
 * each. When anything fails
 * after storing, the stored files are removed again.
 */
export async function uploadListingImages(
  db: Database,
  { storage, appUrl, ...input }: UploadListingImagesParams,
): Promise<AdminImageView[]> {
  const [listing] = await db
    .select({ id: listings.id })
    .from(listings)
    .where(eq(listings.id, input.listingId));
  if (!listing) throw notFound("Listing");

  const files = await checkFiles(input.files);
  const placeholders = await Promise.all(files.map((file) => placeholderOf(file)));
  const stored = await storeAll(storage, input.listingId, files);

  try {
    return await catalogWrite(() =>
      db.transaction(async (tx) => {
        await lockListing(tx, { listingId: input.listingId });
        const [current] = await tx
          .select({
            nextOrder: sql<number>`coalesce(max(${listingImages.order}) + 1, 0)::integer`,
            hasPrimary: sql<boolean>`coalesce(bool_or(${listingImages.isPrimary}), false)`,
          })
          .from(listingImages)
          .where(eq(listingImages.listingId, input.listingId));
        const nextOrder = Number(current?.nextOrder ?? 0);
        const hasPrimary = current?.hasPrimary === true;
        const rows = await tx
          .insert(listingImages)
          .values(
            stored.map((image, index) => ({
              listingId: input.listingId,
              url: image.url,
              publicId: image.publicId,
              placeholder: placeholders[index] ?? null,
              isPrimary: !hasPrimary && index === 0,
              order: nextOrder + index,
            })),
          )
          .returning();
        rows.sort((a, b) => a.order - b.order);
        for (const row of rows) {
          await recordAudit(tx, {
            actorId: input.actorId,
            action: "listing_image.upload",
            entityType: "listing_image",
            entityId: row.id,
            after: auditedImage(row),
          });
        }
        return rows.map((row) => adminImageView(appUrl, row));
      }),
    );
  } catch (error) {
    await removeStoredImages(
      storage,
      stored.map((image) => image.publicId),
    );
    throw error;
  }
}

/** The count, then each file's size and type (from its bytes), in the order given. */
async function checkFiles(files: File[]): Promise<CheckedFile[]> {
  if (files.length < 1 || files.length > IMAGE_LIMITS.maxFiles) {
    throw validationError(
      "files",
      "count",
      `Send 1 to ${IMAGE_LIMITS.maxFiles} image files (got ${files.length})`,
    );
  }
  const checked: CheckedFile[] = [];
  for (const [index, file] of files.entries()) {
    if (file.size > IMAGE_LIMITS.maxBytes) {
      throw validationError(
        `files.${index}`,
        "max_size",
        `Each image may be at most ${IMAGE_LIMITS.maxBytes / MEGABYTE} MB`,
      );
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    const type = detectImageType(bytes);
    if (!type) {
      throw validationError(
        `files.${index}`,
        "image_type",
        "Each file must be a JPEG, PNG, WebP or AVIF image",
      );
    }
    checked.push({ bytes, type });
  }
  return checked;
}

/**
 * The file's placeholder, or null when sharp cannot decode it (a file whose first bytes say
 * image but whose rest is not): the image is still stored, shown without a placeholder.
 */
async function placeholderOf(file: CheckedFile): Promise<string | null> {
  try {
    return await imagePlaceholder(file.bytes);
  } catch (error) {
    logger.warn("image placeholder not computed", {
      type: file.type,
      error: error instanceof Error ? error.message : String(error),
    });
    return null;
  }
}

/**
 * Stores every file at once; if any fails, the ones stored are removed again. An image store
 * that cannot be reached answers 503 SERVICE_UNAVAILABLE.
 */
async function storeAll(
  storage: ImageStorage,
  listingId: string,
  files: CheckedFile[],
): Promise<StoredImage[]> {
  const results = await Promise.allSettled(
    files.map((file) => storage.store({ listingId, bytes: file.bytes, type: file.type })),
  );
  const stored = results.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
  const failure = results.find((result) => result.status === "rejected");
  if (!failure) return stored;
  await removeStoredImages(
    storage,
    stored.map((image) => image.publicId),
  );
  if (failure.reason instanceof ImageStorageError) {
    logger.error("image upload failed", {
      storage: storage.name,
      kind: failure.reason.kind,
      error: failure.reason.message,
    });
    throw new AppError(
      "SERVICE_UNAVAILABLE",
      "The image store is not answering; try the upload again later",
    );
  }
  throw failure.reason;
}
