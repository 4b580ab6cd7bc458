// GET /api/admin/listings/{id}/calendars – a stay's imported calendars
// POST /api/admin/listings/{id}/calendars – import another channel's calendar, synced at once
import { importedCalendarsRoutes } from "@/lib/api/listing-routes/imported-calendars";
import { routeMethods } from "@/lib/api/route-methods";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods(
  importedCalendarsRoutes("admin"),
);
