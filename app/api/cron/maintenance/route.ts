// POST /api/cron/maintenance – the scheduled job (Bearer $CRON_SECRET)
import { timingSafeEqual } from "node:crypto";
import { getDb } from "@/db/client";
import { handler } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { routeMethods } from "@/lib/api/route-methods";
import { AppError } from "@/lib/errors";
import { mailer, paymentProvider } from "@/lib/providers";
import { config } from "@/lib/server/config";
import { runMaintenance } from "@/lib/server/maintenance/run-maintenance";

function bearerMatches(header: string | null, secret: string | undefined): boolean {
  if (!secret || !header?.startsWith("Bearer ")) return false;
  const given = Buffer.from(header.slice("Bearer ".length));
  const expected = Buffer.from(secret);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const post = handler(async (request) => {
  if (!bearerMatches(request.headers.get("authorization"), config().CRON_SECRET)) {
    throw new AppError(
      "UNAUTHORIZED",
      "The maintenance job needs Authorization: Bearer $CRON_SECRET",
    );
  }
  return json(await runMaintenance(getDb(), { provider: paymentProvider(), mailer: mailer() }));
});

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ POST: post });
