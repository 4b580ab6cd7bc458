// Client-side session keeping. Refresh tokens are single-use (a reused one revokes the whole
// session), so every refresh in this browser goes through one lock shared by all tabs, and
// the time of the last refresh is shared through localStorage. The refresh cookie is httpOnly;
// whether this browser holds a session at all is told by the session marker cookie, so a
// visitor who never signed in is never sent to /api/auth/refresh.

import { SESSION_MARKER_COOKIE } from "@/lib/session-marker";

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

/** Whether the server has issued this browser a session that was not yet signed out. */
function holdsSession(): boolean {
  return document.cookie
    .split(";")
    .some((cookie) => cookie.trim().startsWith(`${SESSION_MARKER_COOKIE}=1`));
}

/** The server refused the refresh: the session is over, so stop offering it. */
function forgetSessionMarker(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one fixed name and no value to escape; the Cookie Store API is missing from older Safari and Firefox
  document.cookie = `${SESSION_MARKER_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}

function withBrowserLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== "undefined" ? navigator.locks : undefined;
  if (!locks) return task();
  return locks.request(LOCK_NAME, task) as Promise<T>;
}

let inFlight: Promise<RefreshOutcome> | null = null;

/**
 * POST /api/auth/refresh once, unless another tab refreshed within `unlessFresherThan` ms, or
 * this browser holds no session (then "failed" without asking). Concurrent calls in this tab
 * share one request.
 */
export function refreshSession(
  options: { unlessFresherThan?: number } = {},
): Promise<RefreshOutcome> {
  inFlight ??= withBrowserLock(async (): Promise<RefreshOutcome> => {
    if (!holdsSession()) return "failed";
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
    if (response.status === 401) forgetSessionMarker();
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
