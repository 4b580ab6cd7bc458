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

/** The scheduled job: release expired holds, complete finished stays, retry refunds and e-mail. */
export async function runMaintenance(
  db: Database,
  deps: { provider: PaymentProvider; mailer: Mailer | null },
): Promise<MaintenanceReport> {
  const released = await releaseExpiredHolds(db);
  const completedStays = await completeFinishedStays(db);
  const refundsSubmitted = await submitPendingRefunds(db, deps.provider);
  const emails = deps.mailer ? await deliverDueEmails(db, deps.mailer) : { sent: 0 };
  return {
    releasedHolds: released.length,
    completedStays,
    refundsSubmitted,
    emailsSent: emails.sent,
  };
}
