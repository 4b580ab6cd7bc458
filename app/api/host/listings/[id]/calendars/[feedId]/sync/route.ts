// POST /api/host/listings/{id}/calendars/{feedId}/sync – sync an imported calendar now
import { importedCalendarSyncRoutes } from "@/lib/api/listing-routes/imported-calendar";
import { routeMethods } from "@/lib/api/route-methods";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods(
  importedCalendarSyncRoutes("host"),
);
