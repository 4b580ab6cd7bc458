// PATCH /api/admin/listings/{id}/images/{imageId} – change alt text, make primary
// DELETE /api/admin/listings/{id}/images/{imageId} – delete; answers the remaining images
import { imageRoutes } from "@/lib/api/listing-routes/image";
import { routeMethods } from "@/lib/api/route-methods";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods(imageRoutes("admin"));
