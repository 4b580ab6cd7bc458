// POST /api/admin/listings/{id}/blocked-nights – block nights [from, to) with a reason
// DELETE /api/admin/listings/{id}/blocked-nights – unblock the blocked nights of [from, to)
import { blockedNightsRoutes } from "@/lib/api/listing-routes/blocked-nights";
import { routeMethods } from "@/lib/api/route-methods";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods(
  blockedNightsRoutes("admin"),
);
