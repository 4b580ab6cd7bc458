// Writes app/api/route-files.ts: every route file under app/api, imported, so the OpenAPI
// document can be built from the routes' own declarations. Run by `npm run routes`, and
// before `dev`, `build` and `npm start`'s build; with --check it only says whether the file is
// current (exit 1 if not), which tests/integration/openapi.test.ts asserts.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const API = fileURLToPath(new URL("../app/api", import.meta.url));
export const ROUTE_INDEX = path.join(API, "route-files.ts");
/** The JSON 404 for unknown paths declares no endpoint. */
const CATCH_ALL = "[...path]";

function identifierOf(folder) {
  const words = folder
    .split("/")
    .map((segment) => segment.replace(/^\[(\w+)\]$/, "by $1"))
    .join(" ")
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  if (words.length === 0) return "root";
  return words
    .map((word, index) => (index === 0 ? word : word[0].toUpperCase() + word.slice(1)))
    .join("");
}

export function routeIndexText() {
  const folders = readdirSync(API, { recursive: true })
    .filter((file) => path.basename(file) === "route.ts")
    .map((file) => path.dirname(file).split(path.sep).join("/"))
    .filter((folder) => folder !== CATCH_ALL)
    .sort();
  const imports = folders.map(
    (folder) => `import * as ${identifierOf(folder)} from "./${folder}/route";`,
  );
  const entries = folders.map(
    (folder) => `  { route: "/api/${folder}", module: ${identifierOf(folder)} },`,
  );
  return [
    "// Every route file under app/api, for the OpenAPI document. Written by `npm run routes`",
    "// (scripts/route-index.mjs): do not edit.",
    'import type { RouteFile } from "@/lib/openapi/operation";',
    ...imports,
    "",
    "export const ROUTE_FILES: RouteFile[] = [",
    ...entries,
    "];",
    "",
  ].join("\n");
}

/** Writes the index when it is not current; answers whether it was. */
export function writeRouteIndex() {
  const text = routeIndexText();
  let current = "";
  try {
    current = readFileSync(ROUTE_INDEX, "utf8");
  } catch {}
  if (current === text) return true;
  writeFileSync(ROUTE_INDEX, text);
  return false;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes("--check")) {
    let current = "";
    try {
      current = readFileSync(ROUTE_INDEX, "utf8");
    } catch {}
    if (current !== routeIndexText()) {
      console.error("app/api/route-files.ts is out of date: run npm run routes");
      process.exit(1);
    }
  } else {
    writeRouteIndex();
  }
}
