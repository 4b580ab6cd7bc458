import type { NextRequest, NextResponse } from "next/server";
import { clientOf } from "@/lib/api/request-stamps";
import { ACCESS_TOKEN_TTL_SECONDS } from "@/lib/auth/access-token";
import { config } from "@/lib/platform/config";
import { SESSION_MARKER_COOKIE } from "@/lib/session-marker";

export const ACCESS_COOKIE = "akwaaba_access";
export const REFRESH_COOKIE = "akwaaba_refresh";
// The refresh cookie is only ever sent to the auth endpoints.
const REFRESH_COOKIE_PATH = "/api/auth";

/**
 * `Secure` when the site's public address is HTTPS, or when this request came over HTTPS
 * (behind our own proxy: as its X-Forwarded-Proto says). Never from the host the server
 * listens on, which is a local address behind any proxy.
 */
function isSecure(request: NextRequest): boolean {
  return config().appUrl.startsWith("https:") || clientOf(request.headers).https;
}

export function setSessionCookies(
  request: NextRequest,
  response: NextResponse,
  tokens: { accessToken: string; refreshToken: string; refreshExpiresAt: Date },
): void {
  const secure = isSecure(request);
  response.cookies.set(ACCESS_COOKIE, tokens.accessToken, {
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: "/",
    maxAge: ACCESS_TOKEN_TTL_SECONDS,
  });
  response.cookies.set(REFRESH_COOKIE, tokens.refreshToken, {
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: REFRESH_COOKIE_PATH,
    expires: tokens.refreshExpiresAt,
  });
  response.cookies.set(SESSION_MARKER_COOKIE, "1", {
    httpOnly: false,
    sameSite: "lax",
    secure,
    path: "/",
    expires: tokens.refreshExpiresAt,
  });
}

export function clearSessionCookies(request: NextRequest, response: NextResponse): void {
  const secure = isSecure(request);
  response.cookies.set(ACCESS_COOKIE, "", {
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: "/",
    maxAge: 0,
  });
  response.cookies.set(REFRESH_COOKIE, "", {
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: REFRESH_COOKIE_PATH,
    maxAge: 0,
  });
  response.cookies.set(SESSION_MARKER_COOKIE, "", {
    httpOnly: false,
    sameSite: "lax",
    secure,
    path: "/",
    maxAge: 0,
  });
}
