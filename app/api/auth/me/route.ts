// GET /api/auth/me – the signed-in user
import { getDb } from "@/db/client";
import { handler } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { requireUser } from "@/lib/auth/guards";
import { AppError } from "@/lib/errors";
import { findUserView } from "@/lib/server/accounts/user-view";

export const GET = handler(async (request) => {
  const principal = await requireUser(request);
  const user = await findUserView(getDb(), principal.userId);
  if (!user) throw new AppError("UNAUTHORIZED", "Account no longer exists");
  return json(user);
});
