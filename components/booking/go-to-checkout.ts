import { type ApiError, api } from "../api-client";

interface CheckoutStart {
  authorizationUrl: string;
  accessCode: string;
  reference: string;
}

/**
 * Opens a new payment attempt for a held booking and sends the guest to its checkout; the
 * refusal when there is none (the page is left otherwise, so nothing else happens).
 */
export async function goToCheckout(bookingId: string): Promise<ApiError | null> {
  const result = await api.post<CheckoutStart>("/api/payments/initialize", { bookingId });
  if (!result.ok) return result.error;
  window.location.assign(result.data.authorizationUrl);
  return null;
}
