// This process's calendar sync settings, for the maintenance job and the routes that sync a
// feed on demand.
import type { Config } from "@/lib/platform/config";
import { feedFetcher } from "@/lib/providers";
import type { CalendarSyncSettings } from "@/lib/server/calendars/sync-imported-calendar";

export function calendarSyncSettings(settings: Config): CalendarSyncSettings {
  return {
    fetcher: feedFetcher(),
    intervalMinutes: settings.CALENDAR_SYNC_MINUTES,
    horizonDays: settings.MAX_BOOKING_ADVANCE_DAYS,
    appUrl: settings.appUrl,
  };
}
