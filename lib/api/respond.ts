// Plain Response.json: NextResponse.json builds a Response, then a second one around its body
// with a cookie jar, and none of these answers sets a cookie.
import { isDeeplyFrozen, jsonText } from "@/lib/frozen-json";
import { type PageRequest, type Pagination, pageRequest, paginationOf } from "@/lib/pagination";

export function json<T>(data: T, init?: ResponseInit) {
  if (!isDeeplyFrozen(data)) return Response.json({ data }, init);
  return jsonResponse(`{"data":${jsonText(data)}}`, init);
}

export function created<T>(data: T) {
  return Response.json({ data }, { status: 201 });
}

export function listJson<T>(
  data: T[],
  pagination: Pagination,
  extra?: Record<string, unknown>,
  init?: ResponseInit,
) {
  if (!isDeeplyFrozen(data)) return Response.json({ data, pagination, ...extra }, init);
  const rest = JSON.stringify({ pagination, ...extra });
  return jsonResponse(`{"data":${jsonText(data)},${rest.slice(1)}`, init);
}

/** What `Response.json` answers, for a body whose text is already written (a remembered read's). */
function jsonResponse(body: string, init?: ResponseInit) {
  const headers = new Headers(init?.headers);
  if (!headers.has("content-type")) headers.set("content-type", "application/json");
  return new Response(body, { ...init, headers });
}

/**
 * Lets a CDN or proxy keep a public answer for `seconds` and serve it stale for as long while
 * it fetches the next; browsers revalidate. 0: no header (nothing may be shared).
 */
export function sharedCacheHeaders(seconds: number): Record<string, string> {
  if (seconds === 0) return {};
  return {
    "Cache-Control": `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${seconds}`,
  };
}

/**
 * A page of a list as `{ data, pagination, ...extra }`: `list` reads the page the query's
 * `page` and `limit` ask for and answers its items, the total and any extra fields.
 */
export async function pageJson<T, Extra extends Record<string, unknown>>(
  { page, limit }: { page: number; limit: number },
  list: (paging: PageRequest) => Promise<{ items: T[]; total: number } & Extra>,
  init?: ResponseInit,
) {
  const paging = pageRequest(page, limit);
  const { items, total, ...extra } = await list(paging);
  return listJson(items, paginationOf(paging, total), extra, init);
}
