import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    username: text("username").notNull(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Unique regardless of case: 'Ali' and 'ali' are one account (issue 2).
    uniqueIndex("users_username_lower_key").on(sql`lower(${t.username})`),
    uniqueIndex("users_email_lower_key").on(sql`lower(${t.email})`),
  ],
);

/**
 * Fixed-window counters for rate limits. Kept in the database, not in memory, so that several
 * instances behind a load balancer count together (DESIGN §7).
 */
export const rateLimitCounters = pgTable("rate_limit_counters", {
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  hits: integer("hits").notNull(),
});

/**
 * One row per signed-in browser. The bearer token itself is never stored, only its SHA-256, so a
 * copy of the database holds no usable session. Logout deletes the row: the token is then refused
 * by every instance at once (ASVS 7.4.1).
 */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("sessions_token_hash_key").on(t.tokenHash),
    // A user's sessions, newest first: the cap on sessions per user reads them in this order.
    index("sessions_user_created_idx").on(t.userId, t.createdAt),
    index("sessions_expires_idx").on(t.expiresAt),
  ],
);

/**
 * Communities (part 1 §3). The slug is readable and unique (modules/platforms/slug.ts); the name
 * never changes after creation. Members and counts are rows of `platform_members`, not columns
 * here, so `memberCount` is always exact.
 */
export const platforms = pgTable(
  "platforms",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    description: text("description").notNull().default(""),
    game: text("game").notNull(),
    deviceType: text("device_type").notNull(),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("platforms_slug_key").on(t.slug),
    // The public list, newest first, whole or one game's: read a page straight off an index.
    index("platforms_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("platforms_game_created_idx").on(t.game, t.createdAt.desc(), t.id.desc()),
    index("platforms_owner_idx").on(t.ownerId),
  ],
);

/** Who belongs to a platform: its owner (exactly one, the creator) and its members. */
export const platformMembers = pgTable(
  "platform_members",
  {
    platformId: uuid("platform_id")
      .notNull()
      .references(() => platforms.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["owner", "member"] }).notNull(),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.platformId, t.userId] }),
    check("platform_members_role_check", sql`${t.role} in ('owner', 'member')`),
    // Exactly one owner: the creator (part 1 §6); ownership is never handed over.
    uniqueIndex("platform_members_one_owner_key").on(t.platformId).where(sql`${t.role} = 'owner'`),
    // "My platforms" and the Create button's check read by user.
    index("platform_members_user_idx").on(t.userId, t.joinedAt),
  ],
);

/** A pending invitation (part 1 §4): it stays until accepted, then the membership replaces it. */
export const platformInvitations = pgTable(
  "platform_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    platformId: uuid("platform_id")
      .notNull()
      .references(() => platforms.id, { onDelete: "cascade" }),
    inviteeId: uuid("invitee_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    invitedById: uuid("invited_by_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One pending invitation per person and platform: a second invite is a 409, even at the same instant.
    uniqueIndex("platform_invitations_platform_invitee_key").on(t.platformId, t.inviteeId),
    index("platform_invitations_invitee_idx").on(t.inviteeId, t.createdAt),
  ],
);
