import { and, asc, eq, sql } from "drizzle-orm";
import type { Database, DbOrTx } from "@/db/client";
import { listingImages, listings } from "@/db/schema";
import { notFound, validationError } from "@/lib/errors";
import { errorFields, logger } from "@/lib/platform/logger";
import type { ImageStorage } from "@/lib/providers/image-storage";
import { catalogWrite } from "../../cache/catalog-reads";
import { absoluteUrl } from "../../catalog/absolute-url";
import { recordAudit } from "../audit";

// Rules of a listing's images (decisions.md): `order` runs 0..n-1 without gaps; a listing
// with images has exactly one primary (the partial unique index allows at most one; these
// functions keep at least one). Every write locks the listing row first, so writes to one
// listing's images (uploads included) happen one after another.

type ImageRow = typeof listingImages.$inferSelect;

export interface AdminImageView {
  id: string;
  /** Absolute URL. */
  url: string;
  publicId: string;
  alt: string;
  isPrimary: boolean;
  order: number;
}

export function adminImageView(appUrl: string, row: ImageRow): AdminImageView {
  return {
    id: row.id,
    url: absoluteUrl(appUrl, row.url),
    publicId: row.publicId,
    alt: row.alt,
    isPrimary: row.isPrimary,
    order: row.order,
  };
}

export interface LockListingParams {
  listingId: string;
}

/** Locks the listing (any status) for the rest of the transaction; 404 when unknown. */
export async function lockListing(tx: DbOrTx, { listingId }: LockListingParams): Promise<void> {
  const [listing] = await tx
    .select({ id: listings.id })
    .from(listings)
    .where(eq(listings.id, listingId))
    .for("update");
  if (!listing) throw notFound("Listing");
}

async function imageRows(db: DbOrTx, listingId: string): Promise<ImageRow[]> {
  return db
    .select()
    .from(listingImages)
    .where(eq(listingImages.listingId, listingId))
    .orderBy(asc(listingImages.order), asc(listingImages.createdAt), asc(listingImages.id));
}

async function findImage(tx: DbOrTx, listingId: string, imageId: string): Promise<ImageRow> {
  const [image] = await tx
    .select()
    .from(listingImages)
    .where(and(eq(listingImages.id, imageId), eq(listingImages.listingId, listingId)));
  if (!image) throw notFound("Image");
  return image;
}

export interface ListListingImagesParams {
  listingId: string;
  appUrl: string;
}

/** GET /api/admin/listings/{id}/images: the images of a listing in any status, in order. */
export async function listListingImages(
  db: DbOrTx,
  { listingId, appUrl }: ListListingImagesParams,
): Promise<AdminImageView[]> {
  const [listing] = await db
    .select({ id: listings.id })
    .from(listings)
    .where(eq(listings.id, listingId));
  if (!listing) throw notFound("Listing");
  return (await imageRows(db, listingId)).map((row) => adminImageView(appUrl, row));
}

export interface UpdateListingImageParams {
  actorId: string;
  listingId: string;
  imageId: string;
  alt?: string;
  isPrimary?: boolean;
  appUrl: string;
}

/**
 * Changes an image's alt text and/or makes it the primary image. The previous primary is
 * unset first, in the same transaction, so the one-primary index is never violated. Unsetting
 * the primary image itself is refused: another image must be made primary instead.
 */
export async function updateListingImage(
  db: Database,
  { appUrl, ...input }: UpdateListingImageParams,
): Promise<AdminImageView> {
  return catalogWrite(() =>
    db.transaction(async (tx) => {
      await lockListing(tx, { listingId: input.listingId });
      const image = await findImage(tx, input.listingId, input.imageId);
      if (input.isPrimary === false && image.isPrimary) {
        throw validationError(
          "isPrimary",
          "primary_required",
          "A listing with images always has a primary image: make another image primary instead",
        );
      }
      const makePrimary = input.isPrimary === true && !image.isPrimary;
      let previousPrimaryId: string | null = null;
      if (makePrimary) {
        const [previous] = await tx
          .update(listingImages)
          .set({ isPrimary: false })
          .where(
            and(eq(listingImages.listingId, input.listingId), eq(listingImages.isPrimary, true)),
          )
          .returning({ id: listingImages.id });
        previousPrimaryId = previous?.id ?? null;
      }
      let updated = image;
      if (input.alt !== undefined || makePrimary) {
        const [row] = await tx
          .update(listingImages)
          .set({
            ...(input.alt !== undefined ? { alt: input.alt } : {}),
            ...(makePrimary ? { isPrimary: true } : {}),
          })
          .where(eq(listingImages.id, image.id))
          .returning();
        if (!row) throw notFound("Image");
        updated = row;
      }
      await recordAudit(tx, {
        actorId: input.actorId,
        action: "listing_image.update",
        entityType: "listing_image",
        entityId: image.id,
        before: auditedImage(image),
        after: { ...auditedImage(updated), ...(makePrimary ? { previousPrimaryId } : {}) },
      });
      return adminImageView(appUrl, updated);
    }),
  );
}

