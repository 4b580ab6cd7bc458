// Runs before every test file: a DATA_DIR of its own (embedded mode keeps its database and
// uploads there) and the settings every test file starts from.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "akwaaba-test-"));
process.env.AUTH_SECRET ||= "test-only-signing-key-0123456789-abcdefghijklmnop";
process.env.APP_URL ||= "http://localhost:3000";
// Payments go to the sandbox on PostgreSQL too (the Paystack files start a stub instead).
process.env.PAYMENTS_SANDBOX ||= "true";
// scrypt at its production cost takes 0.3 s a hash; the suite registers and signs in hundreds
// of times. Each hash records its cost, and config.test.ts pins the production default.
process.env.PASSWORD_HASH_COST ||= "1024";
// One log line per request would drown the test output; LOG_LEVEL=info shows them.
process.env.LOG_LEVEL ||= "silent";
// Files make hundreds of requests a minute from one "client"; rate-limit.test.ts turns it on.
process.env.RATE_LIMIT_ENABLED ||= "false";
// Tests read the admin figures right after changing the data; admin-stats.test.ts turns it on.
process.env.STATS_MAX_AGE_SECONDS ||= "0";
// Tests read the catalogue right after writing it directly; catalog-cache.test.ts turns it on.
process.env.CATALOG_CACHE_SECONDS ||= "0";
