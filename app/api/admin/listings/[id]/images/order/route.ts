// PUT /api/admin/listings/{id}/images/order – set the display order of every image
import { getDb } from "@/db/client";
import { handler } from "@/lib/api/handler";
import { parseBody, parseParams } from "@/lib/api/parse";
import { json } from "@/lib/api/respond";
import { routeMethods } from "@/lib/api/route-methods";
import { requireAdmin } from "@/lib/auth/guards";
import { listingImagesPath, reorderImagesBody } from "@/lib/schemas/admin-images";
import { reorderListingImages } from "@/lib/server/admin/images/manage-images";

const put = handler<{ id: string }>(async (request, { params }) => {
  const admin = await requireAdmin(request);
  const { id } = await parseParams(params, listingImagesPath);
  const { imageIds } = await parseBody(request, reorderImagesBody);
  const images = await reorderListingImages(getDb(), {
    actorId: admin.userId,
    listingId: id,
    imageIds,
  });
  return json(images);
});

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ PUT: put });
