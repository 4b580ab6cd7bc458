import { getDb } from "@/db/client";
import { ViewCounter } from "@/lib/server/catalog/view-counter";

const globalKey = Symbol.for("akwaaba.viewCounter");
type GlobalWithCounter = typeof globalThis & { [globalKey]?: ViewCounter };

/** The process-wide view counter. */
export function listingViews(): ViewCounter {
  const store = globalThis as GlobalWithCounter;
  store[globalKey] ??= new ViewCounter(getDb);
  return store[globalKey];
}
