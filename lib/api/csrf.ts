import type { NextRequest } from "next/server";
import { ACCESS_COOKIE, REFRESH_COOKIE } from "@/lib/api/cookies";
import { config } from "@/lib/platform/config";
import { AppError } from "../errors";

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Provider callbacks authenticate by signature, never by cookie. */
const EXEMPT_PATHS = [/^\/api\/webhooks\//];
/** Endpoints that start or end a session: a forged sign-in needs no cookie of the victim's. */
const SESSION_PATHS = /^\/api\/auth\//;

function usesCookieSession(request: NextRequest): boolean {
  if (request.headers.get("authorization")) return false;
  return request.cookies.has(ACCESS_COOKIE) || request.cookies.has(REFRESH_COOKIE);
}

function isOwnOrigin(origin: string, request: NextRequest): boolean {
  return origin === new URL(config().appUrl).origin || origin === request.nextUrl.origin;
}

function isSameOrigin(request: NextRequest): boolean {
  if (request.headers.get("sec-fetch-site") === "same-origin") return true;
  const origin = request.headers.get("origin");
  if (!origin) return false;
  return isOwnOrigin(origin, request);
}

/**
 * Whether a browser says the request comes from another site. A client that sends neither
 * header (an API client, curl) is not a browser page, and no page can be made to omit both.
 */
function isCrossSite(request: NextRequest): boolean {
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite) return fetchSite !== "same-origin" && fetchSite !== "none";
  const origin = request.headers.get("origin");
  return origin !== null && !isOwnOrigin(origin, request);
}

/**
 * Cross-site request forgery guard: a state-changing request that relies on the session
 * cookie must come from one of our own pages (a same-origin `Origin`, or
 * `Sec-Fetch-Site: same-origin`); Bearer-authenticated API clients are unaffected. The auth
 * endpoints also refuse any request a browser marks as cross-site, cookies or not, so another
 * site cannot sign a visitor into the attacker's account (login CSRF).
 */
export function refuseForgedRequest(request: NextRequest): void {
  if (!UNSAFE_METHODS.has(request.method)) return;
  const { pathname } = request.nextUrl;
  if (EXEMPT_PATHS.some((path) => path.test(pathname))) return;
  const forged = SESSION_PATHS.test(pathname)
    ? isCrossSite(request) || (usesCookieSession(request) && !isSameOrigin(request))
    : usesCookieSession(request) && !isSameOrigin(request);
  if (!forged) return;
  throw new AppError(
    "FORBIDDEN",
    "Cross-site request refused: send it from this site or with a Bearer token",
  );
}
