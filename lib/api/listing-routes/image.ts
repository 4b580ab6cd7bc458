// PATCH …/listings/{id}/images/{imageId} – change alt text, make primary
// DELETE …/listings/{id}/images/{imageId} – delete; answers the remaining images
import { z } from "zod";
import { EDITORS, type EditorKind } from "@/lib/api/listing-editor";
import { json } from "@/lib/api/respond";
import { route } from "@/lib/api/route";
import { adminImage } from "@/lib/openapi/responses/admin-listings";
import { dataOf } from "@/lib/openapi/responses/common";
import { imageStorage } from "@/lib/providers/image-storage";
import { listingImagePath, updateImageBody } from "@/lib/schemas/admin-images";
import { deleteListingImage, updateListingImage } from "@/lib/server/admin/images/manage-images";

export function imageRoutes(kind: EditorKind) {
  const editor = EDITORS[kind];
  const patch = route(
    {
      auth: editor.auth,
      tag: editor.tag,
      summary: "Change an image",
      description: `Alt text, or making it the primary image (the primary can only be replaced, not unset).${editor.scope}`,
      params: listingImagePath,
      body: updateImageBody,
      responses: { 200: { description: "The image", schema: dataOf(adminImage) } },
      errors: ["NOT_FOUND"],
    },
    async ({ caller, params: { id, imageId }, body, db, settings }) => {
      await editor.assertMayEdit(db, { callerId: caller.userId, listingId: id });
      return json(
        await updateListingImage(db, {
          actorId: caller.userId,
          listingId: id,
          imageId,
          ...body,
          appUrl: settings.appUrl,
        }),
      );
    },
  );

  const remove = route(
    {
      auth: editor.auth,
      tag: editor.tag,
      summary: "Delete an image",
      description: `The rest are renumbered; deleting the primary promotes the new first image.${editor.scope}`,
      params: listingImagePath,
      responses: {
        200: { description: "The remaining images", schema: dataOf(z.array(adminImage)) },
      },
      errors: ["NOT_FOUND"],
    },
    async ({ caller, params: { id, imageId }, db, settings }) => {
      await editor.assertMayEdit(db, { callerId: caller.userId, listingId: id });
      return json(
        await deleteListingImage(db, {
          storage: imageStorage(),
          actorId: caller.userId,
          listingId: id,
          imageId,
          appUrl: settings.appUrl,
        }),
      );
    },
  );

  return { PATCH: patch, DELETE: remove };
}
