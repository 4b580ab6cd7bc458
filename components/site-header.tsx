import Link from "next/link";
import type { UserView } from "@/lib/server/accounts/user-view";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { NAV_LINKS, roleLink } from "./nav-links";
import { SignOutButton } from "./signed-in-parts";

interface SiteHeaderProps {
  user: UserView | null;
}

const navLink =
  "rounded-full px-3.5 py-2 text-[0.95rem] font-medium text-ink-700 transition hover:bg-sand-100 hover:text-ink-900 focus-visible:outline-3 focus-visible:outline-gold-600";

function displayName(user: UserView): string {
  return user.profile.firstName || user.email.split("@")[0] || "Account";
}

function Avatar({ user }: { user: UserView }) {
  return (
    <span
      aria-hidden="true"
      className="grid size-8 place-items-center rounded-full bg-forest-700 text-sm font-bold text-gold-300"
    >
      {displayName(user).charAt(0).toUpperCase()}
    </span>
  );
}

export function SiteHeader({ user }: SiteHeaderProps) {
  const workspace = user ? roleLink(user.role) : null;
  return (
    <header className="sticky top-0 z-40 border-b border-sand-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div aria-hidden="true" className="kente-band h-1.5" />
      <div className="relative mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo />

        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {NAV_LINKS.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className={navLink}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="hidden items-center gap-2 lg:flex">
          {user ? (
            <>
              {workspace ? (
                <Link href={workspace.href} className={`${navLink} font-semibold`}>
                  {workspace.label}
                </Link>
              ) : null}
              <Link
                href="/account"
                className="inline-flex items-center gap-2 rounded-full border border-sand-300 bg-white py-1 pr-4 pl-1 text-sm font-semibold text-ink-900 shadow-sm transition hover:border-ink-500 focus-visible:outline-3 focus-visible:outline-gold-600"
              >
                <Avatar user={user} />
                <span className="sr-only">Your account, </span>
                {displayName(user)}
              </Link>
              <SignOutButton className="rounded-full px-3.5 py-2 text-sm font-semibold text-ink-700 transition-colors hover:bg-sand-100 hover:text-ink-900 focus-visible:outline-3 focus-visible:outline-gold-600 disabled:opacity-60" />
            </>
          ) : (
            <>
              <Link href="/sign-in" className={`${navLink} font-semibold`}>
                Sign in
              </Link>
              <Link
                href="/sign-up"
                className="rounded-full bg-forest-700 px-4 py-2 text-sm font-semibold text-white shadow-sm transition hover:bg-forest-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold-600"
              >
                Sign up
              </Link>
            </>
          )}
        </div>

        <MobileMenu>
          <div className="mx-auto max-w-7xl px-4 pt-2 pb-5 sm:px-6">
            <nav aria-label="Main">
              <ul className="flex flex-col">
                {NAV_LINKS.map((link) => (
                  <li key={link.href}>
                    <Link
                      href={link.href}
                      className="block rounded-lg px-3 py-3 text-base font-medium text-ink-900 hover:bg-sand-100 focus-visible:outline-3 focus-visible:outline-gold-600"
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            <div className="mt-3 border-t border-sand-200 pt-4">
              {user ? (
                <>
                  <div className="flex items-center justify-between gap-3">
                    <Link
                      href="/account"
                      className="inline-flex min-h-11 items-center gap-2.5 rounded-lg px-2 py-1.5 font-semibold text-ink-900 hover:bg-sand-100 focus-visible:outline-3 focus-visible:outline-gold-600"
                    >
                      <Avatar user={user} />
                      <span className="sr-only">Your account, </span>
                      {displayName(user)}
                    </Link>
                    <SignOutButton className="min-h-11 rounded-full border border-sand-300 px-4 py-2 text-sm font-semibold text-ink-900 hover:border-ink-500 focus-visible:outline-3 focus-visible:outline-gold-600 disabled:opacity-60" />
                  </div>
                  {workspace ? (
                    <Link
                      href={workspace.href}
                      className="mt-3 flex min-h-11 items-center justify-center rounded-xl bg-forest-700 px-4 py-3 font-semibold text-white hover:bg-forest-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold-600"
                    >
                      {workspace.label}
                    </Link>
                  ) : null}
                </>
              ) : (
                <div className="grid grid-cols-2 gap-3">
                  <Link
                    href="/sign-in"
                    className="rounded-xl border border-sand-300 px-4 py-3 text-center font-semibold text-ink-900 hover:border-ink-500 focus-visible:outline-3 focus-visible:outline-gold-600"
                  >
                    Sign in
                  </Link>
                  <Link
                    href="/sign-up"
                    className="rounded-xl bg-forest-700 px-4 py-3 text-center font-semibold text-white hover:bg-forest-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold-600"
                  >
                    Sign up
                  </Link>
                </div>
              )}
            </div>
          </div>
        </MobileMenu>
      </div>
    </header>
  );
}
