import { errors, jwtVerify, SignJWT } from "jose";
import { LRUCache } from "lru-cache";
import { ROLES, type Role } from "../enums";

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ALGORITHM = "HS256";
const ISSUER = "akwaaba";
const AUDIENCE = "akwaaba-api";

export interface Principal {
  userId: string;
  role: Role;
}

/** A verified token's principal, and when the token was issued (ms since the epoch). */
export interface VerifiedAccess extends Principal {
  issuedAt: number;
}

/** A verified token's principal and its expiry (whole seconds since the epoch, as signed). */
interface Verified {
  access: VerifiedAccess;
  expiresAt: number;
}

/**
 * What is kept per secret:
 * - `key`, the secret as a WebCrypto key, imported once: given raw bytes, jose imports them
 *   again on every call, which doubles the cost of verifying a token (about 50 µs here);
 * - `verified`, the tokens already verified with it, by their exact text: a signed-in client
 *   sends the same token on every request for its 15 minutes, and WebCrypto's HMAC check
 *   costs about 75 µs of CPU each time, a twentieth of a cheap request
 *   (docs/performance.md). Only valid tokens are kept, and a kept one is still refused from
 *   the second it expires.
 */
interface SecretState {
  key: Promise<CryptoKey>;
  verified: LRUCache<string, Verified>;
}

const secretStates = new WeakMap<Uint8Array, SecretState>();

function stateOf(secret: Uint8Array): SecretState {
  let state = secretStates.get(secret);
  if (!state) {
    const key = crypto.subtle.importKey(
      "raw",
      new Uint8Array(secret),
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["sign", "verify"],
    );
    state = { key, verified: new LRUCache({ max: 10_000 }) };
    secretStates.set(secret, state);
  }
  return state;
}

export async function signAccessToken(principal: Principal, secret: Uint8Array): Promise<string> {
  return new SignJWT({ role: principal.role })
    .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
    .setSubject(principal.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(await stateOf(secret).key);
}

/** jose's own rule: a token is expired from the whole second of its `exp` on. */
function expired(expiresAt: number): boolean {
  return expiresAt <= Math.floor(Date.now() / 1000);
}

/**
 * Verifies signature, algorithm (pinned: `alg: none` or any other is refused), issuer,
 * audience and expiry. Returns null for any token that is not ours and valid.
 */
export async function verifyAccessToken(
  token: string,
  secret: Uint8Array,
): Promise<VerifiedAccess | null> {
  const { key, verified } = stateOf(secret);
  const known = verified.get(token);
  if (known) {
    if (!expired(known.expiresAt)) return known.access;
    verified.delete(token);
    return null;
  }
  try {
    const { payload } = await jwtVerify(token, await key, {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ["sub", "exp", "iat"],
    });
    const role = payload.role;
    if (typeof payload.sub !== "string" || !ROLES.includes(role as Role)) return null;
    const access = Object.freeze({
      userId: payload.sub,
      role: role as Role,
      issuedAt: (payload.iat ?? 0) * 1000,
    });
    verified.set(token, { access, expiresAt: payload.exp ?? 0 });
    return access;
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
