// `npm run lighthouse`: Lighthouse (desktop preset) in the system Chromium against `npm start`
// on a fresh embedded database; prints performance, accessibility, best-practices and SEO
// scores for home, /listings and a listing page.
//   CHROMIUM_PATH   the browser (default /usr/bin/chromium); LIGHTHOUSE_PORT (default 3480)
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { startServer } from "./bench/server";

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3480);
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

async function main() {
  const server = await startServer(
    {
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "akwaaba-lighthouse-")),
      APP_URL: `http://localhost:${PORT}`,
      DATABASE_URL: "",
      RATE_LIMIT_ENABLED: "false",
      LOG_LEVEL: "warn",
    },
    PORT,
  );
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
      "--disable-sync",
    ],
  });
  try {
    const base = `http://localhost:${PORT}`;
    const { data } = (await (await fetch(`${base}/api/listings?limit=1&sort=popular`)).json()) as {
      data: Array<{ slug: string }>;
    };
    const pages = {
      home: "/",
      listings: "/listings",
      "listing page": `/listings/${data[0]?.slug}`,
    };
    const rows = [];
    for (const [name, pagePath] of Object.entries(pages)) {
      const result = await lighthouse(
        `${base}${pagePath}`,
        { port: chrome.port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] },
        desktopConfig,
      );
      const categories = result?.lhr.categories ?? {};
      rows.push({
        page: name,
        ...Object.fromEntries(
          CATEGORIES.map((category) => [
            category,
            Math.round((categories[category]?.score ?? 0) * 100),
          ]),
        ),
      });
    }
    console.table(rows);
  } finally {
    chrome.kill();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
