import { pageTitle } from "./section-heading";

/** The top of a page under the overview: the way back to it, the title, and a line about it. */
export function SubpageHeader({ title, description }: { title: string; description: string }) {
  return (
    <header className="max-w-3xl">
      <p className="text-sm font-semibold text-ink-600">
        <a href="/docs/api" className="hover:underline">
          API reference
        </a>
      </p>
      <h1 className={`mt-1 ${pageTitle}`}>{title}</h1>
      <p className="mt-2 text-ink-600">{description}</p>
    </header>
  );
}
