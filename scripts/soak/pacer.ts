// Spaces request starts evenly at a given rate across every worker (an open workload): the
// soak runs at a rate it chose, not as fast as the server answers.
import { setTimeout as delay } from "node:timers/promises";

export class Pacer {
  private nextSlot = performance.now();

  /** `perSecond` of Infinity lets every request start at once (measuring capacity). */
  constructor(private readonly perSecond: number) {}

  async turn(): Promise<void> {
    if (!Number.isFinite(this.perSecond)) return;
    const now = performance.now();
    const slot = Math.max(now, this.nextSlot);
    this.nextSlot = slot + 1000 / this.perSecond;
    if (slot > now) await delay(slot - now);
  }
}
