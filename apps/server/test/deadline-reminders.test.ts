// Issue 26: the 'son güne 24 saatten az kaldı' reminder, made once per due deadline even when
// several instances look at the same moment; a deadline moved later is reminded again.
import type { TournamentMatch } from "@turnuva/contract/tournaments";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../src/db/database.ts";
import { deadlineReminders } from "../src/modules/notifications/deadline-reminders.ts";
import { type TestApp, startTestApp } from "./support/app.ts";
import { type BuiltTournament, buildTournament, playTournament, testNotifyContext } from "./support/factories.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;
const job = () => deadlineReminders(t.database.db, testNotifyContext);

/** `matchId`: the answer's key (issue 27), unique within its tournament. */
async function setDeadline(tournamentId: string, matchId: string, deadline: Date | null) {
  await t.database.db.execute(
    sql`UPDATE matches SET deadline = ${deadline?.toISOString() ?? null}::timestamptz WHERE tournament_id = ${tournamentId} AND key = ${matchId}`,
  );
}
const remindersOf = (userId: string) =>
  queryRows<{ data: { matchId: string; actor: string; deadline: string; tournament: { slug: string } } }>(
    t.database.db,
    sql`SELECT data FROM notifications WHERE user_id = ${userId} AND kind = 'deadlineSoon' ORDER BY created_at, id`,
  );
const firstMatch = (built: BuiltTournament): TournamentMatch => built.tournament.leagueFixtures[0]!.matches[0]!;

describe("deadline reminders", () => {
  it("remind both players once, each of the other, even with two jobs at once; a moved deadline reminds again", async () => {
    const built = await buildTournament(t.database.db, { participantCount: 4 });
    const match = firstMatch(built);
    const deadline = new Date(Date.now() + 3 * HOUR);
    await setDeadline(built.tournament._id, match._id, deadline);

    await Promise.all([job().runOnce(), job().runOnce(), job().runOnce()]);
    const home = await remindersOf(match.home!._id);
    const away = await remindersOf(match.away!._id);
    expect(home.map((r) => r.data)).toEqual([
      {
        tournament: { slug: built.tournament.slug, name: built.tournament.name },
        // The notification names the match by its row (older links); the answer by its key.
        matchId: (
          await queryRows<{ id: string }>(
            t.database.db,
            sql`SELECT id FROM matches WHERE tournament_id = ${built.tournament._id} AND key = ${match._id}`,
          )
        )[0]!.id,
        actor: match.away!.username,
        deadline: deadline.toISOString(),
      },
    ]);
    expect(away.map((r) => r.data.actor)).toEqual([match.home!.username]);
    // The other players of the tournament have no deadline due.
    const others = built.participants.filter((p) => p.id !== match.home!._id && p.id !== match.away!._id);
    for (const other of others) expect(await remindersOf(other.id)).toEqual([]);

    await job().runOnce();
    expect(await remindersOf(match.home!._id)).toHaveLength(1);

    const moved = new Date(Date.now() + 20 * HOUR);
    await setDeadline(built.tournament._id, match._id, moved);
    await Promise.all([job().runOnce(), job().runOnce()]);
    expect((await remindersOf(match.home!._id)).map((r) => r.data.deadline)).toEqual([deadline.toISOString(), moved.toISOString()]);
    expect(await remindersOf(match.away!._id)).toHaveLength(2);
  });

  it("leave out deadlines passed or more than 24 hours away, played matches and finished tournaments", async () => {
    const built = await buildTournament(t.database.db, { participantCount: 4 });
    const now = await playTournament(t.database.db, built, { until: 1 });
    const matches = now.leagueFixtures.flatMap((w) => w.matches);
    const played = matches.find((m) => m.isConfirmed)!;
    const [passed, far] = matches.filter((m) => !m.isConfirmed);
    await setDeadline(built.tournament._id, played._id, new Date(Date.now() + HOUR));
    await setDeadline(built.tournament._id, passed!._id, new Date(Date.now() - HOUR));
    await setDeadline(built.tournament._id, far!._id, new Date(Date.now() + 25 * HOUR));
    // Finished, then its matches given deadlines in an hour (none is open anyway but by cancel; the rule is the status).
    const finished = await buildTournament(t.database.db, { participantCount: 4 });
    await playTournament(t.database.db, finished, { until: "completed" });
    await t.database.db.execute(
      sql`UPDATE matches SET deadline = now() + interval '1 hour', confirmed_at = NULL, home_score = NULL, away_score = NULL WHERE tournament_id = ${finished.tournament._id}`,
    );

    await job().runOnce();
    for (const person of [...built.participants, ...finished.participants]) expect(await remindersOf(person.id)).toEqual([]);
  });

  it("leave out a tie's second leg once its first leg was a walkover (the tie is decided), and remind it again when that is cancelled", async () => {
    const built = await buildTournament(t.database.db, { system: "elimination", participantCount: 4, settings: { knockoutLegs: 2 } });
    const [one, two] = built.tournament.eliminationFixtures[0]!.matches as [TournamentMatch, TournamentMatch];
    const path = `/api/tournaments/${built.tournament._id}/matches/${one._id}`;
    const inject = (action: string, payload?: object) =>
      t.app.inject({
        method: "POST",
        url: `${path}/${action}`,
        headers: { authorization: built.owner.authorization },
        ...(payload ? { payload } : {}),
      });
    expect((await inject("walkover", { winner: one.home!._id })).statusCode).toBe(200);
    await setDeadline(built.tournament._id, two._id, new Date(Date.now() + 3 * HOUR));
    await job().runOnce();
    expect(await remindersOf(one.home!._id)).toEqual([]);
    expect((await inject("cancel")).statusCode).toBe(200);
    await job().runOnce();
    expect(await remindersOf(one.home!._id)).toHaveLength(1);
  });
});
