import { sql } from "drizzle-orm";
import { type Database, queryRows } from "../src/db/database.ts";
import { type BuiltSession, type BuiltTournament, buildPlatformWithMembers, buildTournament } from "../test/support/factories.ts";

/**
 * A double league of `n` members with half of its matches played (issue 27's measure), for the
 * benches of a tournament's size. The half is played by writing the rows (scores, moment,
 * confirmer; the version moved on by as many), in round order, home winning 2–1 or drawing 1–1 by
 * turns: playing half of a league of 128 through the service would take hours. A league's
 * standings are read from its rows, so what is read afterwards is what the service would give.
 */
export async function halfPlayedDoubleLeague(
  db: Database,
  n: number,
): Promise<{ built: BuiltTournament; owner: BuiltSession; matches: number; played: number; createMs: number }> {
  const { platform, owner, members } = await buildPlatformWithMembers(db, { memberCount: n - 1 });
  const started = performance.now();
  const built = await buildTournament(db, {
    owner,
    platform,
    participants: [owner.user, ...members.map((member) => member.user)],
    participantCount: n,
    settings: { matchType: "double" },
  });
  const createMs = performance.now() - started;
  const id = built.tournament._id;
  const matches = built.tournament.leagueFixtures.reduce((sum, week) => sum + week.matches.length, 0);
  const played = Math.floor(matches / 2);
  await queryRows(
    db,
    sql`UPDATE matches SET home_score = 1 + (match_index + round) % 2, away_score = 1, confirmed_at = now(), confirmed_by_id = ${owner.user.id}
        WHERE id IN (SELECT id FROM matches WHERE tournament_id = ${id} ORDER BY round, match_index, leg LIMIT ${played})`,
  );
  await queryRows(db, sql`UPDATE tournaments SET version = version + ${played} WHERE id = ${id}`);
  return { built, owner, matches, played, createMs };
}
