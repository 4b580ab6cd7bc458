import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const HTTP_METHODS = ["GET", "HEAD", "OPTIONS", "POST", "PUT", "PATCH", "DELETE"];
const API_ROOT = fileURLToPath(new URL("../../app/api", import.meta.url));

/**
 * Every "METHOD /api/route" pair exported by a route file under app/api/<under>, as the route
 * files on disk define them, e.g. "PATCH /api/admin/listings/[id]".
 */
export async function routeMethods(under = ""): Promise<string[]> {
  const root = path.join(API_ROOT, under);
  const files = (readdirSync(root, { recursive: true }) as string[]).filter(
    (file) => path.basename(file) === "route.ts",
  );
  const found: string[] = [];
  for (const file of files) {
    const module = (await import(path.join(root, file))) as Record<string, unknown>;
    const route = path.posix.join("/api", under, ...path.dirname(file).split(path.sep));
    for (const method of HTTP_METHODS) {
      if (typeof module[method] === "function") found.push(`${method} ${route}`);
    }
  }
  return found.sort();
}
