import { sql } from "drizzle-orm";
import type { Database } from "@/db/client";

const HEALTH_TIMEOUT_MS = 2000;

/** True when the database answers a trivial query within two seconds. */
export async function checkDatabase(db: Database): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), HEALTH_TIMEOUT_MS);
  });
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
