// PATCH /api/admin/users/{id}/role – change a user's role (ADMIN/SUPER_ADMIN only by a SUPER_ADMIN)
import { json } from "@/lib/api/respond";
import { route } from "@/lib/api/route";
import { routeMethods } from "@/lib/api/route-methods";
import { roleChange } from "@/lib/openapi/responses/admin-users";
import { dataOf } from "@/lib/openapi/responses/common";
import { changeUserRoleBody, userIdParams } from "@/lib/schemas/admin-users";
import { changeUserRole } from "@/lib/server/admin/users/change-user-role";

const patch = route(
  {
    auth: "admin",
    tag: "Admin: users",
    summary: "Change a user's role",
    description:
      "Nobody changes their own role; an ADMIN only moves users between USER and HOST; only a SUPER_ADMIN grants ADMIN or SUPER_ADMIN or changes an administrator; the last SUPER_ADMIN stays. Takes effect when the user's access token is renewed.",
    params: userIdParams,
    body: changeUserRoleBody,
    responses: { 200: { description: "The user's role now", schema: dataOf(roleChange) } },
    errors: ["NOT_FOUND"],
  },
  async ({ caller, params: { id }, body: { role }, db }) =>
    json(await changeUserRole(db, { actor: caller, userId: id, role })),
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ PATCH: patch });
