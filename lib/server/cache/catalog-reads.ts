import { LRUCache } from "lru-cache";
import { config } from "../config";

/** Distinct (read, input) pairs remembered at once; popular searches are a small set. */
const MAX_ENTRIES = 1000;

type Compute = () => Promise<object>;

const globalKey = Symbol.for("akwaaba.catalogReads");
type GlobalWithReads = typeof globalThis & {
  [globalKey]?: LRUCache<string, object, Compute>;
};

function reads(): LRUCache<string, object, Compute> {
  const store = globalThis as GlobalWithReads;
  store[globalKey] ??= new LRUCache<string, object, Compute>({
    max: MAX_ENTRIES,
    allowStale: true,
    fetchMethod: (_key, _stale, { context }) => context(),
  });
  return store[globalKey];
}

/**
 * A catalogue read (featured, destinations, search results) remembered for
 * CATALOG_CACHE_SECONDS per `key`: concurrent callers share one computation, and an expired
 * entry is served while the next is computed. Listing writes in this process forget every
 * entry at once (`catalogWrite`); other instances see them within the age. 0 turns it off.
 */
export async function cachedCatalogRead<T extends object>(
  key: string,
  compute: () => Promise<T>,
): Promise<T> {
  const age = config().CATALOG_CACHE_SECONDS;
  if (age === 0) return compute();
  const result = await reads().fetch(key, { ttl: age * 1000, context: compute });
  // undefined: a listing write forgot the entry while it was being computed; compute afresh.
  return (result as T | undefined) ?? compute();
}

/**
 * Runs a write to published listings and, once it has committed, forgets every remembered
 * catalogue read. A read still being computed is dropped too (clearing aborts it, and its
 * callers compute again), so it cannot store what it read before the write.
 */
export async function catalogWrite<T>(write: () => Promise<T>): Promise<T> {
  const result = await write();
  reads().clear();
  return result;
}
