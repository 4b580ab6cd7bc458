// POST /api/auth/logout – revoke the session's refresh tokens and clear the cookies
import { NextResponse } from "next/server";
import { clearSessionCookies, REFRESH_COOKIE } from "@/lib/api/cookies";
import { route } from "@/lib/api/route";
import { routeMethods } from "@/lib/api/route-methods";
import { signedOut } from "@/lib/openapi/responses/accounts";
import { dataOf } from "@/lib/openapi/responses/common";
import { refreshBody } from "@/lib/schemas/auth";
import { endSession } from "@/lib/server/accounts/sessions";

const post = route(
  {
    auth: "refresh",
    tag: "Accounts",
    summary: "Sign out",
    description: "Revokes the refresh token's family and clears the cookies.",
    body: refreshBody,
    responses: { 200: { description: "Signed out", schema: dataOf(signedOut) } },
  },
  async ({ request, body, db }) => {
    await endSession(db, {
      refreshToken: body.refreshToken ?? request.cookies.get(REFRESH_COOKIE)?.value,
    });
    const response = NextResponse.json({ data: { success: true } });
    clearSessionCookies(request, response);
    return response;
  },
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ POST: post });
