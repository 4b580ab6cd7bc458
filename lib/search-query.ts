// Turning what a visitor types into a PostgreSQL prefix query, so results appear while typing.

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

/**
 * A `to_tsquery` expression matching every word as a prefix: "labadi bea" →
 * "labadi:* & bea:*". Null when the text has no words. Terms hold only letters and digits,
 * so nothing the visitor types can change the query's syntax.
 */
export function prefixTsQuery(text: string): string | null {
  const terms = searchTerms(text);
  return terms.length === 0 ? null : terms.map(asPrefix).join(" & ");
}
