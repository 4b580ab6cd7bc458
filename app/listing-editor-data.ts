// What a listing's editor shows besides the listing, for the admin's and the host's editor.

import { getDb } from "@/db/client";
import { addMonths, todayUtc } from "@/lib/dates";
import { listingCalendar } from "@/lib/server/admin/calendar/listing-calendar";
import { listAmenities } from "@/lib/server/catalog/list-amenities";

/** The amenities to choose from, and this month's nights of the listing's calendar. */
export async function loadEditorExtras(listingId: string) {
  const db = getDb();
  const month = todayUtc().slice(0, 7);
  const [amenities, nights] = await Promise.all([
    listAmenities(db),
    listingCalendar(db, { listingId, from: `${month}-01`, to: `${addMonths(month, 1)}-01` }),
  ]);
  return { amenities, month, nights };
}
