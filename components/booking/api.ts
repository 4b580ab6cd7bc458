// JSON calls from the booking pages: the API's `{ data }` / `{ error }` shapes, typed, with one
// silent session refresh when the access cookie has run out (it lives 15 minutes).
import type { ApiError, ApiResult } from "../auth/api-client";
import { refreshSession } from "../auth/refresh-session";

const NETWORK_ERROR: ApiError = {
  code: "NETWORK_ERROR",
  message: "We could not reach Akwaaba. Check your connection and try again.",
};

const UNEXPECTED: ApiError = {
  code: "UNEXPECTED",
  message: "Something went wrong on our side. Please try again.",
};

function isApiError(value: unknown): value is ApiError {
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.code === "string" && typeof record.message === "string";
}

async function once<T>(url: string, init: RequestInit): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      credentials: "same-origin",
      cache: "no-store",
      ...init,
      headers: { accept: "application/json", ...init.headers },
    });
  } catch {
    return { ok: false, status: 0, error: NETWORK_ERROR };
  }
  const payload: unknown = await response.json().catch(() => null);
  const record = (payload ?? {}) as { data?: T; error?: unknown };
  if (response.ok && record.data !== undefined) return { ok: true, data: record.data };
  const error = isApiError(record.error) ? record.error : UNEXPECTED;
  return { ok: false, status: response.status, error };
}

async function call<T>(url: string, init: RequestInit): Promise<ApiResult<T>> {
  const result = await once<T>(url, init);
  if (result.ok || result.status !== 401) return result;
  if ((await refreshSession()) !== "refreshed") return result;
  return once<T>(url, init);
}

export function getJson<T>(url: string): Promise<ApiResult<T>> {
  return call<T>(url, { method: "GET" });
}

export function sendJson<T>(url: string, body: unknown): Promise<ApiResult<T>> {
  return call<T>(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

export interface CheckoutStart {
  authorizationUrl: string;
  accessCode: string;
  reference: string;
}

/** A new payment attempt for a held booking; the caller sends the guest to authorizationUrl. */
export function startPayment(bookingId: string): Promise<ApiResult<CheckoutStart>> {
  return sendJson<CheckoutStart>("/api/payments/initialize", { bookingId });
}

/** Where a signed-out guest goes to sign in and come back to the current page. */
export function signInHref(): string {
  const here = `${window.location.pathname}${window.location.search}`;
  return `/sign-in?next=${encodeURIComponent(here)}`;
}
