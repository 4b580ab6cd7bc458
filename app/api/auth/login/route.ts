// POST /api/auth/login – exchange e-mail and password for a session
import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { handler } from "@/lib/api/handler";
import { parseBody } from "@/lib/api/parse";
import { countSignInAttempt } from "@/lib/api/rate-limit";
import { routeMethods } from "@/lib/api/route-methods";
import { setSessionCookies } from "@/lib/auth/cookies";
import { loginBody } from "@/lib/schemas/auth";
import { loginUser } from "@/lib/server/accounts/login-user";
import { config } from "@/lib/server/config";

const post = handler(async (request) => {
  const input = await parseBody(request, loginBody);
  await countSignInAttempt(request, input.email);
  const { user, tokens } = await loginUser(getDb(), input, config().authSecret);
  const response = NextResponse.json({
    data: { user, accessToken: tokens.accessToken, expiresIn: tokens.expiresIn },
  });
  setSessionCookies(request, response, tokens);
  return response;
});

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ POST: post });
