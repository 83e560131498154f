import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/database.ts";
import { isUuid } from "../../db/ids.ts";
import { platformInvitations, platformMembers, platforms, type StoredImage, tournamentParticipants, tournaments, users } from "../../db/schema.ts";
import { insertUnderFreeSlug } from "../../db/free-slug.ts";
import { isReservedSlug, platformSlugBase, platformSlugCandidate } from "./slug.ts";
import { tournamentCountColumns } from "./tournament-counts.ts";

export type PlatformRow = typeof platforms.$inferSelect;
export type InvitationRow = typeof platformInvitations.$inferSelect;
export type NewPlatform = Pick<typeof platforms.$inferInsert, "name" | "description" | "game" | "deviceType" | "ownerId" | "createdAt">;
export type PlatformChanges = Pick<PlatformRow, "description" | "game" | "deviceType">;

/**
 * A platform as every answer shows it: its row, its owner's name and its counts. The counts are
 * correlated subqueries on the platform's id, so they are computed for the rows a query returns
 * and no other (one query for a whole page, no N+1).
 */
const viewColumns = {
  id: platforms.id,
  name: platforms.name,
  slug: platforms.slug,
  description: platforms.description,
  game: platforms.game,
  deviceType: platforms.deviceType,
  ownerId: platforms.ownerId,
  ownerUsername: users.username,
  image: platforms.image,
  createdAt: platforms.createdAt,
  memberCount: sql<number>`(SELECT count(*)::int FROM ${platformMembers} WHERE ${platformMembers.platformId} = ${platforms.id})`.mapWith(Number),
  ...tournamentCountColumns(platforms.id),
};

function selectViews(db: Executor) {
  return db.select(viewColumns).from(platforms).innerJoin(users, eq(users.id, platforms.ownerId));
}

export type PlatformView = Awaited<ReturnType<typeof selectViews>>[number];

export async function findPlatformView(db: Executor, id: string): Promise<PlatformView | null> {
  if (!isUuid(id)) return null;
  const [row] = await selectViews(db).where(eq(platforms.id, id));
  return row ?? null;
}

/** Slugs are stored in lower case, so `Yaz-Ligi` finds `yaz-ligi` through the unique index. */
export async function findPlatformViewBySlug(db: Executor, slug: string): Promise<PlatformView | null> {
  const [row] = await selectViews(db).where(eq(platforms.slug, slug.toLowerCase()));
  return row ?? null;
}

/** A platform's id and owner, read without a lock (a read that only the owner may make). */
export async function findPlatformOwnerOf(db: Executor, id: string): Promise<{ id: string; ownerId: string } | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select({ id: platforms.id, ownerId: platforms.ownerId }).from(platforms).where(eq(platforms.id, id));
  return row ?? null;
}

export async function platformExists(db: Executor, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const [row] = await db.select({ id: platforms.id }).from(platforms).where(eq(platforms.id, id));
  return row !== undefined;
}

export async function findPlatformIdBySlug(db: Executor, slug: string): Promise<string | null> {
  const [row] = await db.select({ id: platforms.id }).from(platforms).where(eq(platforms.slug, slug.toLowerCase()));
  return row?.id ?? null;
}

/**
 * Newest first, spelled the way the indexes are (`DESC NULLS LAST`, drizzle-kit's default): a plain
 * `DESC` means `NULLS FIRST`, and PostgreSQL would then sort the whole table instead of reading
 * the index (the columns are NOT NULL, so both orders are the same).
 */
const newestFirst = [sql`${platforms.createdAt} DESC NULLS LAST`, sql`${platforms.id} DESC NULLS LAST`];

/**
 * One page of the public list, newest first, and how many there are in all. The page's ids are
 * read first, straight off `platforms_created_idx` (or `platforms_game_created_idx`), and only
 * those rows are joined and counted: with OFFSET, PostgreSQL would otherwise compute the counts
 * of every skipped row too, and a deep page would cost as much as the whole list.
 */
export async function listPublicPlatforms(
  db: Executor,
  { game, page, limit }: { game: string | undefined; page: number; limit: number },
): Promise<{ rows: PlatformView[]; totalCount: number }> {
  const filter = game === undefined ? undefined : eq(platforms.game, game);
  const pageIds = db
    .select({ pageId: platforms.id })
    .from(platforms)
    .where(filter)
    .orderBy(...newestFirst)
    .limit(limit)
    .offset((page - 1) * limit)
    .as("page");
  const [rows, [total]] = await Promise.all([
    selectViews(db)
      .innerJoin(pageIds, eq(pageIds.pageId, platforms.id))
      .orderBy(...newestFirst),
    db.select({ value: count() }).from(platforms).where(filter),
  ]);
  return { rows, totalCount: total?.value ?? 0 };
}

