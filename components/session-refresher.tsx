"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { lastSessionRefresh, REFRESH_EVERY_MS, refreshSession } from "./auth/refresh-session";

const CHECK_EVERY_MS = 60 * 1000;

/**
 * Mounted by the layout while someone is signed in. Access tokens live 15 minutes, so the
 * session is refreshed when the last refresh (in any tab) is older than 10 minutes: checked
 * every minute and whenever the window regains focus. The page is re-rendered after a refresh.
 * The page's own token counts as a refresh: a session this browser never refreshed (signed in
 * through the API, or its storage cleared) is not renewed on its first page while still fresh.
 */
export function SessionRefresher({ tokenIssuedAt }: { tokenIssuedAt: number }) {
  const router = useRouter();

  useEffect(() => {
    let stopped = false;

    async function refreshIfStale() {
      const lastIssued = Math.max(lastSessionRefresh(), tokenIssuedAt);
      if (stopped || Date.now() - lastIssued < REFRESH_EVERY_MS) return;
      const outcome = await refreshSession({ unlessFresherThan: REFRESH_EVERY_MS });
      if (stopped) return;
      if (outcome === "refreshed") router.refresh();
      // The session was revoked or expired: stop asking; the next page load shows it.
      if (outcome === "failed") stop();
    }

    function onVisible() {
      if (document.visibilityState === "visible") void refreshIfStale();
    }
    const onFocus = () => void refreshIfStale();

    const timer = window.setInterval(() => void refreshIfStale(), CHECK_EVERY_MS);
    window.addEventListener("focus", onFocus);
    document.addEventListener("visibilitychange", onVisible);
    void refreshIfStale();

    function stop() {
      stopped = true;
      window.clearInterval(timer);
      window.removeEventListener("focus", onFocus);
      document.removeEventListener("visibilitychange", onVisible);
    }
    return stop;
  }, [router, tokenIssuedAt]);

  return null;
}
