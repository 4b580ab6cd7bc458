// POST /api/cron/maintenance – the scheduled job (Bearer $CRON_SECRET)
import { json } from "@/lib/api/respond";
import { route } from "@/lib/api/route";
import { routeMethods } from "@/lib/api/route-methods";
import { dataOf } from "@/lib/openapi/responses/common";
import { maintenanceReport } from "@/lib/openapi/responses/platform";
import { mailer, paymentProvider } from "@/lib/providers";
import { runMaintenance } from "@/lib/server/maintenance/run-maintenance";

const post = route(
  {
    auth: "cron",
    tag: "Platform",
    summary: "Run the scheduled job",
    description:
      "Releases expired holds, completes finished stays, retries refunds and delivers due e-mail. Runs by itself every few minutes inside npm start.",
    responses: { 200: { description: "What the run did", schema: dataOf(maintenanceReport) } },
  },
  async ({ db }) =>
    json(await runMaintenance(db, { provider: paymentProvider(), mailer: mailer() })),
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ POST: post });
