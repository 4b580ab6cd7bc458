"use client";

import Link from "next/link";
import { buttonClass } from "@/components/button-styles";

interface ErrorPageProps {
  error: unknown;
  retry: () => void;
}

// Next logs the error to the console itself (its onCaughtError), so this page does not.
export default function ErrorPage({ error, retry }: ErrorPageProps) {
  const digest =
    error instanceof Error && "digest" in error && typeof error.digest === "string"
      ? error.digest
      : undefined;

  return (
    <section
      aria-labelledby="error-title"
      className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32"
    >
      <p className="rounded-full bg-clay-100 px-3 py-1 text-sm font-semibold text-clay-700">
        Something went wrong
      </p>
      <h1
        id="error-title"
        className="mt-5 font-display text-4xl font-bold tracking-tight text-forest-900 sm:text-5xl"
      >
        We hit a bump in the road
      </h1>
      <p className="mt-4 text-lg text-ink-600">
        This page could not be loaded. Please try again in a moment.
      </p>
      {digest ? <p className="mt-2 text-sm text-ink-500">Reference: {digest}</p> : null}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={() => retry()} className={buttonClass("primary", "large")}>
          Try again
        </button>
        <Link href="/" className={buttonClass("secondary", "large")}>
          Go to the home page
        </Link>
      </div>
    </section>
  );
}
