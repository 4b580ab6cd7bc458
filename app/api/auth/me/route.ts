// GET /api/auth/me – the signed-in user
import { json } from "@/lib/api/respond";
import { route } from "@/lib/api/route";
import { routeMethods } from "@/lib/api/route-methods";
import { AppError } from "@/lib/errors";
import { user } from "@/lib/openapi/responses/accounts";
import { dataOf } from "@/lib/openapi/responses/common";
import { findUserView } from "@/lib/server/accounts/user-view";

const get = route(
  {
    auth: "user",
    tag: "Accounts",
    summary: "The signed-in user",
    responses: { 200: { description: "The user", schema: dataOf(user) } },
  },
  async ({ caller, db }) => {
    const account = await findUserView(db, { userId: caller.userId });
    if (!account) throw new AppError("UNAUTHORIZED", "Account no longer exists");
    return json(account);
  },
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ GET: get });
