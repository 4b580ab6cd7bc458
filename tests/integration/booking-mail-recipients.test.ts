// Who the booking e-mails go to. A booking's guest address is free text anyone can type, so
// mail about a booking nobody has paid goes to the account holder only; the guest address
// is written to once a payment settled the booking. Free text in mail is bounded and plain.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PATCH as setStatus } from "@/app/api/admin/bookings/[reference]/route";
import { POST as cancelRoute } from "@/app/api/bookings/[reference]/cancel/route";
import { emailOutbox } from "@/db/schema";
import { chargeSuccessEvent } from "@/lib/providers/paystack-events";
import { book, bookingRequest, day, deliver } from "../helpers/bookings";
import { setupTestDatabase } from "../helpers/database";
import { createListing, createUser } from "../helpers/factories";
import { call } from "../helpers/http";
import { setupPaystackStub } from "../helpers/paystack-mode";

const { db } = setupTestDatabase();
setupPaystackStub();

const VICTIM = "victim@elsewhere.example";
const LURE = "Your account is locked.\n\nVerify it at https://evil.example/login <b>now</b>";

async function bookingForStranger(guestName = "Ama Mensah") {
  const user = await createUser(db());
  const listing = await createListing(db(), { priceGhs: "850.00" });
  const created = await book(
    user.token,
    bookingRequest(listing.id, {
      checkIn: day(20),
      checkOut: day(23),
      guestEmail: VICTIM,
      guestName,
    }),
  );
  expect(created.status).toBe(201);
  return { user, booking: created.body.data.booking as { id: string; reference: string } };
}

async function mailOf(bookingId: string, template: "booking-confirmed" | "booking-cancelled") {
  const [mail] = await db()
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.idempotencyKey, `${template}/${bookingId}`));
  return mail;
}

function cancel(token: string, reference: string, reason: string) {
  return call(cancelRoute, {
    token,
    path: `/api/bookings/${reference}/cancel`,
    body: { reason },
    params: { reference },
  });
}

describe("booking e-mail recipients", () => {
  it("mails an unpaid booking's cancellation to the account holder, never to the typed guest address", async () => {
    const { user, booking } = await bookingForStranger();
    expect((await cancel(user.token, booking.reference, LURE.slice(0, 400))).status).toBe(200);
    const mail = await mailOf(booking.id, "booking-cancelled");
    expect(mail?.toAddress).toBe(user.email);
    expect(await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, VICTIM))).toEqual(
      [],
    );
  });

  it("mails the confirmation and a later cancellation to the guest address once a payment settled the booking", async () => {
    const { user, booking } = await bookingForStranger();
    await deliver(
      chargeSuccessEvent({
        id: 8_100_001,
        reference: booking.reference,
        amountPesewas: 312375,
        channel: "card",
        email: VICTIM,
        metadata: null,
        paidAt: new Date(),
      }),
    );
    expect((await mailOf(booking.id, "booking-confirmed"))?.toAddress).toBe(VICTIM);
    expect((await cancel(user.token, booking.reference, "Plans changed")).status).toBe(200);
    expect((await mailOf(booking.id, "booking-cancelled"))?.toAddress).toBe(VICTIM);
  });

  it("mails a confirmation an admin gave by hand, with no payment, to the account holder", async () => {
    const { user, booking } = await bookingForStranger();
    const admin = await createUser(db(), { role: "ADMIN" });
    const confirmed = await call(setStatus, {
      method: "PATCH",
      token: admin.token,
      body: { status: "CONFIRMED", note: "Paid in cash at the desk" },
      params: { reference: booking.reference },
    });
    expect(confirmed.status).toBe(200);
    expect((await mailOf(booking.id, "booking-confirmed"))?.toAddress).toBe(user.email);
  });

  it("puts the typed guest name and reason into mail as one bounded line of plain text", async () => {
    const name = `Kofi\n\nYour account is locked <a href="https://evil.example">here</a> ${"x".repeat(60)}`;
    const { user, booking } = await bookingForStranger(name.slice(0, 100));
    expect((await cancel(user.token, booking.reference, LURE)).status).toBe(200);
    const mail = await mailOf(booking.id, "booking-cancelled");
    const greeting = mail?.text.split("\n").find((line) => line.startsWith("Hello "));
    expect(greeting).toMatch(
      /^Hello Kofi Your account is locked <a href="https:\/\/evil\.example">/,
    );
    expect(greeting?.length).toBeLessThanOrEqual("Hello ".length + 60 + 1);
    expect(mail?.text).toContain("Reason: Your account is locked. Verify it at");
    expect(mail?.text).not.toContain("locked.\n");
    expect(mail?.html).not.toContain('<a href="https://evil.example">');
    expect(mail?.html).not.toContain("<b>now</b>");
  });
});
