// A PostgreSQL cluster of the test's own (initdb + pg_ctl into a temporary directory, on a
// port of its own), so a test may stop and start it: never the machine's shared server.
import { execFile } from "node:child_process";
import { chownSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { freePort } from "./processes";

const run = promisify(execFile);

const POSTGRES_VERSIONS = "/usr/lib/postgresql";

/** The newest installed server's programs (TEST_POSTGRES_BIN names another directory). */
function binDirectory(): string {
  if (process.env.TEST_POSTGRES_BIN) return process.env.TEST_POSTGRES_BIN;
  const [newest] = readdirSync(POSTGRES_VERSIONS)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  if (!newest) throw new Error(`no PostgreSQL server under ${POSTGRES_VERSIONS}`);
  return path.join(POSTGRES_VERSIONS, newest, "bin");
}

/** PostgreSQL refuses to run as root: as root, its programs run as the postgres user. */
function command(program: string, args: string[]): [string, string[]] {
  const binary = path.join(binDirectory(), program);
  return process.getuid?.() === 0
    ? ["runuser", ["-u", "postgres", "--", binary, ...args]]
    : [binary, args];
}

async function pg(program: string, args: string[]) {
  const [file, argv] = command(program, args);
  await run(file, argv, { timeout: 60_000 });
}

export type StopMode = "immediate" | "fast";

export interface ThrowawayPostgres {
  url: string;
  stop(mode?: StopMode): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const directory = mkdtempSync(path.join(tmpdir(), "akwaaba-pg-"));
  const data = path.join(directory, "data");
  if (process.getuid?.() === 0) {
    const { stdout } = await run("id", ["-u", "postgres"]);
    const { stdout: group } = await run("id", ["-g", "postgres"]);
    chownSync(directory, Number(stdout), Number(group));
  }
  const port = await freePort();
  await pg("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8"]);
  // fsync off: only a crash of the machine loses what it did not flush. synchronous_commit
  // stays on, or an immediate stop would lose commits the app has answered for.
  const options = `-p ${port} -k ${directory} -c listen_addresses=127.0.0.1 -c fsync=off`;
  let running = false;
  const cluster: ThrowawayPostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async start() {
      if (running) return;
      await pg("pg_ctl", [
        "start",
        "-D",
        data,
        "-w",
        "-l",
        path.join(directory, "log"),
        "-o",
        options,
      ]);
      running = true;
    },
    async stop(mode = "immediate") {
      await pg("pg_ctl", ["stop", "-D", data, "-w", "-m", mode]);
      running = false;
    },
    async destroy() {
      if (running) await cluster.stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
  await cluster.start();
  return cluster;
}
