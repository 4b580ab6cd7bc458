// GET /api/health – liveness of the app and its database
import { databaseUnavailable, errorJson } from "@/lib/api/errors";
import { json } from "@/lib/api/respond";
import { route } from "@/lib/api/route";
import { routeMethods } from "@/lib/api/route-methods";
import { dataOf } from "@/lib/openapi/responses/common";
import { health } from "@/lib/openapi/responses/platform";
import { shuttingDown } from "@/lib/platform/shutdown";
import { checkDatabase } from "@/lib/server/health";

export const dynamic = "force-dynamic";

const get = route(
  {
    auth: "public",
    tag: "Platform",
    summary: "Health",
    description:
      "For load balancers: not rate-limited. 503 when the database does not answer within two seconds, or once the instance is stopping (a deploy).",
    responses: { 200: { description: "Up, database included", schema: dataOf(health) } },
  },
  async ({ db }) => {
    if (shuttingDown())
      return errorJson("SERVICE_UNAVAILABLE", "This instance is shutting down", {
        instance: "stopping",
      });
    if (await checkDatabase(db)) return json({ status: "ok", database: "ok" });
    return databaseUnavailable("Database is not answering", { database: "unavailable" });
  },
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ GET: get });
