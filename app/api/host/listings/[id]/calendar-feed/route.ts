// GET /api/host/listings/{id}/calendar-feed – the stay's iCal feed address
// POST /api/host/listings/{id}/calendar-feed – a new secret address; the old one stops answering
import { calendarFeedRoutes } from "@/lib/api/listing-routes/calendar-feed";
import { routeMethods } from "@/lib/api/route-methods";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods(
  calendarFeedRoutes("host"),
);
