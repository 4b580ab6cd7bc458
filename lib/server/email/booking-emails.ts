// The booking e-mails, queued inside the transaction that changes the booking's state.
import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { bookings, hostProfiles, listings, profiles, users } from "@/db/schema";
import { firstNameOf } from "@/lib/words";
import { enqueueEmail, type OutgoingEmail } from "./enqueue-email";
import {
  BOOKING_CANCELLED_TEMPLATE,
  bookingCancelledKey,
  renderBookingCancelled,
} from "./templates/booking-cancelled";
import {
  BOOKING_CONFIRMED_TEMPLATE,
  bookingConfirmedKey,
  renderBookingConfirmed,
} from "./templates/booking-confirmed";
import {
  HOST_NOTICE_TEMPLATE,
  type HostNoticeKind,
  hostNoticeKey,
  renderHostNotice,
} from "./templates/host-booking-notice";

/**
 * Where a booking's mail goes. The guest address is free text anyone can type into a booking,
 * so it is written to only once a payment has settled the booking (someone paid for it);
 * until then mail goes to the e-mail of the account that made the booking.
 */
export function recipientOf(
  booking: { settledByPaymentId: string | null; guestEmail: string },
  accountEmail: string,
) {
  return booking.settledByPaymentId ? booking.guestEmail : accountEmail;
}

