// GET …/listings/{id}/calendar-feed – the stay's iCal feed address
// POST …/listings/{id}/calendar-feed – a new secret address; the old one stops answering
import { z } from "zod";
import { EDITORS, type EditorKind } from "@/lib/api/listing-editor";
import { json } from "@/lib/api/respond";
import { route } from "@/lib/api/route";
import { dataOf } from "@/lib/openapi/responses/common";
import { listingIdPath } from "@/lib/schemas/admin-listings";
import { getCalendarFeed, rotateCalendarFeed } from "@/lib/server/calendars/calendar-feed-token";

const feed = dataOf(z.object({ url: z.url() }));

export function calendarFeedRoutes(kind: EditorKind) {
  const editor = EDITORS[kind];
  const get = route(
    {
      auth: editor.auth,
      tag: editor.tag,
      summary: "Read the calendar feed's address",
      description: `The address to give Airbnb, Booking.com or a calendar app (GET /api/calendars/{token}.ics). Stays only: an activity's or experience's is 404.${editor.scope}`,
      params: listingIdPath,
      responses: { 200: { description: "The address", schema: feed } },
      errors: ["NOT_FOUND"],
    },
    async ({ caller, params: { id }, db, settings }) => {
      await editor.assertMayEdit(db, { callerId: caller.userId, listingId: id });
      return json(await getCalendarFeed(db, { listingId: id, appUrl: settings.appUrl }));
    },
  );
  const post = route(
    {
      auth: editor.auth,
      tag: editor.tag,
      summary: "Rotate the calendar feed's address",
      description: `A new secret; the old address answers 404 from now on. Audited.${editor.scope}`,
      params: listingIdPath,
      responses: { 200: { description: "The new address", schema: feed } },
      errors: ["NOT_FOUND"],
    },
    async ({ caller, params: { id }, db, settings }) => {
      await editor.assertMayEdit(db, { callerId: caller.userId, listingId: id });
      return json(
        await rotateCalendarFeed(db, {
          listingId: id,
          actorId: caller.userId,
          appUrl: settings.appUrl,
        }),
      );
    },
  );
  return { GET: get, POST: post };
}
