// The maintenance job with this process's providers and settings: the scheduler inside the
// server and POST /api/cron/maintenance run the same.
import type { Database } from "@/db/client";
import { calendarSyncSettings } from "@/lib/api/calendar-sync";
import { config } from "@/lib/platform/config";
import { mailer, paymentProvider, payoutProvider } from "@/lib/providers";
import { runMaintenance } from "@/lib/server/maintenance/run-maintenance";

export function runMaintenanceNow(db: Database) {
  const settings = config();
  const { PAYOUT_DELAY_HOURS, PAYOUT_MINIMUM_GHS } = settings;
  return runMaintenance(db, {
    provider: paymentProvider(),
    mailer: mailer(),
    payouts: {
      provider: payoutProvider(),
      delayHours: PAYOUT_DELAY_HOURS,
      minimum: PAYOUT_MINIMUM_GHS,
    },
    calendars: calendarSyncSettings(settings),
    appUrl: settings.appUrl,
  });
}
