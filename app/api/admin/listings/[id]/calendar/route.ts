// GET /api/admin/listings/{id}/calendar?from&to – booked, held and blocked nights
import { getDb } from "@/db/client";
import { handler } from "@/lib/api/handler";
import { parseParams, parseQuery } from "@/lib/api/parse";
import { json } from "@/lib/api/respond";
import { routeMethods } from "@/lib/api/route-methods";
import { requireAdmin } from "@/lib/auth/guards";
import { calendarQuery, listingIdPath } from "@/lib/schemas/admin-listings";
import { listingCalendar } from "@/lib/server/admin/calendar/listing-calendar";

const get = handler<{ id: string }>(async (request, { params }) => {
  await requireAdmin(request);
  const { id } = await parseParams(params, listingIdPath);
  const range = parseQuery(request, calendarQuery);
  return json(await listingCalendar(getDb(), id, range));
});

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ GET: get });
