// Who may call an endpoint, as its declaration says (`auth`), checked before its input is read.
import { timingSafeEqual } from "node:crypto";
import type { NextRequest } from "next/server";
import { requireAdmin, requireHost, requireSuperAdmin, requireUser } from "@/lib/api/guards";
import { config } from "@/lib/platform/config";
import type { Principal } from "../auth/access-token";
import { AppError } from "../errors";
import { verifySignedBody } from "./signed-body";

/**
 * - `public`: anyone;
 * - `refresh`: anyone, the refresh token (cookie or body) being what the handler checks;
 * - `user`, `admin`, `super_admin`: a signed-in account of at least that role (401, else 403);
 * - `host`: a signed-in account whose role is HOST now (401, else 403);
 * - `cron`: the scheduler, with `Authorization: Bearer $CRON_SECRET` (401);
 * - `provider`: the payment provider, by its signature over the raw body (401).
 */
export type Auth =
  | "public"
  | "refresh"
  | "user"
  | "host"
  | "admin"
  | "super_admin"
  | "cron"
  | "provider";

export type CallerOf<A extends Auth> = A extends "user" | "host" | "admin" | "super_admin"
  ? Principal
  : undefined;

export async function authorize(request: NextRequest, auth: Auth): Promise<Principal | undefined> {
  switch (auth) {
    case "public":
    case "refresh":
      return undefined;
    case "user":
      return requireUser(request);
    case "host":
      return requireHost(request);
    case "admin":
      return requireAdmin(request);
    case "super_admin":
      return requireSuperAdmin(request);
    case "cron":
      requireCronSecret(request);
      return undefined;
    case "provider":
      await verifySignedBody(request);
      return undefined;
  }
}

function requireCronSecret(request: NextRequest): void {
  const header = request.headers.get("authorization");
  const secret = config().CRON_SECRET;
  if (!secret || !header?.startsWith("Bearer ") || !sameText(header.slice(7), secret)) {
    throw new AppError(
      "UNAUTHORIZED",
      "The maintenance job needs Authorization: Bearer $CRON_SECRET",
    );
  }
}

function sameText(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
