import Link from "next/link";
import { Chevron } from "../stroke-icon";
import { hrefWith } from "./listing-query";

interface PaginationProps {
  page: number;
  totalPages: number;
  /** The page's path and the params every page link keeps (filters, sort…). */
  path: string;
  params?: Record<string, string>;
  /** What the list holds, for the navigation's label. */
  label?: string;
  /** The address's page parameter: another one for a second list on the same page. */
  param?: string;
}

/** Page numbers to show: the first, the last, and two either side of the current one. */
export function pageWindow(page: number, totalPages: number): Array<number | "gap"> {
  const pages = new Set([1, totalPages, page - 2, page - 1, page, page + 1, page + 2]);
  const sorted = [...pages].filter((n) => n >= 1 && n <= totalPages).sort((a, b) => a - b);
  const result: Array<number | "gap"> = [];
  for (const n of sorted) {
    const last = result.at(-1);
    if (typeof last === "number" && n - last > 1) {
      // A gap of one page is shown as that page rather than an ellipsis.
      if (n - last === 2) result.push(last + 1);
      else result.push("gap");
    }
    result.push(n);
  }
  return result;
}

const base =
  "inline-flex h-11 min-w-11 items-center justify-center rounded-xl px-3 text-sm font-semibold transition focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold-600";

/** Numbered page links with previous/next; the current page has aria-current. */
export function Pagination({
  page,
  totalPages,
  path,
  params = {},
  label = "Pagination",
  param = "page",
}: PaginationProps) {
  if (totalPages <= 1) return null;
  const href = (n: number) => hrefWith(path, { ...params, [param]: n > 1 ? n : undefined });
  const previous = page > 1 ? Math.min(page - 1, totalPages) : null;
  const next = page < totalPages ? page + 1 : null;

  return (
    <nav aria-label={label} className="mt-12 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        <li>
          {previous ? (
            <Link
              href={href(previous)}
              rel="prev"
              className={`${base} gap-1 border border-sand-300 bg-white text-ink-900 hover:border-ink-500`}
            >
              <Chevron direction="left" className="size-4" />
              <span className="max-sm:sr-only">Previous</span>
            </Link>
          ) : (
            <span
              aria-disabled="true"
              className={`${base} gap-1 border border-sand-200 bg-sand-50 text-ink-500`}
            >
              <Chevron direction="left" className="size-4" />
              <span className="max-sm:sr-only">Previous</span>
            </span>
          )}
        </li>
        {pageWindow(page, totalPages).map((n, index) =>
          n === "gap" ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity but their place
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-ink-500">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                href={href(n)}
                aria-current={n === page ? "page" : undefined}
                aria-label={`Page ${n}`}
                className={`${base} ${
                  n === page
                    ? "bg-forest-700 text-white"
                    : "border border-transparent text-ink-900 hover:border-sand-300 hover:bg-white"
                }`}
              >
                {n}
              </Link>
            </li>
          ),
        )}
        <li>
          {next ? (
            <Link
              href={href(next)}
              rel="next"
              className={`${base} gap-1 border border-sand-300 bg-white text-ink-900 hover:border-ink-500`}
            >
              <span className="max-sm:sr-only">Next</span>
              <Chevron direction="right" className="size-4" />
            </Link>
          ) : (
            <span
              aria-disabled="true"
              className={`${base} gap-1 border border-sand-200 bg-sand-50 text-ink-500`}
            >
              <span className="max-sm:sr-only">Next</span>
              <Chevron direction="right" className="size-4" />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
