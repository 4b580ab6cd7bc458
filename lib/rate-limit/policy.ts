// Which rate limit applies to an API request (interface.md §8, decisions.md).

export interface RateLimitPolicy {
  name: "credentials" | "login-account" | "auth" | "write" | "read-user" | "read-public";
  /** Requests allowed per window. */
  limit: number;
  windowSeconds: number;
}

/** The limit on a request by where it goes. */
export interface RequestRateLimitPolicy extends RateLimitPolicy {
  /**
   * Whose budget it draws on: the signed-in user's (else the client address's), or always the
   * client address's, whatever token the request carries.
   */
  countedBy: "user-or-address" | "address";
}

const WINDOW_SECONDS = 60;
const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** Endpoints that take a password: a token proves nothing about who is guessing. */
const CREDENTIAL_PATHS = new Set(["/api/auth/login", "/api/auth/register"]);

/**
 * Sign-in attempts on one account, from any number of addresses: 10 per quarter hour, so a
 * guesser spread over many addresses gets 40 tries an hour, and a locked-out owner waits at
 * most 15 minutes.
 */
export const LOGIN_ACCOUNT_POLICY: RateLimitPolicy = {
  name: "login-account",
  limit: 10,
  windowSeconds: 15 * 60,
};

/**
 * Login and register share 10/min per client address; the other auth endpoints 10/min; other
 * writes 30/min; reads 200/min for signed-in callers and 100/min for the public. Webhooks are
 * exempt (they are authenticated by signature and must never be refused for volume), and so
 * is the health check that load balancers poll.
 */
export function rateLimitPolicy(
  method: string,
  pathname: string,
  authenticated: boolean,
): RequestRateLimitPolicy | null {
  if (pathname.startsWith("/api/webhooks/") || pathname === "/api/health") return null;
  if (CREDENTIAL_PATHS.has(pathname))
    return { name: "credentials", limit: 10, windowSeconds: WINDOW_SECONDS, countedBy: "address" };
  const perCaller = { windowSeconds: WINDOW_SECONDS, countedBy: "user-or-address" } as const;
  if (pathname.startsWith("/api/auth/")) return { name: "auth", limit: 10, ...perCaller };
  if (WRITES.has(method)) return { name: "write", limit: 30, ...perCaller };
  return authenticated
    ? { name: "read-user", limit: 200, ...perCaller }
    : { name: "read-public", limit: 100, ...perCaller };
}
