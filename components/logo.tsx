import Link from "next/link";

interface LogoProps {
  tone?: "dark" | "light";
}

/** The Akwaaba wordmark: a small kente-woven mark and the name. */
export function Logo({ tone = "dark" }: LogoProps) {
  return (
    <Link
      href="/"
      className={`group inline-flex min-h-11 items-center gap-2.5 rounded-lg font-display text-2xl font-bold tracking-tight ${
        tone === "dark" ? "text-forest-800" : "text-white"
      }`}
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 shrink-0">
        <rect width="32" height="32" rx="9" className="fill-forest-700" />
        <rect x="6" y="6" width="6" height="20" rx="1.5" className="fill-gold-400" />
        <rect x="13" y="6" width="6" height="20" rx="1.5" className="fill-clay-500" />
        <rect x="20" y="6" width="6" height="20" rx="1.5" className="fill-gold-400" />
        <rect x="6" y="13" width="20" height="2.5" className="fill-forest-900" />
        <rect x="6" y="19" width="20" height="2.5" className="fill-forest-900" />
      </svg>
      <span>Akwaaba</span>
    </Link>
  );
}
