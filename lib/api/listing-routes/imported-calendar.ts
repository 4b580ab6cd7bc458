// DELETE …/listings/{id}/calendars/{feedId} – unlink an imported calendar, freeing its nights
// POST …/listings/{id}/calendars/{feedId}/sync – sync it now

import { z } from "zod";
import { calendarSyncSettings } from "@/lib/api/calendar-sync";
import { EDITORS, type EditorKind } from "@/lib/api/listing-editor";
import { json } from "@/lib/api/respond";
import { route } from "@/lib/api/route";
import { dataOf } from "@/lib/openapi/responses/common";
import { importedCalendar } from "@/lib/openapi/responses/imported-calendars";
import { importedCalendarPath } from "@/lib/schemas/imported-calendars";
import {
  listImportedCalendars,
  removeImportedCalendar,
  syncCalendarNow,
} from "@/lib/server/calendars/imported-calendars";

export function importedCalendarRoutes(kind: EditorKind) {
  const editor = EDITORS[kind];
  const remove = route(
    {
      auth: editor.auth,
      tag: editor.tag,
      summary: "Remove an imported calendar",
      description: `The nights it took are freed (unless another of the stay's calendars claims them); bookings and manual blocks are never touched. Audited.${editor.scope}`,
      params: importedCalendarPath,
      responses: {
        200: {
          description: "The stay's remaining calendars",
          schema: dataOf(z.array(importedCalendar)),
        },
      },
      errors: ["NOT_FOUND"],
    },
    async ({ caller, params: { id, feedId }, db }) => {
      await editor.assertMayEdit(db, { callerId: caller.userId, listingId: id });
      await removeImportedCalendar(db, { listingId: id, feedId, actorId: caller.userId });
      return json(await listImportedCalendars(db, { listingId: id }));
    },
  );
  return { DELETE: remove };
}

export function importedCalendarSyncRoutes(kind: EditorKind) {
  const editor = EDITORS[kind];
  const post = route(
    {
      auth: editor.auth,
      tag: editor.tag,
      summary: "Sync an imported calendar now",
      description: `Fetches the feed at once, whatever its schedule. A failed fetch changes no night and answers 200 with the reason in lastError.${editor.scope}`,
      params: importedCalendarPath,
      responses: {
        200: { description: "The calendar after the sync", schema: dataOf(importedCalendar) },
      },
      errors: ["NOT_FOUND"],
    },
    async ({ caller, params: { id, feedId }, db, settings }) => {
      await editor.assertMayEdit(db, { callerId: caller.userId, listingId: id });
      return json(
        await syncCalendarNow(db, {
          listingId: id,
          feedId,
          settings: calendarSyncSettings(settings),
        }),
      );
    },
  );
  return { POST: post };
}
