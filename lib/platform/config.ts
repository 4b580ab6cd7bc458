import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import {
  DEFAULT_MAP_TILE_ATTRIBUTION,
  DEFAULT_MAP_TILE_URL,
  isTileUrlTemplate,
  type MapTiles,
} from "../map-tiles";
import { dataDirectory } from "./data-directory";

/**
 * scrypt's N as OWASP recommends it. A setting only so the tests, which register and sign in
 * hundreds of times, can afford hashing; a hash records its own cost, so every hash verifies.
 */
export const DEFAULT_PASSWORD_HASH_COST = 2 ** 17;

const booleanFlag = z
  .enum(["true", "false", "1", "0"])
  .transform((value) => value === "true" || value === "1");

const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  APP_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default(".data"),
  DATABASE_URL: z.string().min(1).optional(),
  /** How long opening a database connection may take (db/client.ts reads it; 1500 unset). */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).optional(),
  AUTH_SECRET: z.string().min(32, "AUTH_SECRET must be at least 32 characters").optional(),
  PAYSTACK_SECRET_KEY: z.string().min(1).optional(),
  PAYSTACK_BASE_URL: z.url().default("https://api.paystack.co"),
  /** How long a request to Paystack may take before it counts as failed (checkout: 502). */
  PAYSTACK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  PAYMENTS_SANDBOX: booleanFlag.default(false),
  RESEND_API_KEY: z.string().min(1).optional(),
  RESEND_BASE_URL: z.url().optional(),
  EMAIL_FROM: z.string().min(3).default("Akwaaba <bookings@akwaaba.example>"),
  CLOUDINARY_URL: z
    .string()
    .regex(
      /^cloudinary:\/\/[^:@/\s]+:[^@/\s]+@[^/\s]+$/,
      "must look like cloudinary://<key>:<secret>@<cloud>",
    )
    .optional(),
  CLOUDINARY_API_BASE_URL: z.url().default("https://api.cloudinary.com"),
  UPSTASH_REDIS_REST_URL: z.url().optional(),
  UPSTASH_REDIS_REST_TOKEN: z.string().min(1).optional(),
  RATE_LIMIT_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/)
    .default("akwaaba:ratelimit"),
  RATE_LIMIT_ENABLED: booleanFlag.default(true),
  /** How long a request waits for the shared rate-limit store before counting in-process. */
  RATE_LIMIT_STORE_TIMEOUT_MS: z.coerce.number().int().min(10).max(5000).default(100),
  /** After the store failed, how long requests are counted in-process before it is tried again. */
  RATE_LIMIT_STORE_PAUSE_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
  TRUST_PROXY: booleanFlag.default(false),
  BOOKING_HOLD_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  STATS_MAX_AGE_SECONDS: z.coerce.number().min(0).max(3600).default(30),
  CATALOG_CACHE_SECONDS: z.coerce.number().min(0).max(3600).default(30),
  MAX_UNPAID_BOOKINGS: z.coerce.number().int().min(1).max(100_000).default(3),
  MAX_UNPAID_NIGHTS: z.coerce.number().int().min(1).max(100_000).default(365),
  MAX_LAPSED_HOLDS_PER_LISTING: z.coerce.number().int().min(1).max(100_000).default(3),
  MAX_BOOKING_ADVANCE_DAYS: z.coerce.number().int().min(1).max(3650).default(730),
  /** Hours after the start of a booking's check-in day before its earning may be paid out. */
  PAYOUT_DELAY_HOURS: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 60)
    .default(24),
  /** The least available balance worth a transfer, GH₵ (whole cedis). */
  PAYOUT_MINIMUM_GHS: z.coerce.number().int().min(1).max(100_000).default(20),
  /** Minutes between two fetches of one imported calendar (a failing one waits longer). */
  CALENDAR_SYNC_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  CALENDAR_FEED_TIMEOUT_SECONDS: z.coerce.number().min(1).max(120).default(10),
  CALENDAR_FEED_MAX_BYTES: z.coerce.number().int().min(1024).max(50_000_000).default(2_000_000),
  /**
   * Hosts (host or host:port, comma-separated) a calendar feed may be fetched from whatever
   * their address: the tests' local stub. Empty in production: private addresses are refused.
   */
  CALENDAR_FEED_ALLOWED_HOSTS: z
    .string()
    .default("")
    .transform((text) =>
      text
        .split(",")
        .map((host) => host.trim())
        .filter(Boolean),
    ),
  GHS_PER_USD: z
    .string()
    .regex(/^\d+(\.\d+)?$/)
    .default("12.50"),
  CRON_SECRET: z.string().min(16).optional(),
  PASSWORD_HASH_COST: z.coerce
    .number()
    .int()
    .min(2 ** 10)
    .max(2 ** 20)
    .refine((cost) => Number.isInteger(Math.log2(cost)), "must be a power of two")
    .default(DEFAULT_PASSWORD_HASH_COST),
  MAP_TILE_URL: z
    .string()
    .refine(
      isTileUrlTemplate,
      "must be an http(s) tile URL template with {z}, {x} and {y}, such as https://tile.openstreetmap.org/{z}/{x}/{y}.png",
    )
    .default(DEFAULT_MAP_TILE_URL),
  MAP_TILE_ATTRIBUTION: z.string().min(1).max(500).default(DEFAULT_MAP_TILE_ATTRIBUTION),
});

