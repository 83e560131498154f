import { ROUND_ROBIN_STAGES, STAGES, SYSTEMS } from "@turnuva/domain";
import type { NotificationData } from "@turnuva/contract/notification-rules";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/**
 * A picture as a user or platform row keeps it (issue 12): the names of its stored variants in
 * `image_variants`, the large one (fit inside 1024 px) and the squares (80, 128, 192, 256 px). The
 * URLs are made from the names when answering (http/image-json.ts).
 */
export interface StoredImage {
  large: string;
  squares: Array<{ width: number; name: string }>;
}

/** PostgreSQL's bytea: node-postgres reads a Buffer, PGlite a Uint8Array; both come out a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    username: text("username").notNull(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    // Null until one is uploaded (part 1 §3); the variants themselves are rows of image_variants.
    profileImage: jsonb("profile_image").$type<StoredImage>(),
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
    image: jsonb("image").$type<StoredImage>(),
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
    uniqueIndex("platform_members_one_owner_key")
      .on(t.platformId)
      .where(sql`${t.role} = 'owner'`),
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
    // Issue 25: the address the owner typed, which the owner's list shows (never whose it is).
    email: text("email"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One pending invitation per person and platform: a second invite is a 409, even at the same instant.
    uniqueIndex("platform_invitations_platform_invitee_key").on(t.platformId, t.inviteeId),
    index("platform_invitations_invitee_idx").on(t.inviteeId, t.createdAt),
  ],
);

/**
 * Tournaments (part 2 §3). The engine's state lives in three tables: this row (settings, status,
 * placings, version), `tournament_participants` and `matches`; the service reads them back into
 * the engine's state, applies an action, and writes the rows that changed. `version` goes up by
 * one with every action (live updates and caches key on it); `random_seed` is the source of every
 * draw, so the same actions replay to the same tournament.
 */
