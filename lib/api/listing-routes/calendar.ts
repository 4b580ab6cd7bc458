// GET …/listings/{id}/calendar?from&to – booked, held and blocked nights
import { z } from "zod";
import { EDITORS, type EditorKind } from "@/lib/api/listing-editor";
import { json } from "@/lib/api/respond";
import { route } from "@/lib/api/route";
import { calendarNight } from "@/lib/openapi/responses/admin-listings";
import { dataOf } from "@/lib/openapi/responses/common";
import { calendarQuery, listingIdPath } from "@/lib/schemas/admin-listings";
import { listingCalendar } from "@/lib/server/admin/calendar/listing-calendar";

export function calendarRoutes(kind: EditorKind) {
  const editor = EDITORS[kind];
  const get = route(
    {
      auth: editor.auth,
      tag: editor.tag,
      summary: "A listing's occupied nights",
      description: `Booked, held and blocked nights of [from, to).${editor.scope}`,
      params: listingIdPath,
      query: calendarQuery,
      responses: {
        200: { description: "The nights, in order", schema: dataOf(z.array(calendarNight)) },
      },
      errors: ["NOT_FOUND"],
    },
    async ({ caller, params: { id }, query, db }) => {
      await editor.assertMayEdit(db, { callerId: caller.userId, listingId: id });
      return json(await listingCalendar(db, { ...query, listingId: id }));
    },
  );
  return { GET: get };
}
