import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/database.ts";
import { matchReports, matches, platformMembers, platforms, roundRobinStages, tournamentParticipants, tournaments, users } from "../../db/schema.ts";
import { insertUnderFreeSlug } from "../../db/free-slug.ts";
import { isUuid } from "../../db/ids.ts";
import { isReservedTournamentSlug, tournamentSlugBase, tournamentSlugCandidate } from "./slug.ts";
import type { MatchColumns, MatchRow, ParticipantRow, ReportRow, TournamentRecord, TournamentRow } from "./state.ts";

export type NewTournament = Omit<typeof tournaments.$inferInsert, "id" | "slug" | "version">;

/** The platform a tournament belongs to, as its answers name it. */
export interface PlatformRef {
  id: string;
  name: string;
  slug: string;
  ownerId: string;
}

// ---- One tournament ----------------------------------------------------------------------------

/** The tournament's row by id or slug; `lock` takes its row lock first (every action does). */
export async function findTournamentRow(db: Executor, identifier: string, lock = false): Promise<TournamentRow | null> {
  const where = isUuid(identifier) ? eq(tournaments.id, identifier) : eq(tournaments.slug, identifier.toLowerCase());
  const query = db.select().from(tournaments).where(where);
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

/** Matches in the order of play, the same on every read: stage, group, round, place in the round. */
const matchOrder = [
  // Issue 29: a Swiss tournament's rounds before its knockout; double elimination's brackets, then its grand final.
  sql`array_position(ARRAY['league', 'group', 'swiss', 'knockout', 'elimination', 'winners', 'losers', 'grandFinal', 'final', 'thirdPlace', 'challenge'], ${matches.stage})`,
  sql`${matches.groupIndex} NULLS FIRST`,
  asc(matches.round),
  asc(matches.matchIndex),
];

export async function loadRecord(db: Executor, row: TournamentRow): Promise<TournamentRecord> {
  const [participants, matchRows, reports] = await Promise.all([
    listParticipants(db, row.id),
    db
      .select()
      .from(matches)
      .where(eq(matches.tournamentId, row.id))
      .orderBy(...matchOrder),
    listReports(db, row.id),
  ]);
  return { row, participants, matches: matchRows, reports };
}

/**
 * Issue 27: what an action on one match reads (domain/src/scope.ts): the tournament's participants,
 * that match (by its key or row id) and the bracket's matches, with their reports. Its cost does
 * not grow with the round-robin matches: the match is found by its unique key, the bracket by a
 * partial index (db/schema.ts `roundRobinStages`). Without that match, the bracket alone (the
 * action refuses it after its authorisation, as with the whole record).
 */
export async function loadMatchScope(db: Executor, row: TournamentRow, matchRef: string): Promise<TournamentRecord> {
  const target = isUuid(matchRef) ? eq(matches.id, matchRef) : eq(matches.key, matchRef);
  const [participants, [match], bracket] = await Promise.all([
    listParticipants(db, row.id),
    db
      .select()
      .from(matches)
      .where(and(eq(matches.tournamentId, row.id), target)),
    db
      .select()
      .from(matches)
      .where(and(eq(matches.tournamentId, row.id), sql`${matches.stage} not in (${roundRobinStages})`))
      .orderBy(...matchOrder),
  ]);
  const scoped = !match || bracket.some((m) => m.id === match.id) ? bracket : [match, ...bracket];
  return {
    row,
    participants,
    matches: scoped,
    reports: await reportsOf(
      db,
      scoped.map((m) => m.id),
    ),
  };
}

// ---- The players' reports (issue 25) --------------------------------------------------------

const reportColumns = {
  matchId: matchReports.matchId,
  userId: matchReports.userId,
  homeScore: matchReports.homeScore,
  awayScore: matchReports.awayScore,
  homePenalties: matchReports.homePenalties,
  awayPenalties: matchReports.awayPenalties,
  homeClub: matchReports.homeClub,
  awayClub: matchReports.awayClub,
  reportedAt: matchReports.reportedAt,
};
const reportOrder = [asc(matchReports.reportedAt), asc(matchReports.userId)];

/** Every report of the tournament's open matches, oldest first. */
export async function listReports(db: Executor, tournamentId: string): Promise<ReportRow[]> {
  return db
    .select(reportColumns)
    .from(matchReports)
    .innerJoin(matches, eq(matches.id, matchReports.matchId))
    .where(eq(matches.tournamentId, tournamentId))
    .orderBy(...reportOrder);
}

/** The reports of these matches, oldest first. */
async function reportsOf(db: Executor, matchIds: string[]): Promise<ReportRow[]> {
  if (matchIds.length === 0) return [];
  return db
    .select(reportColumns)
    .from(matchReports)
    .where(inArray(matchReports.matchId, matchIds))
    .orderBy(...reportOrder);
}

/** A player's report of a match: a second one replaces the first (with its time). */
export async function saveReport(db: Executor, report: Omit<ReportRow, "reportedAt">): Promise<void> {
  await db
    .insert(matchReports)
    .values(report)
    .onConflictDoUpdate({
      target: [matchReports.matchId, matchReports.userId],
      set: {
        homeScore: report.homeScore,
        awayScore: report.awayScore,
        homePenalties: report.homePenalties,
        awayPenalties: report.awayPenalties,
        homeClub: report.homeClub,
        awayClub: report.awayClub,
        reportedAt: sql`now()`,
      },
    });
}

export async function deleteReport(db: Executor, matchId: string, userId: string): Promise<void> {
  await db.delete(matchReports).where(and(eq(matchReports.matchId, matchId), eq(matchReports.userId, userId)));
}

/** The reports of these matches go: a result was decided, cancelled, or both are asked again. */
export async function deleteReportsOf(db: Executor, matchIds: readonly string[]): Promise<void> {
  if (matchIds.length > 0) await db.delete(matchReports).where(inArray(matchReports.matchId, [...matchIds]));
}

// ---- Deadlines and walkovers (issue 25) -------------------------------------------------------

export async function setDeadline(db: Executor, matchIds: readonly string[], deadline: Date | null): Promise<MatchRow[]> {
  if (matchIds.length === 0) return [];
  return db
    .update(matches)
    .set({ deadline })
    .where(inArray(matches.id, [...matchIds]))
    .returning();
}

export async function markWalkover(db: Executor, matchId: string): Promise<MatchRow> {
  const [row] = await db.update(matches).set({ isWalkover: true }).where(eq(matches.id, matchId)).returning();
  return row as MatchRow;
}

/** The tournament and everything of it (participants, matches, reports: they cascade). */
export async function deleteTournament(db: Executor, id: string): Promise<void> {
  await db.delete(tournaments).where(eq(tournaments.id, id));
}

export async function listParticipants(db: Executor, tournamentId: string): Promise<ParticipantRow[]> {
  return db
    .select({
      userId: tournamentParticipants.userId,
      username: users.username,
      profileImage: users.profileImage,
      position: tournamentParticipants.position,
      seed: tournamentParticipants.seed,
      groupIndex: tournamentParticipants.groupIndex,
      groupPosition: tournamentParticipants.groupPosition,
    })
    .from(tournamentParticipants)
    .innerJoin(users, eq(users.id, tournamentParticipants.userId))
    .where(eq(tournamentParticipants.tournamentId, tournamentId))
    .orderBy(asc(tournamentParticipants.position));
}

export async function findPlatformRef(db: Executor, platformId: string): Promise<PlatformRef | null> {
  if (!isUuid(platformId)) return null;
  const [row] = await db
    .select({ id: platforms.id, name: platforms.name, slug: platforms.slug, ownerId: platforms.ownerId })
    .from(platforms)
    .where(eq(platforms.id, platformId));
  return row ?? null;
}

/** Names of users by id (the creator, and anyone the answer mentions). */
export async function usernames(db: Executor, ids: readonly string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids)].filter(isUuid);
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, r.username]));
}

