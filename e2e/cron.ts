// The maintenance job as the browser tests run it: the cron route with the secret the test
// server is started with (playwright.config.ts webServer.env), rather than waiting minutes
// for the server's own schedule.
import type { APIRequestContext } from "@playwright/test";

export const E2E_CRON_SECRET = "e2e-cron-secret-0123456789abcdef";

/** POST /api/cron/maintenance: releases hosts' earnings and pays them out, among the rest. */
export function runMaintenance(request: APIRequestContext) {
  return request.post("/api/cron/maintenance", {
    headers: { authorization: `Bearer ${E2E_CRON_SECRET}` },
    data: {},
  });
}
