// GET /api/auth/me – the signed-in user
import { getDb } from "@/db/client";
import { handler } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { routeMethods } from "@/lib/api/route-methods";
import { requireUser } from "@/lib/auth/guards";
import { AppError } from "@/lib/errors";
import { findUserView } from "@/lib/server/accounts/user-view";

const get = handler(async (request) => {
  const principal = await requireUser(request);
  const user = await findUserView(getDb(), principal.userId);
  if (!user) throw new AppError("UNAUTHORIZED", "Account no longer exists");
  return json(user);
});

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ GET: get });
