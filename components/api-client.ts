// The browser's one client for /api: JSON or multipart in, the `{ data }` envelope or the
// error shape `{ error: { code, message, details } }` out, as a typed result; one silent
// session refresh when the access cookie (15 minutes) has run out mid-session.

import { refreshSession } from "./auth/refresh-session";

export interface ApiIssue {
  field: string;
  constraint: string;
  message?: string;
}

interface ApiErrorDetails {
  field?: string;
  constraint?: string;
  issues?: ApiIssue[];
  /** What a listing still needs before review (constraint "incomplete"). */
  missing?: Array<{ field: string; message: string }>;
}

/** An answer other than `{ data }`: the API's error, or what the client makes of a failure. */
export class ApiError {
  constructor(
    /** The HTTP status; 0 when the server was not reached. */
    readonly status: number,
    readonly code: string,
    readonly message: string,
    readonly details?: ApiErrorDetails,
  ) {}

  static readonly network = () =>
    new ApiError(
      0,
      "NETWORK_ERROR",
      "We could not reach Akwaaba. Check your connection and try again.",
    );

  /** The API's error in an answer's body, or an unexpected failure when it holds none. */
  static parse(status: number, payload: unknown): ApiError {
    const error = isRecord(payload) ? payload.error : undefined;
    if (isRecord(error) && typeof error.code === "string" && typeof error.message === "string") {
      const details = isRecord(error.details) ? (error.details as ApiErrorDetails) : undefined;
      return new ApiError(status, error.code, error.message, details);
    }
    return new ApiError(
      status,
      "UNEXPECTED",
      "Something went wrong on our side. Please try again.",
    );
  }

  /** Every `{ field, constraint }` the API reported, the first issue first. */
  get issues(): ApiIssue[] {
    const details = this.details;
    if (!details) return [];
    if (details.issues && details.issues.length > 0) return details.issues;
    if (details.field && details.constraint) {
      return [{ field: details.field, constraint: details.constraint }];
    }
    return [];
  }

  /**
   * The field errors of a 400, keyed by the top-level field ("highlights.2" → "highlights"),
   * the first issue of each field kept.
   */
  fieldIssues(): Map<string, ApiIssue> {
    const result = new Map<string, ApiIssue>();
    if (this.code !== "VALIDATION_ERROR") return result;
    for (const issue of this.issues) {
      const field = issue.field.split(".")[0] ?? issue.field;
      if (!result.has(field)) result.set(field, issue);
    }
    return result;
  }
}

export type ApiResult<T> = { ok: true; data: T } | { ok: false; error: ApiError };

interface CallOptions {
  /** Aborts the request; the caller then ignores the result. */
  signal?: AbortSignal;
  /**
   * Refresh the session once and retry on a 401 (default). Off for the sign-in and sign-up
   * forms, whose 401 means wrong credentials, and for signing out.
   */
  refresh?: boolean;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

async function once<T>(url: string, init: RequestInit): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      credentials: "same-origin",
      cache: "no-store",
      headers: { accept: "application/json", ...init.headers },
    });
  } catch {
    return { ok: false, error: ApiError.network() };
  }
  const payload: unknown = await response.json().catch(() => null);
  if (response.ok && isRecord(payload) && payload.data !== undefined) {
    return { ok: true, data: payload.data as T };
  }
  return { ok: false, error: ApiError.parse(response.status, payload) };
}

async function call<T>(
  url: string,
  init: RequestInit,
  options: CallOptions,
): Promise<ApiResult<T>> {
  const withSignal = { ...init, signal: options.signal };
  const result = await once<T>(url, withSignal);
  if (result.ok || result.error.status !== 401 || options.refresh === false) return result;
  if ((await refreshSession()) !== "refreshed") return result;
  return once<T>(url, withSignal);
}

function withBody<T>(method: string, url: string, body: unknown, options: CallOptions = {}) {
  return call<T>(
    url,
    body === undefined
      ? { method }
      : { method, headers: { "content-type": "application/json" }, body: JSON.stringify(body) },
    options,
  );
}

export const api = {
  get: <T>(url: string, options?: CallOptions) => call<T>(url, { method: "GET" }, options ?? {}),
  post: <T>(url: string, body: unknown, options?: CallOptions) =>
    withBody<T>("POST", url, body, options),
  put: <T>(url: string, body: unknown) => withBody<T>("PUT", url, body),
  patch: <T>(url: string, body: unknown) => withBody<T>("PATCH", url, body),
  delete: <T>(url: string, body?: unknown) => withBody<T>("DELETE", url, body),
  /** multipart/form-data (the browser sets the boundary). */
  upload: <T>(url: string, form: FormData) => call<T>(url, { method: "POST", body: form }, {}),
};