/** Every platform the user belongs to (owned ones too), newest membership first. */
export async function listPlatformsOfUser(db: Executor, userId: string): Promise<PlatformView[]> {
  return selectViews(db)
    .innerJoin(platformMembers, and(eq(platformMembers.platformId, platforms.id), eq(platformMembers.userId, userId)))
    .orderBy(desc(platformMembers.joinedAt), desc(platforms.id));
}

/** Just the ids of the user's platforms, newest membership first: the Create button's check. */
export async function platformIdsOfUser(db: Executor, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: platformMembers.platformId })
    .from(platformMembers)
    .where(eq(platformMembers.userId, userId))
    .orderBy(desc(platformMembers.joinedAt), desc(platformMembers.platformId));
  return rows.map((row) => row.id);
}

/** Slugs of the newest platforms, for the sitemap: one read off `platforms_created_idx`. */
export async function newestPlatformSlugs(db: Executor, limit: number): Promise<string[]> {
  const rows = await db
    .select({ slug: platforms.slug })
    .from(platforms)
    .orderBy(...newestFirst)
    .limit(limit);
  return rows.map((row) => row.slug);
}

/** Inserts a platform under the first free slug of its name (db/free-slug.ts). */
export async function insertPlatform(db: Executor, values: NewPlatform): Promise<PlatformRow> {
  return insertUnderFreeSlug(db, {
    table: "platforms",
    base: platformSlugBase(values.name),
    candidate: platformSlugCandidate,
    isReserved: isReservedSlug,
    taken: async (candidates) =>
      new Set((await db.select({ slug: platforms.slug }).from(platforms).where(inArray(platforms.slug, candidates))).map((row) => row.slug)),
    insert: async (slug) => {
      const [row] = await db
        .insert(platforms)
        .values({ ...values, slug })
        .onConflictDoNothing({ target: platforms.slug })
        .returning();
      return row;
    },
  });
}

export async function updatePlatform(db: Executor, id: string, changes: PlatformChanges): Promise<void> {
  await db
    .update(platforms)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(platforms.id, id));
}

export async function insertMembership(
  db: Executor,
  membership: Pick<typeof platformMembers.$inferInsert, "platformId" | "userId" | "role" | "joinedAt">,
): Promise<void> {
  await db.insert(platformMembers).values(membership).onConflictDoNothing();
}

/** The user's membership of the platform, with their name, or null. */
export async function findMembership(db: Executor, platformId: string, userId: string): Promise<MemberRow | null> {
  if (!isUuid(userId)) return null;
  const [row] = await selectMembers(db).where(and(eq(platformMembers.platformId, platformId), eq(platformMembers.userId, userId)));
  return row ?? null;
}

/**
 * Deletes the membership row and nothing else: the person keeps their account, and the matches
 * of tournaments they played (rows that will reference users, not memberships) keep them too.
 */
export async function deleteMembership(db: Executor, platformId: string, userId: string): Promise<void> {
  await db.delete(platformMembers).where(and(eq(platformMembers.platformId, platformId), eq(platformMembers.userId, userId)));
}

export interface MemberRow {
  userId: string;
  username: string;
  email: string;
  profileImage: StoredImage | null;
  role: "owner" | "member";
  joinedAt: Date;
  runningTournamentCount: number;
}

function selectMembers(db: Executor) {
  return db
    .select({
      userId: users.id,
      username: users.username,
      email: users.email,
      profileImage: users.profileImage,
      role: platformMembers.role,
      joinedAt: platformMembers.joinedAt,
      // Issue 25: the platform's unfinished tournaments they play in (the removal's warning).
      runningTournamentCount: sql<number>`(
        SELECT count(*)::int FROM ${tournamentParticipants} tp JOIN ${tournaments} t ON t.id = tp.tournament_id
        WHERE tp.user_id = ${users.id} AND t.platform_id = ${platformMembers.platformId} AND t.status <> 'completed')`.mapWith(Number),
    })
    .from(platformMembers)
    .innerJoin(users, eq(users.id, platformMembers.userId));
}

/** A platform's members in no particular order: the caller sorts them with Turkish collation. */
export async function listMembers(db: Executor, platformId: string): Promise<MemberRow[]> {
  return selectMembers(db).where(eq(platformMembers.platformId, platformId));
}

/** The account an invitation is for: by e-mail only (a username never matches), regardless of case. */
/** The username a notification names its actor by (issue 26). */
export async function usernameOf(db: Executor, id: string): Promise<string | undefined> {
  const [row] = await db.select({ username: users.username }).from(users).where(eq(users.id, id));
  return row?.username;
}

