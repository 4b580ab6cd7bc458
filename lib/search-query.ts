// Turning what a visitor types into the terms of a PostgreSQL prefix query, so results appear
// while typing (lib/server/catalog/search-listings.ts builds the query).

const MAX_TERMS = 8;

/** Lower-case words of the text (letters and digits of any script), at most eight. */
export function searchTerms(text: string): string[] {
  return (
    text
      .normalize("NFKC")
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).slice(0, MAX_TERMS);
}

/** Whether a word is safe and meaningful as a term: letters and digits only. */
export function isSearchTerm(word: string): boolean {
  return /^[\p{L}\p{N}]+$/u.test(word);
}

/** One term as a `to_tsquery` prefix expression: "bea" → "bea:*". */
export function asPrefix(term: string): string {
  return `${term}:*`;
}
