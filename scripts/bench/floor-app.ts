// The floor every scenario is measured against: a minimal Next.js app of the version this app
// runs (node_modules is ours, linked), built with `next build` into a temporary directory and
// served by `next start`. Its route handler answers `Response.json({ ok: true })`; its page is
// a root layout and a few words of text, rendered per request like our pages are today (no
// data, no client component, no proxy): the least any dynamically rendered page can cost.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Floor, Scenario } from "./scenarios";
import type { ServerCommand } from "./server";

const root = path.resolve(import.meta.dirname, "..", "..");

const FLOOR_API_PATH = "/api/floor";

const floorScenario = (floor: Floor, path: string): Scenario => ({
  name: `Next.js floor: ${floor}`,
  method: "GET",
  floor,
  target: null,
  pgbench: false,
  request: () => ({ path }),
});

export const FLOOR_SCENARIOS: Record<Floor, Scenario> = {
  "route handler": floorScenario("route handler", FLOOR_API_PATH),
  page: floorScenario("page", "/"),
};

const FILES: Record<string, string> = {
  "package.json": JSON.stringify({ name: "next-floor", private: true, type: "module" }),
  // node_modules links outside the app's directory, which Turbopack resolves only inside its
  // root. The type check is skipped: there is nothing in these files to check.
  "next.config.mjs": `export default { turbopack: { root: "/" }, typescript: { ignoreBuildErrors: true } };\n`,
  "tsconfig.json": JSON.stringify({
    compilerOptions: { jsx: "react-jsx", module: "esnext", moduleResolution: "bundler" },
  }),
  "app/layout.tsx": `export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
  "app/page.tsx": `export const dynamic = "force-dynamic";

export default function Page() {
  return (
    <main>
      <h1>Floor</h1>
      <p>The least a page rendered per request can cost.</p>
    </main>
  );
}
`,
  "app/api/floor/route.ts": `export const dynamic = "force-dynamic";

export function GET() {
  return Response.json({ ok: true });
}
`,
};

export interface FloorApp {
  start(port: number): ServerCommand;
  remove(): void;
}

const NEXT_ENV = { NEXT_TELEMETRY_DISABLED: "1" };

/** Writes and builds the floor app (about half a minute); throws with Next's output on failure. */
export function buildFloorApp(): FloorApp {
  const directory = mkdtempSync(path.join(tmpdir(), "akwaaba-next-floor-"));
  const remove = () => rmSync(directory, { recursive: true, force: true });
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(directory, file)), { recursive: true });
    writeFileSync(path.join(directory, file), text);
  }
  symlinkSync(path.join(root, "node_modules"), path.join(directory, "node_modules"));
  const nextBin = path.join(directory, "node_modules", "next", "dist", "bin", "next");
  const build = spawnSync(process.execPath, [nextBin, "build"], {
    cwd: directory,
    env: { ...process.env, ...NEXT_ENV, NODE_ENV: "production" },
    encoding: "utf8",
  });
  if (build.status !== 0) {
    remove();
    throw new Error(`the floor app did not build:\n${build.stdout}${build.stderr}`);
  }
  return {
    start: (port) => ({
      args: [nextBin, "start", "--port", String(port)],
      cwd: directory,
      env: NEXT_ENV,
      port,
      readyPath: FLOOR_API_PATH,
    }),
    remove,
  };
}
