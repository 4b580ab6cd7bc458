// PUT …/listings/{id}/images/order – set the display order of every image
import { z } from "zod";
import { EDITORS, type EditorKind } from "@/lib/api/listing-editor";
import { json } from "@/lib/api/respond";
import { route } from "@/lib/api/route";
import { adminImage } from "@/lib/openapi/responses/admin-listings";
import { dataOf } from "@/lib/openapi/responses/common";
import { listingImagesPath, reorderImagesBody } from "@/lib/schemas/admin-images";
import { reorderListingImages } from "@/lib/server/admin/images/manage-images";

export function imageOrderRoutes(kind: EditorKind) {
  const editor = EDITORS[kind];
  const put = route(
    {
      auth: editor.auth,
      tag: editor.tag,
      summary: "Reorder images",
      description: `imageIds must list every image of the listing once (constraint exact_set).${editor.scope}`,
      params: listingImagesPath,
      body: reorderImagesBody,
      responses: {
        200: { description: "The images in their new order", schema: dataOf(z.array(adminImage)) },
      },
      errors: ["NOT_FOUND"],
    },
    async ({ caller, params: { id }, body: { imageIds }, db, settings }) => {
      await editor.assertMayEdit(db, { callerId: caller.userId, listingId: id });
      return json(
        await reorderListingImages(db, {
          actorId: caller.userId,
          listingId: id,
          imageIds,
          appUrl: settings.appUrl,
        }),
      );
    },
  );
  return { PUT: put };
}
