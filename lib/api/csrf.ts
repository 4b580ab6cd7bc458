import type { NextRequest } from "next/server";
import { ACCESS_COOKIE, REFRESH_COOKIE } from "../auth/cookies";
import { AppError } from "../errors";
import { config } from "../server/config";

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Provider callbacks authenticate by signature, never by cookie. */
const EXEMPT_PATHS = [/^\/api\/webhooks\//];

function usesCookieSession(request: NextRequest): boolean {
  if (request.headers.get("authorization")) return false;
  return request.cookies.has(ACCESS_COOKIE) || request.cookies.has(REFRESH_COOKIE);
}

function isSameOrigin(request: NextRequest): boolean {
  if (request.headers.get("sec-fetch-site") === "same-origin") return true;
  const origin = request.headers.get("origin");
  if (!origin) return false;
  return origin === new URL(config().appUrl).origin || origin === request.nextUrl.origin;
}

/**
 * Cross-site request forgery guard: a state-changing request that relies on the session
 * cookie must come from one of our own pages (a same-origin `Origin`, or
 * `Sec-Fetch-Site: same-origin`). Bearer-authenticated API clients are unaffected.
 */
export function assertSameOriginForCookieWrites(request: NextRequest): void {
  if (!UNSAFE_METHODS.has(request.method)) return;
  if (EXEMPT_PATHS.some((path) => path.test(request.nextUrl.pathname))) return;
  if (!usesCookieSession(request) || isSameOrigin(request)) return;
  throw new AppError(
    "FORBIDDEN",
    "Cross-site request refused: send it from this site or with a Bearer token",
  );
}
