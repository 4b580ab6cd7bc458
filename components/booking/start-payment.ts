import { api } from "../api-client";

export interface CheckoutStart {
  authorizationUrl: string;
  accessCode: string;
  reference: string;
}

/** A new payment attempt for a held booking; the caller sends the guest to authorizationUrl. */
export function startPayment(bookingId: string) {
  return api.post<CheckoutStart>("/api/payments/initialize", { bookingId });
}