export interface ReorderListingImagesParams {
  actorId: string;
  listingId: string;
  imageIds: string[];
  appUrl: string;
}

/**
 * Sets the display order: `imageIds` must be exactly the listing's image ids, each once;
 * their orders become 0..n-1. Which image is primary does not change.
 */
export async function reorderListingImages(
  db: Database,
  { appUrl, ...input }: ReorderListingImagesParams,
): Promise<AdminImageView[]> {
  return catalogWrite(() =>
    db.transaction(async (tx) => {
      await lockListing(tx, { listingId: input.listingId });
      const current = await imageRows(tx, input.listingId);
      const known = new Set(current.map((image) => image.id));
      const wanted = new Set(input.imageIds);
      if (
        wanted.size !== input.imageIds.length ||
        wanted.size !== known.size ||
        input.imageIds.some((id) => !known.has(id))
      ) {
        throw validationError(
          "imageIds",
          "exact_set",
          "imageIds must list every image of the listing exactly once",
        );
      }
      if (input.imageIds.length > 0) {
        const position = sql`(case ${listingImages.id} ${sql.join(
          input.imageIds.map((id, index) => sql`when ${id} then ${index}`),
          sql` `,
        )} end)::integer`;
        await tx
          .update(listingImages)
          .set({ order: position })
          .where(eq(listingImages.listingId, input.listingId));
      }
      await recordAudit(tx, {
        actorId: input.actorId,
        action: "listing_image.reorder",
        entityType: "listing",
        entityId: input.listingId,
        before: { imageIds: current.map((image) => image.id) },
        after: { imageIds: input.imageIds },
      });
      return (await imageRows(tx, input.listingId)).map((row) => adminImageView(appUrl, row));
    }),
  );
}

export interface DeleteListingImageParams {
  /** Where the image's file is removed from, after commit. */
  storage: ImageStorage;
  actorId: string;
  listingId: string;
  imageId: string;
  appUrl: string;
}

/**
 * Deletes an image: the remaining ones are renumbered 0..n-1 in their order, and when the
 * primary image goes the new first image becomes primary. The stored file is removed after
 * commit; failing to remove it leaves an orphan file (logged), never a broken listing.
 * Returns the listing's remaining images.
 */
export async function deleteListingImage(
  db: Database,
  { storage, appUrl, ...input }: DeleteListingImageParams,
): Promise<AdminImageView[]> {
  const { image, remaining } = await catalogWrite(() =>
    db.transaction(async (tx) => {
      await lockListing(tx, { listingId: input.listingId });
      const image = await findImage(tx, input.listingId, input.imageId);
      await tx.delete(listingImages).where(eq(listingImages.id, image.id));
      await renumberImages(tx, input.listingId);
      if (image.isPrimary) {
        await tx
          .update(listingImages)
          .set({ isPrimary: true })
          .where(and(eq(listingImages.listingId, input.listingId), eq(listingImages.order, 0)));
      }
      await recordAudit(tx, {
        actorId: input.actorId,
        action: "listing_image.delete",
        entityType: "listing_image",
        entityId: image.id,
        before: auditedImage(image),
      });
      return { image, remaining: await imageRows(tx, input.listingId) };
    }),
  );
  await removeStoredImages(storage, [image.publicId]);
  return remaining.map((row) => adminImageView(appUrl, row));
}

/** Orders 0..n-1 following the current order (ties by age, then id). */
async function renumberImages(tx: DbOrTx, listingId: string): Promise<void> {
  await tx.execute(sql`
    update listing_images
    set position = ranked.position
    from (
      select id, (row_number() over (order by position, created_at, id) - 1)::integer as position
      from listing_images
      where listing_id = ${listingId}
    ) as ranked
    where listing_images.id = ranked.id and listing_images.position <> ranked.position
  `);
}

/** Best effort: a file that cannot be removed is logged and left behind. */
export async function removeStoredImages(
  storage: ImageStorage,
  publicIds: string[],
): Promise<void> {
  const results = await Promise.allSettled(publicIds.map((publicId) => storage.remove(publicId)));
  results.forEach((result, index) => {
    if (result.status === "rejected") {
      logger.error("stored image not removed", {
        storage: storage.name,
        publicId: publicIds[index],
        error: errorFields(result.reason),
      });
    }
  });
}

/** An image as the audit trail keeps it (stored URL, not the absolute one). */
export function auditedImage(row: ImageRow) {
  return {
    id: row.id,
    listingId: row.listingId,
    url: row.url,
    publicId: row.publicId,
    alt: row.alt,
    isPrimary: row.isPrimary,
    order: row.order,
  };
}
