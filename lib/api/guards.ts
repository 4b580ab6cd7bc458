import { eq, sql } from "drizzle-orm";
import type { NextRequest } from "next/server";
import { getDb } from "@/db/client";
import { preparedStatement } from "@/db/prepared";
import { users } from "@/db/schema";
import { ACCESS_COOKIE } from "@/lib/api/cookies";
import { type Principal, verifyAccessToken } from "@/lib/auth/access-token";
import { AppError } from "@/lib/errors";
import { config } from "@/lib/platform/config";

const BEARER = /^Bearer\s+(\S+)$/i;

/** The caller's access token: the Authorization header wins over the cookie. */
export function accessTokenOf(request: NextRequest): string | undefined {
  const header = request.headers.get("authorization");
  if (header) return BEARER.exec(header)?.[1];
  return request.cookies.get(ACCESS_COOKIE)?.value || undefined;
}

/** Who each request turned out to be: verified once, read again by guards and the request log. */
const principals = new WeakMap<Request, Principal | null>();

export function principalOf(request: Request): Principal | undefined {
  return principals.get(request) ?? undefined;
}

export async function authenticate(request: NextRequest): Promise<Principal | null> {
  const known = principals.get(request);
  if (known !== undefined) return known;
  const token = accessTokenOf(request);
  const access = token ? await verifyAccessToken(token, config().authSecret) : null;
  // Who the caller is, nothing more: services get the same principal however it was proven.
  const principal = access ? { userId: access.userId, role: access.role } : null;
  principals.set(request, principal);
  return principal;
}

export async function requireUser(request: NextRequest): Promise<Principal> {
  const principal = await authenticate(request);
  if (!principal) throw new AppError("UNAUTHORIZED", "Authentication required");
  return principal;
}

const roleOfUser = preparedStatement("role_of_user", (db) =>
  db
    .select({ role: users.role })
    .from(users)
    .where(eq(users.id, sql.placeholder("userId"))),
);

/**
 * The caller with the role the database holds now (one primary-key read): a token's role claim
 * outlives a demotion by up to its 15 minutes, which is too long for administrator powers.
 */
async function currentPrincipal(request: NextRequest): Promise<Principal> {
  const { userId } = await requireUser(request);
  const [account] = await roleOfUser(getDb()).execute({ userId });
  if (!account) throw new AppError("UNAUTHORIZED", "This account no longer exists");
  return { userId, role: account.role };
}

export async function requireAdmin(request: NextRequest): Promise<Principal> {
  const principal = await currentPrincipal(request);
  if (principal.role !== "ADMIN" && principal.role !== "SUPER_ADMIN") {
    throw new AppError("FORBIDDEN", "Administrator role required");
  }
  return principal;
}

/** A host: the HOST role, however it was given (an administrator is not a host). */
export async function requireHost(request: NextRequest): Promise<Principal> {
  const principal = await currentPrincipal(request);
  if (principal.role !== "HOST") throw new AppError("FORBIDDEN", "Host role required");
  return principal;
}

export async function requireSuperAdmin(request: NextRequest): Promise<Principal> {
  const principal = await currentPrincipal(request);
  if (principal.role !== "SUPER_ADMIN") {
    throw new AppError("FORBIDDEN", "Super administrator role required");
  }
  return principal;
}
