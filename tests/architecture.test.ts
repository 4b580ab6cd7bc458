// The layers of docs/ARCHITECTURE.md, read from the import statements of every source file:
// each layer imports only from the layers below it (and npm packages it is allowed), so the
// picture in the document is the code's, not a wish.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");

/** A layer: the files it holds and what they may import besides their own layer. */
interface Layer {
  name: string;
  holds: (file: string) => boolean;
  mayImport: string[];
  /** Layers it may import types from (erased at build), e.g. the shapes services answer. */
  mayImportTypesOf?: string[];
  /** npm packages that would drag a framework or a driver into a layer that must stay plain. */
  forbiddenPackages?: RegExp;
}

const SERVER_ONLY = /^(next|react|react-dom|drizzle-orm|postgres|@electric-sql\/pglite)(\/|$)/;

/** What services stand on; the HTTP layer stands on the services too. */
const BELOW_SERVICES = [
  "domain core",
  "platform",
  "schemas",
  "tokens and passwords",
  "providers",
  "database",
];

const LAYERS: Layer[] = [
  {
    name: "domain core",
    holds: (file) => /^lib\/[^/]+\.ts$/.test(file),
    mayImport: [],
    forbiddenPackages: SERVER_ONLY,
  },
  {
    name: "platform",
    holds: (file) => file.startsWith("lib/platform/"),
    mayImport: ["domain core"],
    forbiddenPackages: SERVER_ONLY,
  },
  {
    name: "schemas",
    holds: (file) => file.startsWith("lib/schemas/"),
    mayImport: ["domain core"],
    forbiddenPackages: SERVER_ONLY,
  },
  {
    name: "tokens and passwords",
    holds: (file) => file.startsWith("lib/auth/"),
    mayImport: ["domain core", "platform"],
    forbiddenPackages: SERVER_ONLY,
  },
  {
    name: "providers",
    holds: (file) => file.startsWith("lib/providers/") || file.startsWith("lib/rate-limit/"),
    mayImport: ["domain core", "platform", "schemas"],
    forbiddenPackages: SERVER_ONLY,
  },
  {
    name: "database",
    holds: (file) => file.startsWith("db/"),
    mayImport: ["domain core", "platform", "tokens and passwords"],
  },
  {
    name: "services",
    holds: (file) => file.startsWith("lib/server/"),
    mayImport: BELOW_SERVICES,
  },
  {
    name: "http",
    holds: (file) => file.startsWith("lib/api/") || file.startsWith("lib/openapi/"),
    mayImport: [...BELOW_SERVICES, "services"],
  },
  {
    name: "components",
    holds: (file) => file.startsWith("components/"),
    mayImport: ["domain core", "schemas"],
    mayImportTypesOf: ["services", "providers"],
  },
];

const IMPORT = /^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?["']([^"']+)["']/gm;

function sourceFiles(directory: string): string[] {
  return (readdirSync(path.join(ROOT, directory), { recursive: true }) as string[])
    .map((file) => path.posix.join(directory, file.split(path.sep).join("/")))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
}

/** The repository path an import names, or the package for a bare specifier. */
function target(file: string, specifier: string): { file?: string; pkg?: string } {
  if (specifier.startsWith("@/")) return { file: specifier.slice(2) };
  if (specifier.startsWith("."))
    return { file: path.posix.join(path.posix.dirname(file), specifier) };
  return { pkg: specifier };
}

function layerOf(file: string): Layer | undefined {
  const withExtension = /\.[cm]?[jt]sx?$/.test(file) ? file : `${file}.ts`;
  return LAYERS.find((layer) => layer.holds(withExtension) || layer.holds(`${file}/index.ts`));
}

const FILES = ["lib", "db", "components"].flatMap(sourceFiles);

describe("the layers", () => {
  it.each(LAYERS.map((layer) => [layer.name, layer] as const))(
    "%s imports only from the layers below it",
    (_, layer) => {
      const breaches: string[] = [];
      for (const file of FILES.filter((candidate) => layer.holds(candidate))) {
        const text = readFileSync(path.join(ROOT, file), "utf8");
        for (const [, typeOnly, specifier = ""] of text.matchAll(IMPORT)) {
          const { file: imported, pkg } = target(file, specifier);
          if (pkg) {
            if (layer.forbiddenPackages?.test(pkg)) breaches.push(`${file} → ${pkg}`);
            continue;
          }
          const other = imported ? layerOf(imported) : undefined;
          if (!other && imported && !imported.startsWith("package.json"))
            breaches.push(`${file} → ${imported} (no layer)`);
          const allowed =
            layer.mayImport.includes(other?.name ?? "") ||
            (typeOnly !== undefined && layer.mayImportTypesOf?.includes(other?.name ?? ""));
          if (other && other !== layer && !allowed)
            breaches.push(`${file} → ${imported} (${other.name})`);
        }
      }
      expect(breaches).toEqual([]);
    },
  );

  it("holds every source file under lib, db and components", () => {
    expect(FILES.filter((file) => !layerOf(file))).toEqual([]);
  });
});

describe("numbers and dates in words", () => {
  // A browser loads a locale's ICU data on the first `Intl` call, about 15 ms (60–120 ms on a
  // slowed phone) inside hydration; lib/words.ts, lib/date-format.ts and lib/money-format.ts
  // write numbers, dates and amounts without it, on the server and in the browser alike.
  const INTL_CALL = /\.toLocale(?:Date|Time)?String\(|\bIntl\.[A-Z]/;

  it("go through lib's formatters, never Intl", () => {
    const callers = [...FILES, ...sourceFiles("app")].filter((file) =>
      INTL_CALL.test(readFileSync(path.join(ROOT, file), "utf8")),
    );
    expect(callers).toEqual([]);
  });
});
