// Renders the hand-drawn SVG scenes in scripts/images/scenes to public/images/listings/<name>.webp (1200×800, WebP q70) with sharp, deterministically (seeded by scene name): `npx tsx scripts/generate-images.ts [name…]`.
import { mkdirSync, statSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { seeded } from "./images/random";
import { scenes } from "./images/scenes";
import { Scene } from "./images/svg";

const OUT_DIR = join(process.cwd(), "public", "images", "listings");

async function main() {
  const only = process.argv.slice(2);
  mkdirSync(OUT_DIR, { recursive: true });
  let total = 0;
  for (const [name, paint] of Object.entries(scenes)) {
    if (only.length > 0 && !only.includes(name)) continue;
    const sc = new Scene();
    paint(sc, seeded(name));
    const file = join(OUT_DIR, `${name}.webp`);
    await sharp(Buffer.from(sc.svg()))
      .webp({ quality: 70, effort: 6, smartSubsample: true })
      .toFile(file);
    const size = statSync(file).size;
    total += size;
    console.log(`${name}.webp ${(size / 1024).toFixed(1)} KB`);
  }
  console.log(`total ${(total / 1024).toFixed(1)} KB`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
