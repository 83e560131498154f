// The tournament lists and their counts (part 2 §2 and §7): read a page of ids off an index first,
// then join only those rows, as the platforms' public list does.
import type { Status } from "@turnuva/domain";
import { and, count, eq, inArray, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { TournamentFilters } from "@turnuva/contract/tournament-filters";
import type { Executor } from "../../db/database.ts";
import { platforms, tournamentParticipants, tournaments, users } from "../../db/schema.ts";
import { isUuid } from "../../db/ids.ts";
import { TURKISH_FROM, TURKISH_TO, foldTurkishLetters } from "../../db/turkish-letters.ts";

/** The list's filters but its tab: the contract's one vocabulary (tournament-filters.ts). */
export type ListFilters = Omit<TournamentFilters, "status">;

/**
 * The search form of a text: Turkish letters folded (db/turkish-letters.ts), lower case; the SQL
 * below does the same with `translate`, so 'Şampiyonlar' is found by 'sampiyon'.
 */
export function foldForSearch(text: string): string {
  return foldTurkishLetters(text).toLowerCase();
}

const likePattern = (text: string) => `%${foldForSearch(text).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** 'paused' is the tab of paused and pending tournaments: they share a badge (part 2 §2). */
const statusCondition = (status: Status) =>
  status === "paused" ? inArray(tournaments.status, ["paused", "pending"]) : eq(tournaments.status, status);

function conditions(filters: ListFilters, status?: Status): SQL | undefined {
  const parts: SQL[] = [];
  if (filters.search) parts.push(sql`lower(translate(${tournaments.name}, ${TURKISH_FROM}, ${TURKISH_TO})) LIKE ${likePattern(filters.search)}`);
  if (filters.system) parts.push(eq(tournaments.system, filters.system));
  if (filters.game)
    parts.push(inArray(tournaments.platformId, sql`(SELECT ${platforms.id} FROM ${platforms} WHERE ${platforms.game} = ${filters.game})`));
  if (filters.platform !== undefined && filters.platform !== null)
    parts.push(isUuid(filters.platform) ? eq(tournaments.platformId, filters.platform) : sql`false`);
  if (status) parts.push(statusCondition(status));
  return parts.length > 0 ? and(...parts) : undefined;
}

/** Newest activity first, spelled as the index is (see platforms' `newestFirst`). */
const newestFirst = [sql`${tournaments.updatedAt} DESC NULLS LAST`, sql`${tournaments.id} DESC NULLS LAST`];

const champions = alias(users, "champion");

const cardColumns = {
  id: tournaments.id,
  name: tournaments.name,
  slug: tournaments.slug,
  system: tournaments.system,
  status: tournaments.status,
  createdAt: tournaments.createdAt,
  updatedAt: tournaments.updatedAt,
  platformId: platforms.id,
  platformName: platforms.name,
  platformSlug: platforms.slug,
  // The champion only of a completed tournament: a decided but unfinished one names nobody yet.
  championId: sql<string | null>`CASE WHEN ${tournaments.status} = 'completed' THEN ${tournaments.championId} END`,
  championUsername: sql<string | null>`CASE WHEN ${tournaments.status} = 'completed' THEN ${champions.username} END`,
  participantCount:
    sql<number>`(SELECT count(*)::int FROM ${tournamentParticipants} WHERE ${tournamentParticipants.tournamentId} = ${tournaments.id})`.mapWith(
      Number,
    ),
};

function selectCards(db: Executor) {
  return db
    .select(cardColumns)
    .from(tournaments)
    .innerJoin(platforms, eq(platforms.id, tournaments.platformId))
    .leftJoin(champions, eq(champions.id, tournaments.championId));
}

export type CardRow = Awaited<ReturnType<typeof selectCards>>[number];

export async function listCards(
  db: Executor,
  filters: ListFilters & { status?: Status | undefined; page: number; limit: number },
): Promise<{ rows: CardRow[]; totalCount: number }> {
  const where = conditions(filters, filters.status);
  const pageIds = db
    .select({ pageId: tournaments.id })
    .from(tournaments)
    .where(where)
    .orderBy(...newestFirst)
    .limit(filters.limit)
    .offset((filters.page - 1) * filters.limit)
    .as("page");
  const [rows, [total]] = await Promise.all([
    selectCards(db)
      .innerJoin(pageIds, eq(pageIds.pageId, tournaments.id))
      .orderBy(...newestFirst),
    db.select({ value: count() }).from(tournaments).where(where),
  ]);
  return { rows, totalCount: total?.value ?? 0 };
}

/** A platform's tournaments of the given statuses, newest activity first (at most `limit`). */
export async function platformCards(db: Executor, platformId: string, statuses: readonly Status[], limit: number): Promise<CardRow[]> {
  return selectCards(db)
    .where(and(eq(tournaments.platformId, platformId), inArray(tournaments.status, [...statuses])))
    .orderBy(...newestFirst)
    .limit(limit);
}

/** How many tournaments of each status the filters match (the tabs' counts). */
export async function countByStatus(db: Executor, filters: ListFilters): Promise<Map<Status, number>> {
  const rows = await db
    .select({ status: tournaments.status, value: count() })
    .from(tournaments)
    .where(conditions(filters))
    .groupBy(tournaments.status);
  return new Map(rows.map((r) => [r.status, r.value]));
}

/** Platforms that have tournaments, with how many (the list's platform filter). */
export async function platformsWithCounts(db: Executor): Promise<Array<{ id: string; name: string; slug: string; tournamentCount: number }>> {
  return db
    .select({ id: platforms.id, name: platforms.name, slug: platforms.slug, tournamentCount: count() })
    .from(tournaments)
    .innerJoin(platforms, eq(platforms.id, tournaments.platformId))
    .groupBy(platforms.id, platforms.name, platforms.slug);
}

/** Slugs of the tournaments with the newest activity, for the sitemap. */
export async function newestTournamentSlugs(db: Executor, limit: number): Promise<string[]> {
  const rows = await db
    .select({ slug: tournaments.slug })
    .from(tournaments)
    .orderBy(...newestFirst)
    .limit(limit);
  return rows.map((r) => r.slug);
}
