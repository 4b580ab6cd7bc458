import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { processUsingDataDirectory } from "@/lib/platform/server-marker";
import { PGLITE_EXTENSIONS } from "./client";

// The embedded database's backup and restore (`npm run db:backup` / `db:restore`): PGlite's
// own dump of its data directory, a gzipped tarball, and a directory loaded from one. Both
// need the server stopped.

function databaseDirectory(dataDir: string): string {
  const running = processUsingDataDirectory(dataDir);
  if (running !== null) {
    throw new Error(`The server (pid ${running}) is using ${dataDir}: stop it first`);
  }
  return path.join(dataDir, "pglite");
}

/** Writes the embedded database of `dataDir` to `file`; answers its size in bytes. */
export async function backupEmbedded(dataDir: string, file: string): Promise<number> {
  const directory = databaseDirectory(dataDir);
  if (!existsSync(path.join(directory, "PG_VERSION"))) {
    throw new Error(`No embedded database in ${dataDir}`);
  }
  const database = new PGlite(directory, { extensions: PGLITE_EXTENSIONS });
  try {
    // The dump does not wait for the database to have started.
    await database.waitReady;
    const dump = Buffer.from(await (await database.dumpDataDir("gzip")).arrayBuffer());
    writeFileSync(file, dump);
    return dump.length;
  } finally {
    await database.close();
  }
}

/**
 * Loads the backup in `file` as the embedded database of `dataDir`. A database already there
 * is kept aside (`pglite.before-restore-<time>`), never overwritten; answers where.
 */
export async function restoreEmbedded(
  dataDir: string,
  file: string,
  now = new Date(),
): Promise<string | null> {
  const directory = databaseDirectory(dataDir);
  const dump = new Blob([readFileSync(file)]);
  let keptAside: string | null = null;
  if (existsSync(directory)) {
    keptAside = `${directory}.before-restore-${now.toISOString().replace(/[:.]/g, "-")}`;
    renameSync(directory, keptAside);
  }
  const database = new PGlite(directory, { extensions: PGLITE_EXTENSIONS, loadDataDir: dump });
  try {
    await database.query("select 1");
  } finally {
    await database.close();
  }
  return keptAside;
}
