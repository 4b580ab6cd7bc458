import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { isImplementedMethod } from "@/lib/api/route-methods";

export const HTTP_METHODS = ["GET", "HEAD", "OPTIONS", "POST", "PUT", "PATCH", "DELETE"];
const API_ROOT = fileURLToPath(new URL("../../app/api", import.meta.url));

/**
 * Every "METHOD /api/route" pair a route file under app/api/<under> implements, as the route
 * files on disk define them, e.g. "PATCH /api/admin/listings/[id]" (not the 405s, HEAD and
 * OPTIONS that routeMethods adds).
 */
export async function routeMethods(under = ""): Promise<string[]> {
  const found: string[] = [];
  for (const { route, module } of await routeModules(under)) {
    for (const method of HTTP_METHODS) {
      if (isImplementedMethod(module[method])) found.push(`${method} ${route}`);
    }
  }
  return found.sort();
}

export interface RouteModule {
  /** e.g. "/api/admin/listings/[id]" */
  route: string;
  module: Record<string, unknown>;
}

/** Every route file under app/api/<under>, loaded. */
export async function routeModules(under = ""): Promise<RouteModule[]> {
  const root = path.join(API_ROOT, under);
  const files = (readdirSync(root, { recursive: true }) as string[])
    .filter((file) => path.basename(file) === "route.ts")
    .sort();
  return Promise.all(
    files.map(async (file) => ({
      route: path.posix.join("/api", under, ...path.dirname(file).split(path.sep)),
      module: (await import(path.join(root, file))) as Record<string, unknown>,
    })),
  );
}
