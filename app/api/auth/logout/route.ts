// POST /api/auth/logout – revoke the session's refresh tokens and clear the cookies
import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { handler } from "@/lib/api/handler";
import { parseBody } from "@/lib/api/parse";
import { routeMethods } from "@/lib/api/route-methods";
import { clearSessionCookies, REFRESH_COOKIE } from "@/lib/auth/cookies";
import { refreshBody } from "@/lib/schemas/auth";
import { endSession } from "@/lib/server/accounts/sessions";

const post = handler(async (request) => {
  const body = await parseBody(request, refreshBody);
  await endSession(getDb(), body.refreshToken ?? request.cookies.get(REFRESH_COOKIE)?.value);
  const response = NextResponse.json({ data: { success: true } });
  clearSessionCookies(request, response);
  return response;
});

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ POST: post });
