import { z } from "zod";

/** `{token}.ics`: a listing's calendar feed, named by its secret. */
export const calendarFileParams = z.object({
  file: z
    .string()
    .regex(/^[a-f0-9]{32,64}\.ics$/, "must be a calendar's {token}.ics")
    .meta({ examples: ["0b9c6d1f4e2a4c8e9f7a6b5c4d3e2f10.ics"] }),
});
