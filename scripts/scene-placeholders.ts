// `npx tsx scripts/scene-placeholders.ts`: writes db/seed/scene-placeholders.ts, the
// placeholder of every demo picture in public/images/listings, after a picture is added or
// changed. The seed stores them without reading the pictures (or loading sharp) at start-up.
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { SCENES, type SceneName } from "../db/seed/scenes";
import { imagePlaceholder } from "../lib/providers/image-placeholder";

const ROOT = path.resolve(import.meta.dirname, "..");

async function main(): Promise<void> {
  const lines: string[] = [];
  for (const name of Object.keys(SCENES) as SceneName[]) {
    const bytes = await readFile(path.join(ROOT, "public/images/listings", `${name}.webp`));
    lines.push(`  "${name}": "${await imagePlaceholder(bytes)}",`);
  }
  const source = `// Written by scripts/scene-placeholders.ts: each demo picture's placeholder (a tiny WebP).
import type { SceneName } from "./scenes";

export const SCENE_PLACEHOLDERS: Record<SceneName, string> = {
${lines.join("\n")}
};
`;
  await writeFile(path.join(ROOT, "db/seed/scene-placeholders.ts"), source);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
