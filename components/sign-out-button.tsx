"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useNavigate } from "@/components/use-navigate";
import { forgetSession } from "./auth/refresh-session";
import { useHydrated } from "./use-hydrated";

interface SignOutButtonProps {
  className?: string;
}

/** POST /api/auth/logout, then go home and re-render signed out. */
export function SignOutButton({ className }: SignOutButtonProps) {
  const router = useRouter();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [pending, setPending] = useState(false);

  async function signOut() {
    setPending(true);
    // Even if the request failed, leave the signed-in view; the cookies expire on their own.
    const { api } = await import("./api-client");
    await api.post("/api/auth/logout", {}, { refresh: false });
    forgetSession();
    navigate("/");
    router.refresh();
    setPending(false);
  }

  return (
    <button type="button" onClick={signOut} disabled={!hydrated || pending} className={className}>
      {pending ? "Signing out…" : "Sign out"}
    </button>
  );
}