export const tournaments = pgTable(
  "tournaments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    platformId: uuid("platform_id")
      .notNull()
      .references(() => platforms.id, { onDelete: "restrict" }),
    system: text("system", { enum: SYSTEMS }).notNull(),
    status: text("status", { enum: ["pending", "active", "paused", "completed"] }).notNull(),
    matchType: text("match_type", { enum: ["single", "double"] }),
    bestOf: integer("best_of"),
    groupCount: integer("group_count"),
    teamsAdvancing: integer("teams_advancing"),
    createdById: uuid("created_by_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    // Issue 25: who enters scores: the two players of a match ('players': they report, the
    // organiser may always confirm) or the organiser alone ('organizer', the spec's way).
    resultEntry: text("result_entry", { enum: ["players", "organizer"] })
      .notNull()
      .default("organizer"),
    // Issue 25: days each round has to be played, or null for no deadlines.
    roundDays: integer("round_days"),
    // Issue 28: how a league's or group stage's teams level on points are ordered ('overall': the
    // spec's; 'headToHead': their matches among themselves first). Null on the other systems.
    tiebreakers: text("tiebreakers", { enum: ["overall", "headToHead"] }),
    // Issue 28: matches per knockout tie (1, the spec's, or 2: home and away), and for the final.
    knockoutLegs: integer("knockout_legs").notNull().default(1),
    finalLegs: integer("final_legs").notNull().default(1),
    // Issue 29, double elimination: a second grand final when the losers' side wins the first.
    grandFinalReset: boolean("grand_final_reset"),
    // Issue 29, Swiss: its number of rounds, and how many of its table go on to a knockout (0: none).
    swissRounds: integer("swiss_rounds"),
    knockoutSize: integer("knockout_size"),
    // The decided result as the engine has it; shown publicly only once completed (part 2 §2).
    championId: uuid("champion_id").references(() => users.id, { onDelete: "restrict" }),
    secondPlaceId: uuid("second_place_id").references(() => users.id, { onDelete: "restrict" }),
    thirdPlaceId: uuid("third_place_id").references(() => users.id, { onDelete: "restrict" }),
    randomSeed: integer("random_seed").notNull(),
    version: integer("version").notNull().default(1),
    activeGroupTab: integer("active_group_tab"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    pausedAt: timestamp("paused_at", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    exitedAt: timestamp("exited_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("tournaments_slug_key").on(t.slug),
    check("tournaments_system_check", sql`${t.system} in ('league', 'group', 'elimination', 'challenge', 'doubleElimination', 'swiss')`),
    check("tournaments_swiss_check", sql`${t.swissRounds} is null or (${t.swissRounds} between 1 and 127 and ${t.knockoutSize} in (0, 2, 4, 8, 16))`),
    check("tournaments_status_check", sql`${t.status} in ('pending', 'active', 'paused', 'completed')`),
    check("tournaments_result_entry_check", sql`${t.resultEntry} in ('players', 'organizer')`),
    check("tournaments_round_days_check", sql`${t.roundDays} is null or ${t.roundDays} between 1 and 60`),
    check("tournaments_tiebreakers_check", sql`${t.tiebreakers} is null or ${t.tiebreakers} in ('overall', 'headToHead')`),
    check("tournaments_legs_check", sql`${t.knockoutLegs} in (1, 2) and ${t.finalLegs} in (1, 2)`),
    // The list, newest activity first, whole or by status; a platform's tournaments and counts.
    index("tournaments_updated_idx").on(t.updatedAt.desc(), t.id.desc()),
    index("tournaments_status_updated_idx").on(t.status, t.updatedAt.desc(), t.id.desc()),
    index("tournaments_platform_status_idx").on(t.platformId, t.status),
    index("tournaments_champion_idx").on(t.championId),
  ],
);

/** Who takes part: order of selection, seed rank, and group with place in it (group system). */
export const tournamentParticipants = pgTable(
  "tournament_participants",
  {
    tournamentId: uuid("tournament_id")
      .notNull()
      .references(() => tournaments.id, { onDelete: "cascade" }),
    // A removed member keeps their history: the row references the account, not the membership.
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    position: integer("position").notNull(),
    seed: integer("seed"),
    groupIndex: integer("group_index"),
    groupPosition: integer("group_position"),
  },
  (t) => [primaryKey({ columns: [t.tournamentId, t.userId] }), index("tournament_participants_user_idx").on(t.userId)],
);

/**
 * Issue 27: the round-robin stages as SQL literals. The bracket's index and its query must spell
 * its condition the same way, with no bound parameter, for the planner to use the index.
 */
export const roundRobinStages = sql.raw(ROUND_ROBIN_STAGES.map((stage) => `'${stage}'`).join(", "));

/**
 * Every match as a row (DESIGN §3): statistics, match history and head-to-head are indexed queries
 * on it. `key` is the engine's id of the position (`league-r1-m0`); `id` is what the API shows. A
 * cancelled result clears its scores and `confirmed_at`, so no figure counts it.
 */
export const matches = pgTable(
  "matches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tournamentId: uuid("tournament_id")
      .notNull()
      .references(() => tournaments.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    stage: text("stage", { enum: STAGES }).notNull(),
    groupIndex: integer("group_index"),
    round: integer("round").notNull(),
    roundName: text("round_name").notNull(),
    matchIndex: integer("match_index").notNull(),
    leg: integer("leg").notNull().default(1),
    homeId: uuid("home_id").references(() => users.id, { onDelete: "restrict" }),
    awayId: uuid("away_id").references(() => users.id, { onDelete: "restrict" }),
    homeScore: integer("home_score"),
    awayScore: integer("away_score"),
    // Issue 28: the shoot-out of a level knockout match (or of a tie's second leg), else null.
    homePenalties: integer("home_penalties"),
    awayPenalties: integer("away_penalties"),
    // Issue 28: the club (or national team) each player used, free text of at most 40 characters.
    homeClub: text("home_club"),
    awayClub: text("away_club"),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    confirmedById: uuid("confirmed_by_id").references(() => users.id, { onDelete: "set null" }),
    // Issue 25: a result the organiser awarded (3–0) because the other side did not play.
    isWalkover: boolean("is_walkover").notNull().default(false),
    // Issue 25: by when the match is to be played (its round's deadline), or null.
    deadline: timestamp("deadline", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("matches_tournament_key").on(t.tournamentId, t.key),
    check(
      "matches_scores_check",
      sql`(${t.homeScore} is null or ${t.homeScore} between 0 and 99) and (${t.awayScore} is null or ${t.awayScore} between 0 and 99)`,
    ),
    check(
      "matches_confirmed_check",
      sql`(${t.confirmedAt} is null) = (${t.homeScore} is null) and (${t.homeScore} is null) = (${t.awayScore} is null)`,
    ),
    // A participant's played matches, newest first: statistics, history, head-to-head (issue 11).
    index("matches_home_played_idx")
      .on(t.homeId, t.confirmedAt.desc())
      .where(sql`${t.confirmedAt} is not null`),
    index("matches_away_played_idx")
      .on(t.awayId, t.confirmedAt.desc())
      .where(sql`${t.confirmedAt} is not null`),
    // A walkover is a confirmed result.
    check("matches_walkover_check", sql`not ${t.isWalkover} or ${t.confirmedAt} is not null`),
    // A shoot-out is both numbers or neither, 0–99, never level, and only after a played score.
    check(
      "matches_penalties_check",
      sql`(${t.homePenalties} is null) = (${t.awayPenalties} is null) and (${t.homePenalties} is null or (${t.homePenalties} between 0 and 99 and ${t.awayPenalties} between 0 and 99 and ${t.homePenalties} <> ${t.awayPenalties} and ${t.homeScore} is not null))`,
    ),
    check("matches_clubs_check", sql`char_length(${t.homeClub}) between 1 and 40 and char_length(${t.awayClub}) between 1 and 40`),
    // A player's open matches (their calendar, the member home's list).
    index("matches_home_open_idx")
      .on(t.homeId)
      .where(sql`${t.confirmedAt} is null`),
    index("matches_away_open_idx")
      .on(t.awayId)
      .where(sql`${t.confirmedAt} is null`),
    // Issue 27: a tournament's bracket, read by every action on one match (domain/src/scope.ts)
    // without touching its round-robin matches (16,256 of them in a double league of 128).
    index("matches_bracket_idx")
      .on(t.tournamentId)
      .where(sql`${t.stage} not in (${roundRobinStages})`),
    // Issue 28: confirmed matches in the ratings' order, where a rating update's tail begins.
    index("matches_confirmed_order_idx")
      .on(t.confirmedAt, t.id)
      .where(sql`${t.confirmedAt} is not null`),
  ],
);

/**
 * Issue 25: what each player of an open match said its score was. One report per player and
 * match (a second replaces the first); the match is confirmed when both say the same, and its
 * reports go with the confirmation (or a cancel).
 */
export const matchReports = pgTable(
  "match_reports",
  {
    matchId: uuid("match_id")
      .notNull()
      .references(() => matches.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    homeScore: integer("home_score").notNull(),
    awayScore: integer("away_score").notNull(),
    // Issue 28: a report carries the shoot-out and the clubs as a confirm does.
    homePenalties: integer("home_penalties"),
    awayPenalties: integer("away_penalties"),
    homeClub: text("home_club"),
    awayClub: text("away_club"),
    reportedAt: timestamp("reported_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.matchId, t.userId] }),
    check("match_reports_scores_check", sql`${t.homeScore} between 0 and 99 and ${t.awayScore} between 0 and 99`),
    check(
      "match_reports_penalties_check",
      sql`(${t.homePenalties} is null) = (${t.awayPenalties} is null) and (${t.homePenalties} is null or (${t.homePenalties} between 0 and 99 and ${t.awayPenalties} between 0 and 99 and ${t.homePenalties} <> ${t.awayPenalties}))`,
    ),
    check("match_reports_clubs_check", sql`char_length(${t.homeClub}) between 1 and 40 and char_length(${t.awayClub}) between 1 and 40`),
  ],
);

/**
 * The stored pictures (issue 12): every variant the server made of an upload, as WebP bytes, named
 * by the SHA-256 of those bytes (`<hex>.webp`) and served at `/api/images/<name>`. In the database
 * rather than on a disk so that every instance serves what any of them stored and one backup holds
 * everything (docs/decisions.md, "Images"). Names are content addressed, so two identical
 * pictures share their rows: `uses` counts the user and platform pictures that name a row, and a
 * row goes in the transaction that takes its last use away.
 */
export const imageVariants = pgTable(
  "image_variants",
  {
    name: text("name").primaryKey(),
    bytes: bytea("bytes").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    uses: integer("uses").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("image_variants_uses_check", sql`${t.uses} >= 0`)],
);

/**
 * Issue 26: what the app tells a person. One row per notification, made in the transaction of the
 * action that causes it (a refused action makes none). `data` names the objects it is about
 * (platform, tournament, match, the other person) as they were when it was made, so the list is
 * read without joins and still says something after they are renamed or deleted.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    data: jsonb("data").$type<NotificationData>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp("read_at", { withTimezone: true }),
    // To be pushed to the person's browsers: the push worker takes it (SKIP LOCKED) and clears it.
    pushDue: boolean("push_due").notNull().default(false),
  },
  (t) => [
    index("notifications_push_due_idx")
      .on(t.createdAt)
      .where(sql`${t.pushDue}`),
    // A person's list, newest first, and their unread count.
    index("notifications_user_created_idx").on(t.userId, t.createdAt),
    index("notifications_user_unread_idx")
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);

/**
 * Issue 26: how a person wants each kind told besides the app (which always lists it). No row:
 * the kind's default (notifications/kinds.ts).
 */
export const notificationPreferences = pgTable(
  "notification_preferences",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    email: boolean("email").notNull(),
    push: boolean("push").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/**
 * Issue 26: every mail, written in the transaction of its cause and sent by a worker (mail/worker.ts).
 * A worker claims a row by setting `locked_until` (FOR UPDATE SKIP LOCKED), sends it outside any
 * transaction, then sets `sent_at`; a failure moves `next_attempt_at` back (backoff), a worker
 * that died leaves a claim that runs out.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    index("mail_outbox_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null`),
  ],
);

/**
 * Issue 26: a password reset link. Only the SHA-256 of its token is kept (like sessions); single
 * use (`used_at`), valid for an hour.
 */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("password_reset_tokens_user_idx").on(t.userId)],
);

/** Issue 26: a browser that asked for push notifications (Web Push, VAPID). */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("push_subscriptions_endpoint_key").on(t.endpoint), index("push_subscriptions_user_idx").on(t.userId)],
);

/**
 * Issue 26: the deadline reminders already made. The job inserts here first and notifies only
 * when the row is new, so several instances remind once; a deadline moved later reminds again.
 */
export const deadlineReminders = pgTable(
  "deadline_reminders",
  {
    matchId: uuid("match_id")
      .notNull()
      .references(() => matches.id, { onDelete: "cascade" }),
    deadline: timestamp("deadline", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.deadline] })],
);

/**
 * Issue 26: values the server makes once and keeps (the VAPID keys, the key that signs
 * unsubscribe links), so every instance and every restart uses the same ones.
 */
export const serverKeys = pgTable("server_keys", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Issue 28: what each rated match did to each of its two players' Elo rating on its platform, in
 * the platform's order (confirmation time, then match id). Written in the transaction that
 * confirms the match; a change before a stored row (a cancel, a deleted tournament, a confirm
 * whose clock is earlier) drops the rows from there and writes them again (modules/ratings).
 * `played_at` is the match's confirmation time as it was rated, so the rows can be found again
 * after the match has lost it (a cancel) or gone (a deleted tournament).
 */
export const ratingChanges = pgTable(
  "rating_changes",
  {
    platformId: uuid("platform_id")
      .notNull()
      .references(() => platforms.id, { onDelete: "cascade" }),
    // No foreign key on purpose: a match deleted with its tournament leaves its rows for the
    // update to find and drop, with everything rated after it (a cascade would drop them unseen).
    matchId: uuid("match_id").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    playedAt: timestamp("played_at", { withTimezone: true }).notNull(),
    ratingBefore: doublePrecision("rating_before").notNull(),
    ratingAfter: doublePrecision("rating_after").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.matchId, t.userId] }),
    // The platform's order: where a tail starts and what it holds.
    index("rating_changes_platform_order_idx").on(t.platformId, t.playedAt, t.matchId),
    // One member's history, and their rating 30 days ago.
    index("rating_changes_member_idx").on(t.platformId, t.userId, t.playedAt, t.matchId),
  ],
);

/** Issue 28: each player's rating on a platform now and their rated matches: what the table reads. */
export const platformRatings = pgTable(
  "platform_ratings",
  {
    platformId: uuid("platform_id")
      .notNull()
      .references(() => platforms.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rating: doublePrecision("rating").notNull(),
    matches: integer("matches").notNull(),
  },
  (t) => [primaryKey({ columns: [t.platformId, t.userId] }), check("platform_ratings_matches_check", sql`${t.matches} >= 0`)],
);
