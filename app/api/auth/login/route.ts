// POST /api/auth/login – exchange e-mail and password for a session
import { NextResponse } from "next/server";
import { setSessionCookies } from "@/lib/api/cookies";
import { countSignInAttempt } from "@/lib/api/rate-limit";
import { route } from "@/lib/api/route";
import { routeMethods } from "@/lib/api/route-methods";
import { SETS_COOKIES, session } from "@/lib/openapi/responses/accounts";
import { dataOf } from "@/lib/openapi/responses/common";
import { loginBody } from "@/lib/schemas/auth";
import { loginUser } from "@/lib/server/accounts/login-user";

const post = route(
  {
    auth: "public",
    tag: "Accounts",
    summary: "Sign in",
    description: SETS_COOKIES,
    body: loginBody,
    responses: { 200: { description: "The user and an access token", schema: dataOf(session) } },
    errors: ["INVALID_CREDENTIALS"],
  },
  async ({ request, body, db, settings }) => {
    await countSignInAttempt(body.email);
    const { user, tokens } = await loginUser(db, {
      ...body,
      authSecret: settings.authSecret,
      passwordHashCost: settings.PASSWORD_HASH_COST,
    });
    const response = NextResponse.json({
      data: { user, accessToken: tokens.accessToken, expiresIn: tokens.expiresIn },
    });
    setSessionCookies(request, response, tokens);
    return response;
  },
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ POST: post });
