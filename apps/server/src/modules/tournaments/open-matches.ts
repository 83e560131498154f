// Issue 25: a player's open matches across the tournaments they play in, for their calendar
// (modules/calendars) and the matches waiting for them on the member home (waiting-service.ts).
import { and, asc, eq, inArray, isNotNull, isNull, ne, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/database.ts";
import { firstLegKeyOf, legDecidedByWalkover, tieLeg } from "../../db/tie-legs.ts";
import { matchReports, matches, platformMembers, tournaments, users } from "../../db/schema.ts";
import type { ReportRow } from "./state.ts";

const home = alias(users, "home_user");
const away = alias(users, "away_user");
const firstLeg = alias(matches, "first_leg_of");

export type OpenMatchRow = Awaited<ReturnType<typeof openMatchesOf>>[number];

/**
 * The matches `userId` plays that are still to be played: unconfirmed with both players known, in
 * a running tournament (active; a decided challenge's remaining games are not needed, nor a tie's
 * leg 2 after a walkover on its leg 1: `legDecidedByWalkover`), which is
 * exactly what the engine lets be confirmed (`availableActions(...).confirm`). `reportable` keeps
 * those the player may report themselves: where players enter scores and while they are a member
 * of the tournament's platform (tournamentsPolicy.canReport). Off the open-match indexes.
 */
export async function openMatchesOf(db: Executor, userId: string, options: { reportable?: boolean } = {}) {
  const rows = await db
    .select({
      id: matches.id,
      stage: matches.stage,
      groupIndex: matches.groupIndex,
      round: matches.round,
      roundName: matches.roundName,
      matchIndex: matches.matchIndex,
      deadline: matches.deadline,
      // Issue 28: a tie's leg (null for a single match), and for a leg 2 its leg 1 once played.
      leg: tieLeg(sql`${matches.tournamentId}`, sql`${matches.key}`),
      firstLeg: {
        homeId: firstLeg.homeId,
        homeScore: firstLeg.homeScore,
        awayScore: firstLeg.awayScore,
        confirmedAt: firstLeg.confirmedAt,
      },
      homeId: matches.homeId,
      awayId: matches.awayId,
      homeUsername: home.username,
      homeImage: home.profileImage,
      awayUsername: away.username,
      awayImage: away.profileImage,
      tournament: {
        id: tournaments.id,
        name: tournaments.name,
        slug: tournaments.slug,
        updatedAt: tournaments.updatedAt,
        version: tournaments.version,
      },
    })
    .from(matches)
    .innerJoin(tournaments, eq(tournaments.id, matches.tournamentId))
    .innerJoin(home, eq(home.id, matches.homeId))
    .innerJoin(away, eq(away.id, matches.awayId))
    .leftJoin(
      firstLeg,
      and(eq(firstLeg.tournamentId, matches.tournamentId), sql`${matches.key} like '%-l2'`, eq(firstLeg.key, firstLegKeyOf(sql`${matches.key}`))),
    )
    .where(
      and(
        or(eq(matches.homeId, userId), eq(matches.awayId, userId)),
        isNull(matches.confirmedAt),
        isNotNull(matches.homeId),
        isNotNull(matches.awayId),
        eq(tournaments.status, "active"),
        or(ne(tournaments.system, "challenge"), isNull(tournaments.championId)),
        sql`not ${legDecidedByWalkover(sql`${matches.tournamentId}`, sql`${matches.key}`)}`,
        ...(options.reportable
          ? [
              eq(tournaments.resultEntry, "players"),
              sql`exists (select 1 from ${platformMembers} where ${platformMembers.platformId} = ${tournaments.platformId} and ${platformMembers.userId} = ${userId})`,
            ]
          : []),
      ),
    )
    .orderBy(sql`${matches.deadline} nulls last`, asc(tournaments.name), asc(tournaments.id), asc(matches.round), asc(matches.matchIndex));
  return rows;
}

/** The reports of these matches (each player's latest), oldest first. */
export async function reportsOfMatches(db: Executor, matchIds: readonly string[]): Promise<ReportRow[]> {
  if (matchIds.length === 0) return [];
  return db
    .select()
    .from(matchReports)
    .where(inArray(matchReports.matchId, [...matchIds]))
    .orderBy(asc(matchReports.reportedAt), asc(matchReports.userId));
}
