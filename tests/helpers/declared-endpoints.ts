// Every endpoint as the route files on disk declare it (route() in lib/api/route.ts): the
// tables of the access-control, bad-input and OpenAPI tests are read from here, never
// written by hand, so a new route file is covered by all of them at once.
import { declarationOf, type RouteDeclaration } from "@/lib/api/route";
import { isImplementedMethod } from "@/lib/api/route-methods";
import type { Method } from "./bad-requests";
import { routeModules } from "./route-files";

export interface DeclaredEndpoint {
  method: Method;
  /** e.g. "/api/admin/listings/[id]" */
  route: string;
  handler: unknown;
  declaration: RouteDeclaration;
}

const DECLARABLE: Method[] = ["GET", "POST", "PUT", "PATCH", "DELETE"];

/** The JSON 404 for unknown /api paths: a fallback, not an endpoint. */
export const CATCH_ALL = "/api/[...path]";

/**
 * Every method every route file implements, with its declaration; a method implemented
 * without one fails here (routeMethods only takes route() handlers, so it cannot compile).
 */
export async function declaredEndpoints(): Promise<DeclaredEndpoint[]> {
  const endpoints: DeclaredEndpoint[] = [];
  for (const { route, module } of await routeModules()) {
    if (route === CATCH_ALL) continue;
    for (const method of DECLARABLE) {
      if (!isImplementedMethod(module[method])) continue;
      const declaration = declarationOf(module[method]);
      if (!declaration) throw new Error(`${method} ${route} is not declared with route()`);
      endpoints.push({ method, route, handler: module[method], declaration });
    }
  }
  return endpoints;
}

export const labelOf = (endpoint: Pick<DeclaredEndpoint, "method" | "route">) =>
  `${endpoint.method} ${endpoint.route}`;
