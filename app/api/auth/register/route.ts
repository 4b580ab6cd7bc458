// POST /api/auth/register – create an account and start a session
import { NextResponse } from "next/server";
import { setSessionCookies } from "@/lib/api/cookies";
import { route } from "@/lib/api/route";
import { routeMethods } from "@/lib/api/route-methods";
import { SETS_COOKIES, session } from "@/lib/openapi/responses/accounts";
import { dataOf } from "@/lib/openapi/responses/common";
import { registerBody } from "@/lib/schemas/auth";
import { registerUser } from "@/lib/server/accounts/register-user";

const post = route(
  {
    auth: "public",
    tag: "Accounts",
    summary: "Create an account",
    description: `Creates a USER account and signs it in. ${SETS_COOKIES}`,
    body: registerBody,
    responses: {
      201: { description: "The new user and an access token", schema: dataOf(session) },
    },
    errors: ["EMAIL_TAKEN"],
  },
  async ({ request, body, db, settings }) => {
    const { user, tokens } = await registerUser(db, {
      ...body,
      authSecret: settings.authSecret,
      passwordHashCost: settings.PASSWORD_HASH_COST,
    });
    const response = NextResponse.json(
      { data: { user, accessToken: tokens.accessToken, expiresIn: tokens.expiresIn } },
      { status: 201 },
    );
    setSessionCookies(request, response, tokens);
    return response;
  },
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ POST: post });
