// Another channel's calendar imported into a stay, as its host and admins see it.
import { z } from "zod";
import { calendarDate, count, recordId, timestamp } from "./common";

export const importedCalendar = z
  .object({
    id: recordId,
    name: z.string(),
    url: z.url(),
    createdAt: timestamp,
    lastSyncAt: timestamp.nullable().meta({ description: "The last fetch, successful or not" }),
    lastSuccessAt: timestamp.nullable(),
    lastError: z
      .string()
      .nullable()
      .meta({ description: "Why the last fetch failed; null when it succeeded" }),
    nextSyncAt: timestamp,
    nights: count.meta({ description: "Nights from today on that the feed says are taken" }),
    conflicts: z
      .array(z.object({ bookingReference: z.string(), nights: z.array(calendarDate) }))
      .meta({
        description:
          "Nights the feed claims that one of our bookings holds: the booking stands, the host must act on the other channel",
      }),
  })
  .meta({ id: "ImportedCalendar" });
