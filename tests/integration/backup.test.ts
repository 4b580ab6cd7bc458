// Backups of the embedded database (issue 23, item 7): `npm run db:backup` and `db:restore`
// run as the commands they are, on a demo database; the restore brings back every booking as
// it was at the backup, keeps what was in the way, and neither runs while a server holds the
// directory.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { asc } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openConnection } from "@/db/client";
import { runMigrations } from "@/db/migrate";
import { bookings, reviews } from "@/db/schema";
import { seedDatabase } from "@/db/seed";

/** Runs an npm script as an operator would, with DATA_DIR and no DATABASE_URL. */
function npmRun(script: string, dataDir: string, ...args: string[]) {
  const run = spawnSync("npm", ["run", "--silent", script, "--", ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
    encoding: "utf8",
    timeout: 60_000,
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

async function bookingsIn(dataDir: string) {
  const connection = openConnection({ dataDir, databaseUrl: "" });
  try {
    const rows = await connection.db
      .select({ reference: bookings.reference, status: bookings.status, total: bookings.total })
      .from(bookings)
      .orderBy(asc(bookings.reference));
    const written = await connection.db.select({ id: reviews.id }).from(reviews);
    return { rows, reviews: written.length };
  } finally {
    await connection.close();
  }
}

describe("backing up and restoring the embedded database", () => {
  it("brings back every booking as it was at the backup", async () => {
    const original = mkdtempSync(path.join(tmpdir(), "akwaaba-backup-"));
    const seeded = openConnection({ dataDir: original, databaseUrl: "" });
    await runMigrations(seeded);
    await seedDatabase(seeded.db, { passwordHashCost: 1024 });
    await seeded.close();
    const before = await bookingsIn(original);
    expect(before.rows.length).toBeGreaterThan(20);

    const file = path.join(original, "akwaaba.tar.gz");
    const backup = npmRun("db:backup", original, file);
    expect(backup.status, backup.output).toBe(0);
    expect(existsSync(file)).toBe(true);

    // Elsewhere, over a database that is in the way.
    const restored = mkdtempSync(path.join(tmpdir(), "akwaaba-restore-"));
    const other = openConnection({ dataDir: restored, databaseUrl: "" });
    await runMigrations(other);
    await other.close();
    const restore = npmRun("db:restore", restored, file);
    expect(restore.status, restore.output).toBe(0);
    expect(await bookingsIn(restored)).toEqual(before);
    expect(
      readdirSync(restored).filter((name) => name.startsWith("pglite.before-restore-")),
    ).toHaveLength(1);
    // Two npm runs and a seed: over 30 s on a busy machine, as the real-instance tests.
  }, 120_000);

  it("refuses while a server holds the directory, and without a file", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "akwaaba-busy-"));
    const connection = openConnection({ dataDir, databaseUrl: "" });
    await runMigrations(connection);
    await connection.close();
    // This test's own process stands in for a running server.
    writeFileSync(path.join(dataDir, "server.pid"), String(process.pid));
    const busy = npmRun("db:backup", dataDir, path.join(dataDir, "x.tar.gz"));
    expect(busy.status).toBe(1);
    expect(busy.output).toContain(`The server (pid ${process.pid}) is using`);
    expect(existsSync(path.join(dataDir, "x.tar.gz"))).toBe(false);
    const missing = npmRun("db:restore", dataDir);
    expect(missing.status).toBe(1);
    expect(missing.output).toContain("Usage: npm run db:restore");
  });
});
