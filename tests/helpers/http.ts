import { NextRequest } from "next/server";

type RouteHandler<Params> = (
  request: NextRequest,
  context: { params: Promise<Params> },
) => Promise<Response>;

export interface CallOptions<Params> {
  method?: string;
  path?: string;
  query?: Record<string, string | number>;
  /** An object is sent as JSON; a string or FormData is sent as is. */
  body?: unknown;
  headers?: Record<string, string>;
  token?: string;
  cookies?: Record<string, string>;
  params?: Params;
}

export interface CallResult {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON response shapes
  body: any;
  setCookies: Map<string, string>;
  rawSetCookies: string[];
}

/** Calls a route handler with a real Request, as Next.js would, and decodes the answer. */
export async function call<Params = Record<string, never>>(
  handler: RouteHandler<Params>,
  options: CallOptions<Params> = {},
): Promise<CallResult> {
  const url = new URL(options.path ?? "/api/test", "http://localhost:3000");
  for (const [key, value] of Object.entries(options.query ?? {}))
    url.searchParams.set(key, String(value));
  const headers = new Headers(options.headers);
  if (options.token) headers.set("authorization", `Bearer ${options.token}`);
  if (options.cookies) {
    // A browser sends its page's origin with every state-changing request.
    if (!headers.has("origin")) headers.set("origin", url.origin);
    headers.set(
      "cookie",
      Object.entries(options.cookies)
        .map(([name, value]) => `${name}=${value}`)
        .join("; "),
    );
  }
  let body: string | FormData | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    body = typeof options.body === "string" ? options.body : JSON.stringify(options.body);
    if (!headers.has("content-type")) headers.set("content-type", "application/json");
  }
  const request = new NextRequest(url, {
    method: options.method ?? (body ? "POST" : "GET"),
    headers,
    body,
  });
  const response = await handler(request, {
    params: Promise.resolve((options.params ?? {}) as Params),
  });
  const text = await response.text();
  const setCookies = new Map<string, string>();
  for (const cookie of response.headers.getSetCookie()) {
    const [pair] = cookie.split(";");
    const separator = pair?.indexOf("=") ?? -1;
    if (pair && separator > 0) setCookies.set(pair.slice(0, separator), pair.slice(separator + 1));
  }
  return {
    status: response.status,
    headers: response.headers,
    // JSON is decoded; anything else (a calendar feed) is kept as text.
    body: !text
      ? undefined
      : /json/.test(response.headers.get("content-type") ?? "json")
        ? JSON.parse(text)
        : text,
    setCookies,
    rawSetCookies: response.headers.getSetCookie(),
  };
}