/** Which of `userIds` are members of the platform (the owner included). */
export async function membersAmong(db: Executor, platformId: string, userIds: readonly string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(userIds)].filter(isUuid);
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, username: users.username })
    .from(platformMembers)
    .innerJoin(users, eq(users.id, platformMembers.userId))
    .where(and(eq(platformMembers.platformId, platformId), inArray(platformMembers.userId, wanted)));
  return new Map(rows.map((r) => [r.id, r.username]));
}

export async function isMember(db: Executor, platformId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: platformMembers.userId })
    .from(platformMembers)
    .where(and(eq(platformMembers.platformId, platformId), eq(platformMembers.userId, userId)));
  return row !== undefined;
}

// ---- A shared link's preview -----------------------------------------------------------------

const previewChampion = alias(users, "preview_champion");

/**
 * What the preview of a shared link says of a tournament (modules/site/page-heads.ts), in one read
 * by id or slug: its platform's name and picture, its participant count (off the participants' primary key)
 * and its champion, named only once completed, as the cards name it.
 */
export async function findTournamentPreview(db: Executor, identifier: string) {
  const where = isUuid(identifier) ? eq(tournaments.id, identifier) : eq(tournaments.slug, identifier.toLowerCase());
  const [row] = await db
    .select({
      name: tournaments.name,
      slug: tournaments.slug,
      system: tournaments.system,
      status: tournaments.status,
      platformName: platforms.name,
      platformImage: platforms.image,
      championUsername: sql<string | null>`CASE WHEN ${tournaments.status} = 'completed' THEN ${previewChampion.username} END`,
      participantCount:
        sql<number>`(SELECT count(*)::int FROM ${tournamentParticipants} WHERE ${tournamentParticipants.tournamentId} = ${tournaments.id})`.mapWith(
          Number,
        ),
    })
    .from(tournaments)
    .innerJoin(platforms, eq(platforms.id, tournaments.platformId))
    .leftJoin(previewChampion, eq(previewChampion.id, tournaments.championId))
    .where(where);
  return row ?? null;
}
export type TournamentPreview = NonNullable<Awaited<ReturnType<typeof findTournamentPreview>>>;

