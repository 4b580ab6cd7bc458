// POST …/listings/{id}/images – upload 1 to 10 images (multipart/form-data, `files[]`)
// GET …/listings/{id}/images – the listing's images, in display order
import { z } from "zod";
import { imageFiles } from "@/lib/api/bodies";
import { EDITORS, type EditorKind } from "@/lib/api/listing-editor";
import { created, json } from "@/lib/api/respond";
import { route } from "@/lib/api/route";
import { adminImage } from "@/lib/openapi/responses/admin-listings";
import { dataOf } from "@/lib/openapi/responses/common";
import { imageStorage } from "@/lib/providers/image-storage";
import { listingImagesPath } from "@/lib/schemas/admin-images";
import { listListingImages } from "@/lib/server/admin/images/manage-images";
import { uploadListingImages } from "@/lib/server/admin/images/upload-images";

const images = dataOf(z.array(adminImage));

export function imagesRoutes(kind: EditorKind) {
  const editor = EDITORS[kind];
  const post = route(
    {
      auth: editor.auth,
      tag: editor.tag,
      summary: "Upload images",
      description: `Added after the listing's last image; the first image of a listing becomes primary. Files are checked before anything is stored.${editor.scope}`,
      params: listingImagesPath,
      body: imageFiles,
      responses: { 201: { description: "The images added", schema: images } },
      errors: ["NOT_FOUND", "PAYLOAD_TOO_LARGE", "UNSUPPORTED_MEDIA_TYPE"],
    },
    async ({ caller, params: { id }, body: files, db, settings }) => {
      await editor.assertMayEdit(db, { callerId: caller.userId, listingId: id });
      return created(
        await uploadListingImages(db, {
          storage: imageStorage(),
          actorId: caller.userId,
          listingId: id,
          files,
          appUrl: settings.appUrl,
        }),
      );
    },
  );

  const get = route(
    {
      auth: editor.auth,
      tag: editor.tag,
      summary: "List a listing's images",
      description: editor.scope.trim() || undefined,
      params: listingImagesPath,
      responses: { 200: { description: "The images in display order", schema: images } },
      errors: ["NOT_FOUND"],
    },
    async ({ caller, params: { id }, db, settings }) => {
      await editor.assertMayEdit(db, { callerId: caller.userId, listingId: id });
      return json(await listListingImages(db, { listingId: id, appUrl: settings.appUrl }));
    },
  );

  return { POST: post, GET: get };
}
