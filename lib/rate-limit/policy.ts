// Which rate limit applies to an API request (interface.md §8, decisions.md).

export interface RateLimitPolicy {
  name: "auth" | "write" | "read-user" | "read-public";
  /** Requests allowed per window. */
  limit: number;
  windowSeconds: number;
}

const WINDOW_SECONDS = 60;
const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Auth endpoints 10/min; other writes 30/min; reads 200/min for signed-in callers and 100/min
 * for the public. Webhooks are exempt (they are authenticated by signature and must never be
 * refused for volume), and so is the health check that load balancers poll.
 */
export function rateLimitPolicy(
  method: string,
  pathname: string,
  authenticated: boolean,
): RateLimitPolicy | null {
  if (pathname.startsWith("/api/webhooks/") || pathname === "/api/health") return null;
  if (pathname.startsWith("/api/auth/"))
    return { name: "auth", limit: 10, windowSeconds: WINDOW_SECONDS };
  if (WRITES.has(method)) return { name: "write", limit: 30, windowSeconds: WINDOW_SECONDS };
  return authenticated
    ? { name: "read-user", limit: 200, windowSeconds: WINDOW_SECONDS }
    : { name: "read-public", limit: 100, windowSeconds: WINDOW_SECONDS };
}

/**
 * The client's address: the last X-Forwarded-For entry, the one our own server or our one
 * trusted proxy wrote. Entries before it came from the client and could name anyone.
 */
export function clientAddress(forwardedFor: string | null): string {
  return forwardedFor?.split(",").at(-1)?.trim() || "unknown";
}
