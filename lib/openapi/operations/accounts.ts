import { loginBody, refreshBody, registerBody } from "@/lib/schemas/auth";
import type { Operation } from "../operation";
import { refreshedSession, session, signedOut, user } from "../responses/accounts";
import { dataOf } from "../responses/common";

const SETS_COOKIES =
  "Also sets the httpOnly access and refresh cookies, so a browser needs no token handling.";

export const accountOperations: Operation[] = [
  {
    method: "post",
    path: "/api/auth/register",
    tag: "Accounts",
    summary: "Create an account",
    description: `Creates a USER account and signs it in. ${SETS_COOKIES}`,
    access: "public",
    body: registerBody,
    replies: { 201: { description: "The new user and an access token", schema: dataOf(session) } },
    errors: ["EMAIL_TAKEN"],
  },
  {
    method: "post",
    path: "/api/auth/login",
    tag: "Accounts",
    summary: "Sign in",
    description: SETS_COOKIES,
    access: "public",
    body: loginBody,
    replies: { 200: { description: "The user and an access token", schema: dataOf(session) } },
    errors: ["INVALID_CREDENTIALS"],
  },
  {
    method: "post",
    path: "/api/auth/refresh",
    tag: "Accounts",
    summary: "Refresh the session",
    description:
      "Spends the refresh token (the cookie, or refreshToken in the body) for a new access token and a rotated refresh token. Presenting an already spent token revokes its whole family.",
    access: "refresh",
    body: refreshBody,
    replies: { 200: { description: "A new access token", schema: dataOf(refreshedSession) } },
    errors: ["UNAUTHORIZED"],
  },
  {
    method: "post",
    path: "/api/auth/logout",
    tag: "Accounts",
    summary: "Sign out",
    description: "Revokes the refresh token's family and clears the cookies.",
    access: "refresh",
    body: refreshBody,
    replies: { 200: { description: "Signed out", schema: dataOf(signedOut) } },
  },
  {
    method: "get",
    path: "/api/auth/me",
    tag: "Accounts",
    summary: "The signed-in user",
    access: "user",
    replies: { 200: { description: "The user", schema: dataOf(user) } },
  },
];
