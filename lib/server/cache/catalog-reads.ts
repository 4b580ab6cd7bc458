import { LRUCache } from "lru-cache";
import { deepFreeze, jsonText } from "@/lib/frozen-json";
import { forgetStoredPages } from "./page-responses";

/** Distinct (read, input) pairs remembered at once; popular searches are a small set. */
const MAX_ENTRIES = 1000;
/**
 * And at most this much of them, counted in characters of their JSON (a page of 50 listings
 * is tens of thousands), so crawling every combination of list filters cannot fill the heap.
 */
const MAX_JSON_CHARACTERS = 16 * 1024 * 1024;

type Compute = () => Promise<object>;

interface CatalogReads {
  entries: LRUCache<string, object, Compute>;
  /** Counts the listing writes, so a reader can tell that one cut its computation short. */
  writes: number;
}

const globalKey = Symbol.for("akwaaba.catalogReads");
type GlobalWithReads = typeof globalThis & { [globalKey]?: CatalogReads };

function reads(): CatalogReads {
  const store = globalThis as GlobalWithReads;
  store[globalKey] ??= {
    entries: new LRUCache<string, object, Compute>({
      max: MAX_ENTRIES,
      maxSize: MAX_JSON_CHARACTERS,
      sizeCalculation: (value) => jsonText(value).length,
      allowStale: true,
      fetchMethod: (_key, _stale, { context }) => context(),
    }),
    writes: 0,
  };
  return store[globalKey];
}

export interface CachedCatalogReadParams {
  /** The read and every input that changes its answer. */
  key: string;
  /** CATALOG_CACHE_SECONDS: how long an answer is served; 0 computes it on every call. */
  maxAgeSeconds: number;
}

/**
 * A catalogue read (featured, destinations, search results) remembered for `maxAgeSeconds`
 * per `key`, frozen so that its JSON is written once (lib/frozen-json.ts): concurrent callers
 * share one computation, and an expired entry is served while the next is computed.
 * Listing writes in this process forget every entry at once (`catalogWrite`); other
 * instances see them within the age.
 */
export async function cachedCatalogRead<T extends object>(
  { key, maxAgeSeconds }: CachedCatalogReadParams,
  compute: () => Promise<T>,
): Promise<T> {
  if (maxAgeSeconds === 0) return compute();
  const state = reads();
  const writesBefore = state.writes;
  try {
    const result = await state.entries.fetch(key, {
      ttl: maxAgeSeconds * 1000,
      context: async () => deepFreeze(await compute()),
    });
    return (result as T | undefined) ?? compute();
  } catch (error) {
    // A listing write forgot the entry while it was being computed (lru-cache then rejects
    // the shared computation): what it read may predate the write, so read afresh.
    if (state.writes !== writesBefore) return compute();
    throw error;
  }
}

/**
 * Runs a write to published listings and, once it has committed, forgets every remembered
 * catalogue read and every stored public page (lib/api/page-cache.ts). A read still being computed is dropped too (clearing aborts it, and its
 * callers compute again), so it cannot store what it read before the write.
 */
export async function catalogWrite<T>(write: () => Promise<T>): Promise<T> {
  const result = await write();
  const state = reads();
  state.writes += 1;
  state.entries.clear();
  forgetStoredPages();
  return result;
}
