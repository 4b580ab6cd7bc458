import { weekdayDate } from "@/lib/date-format";
import { REVIEW_DAYS, reviewDeadline } from "@/lib/review-window";
import type { RenderedEmail } from "./booking-confirmed";
import { greeting, oneLine, tripUrl } from "./format";
import { button, emailDocument, heading, paragraph } from "./layout";

export const REVIEW_INVITATION_TEMPLATE = "review-invitation";

/** One invitation per booking, however often the job runs. */
export function reviewInvitationKey(bookingId: string): string {
  return `${REVIEW_INVITATION_TEMPLATE}/${bookingId}`;
}

export interface ReviewInvitationData {
  guestName: string;
  listingTitle: string;
  reference: string;
  checkOut: string;
  appUrl: string;
}

/** After check-out: how was it? Only this guest can say, for 14 days. */
export function renderReviewInvitation(data: ReviewInvitationData): RenderedEmail {
  const subject = oneLine(`How was ${data.listingTitle}?`);
  const link = `${tripUrl(data.appUrl, data.reference)}#review`;
  const until = weekdayDate(reviewDeadline(data.checkOut));
  const lead = `Thank you for staying with us. Your review helps the next guests choose, and only guests who stayed can write one: you have ${REVIEW_DAYS} days, until ${until}.`;
  const html = emailDocument({
    title: subject,
    preheader: lead,
    body: [
      heading(`How was ${data.listingTitle}?`),
      paragraph(greeting(data.guestName)),
      paragraph(lead),
      button("Write a review", link),
      paragraph(`If the button does not work, open this address: ${link}`),
    ].join("\n"),
  });
  const text = [
    `How was ${data.listingTitle}?`,
    "",
    greeting(data.guestName),
    "",
    lead,
    "",
    `Write a review: ${link}`,
  ].join("\n");
  return { subject, html, text };
}
