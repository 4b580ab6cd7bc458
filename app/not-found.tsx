import type { Metadata } from "next";
import Link from "next/link";
import { buttonClass } from "@/components/button-styles";

export const metadata: Metadata = { title: "Page not found" };

export default function NotFound() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <p className="rounded-full bg-gold-100 px-3 py-1 text-sm font-semibold text-ink-900">
        404 · Page not found
      </p>
      <h1 className="mt-5 font-display text-4xl font-bold tracking-tight text-forest-900 sm:text-5xl">
        This path leads nowhere — yet
      </h1>
      <p className="mt-4 text-lg text-ink-600">
        The page you were looking for does not exist or has moved. Plenty of Ghana is still waiting
        for you.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href="/" className={buttonClass("primary", "large")}>
          Back to the home page
        </Link>
        <Link href="/listings?type=ACCOMMODATION" className={buttonClass("secondary", "large")}>
          Browse stays
        </Link>
      </div>
    </section>
  );
}
