import type { NextRequest, NextResponse } from "next/server";
import { ACCESS_TOKEN_TTL_SECONDS } from "./access-token";

export const ACCESS_COOKIE = "akwaaba_access";
export const REFRESH_COOKIE = "akwaaba_refresh";
// The refresh cookie is only ever sent to the auth endpoints.
const REFRESH_COOKIE_PATH = "/api/auth";

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

/** `Secure` everywhere but localhost, where development runs over plain HTTP. */
function isSecure(request: NextRequest): boolean {
  return !LOCAL_HOSTS.has(request.nextUrl.hostname);
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
}
