import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

// A running server's mark on its data directory (`server.pid`), so the backup and restore
// commands refuse to open an embedded database the server has open: PGlite takes no lock of
// its own, and two processes writing one directory would corrupt it.

const markerOf = (dataDir: string) => path.join(dataDir, "server.pid");

/** Marks the directory as this process's until it exits. */
export function markDataDirectoryInUse(dataDir: string): void {
  const marker = markerOf(dataDir);
  writeFileSync(marker, String(process.pid));
  process.once("exit", () => rmSync(marker, { force: true }));
}

/** The pid of a live process that marked the directory, or null (a stale mark is ignored). */
export function processUsingDataDirectory(dataDir: string): number | null {
  const marker = markerOf(dataDir);
  if (!existsSync(marker)) return null;
  const pid = Number(readFileSync(marker, "utf8").trim());
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: alive, but another user's.
    return (error as NodeJS.ErrnoException).code === "EPERM" ? pid : null;
  }
}
