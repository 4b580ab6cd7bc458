import { createHash, randomBytes } from "node:crypto";

export const REFRESH_TOKEN_TTL_DAYS = 30;

/** An opaque 256-bit token; only its SHA-256 hash is stored. */
export function newRefreshToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashRefreshToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function refreshTokenExpiry(now: Date): Date {
  return new Date(now.getTime() + REFRESH_TOKEN_TTL_DAYS * 24 * 60 * 60 * 1000);
}
