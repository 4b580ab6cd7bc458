// The writes' round trips (docs/decisions.md, "Performance (issue 22, item 2)"): each
// statement costs a round trip, so a booking's creation and a charge.success each send a
// fixed, small number of them, BEGIN and COMMIT included.
import { describe, expect, it } from "vitest";
import { chargeSuccessEvent } from "@/lib/providers/paystack-events";
import { book, bookingRequest, deliver } from "../helpers/bookings";
import { setupTestDatabase } from "../helpers/database";
import { createListing, createUser } from "../helpers/factories";
import { statementsOf } from "../helpers/statement-count";

const { db } = setupTestDatabase();

async function createdBooking(hostId?: string) {
  const user = await createUser(db());
  const listing = await createListing(db(), { priceGhs: "850.00", hostId });
  let created: Awaited<ReturnType<typeof book>> | undefined;
  const statements = await statementsOf(db(), async () => {
    created = await book(user.token, bookingRequest(listing.id));
  });
  expect(created?.status).toBe(201);
  const booking = created?.body.data.booking as { reference: string };
  return { booking, statements };
}

describe("statements per write", () => {
  it("creates a booking in 6 statements, reading its listing with the user's lock", async () => {
    const { statements } = await createdBooking();
    expect(statements).toHaveLength(6);
  });

  async function paidStatements(hostId?: string) {
    const { booking } = await createdBooking(hostId);
    const event = chargeSuccessEvent({
      id: 7_100_000,
      reference: booking.reference,
      amountPesewas: 312375,
      channel: "mobile_money",
      email: "ama@example.com",
      metadata: null,
      paidAt: new Date("2026-11-21T10:00:00Z"),
    });
    let status: number | undefined;
    const statements = await statementsOf(db(), async () => {
      status = (await deliver(event)).status;
    });
    expect(status).toBe(200);
    return statements;
  }

  it("applies a charge.success in 5 statements: the event recorded by its first and last, the guest's e-mail queued by the last", async () => {
    expect(await paidStatements()).toHaveLength(5);
  });

  it("applies a charge.success for a host's listing in 7: the host's earning and notice added, the host read with the booking", async () => {
    const host = await createUser(db(), { role: "HOST" });
    expect(await paidStatements(host.id)).toHaveLength(7);
  });
});
