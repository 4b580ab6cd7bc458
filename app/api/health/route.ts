// GET /api/health – liveness of the app and its database
import { getDb } from "@/db/client";
import { errorJson } from "@/lib/api/errors";
import { handler } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { routeMethods } from "@/lib/api/route-methods";
import { checkDatabase } from "@/lib/server/health";

export const dynamic = "force-dynamic";

const get = handler(async () => {
  if (await checkDatabase(getDb())) return json({ status: "ok", database: "ok" });
  return errorJson("SERVICE_UNAVAILABLE", "Database is not answering", { database: "unavailable" });
});

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ GET: get });
