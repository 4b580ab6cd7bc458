// GET /api/admin/users – users by role or name/e-mail search, with booking and favorite counts
import { pageJson } from "@/lib/api/respond";
import { route } from "@/lib/api/route";
import { routeMethods } from "@/lib/api/route-methods";
import { adminUser } from "@/lib/openapi/responses/admin-users";
import { pageOf } from "@/lib/openapi/responses/common";
import { adminUsersQuery } from "@/lib/schemas/admin-users";
import { listAdminUsers } from "@/lib/server/admin/users/list-users";

const get = route(
  {
    auth: "admin",
    tag: "Admin: users",
    summary: "List users",
    description: "Newest first; search matches names and e-mail addresses.",
    query: adminUsersQuery,
    responses: { 200: { description: "A page of users", schema: pageOf(adminUser) } },
  },
  async ({ query: { page, limit, ...filters }, db }) =>
    pageJson({ page, limit }, (paging) => listAdminUsers(db, { filters, page: paging })),
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ GET: get });
