import { LRUCache } from "lru-cache";

/**
 * Remembers an expensive read for a few seconds: concurrent callers share one computation,
 * and once the result is older than `maxAgeSeconds()` callers get it while the next one is
 * computed in the background, so only the very first caller ever waits. `maxAgeSeconds()` of
 * 0 turns it off (every call computes).
 */
export function recentResult<T extends object>(
  maxAgeSeconds: () => number,
  compute: () => Promise<T>,
): () => Promise<T> {
  const cache = new LRUCache<"result", T>({
    max: 1,
    allowStale: true,
    fetchMethod: () => compute(),
  });
  return async () => {
    const age = maxAgeSeconds();
    if (age === 0) return compute();
    const result = await cache.fetch("result", { ttl: age * 1000 });
    if (result === undefined) throw new Error("recentResult: the computation gave no result");
    return result;
  };
}
