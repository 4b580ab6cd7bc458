// The signed-in user and the session answers of /api/auth.
import { z } from "zod";
import { ROLES } from "@/lib/enums";
import { recordId } from "./common";

export const profile = z.object({
  firstName: z.string(),
  lastName: z.string(),
  avatarUrl: z.string().nullable(),
});

export const user = z
  .object({ id: recordId, email: z.email(), role: z.enum(ROLES), profile })
  .meta({ id: "User" });

const accessToken = {
  accessToken: z.string().meta({ description: "JWT for Authorization: Bearer" }),
  expiresIn: z.number().int().positive().meta({ description: "Seconds the access token lives" }),
};

/** Sign-up and sign-in also set the session cookies. */
export const session = z.object({ user, ...accessToken });

export const refreshedSession = z.object(accessToken);

export const signedOut = z.object({ success: z.literal(true) });

/** What the endpoints that start a session tell API clients about the cookies they set. */
export const SETS_COOKIES =
  "Also sets the httpOnly access and refresh cookies, so a browser needs no token handling.";
