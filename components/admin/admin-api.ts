// The admin client components' JSON client: any method, multipart uploads, the API's
// `{ data }` / `{ error }` shapes, and one silent session refresh when the access token has
// expired mid-session (401), so a long editing session does not lose a save.

import { type ApiError, type ApiIssue, issuesOf } from "../auth/api-client";
import { refreshSession } from "../auth/refresh-session";

export type { ApiError, ApiIssue };
export type ApiResult<T> = { ok: true; data: T } | { ok: false; status: number; error: ApiError };

const NETWORK_ERROR: ApiError = {
  code: "NETWORK_ERROR",
  message: "We could not reach the server. Check your connection and try again.",
};

function isApiError(value: unknown): value is ApiError {
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.code === "string" && typeof record.message === "string";
}

async function send<T>(url: string, init: RequestInit, retried = false): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      credentials: "same-origin",
      headers: { accept: "application/json", ...init.headers },
    });
  } catch {
    return { ok: false, status: 0, error: NETWORK_ERROR };
  }
  if (response.status === 401 && !retried) {
    if ((await refreshSession()) === "refreshed") return send(url, init, true);
  }
  const payload: unknown = await response.json().catch(() => null);
  const record = (payload ?? {}) as { data?: T; error?: unknown };
  if (response.ok && record.data !== undefined) return { ok: true, data: record.data };
  if (isApiError(record.error)) return { ok: false, status: response.status, error: record.error };
  return {
    ok: false,
    status: response.status,
    error: { code: "UNEXPECTED", message: "Something went wrong on our side. Please try again." },
  };
}

export function apiJson<T>(
  method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE",
  url: string,
  body?: unknown,
): Promise<ApiResult<T>> {
  return send<T>(url, {
    method,
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** POST multipart/form-data (the browser sets the boundary). */
export function apiUpload<T>(url: string, form: FormData): Promise<ApiResult<T>> {
  return send<T>(url, { method: "POST", body: form });
}

/**
 * The field errors of a 400, keyed by the top-level field ("highlights.2" → "highlights"),
 * the first issue of each field kept.
 */
export function fieldIssues(error: ApiError): Map<string, ApiIssue> {
  const result = new Map<string, ApiIssue>();
  if (error.code !== "VALIDATION_ERROR") return result;
  for (const issue of issuesOf(error)) {
    const field = issue.field.split(".")[0] ?? issue.field;
    if (!result.has(field)) result.set(field, issue);
  }
  return result;
}

export { issuesOf };
