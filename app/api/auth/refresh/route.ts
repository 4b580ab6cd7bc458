// POST /api/auth/refresh – rotate the refresh token (cookie or body) for a new access token
import { NextResponse } from "next/server";
import { REFRESH_COOKIE, setSessionCookies } from "@/lib/api/cookies";
import { route } from "@/lib/api/route";
import { routeMethods } from "@/lib/api/route-methods";
import { AppError } from "@/lib/errors";
import { refreshedSession } from "@/lib/openapi/responses/accounts";
import { dataOf } from "@/lib/openapi/responses/common";
import { refreshBody } from "@/lib/schemas/auth";
import { rotateSession } from "@/lib/server/accounts/sessions";

const post = route(
  {
    auth: "refresh",
    tag: "Accounts",
    summary: "Refresh the session",
    description:
      "Spends the refresh token (the cookie, or refreshToken in the body) for a new access token and a rotated refresh token. Presenting an already spent token revokes its whole family.",
    body: refreshBody,
    responses: { 200: { description: "A new access token", schema: dataOf(refreshedSession) } },
    errors: ["UNAUTHORIZED"],
  },
  async ({ request, body, db, settings }) => {
    const presented = body.refreshToken ?? request.cookies.get(REFRESH_COOKIE)?.value;
    if (!presented) throw new AppError("UNAUTHORIZED", "Refresh token required");
    const tokens = await rotateSession(db, {
      refreshToken: presented,
      authSecret: settings.authSecret,
    });
    const response = NextResponse.json({
      data: { accessToken: tokens.accessToken, expiresIn: tokens.expiresIn },
    });
    setSessionCookies(request, response, tokens);
    return response;
  },
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ POST: post });
