import { asc, eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { users } from "@/db/schema";
import type { Principal } from "@/lib/auth/access-token";
import type { Role } from "@/lib/enums";
import { AppError, notFound } from "@/lib/errors";
import { mayManageRole } from "@/lib/role-grants";
import { revokeUserSessions } from "../../accounts/sessions";
import { recordAudit } from "../audit";

export interface ChangeUserRoleParams {
  actor: Principal;
  userId: string;
  role: Role;
}

export interface RoleChange {
  id: string;
  email: string;
  role: Role;
}

/**
 * PATCH /api/admin/users/{id}/role. Rules (403 FORBIDDEN unless said otherwise):
 * - nobody changes their own role (no one locks themselves out, or in);
 * - an ADMIN only moves users between USER and HOST: setting ADMIN or SUPER_ADMIN, or
 *   changing an ADMIN or a SUPER_ADMIN, is for a SUPER_ADMIN;
 * - the last SUPER_ADMIN is never demoted;
 * - unknown user: 404 NOT_FOUND. Asking for the role the user already has changes nothing.
 *
 * The super-admin rows are locked first (in id order, in every call) and the target row after,
 * so two super-admins demoting each other at once cannot leave none: the second sees the first
 * change and is refused. The user's sessions end with the change (their refresh tokens are
 * revoked), and the admin guards read the role from the database, so a demotion takes effect
 * at once.
 */
export async function changeUserRole(
  db: Database,
  { actor, userId, role }: ChangeUserRoleParams,
): Promise<RoleChange> {
  if (actor.userId === userId) throw forbidden("You cannot change your own role");
  if (!mayManageRole(actor.role, role)) {
    throw forbidden(`Only a super administrator may grant the role ${role}`);
  }

  return db.transaction(async (tx) => {
    const superAdmins = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.role, "SUPER_ADMIN"))
      .orderBy(asc(users.id))
      .for("update");
    const [target] = await tx
      .select({ id: users.id, email: users.email, role: users.role })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    if (!target) throw notFound("User");
    if (!mayManageRole(actor.role, target.role)) {
      throw forbidden(`Only a super administrator may change the role of a ${target.role} user`);
    }
    if (target.role === role) return target;
    if (target.role === "SUPER_ADMIN" && superAdmins.length <= 1) {
      throw forbidden("The last super administrator cannot be demoted");
    }
    const [changed] = await tx
      .update(users)
      .set({ role })
      .where(eq(users.id, target.id))
      .returning({ id: users.id, email: users.email, role: users.role });
    if (!changed) throw notFound("User");
    await revokeUserSessions(tx, { userId: target.id });
    await recordAudit(tx, {
      actorId: actor.userId,
      action: "user.role",
      entityType: "user",
      entityId: target.id,
      before: { role: target.role },
      after: { role: changed.role },
    });
    return changed;
  });
}

function forbidden(message: string): AppError {
  return new AppError("FORBIDDEN", message);
}
