import { eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { hostProfiles, users } from "@/db/schema";
import { AppError } from "@/lib/errors";
import type { BecomeHostInput } from "@/lib/schemas/host";
import { recordAudit } from "../admin/audit";

export interface BecomeHostParams extends BecomeHostInput {
  userId: string;
}

/**
 * "Become a host": the account gets the HOST role and a host profile (a host sending it again
 * changes the profile). An administrator keeps their role and is refused: hosting is done from
 * an account of its own, so no one reviews their own listings.
 */
export async function becomeHost(db: Database, { userId, ...profile }: BecomeHostParams) {
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select({ role: users.role })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    if (!account) throw new AppError("UNAUTHORIZED", "This account no longer exists");
    if (account.role === "ADMIN" || account.role === "SUPER_ADMIN") {
      throw new AppError(
        "FORBIDDEN",
        "Administrators manage listings from the dashboard; host from an account of your own",
      );
    }
    const [existing] = await tx
      .select({ userId: hostProfiles.userId })
      .from(hostProfiles)
      .where(eq(hostProfiles.userId, userId));
    const [saved] = await tx
      .insert(hostProfiles)
      .values({ userId, ...profile })
      .onConflictDoUpdate({
        target: hostProfiles.userId,
        set: { ...profile, updatedAt: new Date() },
      })
      .returning();
    if (!saved) throw new Error("host profile upsert returned no row");
    if (account.role !== "HOST") {
      await tx.update(users).set({ role: "HOST" }).where(eq(users.id, userId));
      await recordAudit(tx, {
        actorId: userId,
        action: "user.become_host",
        entityType: "user",
        entityId: userId,
        before: { role: account.role },
        after: { role: "HOST" },
      });
    }
    return {
      created: !existing,
      host: {
        role: "HOST" as const,
        profile: {
          displayName: saved.displayName,
          phone: saved.phone,
          bio: saved.bio,
          createdAt: saved.createdAt,
        },
      },
    };
  });
}
