// GET /api/host/listings/{id}/calendar?from&to – booked, held and blocked nights
import { calendarRoutes } from "@/lib/api/listing-routes/calendar";
import { routeMethods } from "@/lib/api/route-methods";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods(
  calendarRoutes("host"),
);
