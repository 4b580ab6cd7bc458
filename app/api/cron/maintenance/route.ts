// POST /api/cron/maintenance – the scheduled job (Bearer $CRON_SECRET)

import { runMaintenanceNow } from "@/lib/api/maintenance-run";
import { json } from "@/lib/api/respond";
import { route } from "@/lib/api/route";
import { routeMethods } from "@/lib/api/route-methods";
import { dataOf } from "@/lib/openapi/responses/common";
import { maintenanceReport } from "@/lib/openapi/responses/platform";

const post = route(
  {
    auth: "cron",
    tag: "Platform",
    summary: "Run the scheduled job",
    description:
      "Releases expired holds, completes finished stays, retries refunds, makes hosts' earnings available and pays them out, and delivers due e-mail. Runs by itself every few minutes inside npm start.",
    responses: { 200: { description: "What the run did", schema: dataOf(maintenanceReport) } },
  },
  async ({ db }) => json(await runMaintenanceNow(db)),
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ POST: post });
