// `npm run db:backup [file]`: the embedded database (DATA_DIR) to a gzipped tarball, by default
// backups/akwaaba-<time>.tar.gz. Stop the server first. With DATABASE_URL, use pg_dump.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { backupEmbedded } from "../db/embedded-backup";
import { dataDirectory } from "../lib/platform/data-directory";

async function main() {
  if (process.env.DATABASE_URL) {
    throw new Error(
      "DATABASE_URL is set: back PostgreSQL up with pg_dump (see docs/resilience.md)",
    );
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const file = path.resolve(process.argv[2] ?? path.join("backups", `akwaaba-${stamp}.tar.gz`));
  mkdirSync(path.dirname(file), { recursive: true });
  const bytes = await backupEmbedded(dataDirectory(), file);
  console.log(`backed up ${dataDirectory()} to ${file} (${bytes} bytes)`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
