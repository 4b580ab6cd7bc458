import { LRUCache } from "lru-cache";
import { deepFreeze } from "@/lib/frozen-json";

export interface RecentResultParams {
  /** How long a result is served; 0 computes it on every call. */
  maxAgeSeconds: number;
}

/**
 * Remembers an expensive read for a few seconds: concurrent callers share one computation,
 * and once the result is older than `maxAgeSeconds` callers get it while the next one is
 * computed in the background, so only the very first caller ever waits. A `maxAgeSeconds` of
 * 0 turns it off (every call computes). A remembered result is frozen (lib/frozen-json.ts).
 * There is one result whatever the input: a computation runs on the input of the call that
 * started it, so every caller passes the same one (the process's database).
 */
export function recentResult<Input, T extends object>(
  compute: (input: Input) => Promise<T>,
): (input: Input, params: RecentResultParams) => Promise<T> {
  const cache = new LRUCache<"result", T, () => Promise<T>>({
    max: 1,
    allowStale: true,
    fetchMethod: (_key, _stale, { context }) => context(),
  });
  return async (input, { maxAgeSeconds }) => {
    if (maxAgeSeconds === 0) return compute(input);
    const result = await cache.fetch("result", {
      ttl: maxAgeSeconds * 1000,
      context: async () => deepFreeze(await compute(input)),
    });
    if (result === undefined) throw new Error("recentResult: the computation gave no result");
    return result;
  };
}
