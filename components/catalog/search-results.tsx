import { SearchResult as SearchResultCard, type SearchResultData } from "./search-result";

export interface SearchResultItem {
  result: SearchResultData;
  href: string;
}

/** The text search's results, best first (a column of its own, so a map can sit beside it). */
export function SearchResults({ items, terms }: { items: SearchResultItem[]; terms: string[] }) {
  return (
    <ol className="flex flex-col gap-4">
      {items.map(({ result, href }, index) => (
        <li key={result.id}>
          <SearchResultCard
            result={result}
            terms={terms}
            href={href}
            eager={index < 3}
            first={index === 0}
          />
        </li>
      ))}
    </ol>
  );
}
