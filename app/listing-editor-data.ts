// What a listing's editor shows besides the listing, for the admin's and the host's editor.

import { findOrNull } from "@/app/load-or-not-found";
import { getDb } from "@/db/client";
import { addMonths, todayUtc } from "@/lib/dates";
import { config } from "@/lib/platform/config";
import { listingCalendar } from "@/lib/server/admin/calendar/listing-calendar";
import { getCalendarFeed } from "@/lib/server/calendars/calendar-feed-token";
import { listImportedCalendars } from "@/lib/server/calendars/imported-calendars";
import { listAmenities } from "@/lib/server/catalog/list-amenities";

/**
 * The amenities to choose from, this month's nights of the listing's calendar, and a stay's
 * calendar feed address and imported calendars.
 */
export async function loadEditorExtras(listingId: string) {
  const db = getDb();
  const month = todayUtc().slice(0, 7);
  const [amenities, nights, calendarFeed, importedCalendars] = await Promise.all([
    listAmenities(db),
    listingCalendar(db, { listingId, from: `${month}-01`, to: `${addMonths(month, 1)}-01` }),
    findOrNull(() => getCalendarFeed(db, { listingId, appUrl: config().appUrl })),
    findOrNull(() => listImportedCalendars(db, { listingId })),
  ]);
  return {
    amenities,
    month,
    nights,
    calendarFeedUrl: calendarFeed?.url ?? null,
    importedCalendars,
  };
}
