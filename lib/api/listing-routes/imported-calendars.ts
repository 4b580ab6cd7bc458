// GET …/listings/{id}/calendars – a stay's imported calendars
// POST …/listings/{id}/calendars – import another channel's calendar, synced at once
import { z } from "zod";
import { calendarSyncSettings } from "@/lib/api/calendar-sync";
import { EDITORS, type EditorKind } from "@/lib/api/listing-editor";
import { created, json } from "@/lib/api/respond";
import { route } from "@/lib/api/route";
import { dataOf } from "@/lib/openapi/responses/common";
import { importedCalendar } from "@/lib/openapi/responses/imported-calendars";
import { listingIdPath } from "@/lib/schemas/admin-listings";
import { addImportedCalendarBody } from "@/lib/schemas/imported-calendars";
import {
  addImportedCalendar,
  listImportedCalendars,
  syncCalendarNow,
} from "@/lib/server/calendars/imported-calendars";

export function importedCalendarsRoutes(kind: EditorKind) {
  const editor = EDITORS[kind];
  const get = route(
    {
      auth: editor.auth,
      tag: editor.tag,
      summary: "List a stay's imported calendars",
      description: `Each feed with its last sync, last error, nights and conflicts. Stays only: an activity's or experience's is 404.${editor.scope}`,
      params: listingIdPath,
      responses: {
        200: {
          description: "The calendars, oldest first",
          schema: dataOf(z.array(importedCalendar)),
        },
      },
      errors: ["NOT_FOUND"],
    },
    async ({ caller, params: { id }, db }) => {
      await editor.assertMayEdit(db, { callerId: caller.userId, listingId: id });
      return json(await listImportedCalendars(db, { listingId: id }));
    },
  );
  const post = route(
    {
      auth: editor.auth,
      tag: editor.tag,
      summary: "Import another channel's calendar",
      description: `Links an iCal feed (Airbnb, Booking.com, Vrbo, a calendar app) and syncs it at once; the job syncs it again every CALENDAR_SYNC_MINUTES. Its nights become unavailable here; a night one of our bookings holds is reported as a conflict, never overwritten. The address must be http(s), not a private or local one, not the stay's own feed and new to the stay; at most 10 per stay. Audited.${editor.scope}`,
      params: listingIdPath,
      body: addImportedCalendarBody,
      responses: {
        201: {
          description: "The calendar, after its first sync (a failed one is in lastError)",
          schema: dataOf(importedCalendar),
        },
      },
      errors: ["NOT_FOUND"],
    },
    async ({ caller, params: { id }, body, db, settings }) => {
      await editor.assertMayEdit(db, { callerId: caller.userId, listingId: id });
      const feed = await addImportedCalendar(db, {
        ...body,
        listingId: id,
        actorId: caller.userId,
        allowedHosts: settings.CALENDAR_FEED_ALLOWED_HOSTS,
      });
      return created(
        await syncCalendarNow(db, {
          listingId: id,
          feedId: feed.id,
          settings: calendarSyncSettings(settings),
        }),
      );
    },
  );
  return { GET: get, POST: post };
}
