import { eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { hostProfiles } from "@/db/schema";
import { notFound } from "@/lib/errors";
import { recordAudit } from "../audit";

export interface HoldHostPayoutsParams {
  actorId: string;
  hostId: string;
  held: boolean;
  /** Why they are held; kept while they are. */
  reason?: string;
}

/**
 * An admin holds a host's payouts (the job starts none while held; a payout already in flight
 * finishes) or releases them. Audited. A host without a profile: 404.
 */
export async function holdHostPayouts(
  db: Database,
  { actorId, hostId, held, reason }: HoldHostPayoutsParams,
) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ heldAt: hostProfiles.payoutsHeldAt })
      .from(hostProfiles)
      .where(eq(hostProfiles.userId, hostId))
      .for("update");
    if (!before) throw notFound("Host");
    const [after] = await tx
      .update(hostProfiles)
      .set(
        held
          ? { payoutsHeldAt: before.heldAt ?? new Date(), payoutsHeldReason: reason ?? "" }
          : { payoutsHeldAt: null, payoutsHeldReason: null },
      )
      .where(eq(hostProfiles.userId, hostId))
      .returning({ heldAt: hostProfiles.payoutsHeldAt, reason: hostProfiles.payoutsHeldReason });
    await recordAudit(tx, {
      actorId,
      action: held ? "payouts.hold" : "payouts.release",
      entityType: "user",
      entityId: hostId,
      before: { held: before.heldAt !== null },
      after: { held, reason: reason ?? null },
    });
    return {
      hostId,
      held: after?.heldAt != null,
      heldAt: after?.heldAt ?? null,
      reason: after?.reason ?? null,
    };
  });
}
