import type { Database } from "@/db/client";
import type { Mailer } from "@/lib/providers/mailer";
import type { PaymentProvider } from "@/lib/providers/payment-provider";
import type { PayoutProvider } from "@/lib/providers/payout-provider";
import { releaseExpiredHolds } from "../bookings/release-expired-holds";
import { syncDueCalendars } from "../calendars/sync-due-calendars";
import type { CalendarSyncSettings } from "../calendars/sync-imported-calendar";
import { deliverDueEmails } from "../email/deliver-emails";
import { releaseEarnings } from "../payouts/release-earnings";
import { startPayouts } from "../payouts/start-payouts";
import { submitPendingRefunds } from "../refunds/submit-refund";
import { completeFinishedStays } from "./complete-finished-stays";

export interface MaintenanceReport {
  releasedHolds: number;
  completedStays: number;
  refundsSubmitted: number;
  emailsSent: number;
  earningsReleased: number;
  payoutsCreated: number;
  payoutsRequested: number;
  calendarsSynced: number;
  calendarsFailed: number;
}

export interface RunMaintenanceParams {
  provider: PaymentProvider;
  /** Without one (no RESEND_API_KEY), e-mail stays in the outbox. */
  mailer: Mailer | null;
  payouts: {
    provider: PayoutProvider;
    /** PAYOUT_DELAY_HOURS */
    delayHours: number;
    /** PAYOUT_MINIMUM_GHS */
    minimum: number;
  };
  calendars: CalendarSyncSettings;
  /** For the links in the e-mails it queues. */
  appUrl: string;
}

/**
 * The scheduled job: release expired holds, sync imported calendars, complete finished stays
 * (inviting their guests to review them), retry refunds, make hosts' earnings available and pay them out, deliver e-mail.
 */
export async function runMaintenance(
  db: Database,
  { provider, mailer, payouts, calendars, appUrl }: RunMaintenanceParams,
): Promise<MaintenanceReport> {
  const released = await releaseExpiredHolds(db);
  const synced = await syncDueCalendars(db, calendars);
  const completedStays = await completeFinishedStays(db, { appUrl });
  const refundsSubmitted = await submitPendingRefunds(db, { provider });
  const earningsReleased = await releaseEarnings(db, { delayHours: payouts.delayHours });
  const paid = await startPayouts(db, { provider: payouts.provider, minimum: payouts.minimum });
  const emails = mailer ? await deliverDueEmails(db, { mailer }) : { sent: 0 };
  return {
    releasedHolds: released.length,
    completedStays,
    refundsSubmitted,
    emailsSent: emails.sent,
    earningsReleased,
    payoutsCreated: paid.created,
    payoutsRequested: paid.requested,
    ...synced,
  };
}
