// PUT /api/admin/listings/{id}/images/order – set the display order of every image
import { z } from "zod";
import { json } from "@/lib/api/respond";
import { route } from "@/lib/api/route";
import { routeMethods } from "@/lib/api/route-methods";
import { adminImage } from "@/lib/openapi/responses/admin-listings";
import { dataOf } from "@/lib/openapi/responses/common";
import { listingImagesPath, reorderImagesBody } from "@/lib/schemas/admin-images";
import { reorderListingImages } from "@/lib/server/admin/images/manage-images";

const put = route(
  {
    auth: "admin",
    tag: "Admin: listings",
    summary: "Reorder images",
    description: "imageIds must list every image of the listing once (constraint exact_set).",
    params: listingImagesPath,
    body: reorderImagesBody,
    responses: {
      200: { description: "The images in their new order", schema: dataOf(z.array(adminImage)) },
    },
    errors: ["NOT_FOUND"],
  },
  async ({ caller, params: { id }, body: { imageIds }, db, settings }) =>
    json(
      await reorderListingImages(db, {
        actorId: caller.userId,
        listingId: id,
        imageIds,
        appUrl: settings.appUrl,
      }),
    ),
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ PUT: put });
