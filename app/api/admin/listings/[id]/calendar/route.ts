// GET /api/admin/listings/{id}/calendar?from&to – booked, held and blocked nights
import { z } from "zod";
import { json } from "@/lib/api/respond";
import { route } from "@/lib/api/route";
import { routeMethods } from "@/lib/api/route-methods";
import { calendarNight } from "@/lib/openapi/responses/admin-listings";
import { dataOf } from "@/lib/openapi/responses/common";
import { calendarQuery, listingIdPath } from "@/lib/schemas/admin-listings";
import { listingCalendar } from "@/lib/server/admin/calendar/listing-calendar";

const get = route(
  {
    auth: "admin",
    tag: "Admin: listings",
    summary: "A listing's occupied nights",
    description: "Booked, held and blocked nights of [from, to).",
    params: listingIdPath,
    query: calendarQuery,
    responses: {
      200: { description: "The nights, in order", schema: dataOf(z.array(calendarNight)) },
    },
    errors: ["NOT_FOUND"],
  },
  async ({ params: { id }, query, db }) =>
    json(await listingCalendar(db, { ...query, listingId: id })),
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ GET: get });
