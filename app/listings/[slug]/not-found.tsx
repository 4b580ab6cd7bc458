import type { Metadata } from "next";
import Link from "next/link";
import { buttonClass } from "@/components/button-styles";

export const metadata: Metadata = { title: "Listing not found" };

export default function ListingNotFound() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <p className="rounded-full bg-gold-100 px-3 py-1 text-sm font-semibold text-ink-900">
        404 · Listing not found
      </p>
      <h1 className="mt-5 font-display text-4xl font-bold tracking-tight text-forest-900 sm:text-5xl">
        This listing is not available
      </h1>
      <p className="mt-4 text-lg text-ink-600">
        It may have been taken down by its host, or the link is mistyped. There is plenty more to
        discover.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href="/listings" className={buttonClass("primary", "large")}>
          Browse all listings
        </Link>
        <Link href="/#destinations" className={buttonClass("secondary", "large")}>
          Explore destinations
        </Link>
      </div>
    </section>
  );
}
