// PATCH /api/admin/users/{id}/role – change a user's role (ADMIN/SUPER_ADMIN only by a SUPER_ADMIN)
import { getDb } from "@/db/client";
import { handler } from "@/lib/api/handler";
import { parseBody, parseParams } from "@/lib/api/parse";
import { json } from "@/lib/api/respond";
import { routeMethods } from "@/lib/api/route-methods";
import { requireAdmin } from "@/lib/auth/guards";
import { changeUserRoleBody, userIdParams } from "@/lib/schemas/admin-users";
import { changeUserRole } from "@/lib/server/admin/users/change-user-role";

const patch = handler<{ id: string }>(async (request, { params }) => {
  const admin = await requireAdmin(request);
  const { id } = await parseParams(params, userIdParams);
  const { role } = await parseBody(request, changeUserRoleBody);
  return json(await changeUserRole(getDb(), { actor: admin, userId: id, role }));
});

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ PATCH: patch });
