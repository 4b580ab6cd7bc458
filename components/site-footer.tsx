import Link from "next/link";
import type { ReactNode } from "react";
import type { Role } from "@/lib/enums";
import { Logo } from "./logo";
import { accountLinks, type NavLink } from "./nav-links";
import { SignOutButton } from "./signed-in-parts";

const EXPLORE: NavLink[] = [
  { href: "/listings?type=ACCOMMODATION", label: "Stays" },
  { href: "/listings?type=ACTIVITY", label: "Activities" },
  { href: "/listings?type=EXPERIENCE", label: "Experiences" },
  { href: "/#destinations", label: "Destinations" },
  { href: "/docs/api", label: "API for developers" },
];

const SIGNED_OUT: NavLink[] = [
  { href: "/trips", label: "Your bookings" },
  { href: "/favorites", label: "Favorites" },
  { href: "/sign-in", label: "Sign in" },
  { href: "/sign-up", label: "Create an account" },
];

// Every link and button here is a 44 × 44 px tap target (min-h-11, min-w-11), however short
// its words.
const footerLink =
  "inline-flex min-h-11 min-w-11 items-center rounded text-sm text-white/90 underline-offset-4 hover:text-white hover:underline focus-visible:outline-3 focus-visible:outline-gold-400";

interface SiteFooterProps {
  /** The signed-in account's role; null when nobody is signed in. */
  role: Role | null;
}

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold tracking-wide text-gold-300 uppercase">{title}</h2>
      <ul className="mt-2">{children}</ul>
    </nav>
  );
}

function LinkItems({ links }: { links: NavLink[] }) {
  return links.map((link) => (
    <li key={link.href}>
      <Link href={link.href} className={footerLink}>
        {link.label}
      </Link>
    </li>
  ));
}

export function SiteFooter({ role }: SiteFooterProps) {
  return (
    <footer className="mt-24 bg-forest-900 text-forest-100">
      <div aria-hidden="true" className="kente-band h-2" />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-[1.4fr_1fr_1fr] lg:px-8">
        <div className="max-w-sm">
          <Logo tone="light" />
          <p className="mt-4 text-sm leading-relaxed text-forest-100">
            <span lang="ak">Akwaaba</span> means “welcome” in Twi. Find places to stay, things to do
            and people to meet across Ghana — priced in cedis, paid by card or Mobile Money.
          </p>
        </div>
        <Column title="Explore">
          <LinkItems links={EXPLORE} />
        </Column>
        {role ? (
          <Column title="Your account">
            <LinkItems links={accountLinks(role)} />
            <li>
              <SignOutButton
                className={`${footerLink} cursor-pointer font-normal disabled:opacity-60`}
              />
            </li>
          </Column>
        ) : (
          <Column title="Your trips">
            <LinkItems links={SIGNED_OUT} />
          </Column>
        )}
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-sm text-forest-200 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p>© {new Date().getUTCFullYear()} Akwaaba. All prices in Ghana cedis (GH₵).</p>
          <p>Made with warmth in Accra.</p>
        </div>
      </div>
    </footer>
  );
}
