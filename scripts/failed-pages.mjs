// What `npm test` prints when the browser stage fails: what each failed attempt's page said.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const SAYS = /^\s*- (heading|alert|status|button)\b/;
const MOST_LINES = 40;

/**
 * What each failed browser test's page said when it failed: the headings, alerts, statuses and
 * buttons of its main part (from Playwright's error-context.md, the page's accessibility tree),
 * so a failure seen only in CI, a flaky one included, can be read from the end of CI's log.
 */
export function printPagesAtFailure(results) {
  if (!existsSync(results)) return;
  const contexts = readdirSync(results, { recursive: true })
    .map(String)
    .filter((file) => path.basename(file) === "error-context.md");
  for (const file of contexts) {
    console.log(`\n── the page at the failure: ${path.dirname(file)}`);
    console.log(whatMainSays(readFileSync(path.join(results, file), "utf8")).join("\n"));
  }
}

function whatMainSays(snapshot) {
  const lines = snapshot.split("\n");
  const indent = (line) => line.search(/\S/);
  const start = lines.findIndex((line) => /^\s*- main\b/.test(line));
  if (start < 0) return ["(no main landmark)"];
  const end = lines.findIndex(
    (line, index) => index > start && indent(line) <= indent(lines[start]),
  );
  const main = lines.slice(start, end < 0 ? undefined : end);
  // An alert's or a status's words are the lines under it.
  const said = main.filter((line, index) => {
    if (SAYS.test(line)) return true;
    const owner = main.slice(0, index).findLast((above) => indent(above) < indent(line));
    return owner !== undefined && /^\s*- (alert|status)\b/.test(owner);
  });
  return said.slice(0, MOST_LINES).map((line) => line.slice(indent(main[0])));
}
