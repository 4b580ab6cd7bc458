import { cookies } from "next/headers";
import { notFound, redirect } from "next/navigation";
import { cache } from "react";
import { getDb } from "@/db/client";
import { ACCESS_COOKIE } from "@/lib/api/cookies";
import { verifyAccessToken } from "@/lib/auth/access-token";
import { config } from "@/lib/platform/config";
import { findUserView, type UserView } from "@/lib/server/accounts/user-view";

/**
 * The signed-in user of the current page request, from the access cookie, and when that
 * cookie's token was issued; null when the cookie is missing, invalid or expired, or the
 * account no longer exists. Memoised per request, so the layout and the page share one lookup.
 */
export const currentSession = cache(
  async (): Promise<{ user: UserView; issuedAt: number } | null> => {
    const token = (await cookies()).get(ACCESS_COOKIE)?.value;
    if (!token) return null;
    const access = await verifyAccessToken(token, config().authSecret);
    if (!access) return null;
    const user = await findUserView(getDb(), { userId: access.userId });
    return user ? { user, issuedAt: access.issuedAt } : null;
  },
);

export async function currentUser(): Promise<UserView | null> {
  return (await currentSession())?.user ?? null;
}

/** The signed-in user, or a redirect to the sign-in page that comes back to `nextPath`. */
export async function requirePageUser(nextPath: string): Promise<UserView> {
  const user = await currentUser();
  if (!user) redirect(`/sign-in?next=${encodeURIComponent(safeNextPath(nextPath) ?? "/")}`);
  return user;
}

/**
 * A `next` target is honoured only when it is a path on this site: it starts with one "/"
 * (not "//" or "/\", which browsers read as another host) and has no control characters.
 */
export function safeNextPath(value: string | string[] | undefined | null): string | null {
  const candidate = Array.isArray(value) ? value[0] : value;
  if (!candidate?.startsWith("/")) return null;
  if (candidate.startsWith("//") || candidate.startsWith("/\\")) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(candidate)) return null;
  return candidate;
}

/**
 * The admin pages' guard, used by the layout and again by every page (they render in
 * parallel, so each refuses on its own before reading anything): a signed-out visitor is sent
 * to sign in and back to `/admin`; anyone who is not an ADMIN or SUPER_ADMIN gets the ordinary
 * 404, so the dashboard does not admit it exists. The role is read from the database, so a
 * demotion takes effect on the next page load.
 */
export async function requireAdminPage(): Promise<UserView> {
  const user = await currentUser();
  if (!user) redirect(`/sign-in?next=${encodeURIComponent("/admin")}`);
  if (user.role !== "ADMIN" && user.role !== "SUPER_ADMIN") notFound();
  return user;
}

/**
 * The host pages' guard, used by the layout and again by every page: a signed-out visitor is
 * sent to sign in and back to `nextPath`; a signed-in account without the HOST role is offered
 * "Become a host". The role is read from the database, so becoming a host opens the pages at once.
 */
export async function requireHostPage(nextPath = "/host"): Promise<UserView> {
  const user = await requirePageUser(nextPath);
  if (user.role !== "HOST") redirect("/become-a-host");
  return user;
}