async function loadBooking(db: DbOrTx, bookingId: string) {
  const [row] = await db
    .select({ booking: bookings, listing: listings, accountEmail: users.email })
    .from(bookings)
    .innerJoin(listings, eq(listings.id, bookings.listingId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(eq(bookings.id, bookingId));
  if (!row) throw new Error(`booking ${bookingId} not found for its e-mail`);
  return { ...row, to: recipientOf(row.booking, row.accountEmail) };
}

type BookingRow = typeof bookings.$inferSelect;
type ListingRow = typeof listings.$inferSelect;
/** What a booking's confirmation says of its listing, and whose listing it is. */
export const confirmedStayPlaceColumns = {
  type: listings.type,
  title: listings.title,
  address: listings.address,
  checkInTime: listings.checkInTime,
  checkOutTime: listings.checkOutTime,
  durationHours: listings.durationHours,
  priceUnit: listings.priceUnit,
  hostId: listings.hostId,
};
type ConfirmedStayPlace = Pick<ListingRow, keyof typeof confirmedStayPlaceColumns>;

/** What every booking e-mail says of the booking: which, where, when and for how many. */
function whenAndWho(
  booking: BookingRow,
  listing: Pick<ListingRow, "title" | "type" | "durationHours">,
) {
  return {
    reference: booking.reference,
    listingTitle: listing.title,
    type: listing.type,
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    startTime: booking.startTime,
    nights: booking.nights,
    adults: booking.adults,
    children: booking.children,
    durationHours: listing.durationHours,
  };
}

export interface QueueBookingConfirmedEmailParams {
  bookingId: string;
  /** Where the message's links point. */
  appUrl: string;
}

/** Queues the confirmation (`booking-confirmed/<bookingId>`); a second call queues nothing. */
export async function queueBookingConfirmedEmail(
  db: DbOrTx,
  { bookingId, appUrl }: QueueBookingConfirmedEmailParams,
): Promise<void> {
  const { booking, listing, to } = await loadBooking(db, bookingId);
  await enqueueEmail(db, confirmationEmail({ booking, listing, to, appUrl }));
  await queueHostNoticeReadingHost(db, { kind: "confirmed", booking, listing, appUrl });
}

export interface ConfirmationEmailParams {
  booking: BookingRow;
  listing: ConfirmedStayPlace;
  to: string;
  appUrl: string;
}

/** The guest's confirmation (`booking-confirmed/<bookingId>`), rendered for the outbox. */
export function confirmationEmail({
  booking,
  listing,
  to,
  appUrl,
}: ConfirmationEmailParams): OutgoingEmail {
  const rendered = renderBookingConfirmed({
    ...whenAndWho(booking, listing),
    guestName: booking.guestName,
    address: listing.address,
    checkInTime: listing.checkInTime,
    checkOutTime: listing.checkOutTime,
    priceUnit: listing.priceUnit,
    pricePerNight: booking.pricePerNight,
    subtotal: booking.subtotal,
    serviceFee: booking.serviceFee,
    taxes: booking.taxes,
    total: booking.total,
    appUrl,
  });
  return {
    idempotencyKey: bookingConfirmedKey(booking.id),
    to,
    template: BOOKING_CONFIRMED_TEMPLATE,
    ...rendered,
  };
}

/**
 * Queues the cancellation notice (`booking-cancelled/<bookingId>`), read after the booking
 * was marked cancelled so it carries the reason.
 */
export interface QueueBookingCancelledEmailParams {
  bookingId: string;
  /** null: no refund. */
  refundAmount: string | null;
  /** The listing's host cancelled: the guest is told so. */
  byHost?: boolean;
  appUrl: string;
}

export async function queueBookingCancelledEmail(
  db: DbOrTx,
  { bookingId, refundAmount, byHost = false, appUrl }: QueueBookingCancelledEmailParams,
): Promise<void> {
  const { booking, listing, to } = await loadBooking(db, bookingId);
  await queueHostNoticeReadingHost(db, { kind: "cancelled", booking, listing, appUrl });
  const rendered = renderBookingCancelled({
    ...whenAndWho(booking, listing),
    guestName: booking.guestName,
    reason: booking.cancelReason,
    refund: { eligible: refundAmount !== null, amount: refundAmount ?? "0.00" },
    byHost,
    appUrl,
  });
  await enqueueEmail(db, {
    idempotencyKey: bookingCancelledKey(booking.id),
    to,
    template: BOOKING_CANCELLED_TEMPLATE,
    ...rendered,
  });
}

/** The columns of a host's account that address and greet them. */
export const hostContactColumns = {
  email: users.email,
  displayName: hostProfiles.displayName,
  firstName: profiles.firstName,
};

/** A host's contact as read through a left join: no e-mail when the listing has no host. */
export interface HostContact {
  email: string | null;
  displayName: string | null;
  firstName: string | null;
}

interface HostNoticeParams {
  kind: HostNoticeKind;
  booking: BookingRow;
  listing: Pick<ListingRow, "type" | "title" | "durationHours" | "hostId">;
  appUrl: string;
}

/**
 * Tells the listing's host of a confirmed booking, or of the cancellation of a confirmed one
 * (`host-booking-…/<bookingId>`), at the host's account address (`host`, read by the caller
 * with `hostContactColumns`); a platform listing (no host) tells nobody.
 */
export async function queueHostNotice(
  db: DbOrTx,
  { kind, booking, listing, host, appUrl }: HostNoticeParams & { host: HostContact | null },
): Promise<void> {
  if (!host?.email || !isHostNews(kind, booking)) return;
  const rendered = renderHostNotice({
    kind,
    ...whenAndWho(booking, listing),
    hostName: host.displayName ?? host.firstName ?? "host",
    guestFirstName: firstNameOf(booking.guestName),
    subtotal: booking.subtotal,
    reason: booking.cancelReason,
    appUrl,
  });
  await enqueueEmail(db, {
    idempotencyKey: hostNoticeKey(kind, booking.id),
    to: host.email,
    template: HOST_NOTICE_TEMPLATE[kind],
    ...rendered,
  });
}

/** A hold that was never confirmed was never the host's news. */
function isHostNews(kind: HostNoticeKind, booking: BookingRow): boolean {
  return kind === "confirmed" || booking.confirmedAt !== null;
}

/** The same, reading the host's contact first (only when there is news for them). */
async function queueHostNoticeReadingHost(db: DbOrTx, params: HostNoticeParams): Promise<void> {
  const { hostId } = params.listing;
  if (!hostId || !isHostNews(params.kind, params.booking)) return;
  const [host] = await db
    .select(hostContactColumns)
    .from(users)
    .leftJoin(hostProfiles, eq(hostProfiles.userId, users.id))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, hostId));
  await queueHostNotice(db, { ...params, host: host ?? null });
}
