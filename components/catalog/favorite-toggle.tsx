"use client";

import { type ReactNode, useEffect, useState } from "react";
import { useNavigate } from "@/components/use-navigate";
import { signInHref } from "../sign-in-href";
import { useHydrated } from "../use-hydrated";

interface FavoriteToggleProps {
  listingId: string;
  /** The button's accessible name. */
  label: string;
  /** The saved state rendered by the server. */
  initialFavorited: boolean;
  /** Signed-out visitors are sent to sign in (and back here) instead. */
  signedIn: boolean;
  /** The button's look, and the look of the message when saving fails, from the server (favorite-button.tsx). */
  className: string;
  errorClassName: string;
  /** The heart (and a label), rendered on the server; it fills through `aria-pressed`. */
  children: ReactNode;
}

const ERROR_MESSAGE = "We couldn't update your favorites. Please try again.";
const ERROR_VISIBLE_MS = 5000;

// The API client (and the session code under it) is fetched on the first toggle: a page of
// cards with hearts does not carry it otherwise; pointing at or focusing the heart fetches it early (decisions.md, "Phones").
const loadApi = () => import("../api-client");

/**
 * The heart's behaviour: a toggle button (aria-pressed) that saves or unsaves a listing. It
 * flips at once and rolls back if the server says no; signed-out visitors go to sign in and
 * come back.
 */
export function FavoriteToggle({
  listingId,
  label,
  initialFavorited,
  signedIn,
  className,
  errorClassName,
  children,
}: FavoriteToggleProps) {
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

  return (
    <>
      <button
        type="button"
        aria-pressed={favorited}
        aria-label={label}
        aria-busy={pending || undefined}
        onClick={toggle}
        disabled={!hydrated}
        onPointerEnter={() => void loadApi()}
        onFocus={() => void loadApi()}
        className={className}
      >
        {children}
      </button>
      <span role="status" className={error ? errorClassName : "sr-only"}>
        {error}
      </span>
    </>
  );
}
