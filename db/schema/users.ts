import { sql } from "drizzle-orm";
import { index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, id, timestamptz, updatedAt } from "./columns";
import { roleEnum } from "./enums";

export const users = pgTable(
  "users",
  {
    id: id(),
    /** Stored lower-cased: e-mail addresses compare case-insensitively. */
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    role: roleEnum("role").notNull().default("USER"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_email_key").on(t.email),
    index("users_role_idx").on(t.role),
    index("users_created_at_idx").on(t.createdAt),
  ],
);

export const profiles = pgTable(
  "profiles",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    avatarUrl: text("avatar_url"),
    phone: text("phone"),
    updatedAt: updatedAt(),
  },
  (t) => [index("profiles_name_idx").on(sql`lower(${t.firstName} || ' ' || ${t.lastName})`)],
);

/**
 * What a host tells guests about themselves, made when a user becomes a host (POST
 * /api/host/profile). The HOST role alone opens the host routes; this adds the details.
 */
export const hostProfiles = pgTable("host_profiles", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  displayName: text("display_name").notNull(),
  phone: text("phone").notNull(),
  bio: text("bio").notNull().default(""),
  /** An admin holds the host's payouts (from then on, with the reason) until released. */
  payoutsHeldAt: timestamptz("payouts_held_at"),
  payoutsHeldReason: text("payouts_held_reason"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Opaque refresh tokens, stored as SHA-256 hashes. Every rotation issues a new row in
 * the same family; presenting a row that was already rotated revokes the whole family.
 */
export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    familyId: text("family_id").notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamptz("expires_at").notNull(),
    rotatedAt: timestamptz("rotated_at"),
    revokedAt: timestamptz("revoked_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("refresh_tokens_token_hash_key").on(t.tokenHash),
    index("refresh_tokens_family_idx").on(t.familyId),
    index("refresh_tokens_user_idx").on(t.userId),
  ],
);
