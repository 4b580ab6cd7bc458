// POST /api/auth/refresh – rotate the refresh token (cookie or body) for a new access token
import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { handler } from "@/lib/api/handler";
import { parseBody } from "@/lib/api/parse";
import { routeMethods } from "@/lib/api/route-methods";
import { REFRESH_COOKIE, setSessionCookies } from "@/lib/auth/cookies";
import { AppError } from "@/lib/errors";
import { refreshBody } from "@/lib/schemas/auth";
import { rotateSession } from "@/lib/server/accounts/sessions";
import { config } from "@/lib/server/config";

const post = handler(async (request) => {
  const body = await parseBody(request, refreshBody);
  const presented = body.refreshToken ?? request.cookies.get(REFRESH_COOKIE)?.value;
  if (!presented) throw new AppError("UNAUTHORIZED", "Refresh token required");
  const tokens = await rotateSession(getDb(), presented, config().authSecret);
  const response = NextResponse.json({
    data: { accessToken: tokens.accessToken, expiresIn: tokens.expiresIn },
  });
  setSessionCookies(request, response, tokens);
  return response;
});

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ POST: post });