export type Config = z.output<typeof environmentSchema> & {
  appUrl: string;
  dataDir: string;
  authSecret: Uint8Array;
  embedded: boolean;
};

type Environment = Record<string, string | undefined>;

function emptyToUndefined(env: Environment): Environment {
  return Object.fromEntries(
    Object.entries(env).map(([key, value]) => [key, value === "" ? undefined : value]),
  );
}

/** Embedded mode keeps a generated signing key in DATA_DIR so sessions survive restarts. */
function embeddedAuthSecret(dataDir: string): string {
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  try {
    writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
    return secret;
  } catch {
    // Another process created it first: use theirs.
    return readFileSync(file, "utf8").trim();
  }
}

export function loadConfig(env: Environment = process.env): Config {
  const parsed = environmentSchema.safeParse(emptyToUndefined(env));
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join(".")}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  const values = parsed.data;
  const dataDir = dataDirectory(values.DATA_DIR);
  const embedded = !values.DATABASE_URL;
  if (!embedded && !values.AUTH_SECRET) {
    throw new Error("Invalid configuration:\n  AUTH_SECRET is required when DATABASE_URL is set");
  }
  // The sandbox confirms bookings with a signing key the README publishes: outside the
  // embedded demo it runs only when asked for by name.
  if (!embedded && !values.PAYSTACK_SECRET_KEY && !values.PAYMENTS_SANDBOX) {
    throw new Error(
      "Invalid configuration:\n  PAYSTACK_SECRET_KEY is required when DATABASE_URL is set (or PAYMENTS_SANDBOX=true for a test deployment that takes no real payments)",
    );
  }
  if (!values.UPSTASH_REDIS_REST_URL !== !values.UPSTASH_REDIS_REST_TOKEN) {
    throw new Error(
      "Invalid configuration:\n  UPSTASH_REDIS_REST_URL and UPSTASH_REDIS_REST_TOKEN go together",
    );
  }
  const authSecret = values.AUTH_SECRET ?? embeddedAuthSecret(dataDir);
  return {
    ...values,
    appUrl: (values.APP_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, ""),
    dataDir,
    authSecret: new TextEncoder().encode(authSecret),
    embedded,
  };
}

let cached: Config | undefined;

/** The configuration, validated once per process. */
export function config(): Config {
  cached ??= loadConfig();
  return cached;
}

/** The tile server the pages' maps are drawn with (MAP_TILE_URL, MAP_TILE_ATTRIBUTION). */
export function mapTiles(): MapTiles {
  const { MAP_TILE_URL, MAP_TILE_ATTRIBUTION } = config();
  return { url: MAP_TILE_URL, attribution: MAP_TILE_ATTRIBUTION };
}

export function resetConfigForTests(): void {
  cached = undefined;
}
