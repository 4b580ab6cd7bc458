import { and, asc, desc, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { listings, searchWords } from "@/db/schema";
import type { ListingType } from "@/lib/enums";
import { asPrefix, isSearchTerm, searchTerms } from "@/lib/search-query";
import { isNearMiss } from "@/lib/spelling";
import { filterConditions, type ListingFilters } from "./listing-filters";

/** Trigram similarity from which a known word counts as meant: "acra" ~ accra (0.57), "kumsi" ~ kumasi (0.44). */
const TYPO_SIMILARITY = 0.4;
/** Candidates are the known words pg_trgm finds similar (`%`, from 0.3): "cost" ~ coast is 0.375. */
const CANDIDATES_PER_TERM = 10;
const CORRECTIONS_PER_TERM = 3;
const MIN_CORRECTABLE_LENGTH = 3;

export interface SearchResult {
  id: string;
  title: string;
  slug: string;
  description: string;
  region: string;
  priceGHS: string;
}

/**
 * The API's search (q, type, limit), and the pages' search, which also keeps only listings
 * for the party and free for the stay, with the /listings filters' own conditions.
 */
export interface SearchListingsParams
  extends Pick<ListingFilters, "guests" | "checkIn" | "checkOut" | "bbox"> {
  q: string;
  type?: ListingType;
  limit: number;
}

/**
 * Known title/place words a typed word may mean (the vocabulary is small and indexed): those
 * similar enough by trigrams ("acra" ~ accra), or one or two typing slips away among the
 * trigram candidates ("cost" ~ coast, lib/spelling.ts).
 */
async function correctionsOf(db: DbOrTx, term: string): Promise<string[]> {
  if (term.length < MIN_CORRECTABLE_LENGTH) return [];
  const similarity = sql<number>`similarity(${searchWords.word}, ${term})`;
  const rows = await db
    .select({ word: searchWords.word, similarity })
    .from(searchWords)
    .where(sql`${searchWords.word} % ${term}`)
    .orderBy(desc(similarity), asc(searchWords.word))
    .limit(CANDIDATES_PER_TERM);
  return rows
    .filter(
      (row) =>
        row.word !== term &&
        isSearchTerm(row.word) &&
        (Number(row.similarity) >= TYPO_SIMILARITY || isNearMiss(term, row.word)),
    )
    .slice(0, CORRECTIONS_PER_TERM)
    .map((row) => row.word);
}

/**
 * One word of the query as a text query: the word as a prefix (results while typing), its
 * English stem ("beaches" → beach), or a known word it is a near-miss of.
 */
function termQuery(term: string, corrections: string[]): SQL {
  const alternatives = [asPrefix(term), ...corrections].join(" | ");
  return sql`(to_tsquery('simple', ${alternatives}) || plainto_tsquery('english', ${term}))`;
}

/**
 * The search query (exposed for query-plan tests), null when the text has no words. Every
 * word must match; the combined text query is one match against the GIN-indexed document,
 * ranked by weight (title > places > highlights > description), then popularity.
 */
export async function searchQueryOf(db: DbOrTx, input: SearchListingsParams) {
  const terms = searchTerms(input.q);
  if (terms.length === 0) return null;
  const corrections = await Promise.all(terms.map((term) => correctionsOf(db, term)));
  const textQuery = sql.join(
    terms.map((term, index) => termQuery(term, corrections[index] ?? [])),
    sql` && `,
  );
  const conditions: SQL[] = [
    ...filterConditions({
      type: input.type,
      guests: input.guests,
      checkIn: input.checkIn,
      checkOut: input.checkOut,
      bbox: input.bbox,
    }),
    sql`${listings.searchDocument} @@ (${textQuery})`,
  ];
  const query = db
    .select({
      id: listings.id,
      title: listings.title,
      slug: listings.slug,
      description: listings.description,
      region: listings.region,
      priceGHS: listings.priceGhs,
    })
    .from(listings)
    .where(and(...conditions))
    .orderBy(
      sql`ts_rank_cd(${listings.searchDocument}, (${textQuery})) desc`,
      desc(listings.bookingCount),
      asc(listings.id),
    )
    .limit(input.limit);
  // Wrapped: a query builder is thenable, and returning it bare would run it.
  return { query };
}

/** Full-text search over published listings with prefixes, stemming and typo tolerance. */
export async function searchListings(
  db: DbOrTx,
  input: SearchListingsParams,
): Promise<SearchResult[]> {
  const search = await searchQueryOf(db, input);
  return search ? await search.query : [];
}
