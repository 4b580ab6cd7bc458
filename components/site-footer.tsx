import Link from "next/link";
import { Logo } from "./logo";

const COLUMNS = [
  {
    title: "Explore",
    links: [
      { href: "/listings?type=ACCOMMODATION", label: "Stays" },
      { href: "/listings?type=ACTIVITY", label: "Activities" },
      { href: "/listings?type=EXPERIENCE", label: "Experiences" },
      { href: "/#destinations", label: "Destinations" },
      { href: "/docs/api", label: "API for developers" },
    ],
  },
  {
    title: "Your trips",
    links: [
      { href: "/trips", label: "Your bookings" },
      { href: "/account", label: "Your account" },
      { href: "/favorites", label: "Favorites" },
      { href: "/sign-in", label: "Sign in" },
      { href: "/sign-up", label: "Create an account" },
    ],
  },
] as const;

export function SiteFooter() {
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
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold tracking-wide text-gold-300 uppercase">
              {column.title}
            </h2>
            <ul className="mt-4 space-y-2.5">
              {column.links.map((link) => (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    className="rounded text-sm text-white/90 underline-offset-4 hover:text-white hover:underline focus-visible:outline-3 focus-visible:outline-gold-400"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
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
