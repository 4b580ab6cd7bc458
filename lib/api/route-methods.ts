// Every method Next.js routes, for one route file: what the route implements, and the rest
// answered in the error shape (Next.js's own 405 has no body and no Allow header).
import { errorJson } from "./errors";
import { type Handler, handler } from "./handler";
import { unroutableMethodOf } from "./request-stamps";
import type { DeclaredHandler } from "./route";

type ImplementableMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
type RoutedMethod = ImplementableMethod | "HEAD" | "OPTIONS";

const WRITES = ["POST", "PUT", "PATCH", "DELETE"] as const;

/** The handlers routeMethods makes up (refusals, HEAD, OPTIONS), as opposed to a route's own. */
const madeUp = new WeakSet<object>();

/** Whether a route file's export is a method the route itself implements. */
export function isImplementedMethod(exported: unknown): boolean {
  return typeof exported === "function" && !madeUp.has(exported);
}

/**
 * The route's methods as named exports: its own, HEAD as GET, OPTIONS answering 204 with
 * `Allow`, and 405 `METHOD_NOT_ALLOWED` with `Allow` for every other method, including one
 * Next.js cannot route at all (TRACE), which the request gate hands over as OPTIONS.
 *
 * Only handlers made by route() may be given, so every method a route implements is declared.
 *
 *   export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ GET: … });
 */
export function routeMethods<Params>(
  implemented: Partial<Record<ImplementableMethod, DeclaredHandler<Params>>>,
): Record<RoutedMethod, Handler<Params>> {
  const allow = [
    ...(implemented.GET ? ["GET", "HEAD"] : []),
    ...WRITES.filter((method) => implemented[method]),
    "OPTIONS",
  ].join(", ");
  const refuse = (method: string) =>
    errorJson(
      "METHOD_NOT_ALLOWED",
      `${method} is not allowed here; this path takes ${allow}`,
      undefined,
      {
        headers: { Allow: allow },
      },
    );
  const notAllowed = handler<Params>(async (request) => refuse(request.method));
  const options = handler<Params>(async (request) => {
    const unroutable = unroutableMethodOf(request.headers);
    if (unroutable) return refuse(unroutable);
    return new Response(null, { status: 204, headers: { Allow: allow } });
  });
  const { GET: get } = implemented;
  const head: Handler<Params> = get ? (request, context) => get(request, context) : notAllowed;
  for (const made of [notAllowed, options, head]) madeUp.add(made);
  return {
    GET: get ?? notAllowed,
    HEAD: head,
    POST: implemented.POST ?? notAllowed,
    PUT: implemented.PUT ?? notAllowed,
    PATCH: implemented.PATCH ?? notAllowed,
    DELETE: implemented.DELETE ?? notAllowed,
    OPTIONS: options,
  };
}
