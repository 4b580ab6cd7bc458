import { adminUsersQuery, changeUserRoleBody, userIdParams } from "@/lib/schemas/admin-users";
import type { Operation } from "../operation";
import { adminUser, roleChange } from "../responses/admin-users";
import { dataOf, pageOf } from "../responses/common";

export const adminUserOperations: Operation[] = [
  {
    method: "get",
    path: "/api/admin/users",
    tag: "Admin: users",
    summary: "List users",
    description: "Newest first; search matches names and e-mail addresses.",
    access: "admin",
    query: adminUsersQuery,
    replies: { 200: { description: "A page of users", schema: pageOf(adminUser) } },
  },
  {
    method: "patch",
    path: "/api/admin/users/{id}/role",
    tag: "Admin: users",
    summary: "Change a user's role",
    description:
      "Nobody changes their own role; an ADMIN only moves users between USER and HOST; only a SUPER_ADMIN grants ADMIN or SUPER_ADMIN or changes an administrator; the last SUPER_ADMIN stays. Takes effect when the user's access token is renewed.",
    access: "admin",
    params: userIdParams,
    body: changeUserRoleBody,
    replies: { 200: { description: "The user's role now", schema: dataOf(roleChange) } },
    errors: ["NOT_FOUND"],
  },
];
