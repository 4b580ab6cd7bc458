import path from "node:path";

/** Where the process keeps its files (the embedded database, uploads, a generated key). */
export function dataDirectory(dataDir = process.env.DATA_DIR): string {
  return path.resolve(/*turbopackIgnore: true*/ dataDir || ".data");
}
