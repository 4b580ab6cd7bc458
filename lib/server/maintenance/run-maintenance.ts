import type { Database } from "@/db/client";
import type { Mailer } from "@/lib/providers/mailer";
import type { PaymentProvider } from "@/lib/providers/payment-provider";
import { releaseExpiredHolds } from "../bookings/release-expired-holds";
import { deliverDueEmails } from "../email/deliver-emails";
import { submitPendingRefunds } from "../refunds/submit-refund";
import { completeFinishedStays } from "./complete-finished-stays";

export interface MaintenanceReport {
  releasedHolds: number;
  completedStays: number;
  refundsSubmitted: number;
  emailsSent: number;
}

export interface RunMaintenanceParams {
  provider: PaymentProvider;
  /** Without one (no RESEND_API_KEY), e-mail stays in the outbox. */
  mailer: Mailer | null;
}

/** The scheduled job: release expired holds, complete finished stays, retry refunds and e-mail. */
export async function runMaintenance(
  db: Database,
  { provider, mailer }: RunMaintenanceParams,
): Promise<MaintenanceReport> {
  const released = await releaseExpiredHolds(db);
  const completedStays = await completeFinishedStays(db);
  const refundsSubmitted = await submitPendingRefunds(db, { provider });
  const emails = mailer ? await deliverDueEmails(db, { mailer }) : { sent: 0 };
  return {
    releasedHolds: released.length,
    completedStays,
    refundsSubmitted,
    emailsSent: emails.sent,
  };
}
