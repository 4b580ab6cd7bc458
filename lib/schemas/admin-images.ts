import { z } from "zod";
import { recordId } from "./common";

export const listingImagesPath = z.object({ id: recordId });

export const listingImagePath = z.object({ id: recordId, imageId: recordId });

/** PATCH an image: its alt text and/or making it the listing's primary image. */
export const updateImageBody = z
  .strictObject({
    alt: z.string().trim().max(300).optional(),
    isPrimary: z.boolean().optional(),
  })
  .refine((body) => body.alt !== undefined || body.isPrimary !== undefined, {
    message: "send alt or isPrimary",
    params: { constraint: "empty" },
  });

/** PUT the display order: every image id of the listing, once each, first shown first. */
export const reorderImagesBody = z.strictObject({
  imageIds: z
    .array(recordId)
    .max(500)
    .refine((ids) => new Set(ids).size === ids.length, {
      message: "must not list an image twice",
      params: { constraint: "unique" },
    }),
});
