import { POST as createBookingRoute } from "@/app/api/bookings/route";
import { POST as webhook } from "@/app/api/webhooks/[provider]/route";
import { addDays, todayUtc } from "@/lib/dates";
import { webhookSecret } from "@/lib/providers";
import { signPayload } from "@/lib/providers/paystack-signature";
import { call } from "./http";

export const day = (n: number) => addDays(todayUtc(), n);

export function bookingRequest(listingId: string, overrides: Record<string, unknown> = {}) {
  return {
    listingId,
    checkIn: day(30),
    checkOut: day(33),
    adults: 2,
    children: 0,
    guestName: "Ama Mensah",
    guestEmail: "ama@example.com",
    guestPhone: "+233201234567",
    ...overrides,
  };
}

export function book(token: string, body: Record<string, unknown>) {
  return call(createBookingRoute, { token, body, path: "/api/bookings" });
}

/** Delivers an event to the webhook route exactly as Paystack would: raw JSON plus its HMAC. */
export function deliver(event: unknown, secret = webhookSecret()) {
  const raw = JSON.stringify(event);
  return call(webhook, {
    path: "/api/webhooks/paystack",
    body: raw,
    headers: { "x-paystack-signature": signPayload(raw, secret) },
    params: { provider: "paystack" },
  });
}
