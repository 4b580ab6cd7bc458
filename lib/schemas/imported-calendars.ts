import { z } from "zod";
import { recordId } from "./common";

export const importedCalendarPath = z.object({ id: recordId, feedId: recordId });

export const addImportedCalendarBody = z.strictObject({
  url: z.string().trim().min(1).max(2000).meta({
    description:
      "The other channel's iCal export address (Airbnb: Export calendar; Booking.com: Sync calendars), http(s)",
  }),
  name: z.string().trim().min(1).max(60).optional().meta({
    description:
      "What the calendars show the nights as; by default the channel's name (Airbnb, Booking.com…) or the address's host",
  }),
});
