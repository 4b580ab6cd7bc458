import Link from "next/link";
import type { ReactNode } from "react";
import { LISTING_TYPE_LABELS } from "@/components/format/labels";
import { PRICE_UNIT_LABELS } from "@/components/format/price-unit-labels";
import { Photo } from "@/components/photo";
import type { ListingType, PriceUnit } from "@/lib/enums";
import { formatGhs } from "@/lib/money-format";
import { ListingRating } from "../reviews/listing-rating";

export interface SearchResultData {
  id: string;
  title: string;
  slug: string;
  description: string;
  region: string;
  city?: string;
  area?: string;
  priceGHS: string;
  type?: ListingType;
  priceUnit?: PriceUnit;
  ratingAverage?: number | null;
  ratingCount?: number;
  image?: { url: string; alt: string; placeholder?: string | null };
}

interface SearchResultProps {
  result: SearchResultData;
  /** The searched words, highlighted in the title and snippet. */
  terms: string[];
  href: string;
  eager?: boolean;
  /** The first result: its image is fetched before every other. */
  first?: boolean;
}

const SNIPPET_LENGTH = 190;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function termPattern(terms: string[]): RegExp | null {
  const words = terms.filter((term) => term.length >= 2).map(escapeRegExp);
  return words.length > 0 ? new RegExp(`(${words.join("|")})`, "gi") : null;
}

/** A window of the description around the first searched word, cut at word boundaries. */
export function snippetOf(description: string, pattern: RegExp | null): string {
  const text = description.replace(/\s+/g, " ").trim();
  if (text.length <= SNIPPET_LENGTH) return text;
  const match = pattern ? text.search(new RegExp(pattern.source, "i")) : -1;
  let start = match > 60 ? text.lastIndexOf(" ", match - 50) + 1 : 0;
  if (start < 0) start = 0;
  let end = start + SNIPPET_LENGTH;
  if (end < text.length) end = text.lastIndexOf(" ", end);
  return `${start > 0 ? "…" : ""}${text.slice(start, end).trim()}${end < text.length ? "…" : ""}`;
}

function highlight(text: string, pattern: RegExp | null): ReactNode {
  if (!pattern) return text;
  const parts = text.split(pattern);
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one string, in order
      <mark key={index} className="rounded-sm bg-gold-200 px-0.5 text-ink-900">
        {part}
      </mark>
    ) : (
      part
    ),
  );
}

/** One search hit: photo, title, place, a snippet with the searched words marked, price. */
export function SearchResult({
  result,
  terms,
  href,
  eager = false,
  first = false,
}: SearchResultProps) {
  const pattern = termPattern(terms);
  const place = [...new Set([result.area, result.city, result.region].filter(Boolean))].join(", ");
  return (
    // data-listing-id: a results map (components/map) finds the result of its marker by it.
    <article
      data-listing-id={result.id}
      className="group relative flex gap-4 rounded-3xl border border-sand-200 bg-white p-3 shadow-card transition hover:border-sand-300 data-[map-active]:border-forest-700 data-[map-active]:ring-2 data-[map-active]:ring-forest-700 sm:gap-6 sm:p-4"
    >
      <div className="relative aspect-square w-24 shrink-0 overflow-hidden rounded-2xl bg-sand-200 sm:aspect-[4/3] sm:w-56">
        {result.image ? (
          <Photo
            src={result.image.url}
            alt={result.title}
            sizes="(min-width: 640px) 14rem, 6rem"
            loading={eager || first ? "eager" : "lazy"}
            fetchPriority={first ? "high" : undefined}
            placeholder={result.image.placeholder}
            className="object-cover transition duration-500 group-hover:scale-[1.04]"
          />
        ) : (
          <div className="kente-weave size-full" role="img" aria-label={result.title} />
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col py-0.5">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-600">
          {result.type ? (
            <span className="rounded-full bg-gold-100 px-2 py-0.5 text-xs font-semibold text-ink-900">
              {LISTING_TYPE_LABELS[result.type]}
            </span>
          ) : null}
          <span>{place}</span>
          {result.ratingCount !== undefined ? (
            <ListingRating
              ratingAverage={result.ratingAverage ?? null}
              ratingCount={result.ratingCount}
            />
          ) : null}
        </p>
        <h2 className="mt-1 text-lg leading-snug font-semibold text-ink-900 sm:text-xl">
          <Link
            href={href}
            className="rounded after:absolute after:inset-0 after:rounded-3xl focus-visible:outline-none group-has-[a:focus-visible]:underline"
          >
            {highlight(result.title, pattern)}
          </Link>
        </h2>
        <p className="mt-1.5 line-clamp-2 text-sm leading-relaxed text-ink-700 sm:line-clamp-3">
          {highlight(snippetOf(result.description, pattern), pattern)}
        </p>
        <p className="mt-auto pt-2 text-ink-900">
          <span className="font-bold">{formatGhs(result.priceGHS)}</span>{" "}
          {result.priceUnit ? (
            <span className="text-sm text-ink-600">
              {PRICE_UNIT_LABELS[result.priceUnit].suffix}
            </span>
          ) : null}
        </p>
      </div>
      <span
        aria-hidden="true"
        className="pointer-events-none absolute -inset-1 rounded-[1.75rem] ring-gold-600 group-has-[a:focus-visible]:ring-3"
      />
    </article>
  );
}