// ---- Writes -----------------------------------------------------------------------------------

/** Inserts the tournament under the first free slug of its name (db/free-slug.ts), as platforms are. */
export async function insertTournament(db: Executor, values: NewTournament, name: string): Promise<TournamentRow> {
  return insertUnderFreeSlug(db, {
    table: "tournaments",
    base: tournamentSlugBase(name),
    candidate: tournamentSlugCandidate,
    isReserved: isReservedTournamentSlug,
    taken: async (candidates) =>
      new Set((await db.select({ slug: tournaments.slug }).from(tournaments).where(inArray(tournaments.slug, candidates))).map((r) => r.slug)),
    insert: async (slug) => {
      const [row] = await db
        .insert(tournaments)
        .values({ ...values, slug })
        .onConflictDoNothing({ target: tournaments.slug })
        .returning();
      return row;
    },
  });
}

export async function insertParticipants(db: Executor, rows: Array<typeof tournamentParticipants.$inferInsert>): Promise<void> {
  if (rows.length > 0) await db.insert(tournamentParticipants).values(rows);
}

// PostgreSQL takes at most 65,535 parameters per statement; a match row has 13.
const INSERT_BATCH = 1000;

/** Inserts match rows and gives them back as stored (with their ids), for the answer. */
export async function insertMatches(db: Executor, tournamentId: string, rows: MatchColumns[], confirmedById: string | null): Promise<MatchRow[]> {
  const inserted: MatchRow[] = [];
  for (let i = 0; i < rows.length; i += INSERT_BATCH) {
    const batch = await db
      .insert(matches)
      .values(
        rows.slice(i, i + INSERT_BATCH).map((row) => ({
          ...row,
          tournamentId,
          confirmedAt: row.homeScore === null ? null : sql`now()`,
          confirmedById: row.homeScore === null ? null : confirmedById,
        })),
      )
      .returning();
    inserted.push(...batch);
  }
  return inserted;
}

/**
 * A match's result as confirmed or cleared. Issue 28: with its shoot-out and each side's club (all
 * null when cleared).
 */
export interface MatchResult {
  homeScore: number | null;
  awayScore: number | null;
  homePenalties: number | null;
  awayPenalties: number | null;
  homeClub: string | null;
  awayClub: string | null;
}

/** A match whose result was confirmed or cleared: the result, when and by whom, in one statement; the row as stored. */
export async function updateMatchResult(db: Executor, id: string, result: MatchResult, by: string): Promise<MatchRow> {
  const confirmed = result.homeScore !== null;
  const [row] = await db
    .update(matches)
    .set({
      ...result,
      confirmedAt: confirmed ? sql`now()` : null,
      confirmedById: confirmed ? by : null,
      // A walkover is a confirmed result; whatever changes a result makes it an ordinary one.
      isWalkover: false,
    })
    .where(eq(matches.id, id))
    .returning();
  return row as MatchRow;
}

export async function deleteMatches(db: Executor, ids: string[]): Promise<void> {
  if (ids.length > 0) await db.delete(matches).where(inArray(matches.id, ids));
}

export type TournamentChanges = Partial<
  Pick<
    TournamentRow,
    "status" | "name" | "championId" | "secondPlaceId" | "thirdPlaceId" | "pausedAt" | "completedAt" | "exitedAt" | "activeGroupTab"
  >
>;

/** Every action ends here: its changes, the version one up, and the moment of last activity; the row as stored. */
export async function updateTournament(db: Executor, id: string, changes: TournamentChanges): Promise<TournamentRow> {
  const [row] = await db
    .update(tournaments)
    .set({ ...changes, version: sql`${tournaments.version} + 1`, updatedAt: sql`now()` })
    .where(eq(tournaments.id, id))
    .returning();
  return row as TournamentRow;
}

export type { MatchRow };

/** Every participant's user id, in the order they were chosen (a caught-up event names them). */
export async function participantIdsOf(db: Executor, tournamentId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: tournamentParticipants.userId })
    .from(tournamentParticipants)
    .where(eq(tournamentParticipants.tournamentId, tournamentId))
    .orderBy(asc(tournamentParticipants.position));
  return rows.map((row) => row.userId);
}
