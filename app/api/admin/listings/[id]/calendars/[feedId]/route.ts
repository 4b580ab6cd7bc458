// DELETE /api/admin/listings/{id}/calendars/{feedId} – unlink an imported calendar
import { importedCalendarRoutes } from "@/lib/api/listing-routes/imported-calendar";
import { routeMethods } from "@/lib/api/route-methods";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods(
  importedCalendarRoutes("admin"),
);
