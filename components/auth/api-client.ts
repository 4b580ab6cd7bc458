// A small JSON client for the auth forms: the API's `{ data }` / `{ error }` shapes, typed.

export interface ApiIssue {
  field: string;
  constraint: string;
  message?: string;
}

export interface ApiError {
  code: string;
  message: string;
  details?: { field?: string; constraint?: string; issues?: ApiIssue[] };
}

export type ApiResult<T> = { ok: true; data: T } | { ok: false; status: number; error: ApiError };

const NETWORK_ERROR: ApiError = {
  code: "NETWORK_ERROR",
  message: "We could not reach Akwaaba. Check your connection and try again.",
};

function isApiError(value: unknown): value is ApiError {
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.code === "string" && typeof record.message === "string";
}

export async function postJson<T>(url: string, body: unknown): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, error: NETWORK_ERROR };
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

/** Every `{ field, constraint }` the API reported, the first issue first. */
export function issuesOf(error: ApiError): ApiIssue[] {
  const details = error.details;
  if (!details) return [];
  if (details.issues && details.issues.length > 0) return details.issues;
  if (details.field && details.constraint) {
    return [{ field: details.field, constraint: details.constraint }];
  }
  return [];
}
