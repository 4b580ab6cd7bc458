"use client";

import { useEffect, useState } from "react";
import { useNavigate } from "@/components/use-navigate";
import { signInHref } from "../sign-in-href";
import { useHydrated } from "../use-hydrated";

interface FavoriteButtonProps {
  listingId: string;
  listingTitle: string;
  /** The saved state rendered by the server. */
  initialFavorited: boolean;
  /** Signed-out visitors are sent to sign in (and back here) instead. */
  signedIn: boolean;
  /** `overlay`: a round button on a card's photo; `inline`: a labelled button on a page. */
  variant?: "overlay" | "inline";
}

const ERROR_MESSAGE = "We couldn't update your favorites. Please try again.";
const ERROR_VISIBLE_MS = 5000;

// The API client (and the session code under it) is fetched on the first toggle: a page of
// cards with hearts does not carry it otherwise; pointing at or focusing the heart fetches it early (decisions.md, "Phones").
const loadApi = () => import("../api-client");

/**
 * The heart: a toggle button (aria-pressed) that saves or unsaves a listing. It flips at once
 * and rolls back if the server says no; signed-out visitors go to sign in and come back.
 */
export function FavoriteButton({
  listingId,
  listingTitle,
  initialFavorited,
  signedIn,
  variant = "overlay",
}: FavoriteButtonProps) {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [favorited, setFavorited] = useState(initialFavorited);
  const [serverValue, setServerValue] = useState(initialFavorited);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // A server re-render (router.refresh) brings a new initial state: adopt it.
  if (serverValue !== initialFavorited) {
    setServerValue(initialFavorited);
    setFavorited(initialFavorited);
  }

  useEffect(() => {
    if (!error) return;
    const timer = window.setTimeout(() => setError(null), ERROR_VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [error]);

  async function toggle() {
    if (pending) return;
    if (!signedIn) {
      navigate(signInHref());
      return;
    }
    const previous = favorited;
    setFavorited(!previous);
    setPending(true);
    setError(null);
    const { api } = await loadApi();
    const result = await api.post<{ favorited: boolean }>("/api/favorites/toggle", { listingId });
    setPending(false);
    if (result.ok) {
      setFavorited(result.data.favorited);
      return;
    }
    setFavorited(previous);
    if (result.error.status === 401) {
      navigate(signInHref());
      return;
    }
    setError(ERROR_MESSAGE);
  }

  const label = `Save ${listingTitle} to favorites`;
  const heart = (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={`size-5 transition ${
        favorited ? "fill-clay-600 stroke-clay-600" : "fill-transparent stroke-ink-900"
      }`}
      strokeWidth="2"
      strokeLinejoin="round"
    >
      <path d="M12 20.5s-7.5-4.6-9.3-9.7C1.5 7.3 3.6 4 7 4c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.4 0 5.5 3.3 4.3 6.8-1.8 5.1-9.3 9.7-9.3 9.7Z" />
    </svg>
  );

  return (
    <span className={variant === "overlay" ? "relative block" : "relative inline-block"}>
      <button
        type="button"
        aria-pressed={favorited}
        aria-label={label}
        aria-busy={pending || undefined}
        onClick={toggle}
        disabled={!hydrated}
        onPointerEnter={() => void loadApi()}
        onFocus={() => void loadApi()}
        className={
          variant === "overlay"
            ? "grid size-10 place-items-center rounded-full bg-white/95 shadow-sm ring-1 ring-black/5 transition hover:scale-105 hover:bg-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold-600 active:scale-95"
            : "inline-flex items-center gap-2 rounded-full border border-sand-300 bg-white px-4 py-2 text-sm font-semibold text-ink-900 shadow-sm transition hover:border-ink-500 focus-visible:outline-3 focus-visible:outline-gold-600"
        }
      >
        {heart}
        {variant === "inline" ? <span>Save</span> : null}
      </button>
      <span
        role="status"
        className={
          error
            ? "absolute top-full right-0 z-20 mt-2 w-56 rounded-lg bg-ink-900 px-3 py-2 text-left text-xs font-medium text-white shadow-float"
            : "sr-only"
        }
      >
        {error}
      </span>
    </span>
  );
}
