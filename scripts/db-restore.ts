// `npm run db:restore <file>`: a backup made by db:backup becomes the embedded database of
// DATA_DIR; a database already there is kept aside. Stop the server first.
import path from "node:path";
import { restoreEmbedded } from "../db/embedded-backup";
import { dataDirectory } from "../lib/platform/data-directory";

async function main() {
  const [file] = process.argv.slice(2);
  if (!file) throw new Error("Usage: npm run db:restore -- <backup file>");
  const keptAside = await restoreEmbedded(dataDirectory(), path.resolve(file));
  console.log(`restored ${path.resolve(file)} into ${dataDirectory()}`);
  if (keptAside) console.log(`the database that was there is kept in ${keptAside}`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
