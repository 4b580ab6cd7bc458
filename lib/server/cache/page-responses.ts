import { LRUCache } from "lru-cache";

/**
 * A public page as rendered for an anonymous visitor: its headers and its body cut at every
 * occurrence of the nonce it was rendered with, so each answer can carry a fresh one.
 */
export interface StoredPage {
  status: number;
  headers: Record<string, string | string[]>;
  /** The body between the rendered nonce's occurrences (the nonce itself left out). */
  bodyParts: Buffer[];
  /** The Content-Security-Policy header with the nonce left out, in the same way. */
  policyParts: string[];
  /** The listing a listing page shows, whose view a cached answer still counts. */
  listingId: string | null;
}

/** Distinct URLs remembered at once (each filter combination of /listings is one). */
const MAX_ENTRIES = 500;
/** And at most this many bytes of HTML, so crawling every combination cannot fill the heap. */
const MAX_BYTES = 64 * 1024 * 1024;

const globalKey = Symbol.for("akwaaba.pageResponses");
type GlobalWithPages = typeof globalThis & {
  [globalKey]?: {
    entries: LRUCache<string, StoredPage>;
    /** The URLs whose next version is being rendered. */
    rendering: Set<string>;
    writes: number;
  };
};

function pages() {
  const store = globalThis as GlobalWithPages;
  store[globalKey] ??= {
    entries: new LRUCache<string, StoredPage>({
      max: MAX_ENTRIES,
      maxSize: MAX_BYTES,
      sizeCalculation: (page) => page.bodyParts.reduce((sum, part) => sum + part.length, 1),
      allowStale: true,
      noDeleteOnStaleGet: true,
    }),
    rendering: new Set(),
    writes: 0,
  };
  return store[globalKey];
}

/**
 * The stored page of `key`; an expired one only while its next version is being rendered
 * (stale-while-revalidate), so the visitors meanwhile do not all render it too.
 */
export function cachedPage(key: string): StoredPage | undefined {
  const state = pages();
  const status: LRUCache.Status<string, StoredPage> = {};
  const page = state.entries.get(key, { status });
  return status.get === "stale" && !state.rendering.has(key) ? undefined : page;
}

/** Marks `key` as being rendered until `finished` is called. */
export function renderingPage(key: string): () => void {
  const { rendering } = pages();
  rendering.add(key);
  return () => rendering.delete(key);
}

/** How many listing writes this process has made: a page rendered across one is not stored. */
export function pageWrites(): number {
  return pages().writes;
}

export function storePage(
  key: string,
  page: StoredPage,
  { maxAgeSeconds, writesBefore }: { maxAgeSeconds: number; writesBefore: number },
): void {
  if (pages().writes !== writesBefore) return;
  pages().entries.set(key, page, { ttl: maxAgeSeconds * 1000 });
}

/** Forgets every stored page: a listing changed (catalogWrite). */
export function forgetStoredPages(): void {
  const state = pages();
  state.writes += 1;
  state.entries.clear();
}
