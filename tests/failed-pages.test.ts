import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, test, vi } from "vitest";
// @ts-expect-error: a plain .mjs script, without types
import { printPagesAtFailure } from "../scripts/failed-pages.mjs";

afterEach(() => vi.restoreAllMocks());

const SNAPSHOT = `# Page snapshot

\`\`\`yaml
- banner [ref=e1]:
  - button "Menu" [ref=e2]
- main [ref=e3]:
  - heading "Confirm and pay" [level=1] [ref=e4]
  - link "Back to the listing" [ref=e5]
  - alert [ref=e6]:
    - text: Those dates were just booked
  - button "Opening the secure checkout…" [disabled] [ref=e7]
- contentinfo [ref=e8]:
  - button "Footer" [ref=e9]
\`\`\`
`;

test("what a failed browser test's page said: its main part's headings, alerts and buttons", () => {
  const results = mkdtempSync(path.join(tmpdir(), "failed-pages-"));
  mkdirSync(path.join(results, "booking-desktop"));
  writeFileSync(path.join(results, "booking-desktop", "error-context.md"), SNAPSHOT);
  const printed: string[] = [];
  vi.spyOn(console, "log").mockImplementation((text: string) => printed.push(text));

  printPagesAtFailure(results);

  expect(printed).toEqual([
    "\n── the page at the failure: booking-desktop",
    [
      '  - heading "Confirm and pay" [level=1] [ref=e4]',
      "  - alert [ref=e6]:",
      "    - text: Those dates were just booked",
      '  - button "Opening the secure checkout…" [disabled] [ref=e7]',
    ].join("\n"),
  ]);
});

test("nothing is printed when there are no test results", () => {
  const printed: string[] = [];
  vi.spyOn(console, "log").mockImplementation((text: string) => printed.push(text));
  printPagesAtFailure(path.join(tmpdir(), "no-such-results-directory"));
  expect(printed).toEqual([]);
});
