import { and, eq, isNull } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { refreshTokens, users } from "@/db/schema";
import { ACCESS_TOKEN_TTL_SECONDS, type Principal, signAccessToken } from "@/lib/auth/access-token";
import { hashRefreshToken, newRefreshToken, refreshTokenExpiry } from "@/lib/auth/refresh-token";
import { AppError } from "@/lib/errors";
import { createId } from "@/lib/ids";

export interface SessionTokens {
  accessToken: string;
  expiresIn: number;
  refreshToken: string;
  refreshExpiresAt: Date;
}

async function issueTokens(
  db: DbOrTx,
  principal: Principal,
  familyId: string,
  secret: Uint8Array,
): Promise<SessionTokens> {
  const refreshToken = newRefreshToken();
  const refreshExpiresAt = refreshTokenExpiry(new Date());
  await db.insert(refreshTokens).values({
    userId: principal.userId,
    familyId,
    tokenHash: hashRefreshToken(refreshToken),
    expiresAt: refreshExpiresAt,
  });
  return {
    accessToken: await signAccessToken(principal, secret),
    expiresIn: ACCESS_TOKEN_TTL_SECONDS,
    refreshToken,
    refreshExpiresAt,
  };
}

export interface StartSessionParams {
  principal: Principal;
  authSecret: Uint8Array;
}

/** A new session: a new refresh-token family. */
export function startSession(db: DbOrTx, { principal, authSecret }: StartSessionParams) {
  return issueTokens(db, principal, createId(), authSecret);
}

const invalidRefresh = () => new AppError("UNAUTHORIZED", "Refresh token is invalid or expired");

async function revokeFamily(db: DbOrTx, familyId: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export interface RotateSessionParams {
  refreshToken: string;
  authSecret: Uint8Array;
}

/**
 * Rotates a refresh token: the presented one is spent and a new one of the same family
 * issued. Presenting a token that was already spent means it leaked, so the whole family
 * is revoked. The spend is a compare-and-set, so two racing uses cannot both succeed.
 */
export async function rotateSession(
  db: DbOrTx,
  { refreshToken, authSecret }: RotateSessionParams,
): Promise<SessionTokens> {
  const [stored] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashRefreshToken(refreshToken)));
  if (!stored || stored.revokedAt || stored.expiresAt <= new Date()) throw invalidRefresh();

  const [spent] = await db
    .update(refreshTokens)
    .set({ rotatedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.id, stored.id),
        isNull(refreshTokens.rotatedAt),
        isNull(refreshTokens.revokedAt),
      ),
    )
    .returning({ id: refreshTokens.id });
  if (!spent) {
    await revokeFamily(db, stored.familyId);
    throw invalidRefresh();
  }

  const [user] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.id, stored.userId));
  if (!user) throw invalidRefresh();
  return issueTokens(db, { userId: user.id, role: user.role }, stored.familyId, authSecret);
}

export interface RevokeUserSessionsParams {
  userId: string;
}

/** Every session of the user ends (a role change): signing in again is the way back. */
export async function revokeUserSessions(
  db: DbOrTx,
  { userId }: RevokeUserSessionsParams,
): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

export interface EndSessionParams {
  /** The presented refresh token, if any. */
  refreshToken?: string;
}

/** Logout: the session's whole refresh family stops working. Unknown tokens are ignored. */
export async function endSession(db: DbOrTx, { refreshToken }: EndSessionParams): Promise<void> {
  if (!refreshToken) return;
  const [stored] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashRefreshToken(refreshToken)));
  if (stored) await revokeFamily(db, stored.familyId);
}
