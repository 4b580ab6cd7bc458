// Who may give whom which role (decisions.md, "Roles"): nobody changes their own role; a
// SUPER_ADMIN any role of anyone else; an ADMIN only moves accounts between USER and HOST.
// The last SUPER_ADMIN is never demoted, which only the database can tell.

import { ROLES, type Role } from "./enums";

/** The roles an ADMIN may grant, and the only roles of accounts an ADMIN may change. */
export const ADMIN_MANAGEABLE_ROLES: readonly Role[] = ["USER", "HOST"];

/** Whether someone with `actorRole` may grant `role`, or change an account that has it. */
export function mayManageRole(actorRole: Role, role: Role): boolean {
  return actorRole === "SUPER_ADMIN" || ADMIN_MANAGEABLE_ROLES.includes(role);
}

interface Account {
  id: string;
  role: Role;
}

/** The roles `actor` may give `target`, or none and why. */
export function roleChoices(
  actor: Account,
  target: Account,
): { choices: Role[]; why: string | null } {
  if (actor.id === target.id) return { choices: [], why: "You cannot change your own role." };
  if (!mayManageRole(actor.role, target.role)) {
    return { choices: [], why: "Only a super administrator can change this role." };
  }
  return { choices: ROLES.filter((role) => mayManageRole(actor.role, role)), why: null };
}

/** The roles that run the marketplace. */
export function isAdminRole(role: Role): boolean {
  return role === "ADMIN" || role === "SUPER_ADMIN";
}
