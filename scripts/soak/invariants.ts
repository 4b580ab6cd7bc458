// What the database must hold after the soak, whatever the load did: the business's own
// promises, read back with SQL.
import postgres from "postgres";
import type { PaystackStub } from "../../tests/stubs/paystack-stub";
import type { Outcomes } from "./guest-journey";

export interface Verdict {
  promise: string;
  holds: boolean;
  detail: string;
}

export async function checkInvariants(
  databaseUrl: string,
  outcomes: Outcomes,
  paystack: PaystackStub,
): Promise<Verdict[]> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const [overlaps] = await sql<{ count: number }[]>`
      select count(*)::int as count
      from bookings a
      join bookings b on b.listing_id = a.listing_id and a.id < b.id
      join listings l on l.id = a.listing_id and l.type = 'ACCOMMODATION'
      where a.status in ('PENDING', 'CONFIRMED') and b.status in ('PENDING', 'CONFIRMED')
        and a.check_in < b.check_out and b.check_in < a.check_out`;

    const confirmed = [...outcomes.confirmed];
    const [notConfirmed] = await sql<{ count: number }[]>`
      select count(*)::int as count from bookings
      where reference = any(${confirmed}) and status <> 'CONFIRMED'`;
    const [paidButPending] = await sql<{ count: number }[]>`
      select count(*)::int as count from payments p join bookings b on b.id = p.booking_id
      where p.status = 'COMPLETED' and b.status = 'PENDING'`;
    const [twicePaid] = await sql<{ count: number }[]>`
      select count(*)::int as count from (
        select booking_id from payments where status in ('COMPLETED', 'REFUNDED')
        group by booking_id having count(*) > 1) twice`;

    const cancelled = [...outcomes.cancelledAfterPaying];
    const refundRows = await sql<{ reference: string; refunds: number; sent: number }[]>`
      select b.reference, count(r.id)::int as refunds,
        count(r.provider_refund_id)::int as sent
      from bookings b left join refunds r on r.booking_id = b.id
      where b.reference = any(${cancelled})
      group by b.reference`;
    const withoutOneRefund = refundRows.filter((row) => row.refunds !== 1).length;
    const refundsSent = refundRows.reduce((sum, row) => sum + row.sent, 0);
    const refundsAsked = paystack.requests.filter(
      (request) => request.method === "POST" && request.path.startsWith("/refund"),
    ).length;

    return [
      {
        promise: "no two active bookings share a night",
        holds: overlaps?.count === 0,
        detail: `${overlaps?.count} overlapping pairs; ${outcomes.refusedTaken} bookings refused with 409 because the nights were taken`,
      },
      {
        promise: "every paid booking is CONFIRMED",
        holds: notConfirmed?.count === 0 && paidButPending?.count === 0,
        detail: `${confirmed.length} paid and kept, ${notConfirmed?.count} of them not CONFIRMED; ${paidButPending?.count} paid bookings still PENDING anywhere`,
      },
      {
        promise: "every webhook applied once",
        holds: twicePaid?.count === 0,
        detail: `${twicePaid?.count} bookings with more than one completed payment`,
      },
      {
        promise: "every refund recorded, and asked of Paystack once",
        holds:
          refundRows.length === cancelled.length &&
          withoutOneRefund === 0 &&
          refundsSent === refundsAsked,
        detail: `${cancelled.length} paid bookings cancelled, ${withoutOneRefund} without exactly one refund; ${refundsSent} refunds sent, Paystack asked ${refundsAsked} times`,
      },
    ];
  } finally {
    await sql.end();
  }
}
