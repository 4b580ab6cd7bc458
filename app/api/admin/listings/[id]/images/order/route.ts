// PUT /api/admin/listings/{id}/images/order – set the display order of every image
import { imageOrderRoutes } from "@/lib/api/listing-routes/image-order";
import { routeMethods } from "@/lib/api/route-methods";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods(
  imageOrderRoutes("admin"),
);
