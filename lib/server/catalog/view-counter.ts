import { sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { errorFields, logger } from "@/lib/platform/logger";

const FLUSH_INTERVAL_MS = 5_000;

/**
 * Single-listing reads are counted in memory and written in one batched UPDATE every few
 * seconds, so a hot listing's row is not locked and rewritten on every page view (which
 * would also contend with booking confirmations updating the same row). Counts are additive,
 * so several instances each flushing their own buffer stay correct; a crash loses at most a
 * few seconds of views.
 */
export class ViewCounter {
  private pending = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(private readonly db: () => Database) {}

  record(listingId: string): void {
    this.pending.set(listingId, (this.pending.get(listingId) ?? 0) + 1);
    this.timer ??= setInterval(() => void this.flush(), FLUSH_INTERVAL_MS).unref();
  }

  /** Views recorded here and not yet written. */
  pendingFor(listingId: string): number {
    return this.pending.get(listingId) ?? 0;
  }

  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.write());
    return this.flushing;
  }

  private async write(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    const rows = sql.join(
      [...batch].map(([id, views]) => sql`(${id}::text, ${views}::int)`),
      sql`, `,
    );
    try {
      await this.db().execute(sql`
        update listings set view_count = view_count + counted.views
        from (values ${rows}) as counted(id, views)
        where listings.id = counted.id`);
    } catch (error) {
      for (const [id, views] of batch) this.pending.set(id, (this.pending.get(id) ?? 0) + views);
      logger.error("view count flush failed", { error: errorFields(error) });
    }
  }
}