export async function findUserByEmail(db: Executor, email: string): Promise<{ id: string; username: string } | null> {
  const [row] = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row ?? null;
}

export async function findInvitation(db: Executor, platformId: string, inviteeId: string): Promise<InvitationRow | null> {
  const [row] = await db
    .select()
    .from(platformInvitations)
    .where(and(eq(platformInvitations.platformId, platformId), eq(platformInvitations.inviteeId, inviteeId)));
  return row ?? null;
}

/** Null when the person already has a pending invitation to the platform (the unique index says so). */
export async function insertInvitation(
  db: Executor,
  invitation: Pick<typeof platformInvitations.$inferInsert, "platformId" | "inviteeId" | "invitedById" | "email">,
): Promise<InvitationRow | null> {
  const [row] = await db.insert(platformInvitations).values(invitation).onConflictDoNothing().returning();
  return row ?? null;
}

export async function deleteInvitation(db: Executor, id: string): Promise<void> {
  await db.delete(platformInvitations).where(eq(platformInvitations.id, id));
}

const owner = alias(users, "owner");
const inviter = alias(users, "inviter");

/** The user's pending invitations, newest first, with what the invitation card shows. */
/** One page of a person's pending invitations, newest first, off `platform_invitations_invitee_idx`. */
export async function listInvitationsOf(db: Executor, userId: string, page: { offset: number; limit: number }) {
  return db
    .select({
      id: platformInvitations.id,
      createdAt: platformInvitations.createdAt,
      platform: {
        id: platforms.id,
        name: platforms.name,
        slug: platforms.slug,
        game: platforms.game,
        deviceType: platforms.deviceType,
      },
      owner: { id: owner.id, username: owner.username },
      invitedBy: { id: inviter.id, username: inviter.username },
    })
    .from(platformInvitations)
    .innerJoin(platforms, eq(platforms.id, platformInvitations.platformId))
    .innerJoin(owner, eq(owner.id, platforms.ownerId))
    .innerJoin(inviter, eq(inviter.id, platformInvitations.invitedById))
    .where(eq(platformInvitations.inviteeId, userId))
    .orderBy(desc(platformInvitations.createdAt), desc(platformInvitations.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countInvitationsOf(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ count: count() }).from(platformInvitations).where(eq(platformInvitations.inviteeId, userId));
  return row?.count ?? 0;
}
export type InvitationListRow = Awaited<ReturnType<typeof listInvitationsOf>>[number];

// ---- Issue 25: leaving, declining, the owner's invitations, deleting ----------------------------

/** A platform's pending invitations, newest first, as its owner sees them: the address, never whose. */
export async function listSentInvitations(db: Executor, platformId: string, page: { offset: number; limit: number }) {
  const where = eq(platformInvitations.platformId, platformId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: platformInvitations.id, email: platformInvitations.email, createdAt: platformInvitations.createdAt })
      .from(platformInvitations)
      .where(where)
      .orderBy(desc(platformInvitations.createdAt), desc(platformInvitations.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ count: count() }).from(platformInvitations).where(where),
  ]);
  return { rows, totalCount: total?.count ?? 0 };
}

export async function findInvitationById(db: Executor, platformId: string, invitationId: string): Promise<InvitationRow | null> {
  if (!isUuid(invitationId)) return null;
  const [row] = await db
    .select()
    .from(platformInvitations)
    .where(and(eq(platformInvitations.platformId, platformId), eq(platformInvitations.id, invitationId)));
  return row ?? null;
}

/**
 * What a deleted platform's tournaments announce as their last event (every instance evicts its
 * read cache and ends their streams): each one's id, slug, name, version and status, and who played.
 */
export async function tournamentsOfPlatform(db: Executor, platformId: string) {
  const rows = await db
    .select({ id: tournaments.id, slug: tournaments.slug, name: tournaments.name, version: tournaments.version, status: tournaments.status })
    .from(tournaments)
    .where(eq(tournaments.platformId, platformId));
  if (rows.length === 0) return [];
  const players = await db
    .select({ tournamentId: tournamentParticipants.tournamentId, userId: tournamentParticipants.userId })
    .from(tournamentParticipants)
    .where(
      inArray(
        tournamentParticipants.tournamentId,
        rows.map((r) => r.id),
      ),
    );
  return rows.map((row) => ({ ...row, participantIds: players.filter((p) => p.tournamentId === row.id).map((p) => p.userId) }));
}

/** The platform with its tournaments (their matches, participants and reports cascade), members and invitations. */
export async function deletePlatform(db: Executor, platformId: string): Promise<void> {
  await db.delete(tournaments).where(eq(tournaments.platformId, platformId));
  await db.delete(platforms).where(eq(platforms.id, platformId));
}
