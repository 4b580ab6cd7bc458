// POST /api/auth/register – create an account and start a session

import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { handler } from "@/lib/api/handler";
import { parseBody } from "@/lib/api/parse";
import { routeMethods } from "@/lib/api/route-methods";
import { setSessionCookies } from "@/lib/auth/cookies";
import { registerBody } from "@/lib/schemas/auth";
import { registerUser } from "@/lib/server/accounts/register-user";
import { config } from "@/lib/server/config";

const post = handler(async (request) => {
  const input = await parseBody(request, registerBody);
  const { user, tokens } = await registerUser(getDb(), input, config().authSecret);
  const response = NextResponse.json(
    { data: { user, accessToken: tokens.accessToken, expiresIn: tokens.expiresIn } },
    { status: 201 },
  );
  setSessionCookies(request, response, tokens);
  return response;
});

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ POST: post });
