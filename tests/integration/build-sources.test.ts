import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { sourceStamp } from "../../scripts/build-if-needed.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const copy = mkdtempSync(path.join(tmpdir(), "akwaaba-sources-"));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

// The files at the project's root that Next.js builds from (its file conventions).
const ROOT_FILES = ["next.config.ts", "instrumentation.ts", "proxy.ts"];

describe("the build's fingerprint (npm start rebuilds when it changes)", () => {
  it.each(ROOT_FILES)("changes when %s changes", (file) => {
    cpSync(path.join(root, file), path.join(copy, file));
    const before = sourceStamp(copy);
    writeFileSync(path.join(copy, file), "// changed\n", { flag: "a" });
    expect(sourceStamp(copy)).not.toBe(before);
  });
});
