// Client-side session keeping. Refresh tokens are single-use (a reused one revokes the whole
// session), so every refresh in this browser goes through one lock shared by all tabs, and
// the time of the last refresh is shared through localStorage.

const LAST_REFRESH_KEY = "akwaaba:last-session-refresh";
const LOCK_NAME = "akwaaba:session-refresh";

/** Refresh while signed in when the last refresh is older than this (access tokens live 15 min). */
export const REFRESH_EVERY_MS = 10 * 60 * 1000;

export type RefreshOutcome = "refreshed" | "still-fresh" | "failed";

export function lastSessionRefresh(): number {
  try {
    return Number(window.localStorage.getItem(LAST_REFRESH_KEY)) || 0;
  } catch {
    return 0;
  }
}

/** Record that the session cookies were just (re)issued: sign-in, sign-up or refresh. */
export function markSessionFresh(): void {
  try {
    window.localStorage.setItem(LAST_REFRESH_KEY, String(Date.now()));
  } catch {
    // Storage may be unavailable (private mode); refreshing a little more often is harmless.
  }
}

export function forgetSession(): void {
  try {
    window.localStorage.removeItem(LAST_REFRESH_KEY);
  } catch {
    // Nothing to forget.
  }
}

function withBrowserLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== "undefined" ? navigator.locks : undefined;
  if (!locks) return task();
  return locks.request(LOCK_NAME, task) as Promise<T>;
}

let inFlight: Promise<RefreshOutcome> | null = null;

/**
 * POST /api/auth/refresh once, unless another tab refreshed within `unlessFresherThan` ms.
 * Concurrent calls in this tab share one request.
 */
export function refreshSession(
  options: { unlessFresherThan?: number } = {},
): Promise<RefreshOutcome> {
  inFlight ??= withBrowserLock(async (): Promise<RefreshOutcome> => {
    const { unlessFresherThan } = options;
    if (unlessFresherThan !== undefined && Date.now() - lastSessionRefresh() < unlessFresherThan) {
      return "still-fresh";
    }
    const response = await fetch("/api/auth/refresh", {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    if (!response.ok) return "failed";
    markSessionFresh();
    return "refreshed";
  })
    .catch((): RefreshOutcome => "failed")
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}
