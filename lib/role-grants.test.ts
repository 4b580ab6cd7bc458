import { describe, expect, it } from "vitest";
import type { Role } from "./enums";
import { mayManageRole, roleChoices } from "./role-grants";

describe("mayManageRole", () => {
  it.each<[Role, Role, boolean]>([
    ["SUPER_ADMIN", "SUPER_ADMIN", true],
    ["SUPER_ADMIN", "ADMIN", true],
    ["SUPER_ADMIN", "HOST", true],
    ["SUPER_ADMIN", "USER", true],
    ["ADMIN", "USER", true],
    ["ADMIN", "HOST", true],
    ["ADMIN", "ADMIN", false],
    ["ADMIN", "SUPER_ADMIN", false],
  ])("%s manages %s: %s", (actor, role, expected) => {
    expect(mayManageRole(actor, role)).toBe(expected);
  });
});

describe("roleChoices", () => {
  const account = (id: string, role: Role) => ({ id, role });
  it.each<[string, Role, string, Role, Role[], string | null]>([
    ["a", "SUPER_ADMIN", "a", "SUPER_ADMIN", [], "You cannot change your own role."],
    ["a", "ADMIN", "a", "ADMIN", [], "You cannot change your own role."],
    ["a", "SUPER_ADMIN", "b", "ADMIN", ["USER", "HOST", "ADMIN", "SUPER_ADMIN"], null],
    ["a", "SUPER_ADMIN", "b", "USER", ["USER", "HOST", "ADMIN", "SUPER_ADMIN"], null],
    ["a", "ADMIN", "b", "USER", ["USER", "HOST"], null],
    ["a", "ADMIN", "b", "HOST", ["USER", "HOST"], null],
    ["a", "ADMIN", "b", "ADMIN", [], "Only a super administrator can change this role."],
    ["a", "ADMIN", "b", "SUPER_ADMIN", [], "Only a super administrator can change this role."],
  ])("%s (%s) changing %s (%s)", (actorId, actorRole, targetId, targetRole, choices, why) => {
    expect(roleChoices(account(actorId, actorRole), account(targetId, targetRole))).toEqual({
      choices,
      why,
    });
  });
});
