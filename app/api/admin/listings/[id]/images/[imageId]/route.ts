// PATCH /api/admin/listings/{id}/images/{imageId} – change alt text, make primary
// DELETE /api/admin/listings/{id}/images/{imageId} – delete; answers the remaining images
import { getDb } from "@/db/client";
import { handler } from "@/lib/api/handler";
import { parseBody, parseParams } from "@/lib/api/parse";
import { json } from "@/lib/api/respond";
import { routeMethods } from "@/lib/api/route-methods";
import { requireAdmin } from "@/lib/auth/guards";
import { imageStorage } from "@/lib/providers/image-storage";
import { listingImagePath, updateImageBody } from "@/lib/schemas/admin-images";
import { deleteListingImage, updateListingImage } from "@/lib/server/admin/images/manage-images";

type Params = { id: string; imageId: string };

const patch = handler<Params>(async (request, { params }) => {
  const admin = await requireAdmin(request);
  const { id, imageId } = await parseParams(params, listingImagePath);
  const changes = await parseBody(request, updateImageBody);
  const image = await updateListingImage(getDb(), {
    actorId: admin.userId,
    listingId: id,
    imageId,
    ...changes,
  });
  return json(image);
});

const remove = handler<Params>(async (request, { params }) => {
  const admin = await requireAdmin(request);
  const { id, imageId } = await parseParams(params, listingImagePath);
  const remaining = await deleteListingImage(getDb(), imageStorage(), {
    actorId: admin.userId,
    listingId: id,
    imageId,
  });
  return json(remaining);
});

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({
  PATCH: patch,
  DELETE: remove,
});
