// POST /api/admin/listings/{id}/images – upload 1 to 10 images (multipart/form-data, `files[]`)
// GET /api/admin/listings/{id}/images – the listing's images, in display order
import { imagesRoutes } from "@/lib/api/listing-routes/images";
import { routeMethods } from "@/lib/api/route-methods";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods(imagesRoutes("admin"));
