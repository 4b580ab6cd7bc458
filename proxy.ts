import { type NextRequest, NextResponse } from "next/server";
import { newNonce, pageContentSecurityPolicy } from "@/lib/content-security-policy";
import { tileSource } from "@/lib/map-tiles";
import { config as settings } from "@/lib/platform/config";

/**
 * Gives every page request a fresh nonce: Next reads it from the request's
 * Content-Security-Policy and puts it on its own scripts; the browser gets the same policy.
 */
export function proxy(request: NextRequest) {
  const nonce = newNonce();
  const policy = pageContentSecurityPolicy(
    nonce,
    process.env.NODE_ENV === "development",
    tileSource(settings().MAP_TILE_URL),
  );
  const headers = new Headers(request.headers);
  headers.set("x-nonce", nonce);
  headers.set("content-security-policy", policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("content-security-policy", policy);
  return response;
}

export const config = {
  // Pages only: API answers get their headers from the API handler, static files and images
  // from next.config.ts.
  matcher: [
    {
      source: "/((?!api/|_next/static|_next/image|images/|uploads/).*)",
      missing: [
        { type: "header", key: "next-router-prefetch" },
        { type: "header", key: "purpose", value: "prefetch" },
      ],
    },
  ],
};
