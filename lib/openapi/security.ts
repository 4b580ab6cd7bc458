import { ACCESS_COOKIE, REFRESH_COOKIE } from "@/lib/api/cookies";
import type { Auth } from "@/lib/api/route";
import type { SecurityRequirement, SecurityScheme } from "./types";

export const SECURITY_SCHEMES: Record<string, SecurityScheme> = {
  bearerAuth: {
    type: "http",
    scheme: "bearer",
    bearerFormat: "JWT",
    description:
      "The accessToken of sign-in, sign-up or refresh, valid 15 minutes. Wins over the cookie when both are sent.",
  },
  sessionCookie: {
    type: "apiKey",
    in: "cookie",
    name: ACCESS_COOKIE,
    description:
      "The httpOnly access cookie set at sign-in. Writes relying on it must come from this site (same Origin).",
  },
  refreshCookie: {
    type: "apiKey",
    in: "cookie",
    name: REFRESH_COOKIE,
    description: "The httpOnly refresh cookie, sent only to /api/auth; rotated on every use.",
  },
  cronSecret: {
    type: "http",
    scheme: "bearer",
    description: "Authorization: Bearer $CRON_SECRET, for the scheduler.",
  },
  paystackSignature: {
    type: "apiKey",
    in: "header",
    name: "x-paystack-signature",
    description: "Hex HMAC-SHA512 of the raw body, keyed with the provider's secret key.",
  },
};

const ADMIN_ROLES = ["ADMIN", "SUPER_ADMIN"];
const SUPER_ADMIN_ROLES = ["SUPER_ADMIN"];

/** Each auth's alternatives; role names on a requirement are the roles that may call. */
export const SECURITY: Record<Auth, SecurityRequirement[]> = {
  public: [],
  user: [{ bearerAuth: [] }, { sessionCookie: [] }],
  host: [{ bearerAuth: ["HOST"] }, { sessionCookie: ["HOST"] }],
  admin: [{ bearerAuth: ADMIN_ROLES }, { sessionCookie: ADMIN_ROLES }],
  super_admin: [{ bearerAuth: SUPER_ADMIN_ROLES }, { sessionCookie: SUPER_ADMIN_ROLES }],
  refresh: [{ refreshCookie: [] }, {}],
  cron: [{ cronSecret: [] }],
  provider: [{ paystackSignature: [] }],
};
