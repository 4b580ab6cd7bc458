// POST /api/admin/listings/{id}/images – upload 1 to 10 images (multipart/form-data, `files[]`)
// GET /api/admin/listings/{id}/images – the listing's images, in display order
import { z } from "zod";
import { imageFiles } from "@/lib/api/bodies";
import { created, json } from "@/lib/api/respond";
import { route } from "@/lib/api/route";
import { routeMethods } from "@/lib/api/route-methods";
import { adminImage } from "@/lib/openapi/responses/admin-listings";
import { dataOf } from "@/lib/openapi/responses/common";
import { imageStorage } from "@/lib/providers/image-storage";
import { listingImagesPath } from "@/lib/schemas/admin-images";
import { listListingImages } from "@/lib/server/admin/images/manage-images";
import { uploadListingImages } from "@/lib/server/admin/images/upload-images";

const images = dataOf(z.array(adminImage));

const post = route(
  {
    auth: "admin",
    tag: "Admin: listings",
    summary: "Upload images",
    description:
      "Added after the listing's last image; the first image of a listing becomes primary. Files are checked before anything is stored.",
    params: listingImagesPath,
    body: imageFiles,
    responses: { 201: { description: "The images added", schema: images } },
    errors: ["NOT_FOUND", "PAYLOAD_TOO_LARGE", "UNSUPPORTED_MEDIA_TYPE", "SERVICE_UNAVAILABLE"],
  },
  async ({ caller, params: { id }, body: files, db, settings }) =>
    created(
      await uploadListingImages(db, {
        storage: imageStorage(),
        actorId: caller.userId,
        listingId: id,
        files,
        appUrl: settings.appUrl,
      }),
    ),
);

const get = route(
  {
    auth: "admin",
    tag: "Admin: listings",
    summary: "List a listing's images",
    params: listingImagesPath,
    responses: { 200: { description: "The images in display order", schema: images } },
    errors: ["NOT_FOUND"],
  },
  async ({ params: { id }, db, settings }) =>
    json(await listListingImages(db, { listingId: id, appUrl: settings.appUrl })),
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({
  POST: post,
  GET: get,
});
