import { eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { bookings, listings, users } from "@/db/schema";
import { recipientOf } from "../email/booking-emails";
import { enqueueEmail } from "../email/enqueue-email";
import {
  REVIEW_INVITATION_TEMPLATE,
  renderReviewInvitation,
  reviewInvitationKey,
} from "../email/templates/review-invitation";

/** Queues the invitation to review each stay just completed, in the completing transaction. */
export async function inviteReviews(
  db: DbOrTx,
  { bookingIds, appUrl }: { bookingIds: string[]; appUrl: string },
): Promise<void> {
  if (bookingIds.length === 0) return;
  const rows = await db
    .select({ booking: bookings, listingTitle: listings.title, accountEmail: users.email })
    .from(bookings)
    .innerJoin(listings, eq(listings.id, bookings.listingId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(inArray(bookings.id, bookingIds));
  for (const { booking, listingTitle, accountEmail } of rows) {
    await enqueueEmail(db, {
      idempotencyKey: reviewInvitationKey(booking.id),
      to: recipientOf(booking, accountEmail),
      template: REVIEW_INVITATION_TEMPLATE,
      ...renderReviewInvitation({
        guestName: booking.guestName,
        listingTitle,
        reference: booking.reference,
        checkOut: booking.checkOut,
        appUrl,
      }),
    });
  }
}
