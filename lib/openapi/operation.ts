import { declarationOf, type RouteDeclaration } from "@/lib/api/route";
import type { HttpMethod } from "./types";

/** One method of one route file, as its declaration (route()) describes it. */
export interface Operation extends RouteDeclaration {
  method: HttpMethod;
  /** The route's folder path with `[param]` written `{param}`. */
  path: `/api/${string}`;
}

/** A route file: its folder as a path ("/api/admin/listings/[id]") and its exports. */
export interface RouteFile {
  route: string;
  module: Record<string, unknown>;
}

const METHODS = ["get", "post", "put", "patch", "delete"] as const satisfies HttpMethod[];

/** The operations the route files declare, in their order, methods in METHODS' order. */
export function operationsOf(routeFiles: readonly RouteFile[]): Operation[] {
  return routeFiles.flatMap(({ route, module }) =>
    METHODS.flatMap((method) => {
      const declaration = declarationOf(module[method.toUpperCase()]);
      if (!declaration) return [];
      const path = route.replace(/\[(\w+)\]/g, "{$1}") as Operation["path"];
      return [{ ...declaration, method, path }];
    }),
  );
}
