// Issue 27: an action on one match answers with only what it changed when asked
// (`Prefer: return=minimal`), read from the match and the bracket alone; without the header the
// answer is the whole tournament, as before. The page merges the changes; a read shows the rest.
import type { TournamentChangesResponse } from "@turnuva/contract/tournament-changes";
import type { Tournament } from "@turnuva/contract/tournaments";
import { MESSAGES } from "@turnuva/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, startTestApp } from "./support/app.ts";
import { buildSession, buildTournament } from "./support/factories.ts";
import { answered, refused, tournamentOf } from "./support/tournaments.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const act = (url: string, authorization: string, payload?: object, prefer: string | null = "return=minimal") =>
  t.app.inject({
    method: "POST",
    url,
    headers: { authorization, ...(prefer === null ? {} : { prefer }) },
    ...(payload === undefined ? {} : { payload }),
  });
const read = async (id: string) => tournamentOf(await t.app.inject({ method: "GET", url: `/api/tournaments/${id}` }));
const changesOf = (response: Awaited<ReturnType<typeof act>>) => {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers["preference-applied"]).toBe("return=minimal");
  return response.json<TournamentChangesResponse>().changes;
};
const allMatches = (tournament: Tournament) => tournament.leagueFixtures.flatMap((round) => round.matches);

describe("a match action's changes-only answer", () => {
  it("a confirm answers the confirmed match and the new version, and nothing else; a read then shows it with the standings", async () => {
    const built = await buildTournament(t.database.db, { participantCount: 6 });
    const before = await read(built.tournament._id);
    const target = allMatches(before).find((m) => !m.isBye)!;

    const changes = changesOf(
      await act(`/api/tournaments/${built.tournament._id}/matches/${target._id}/confirm`, built.owner.authorization, { homeScore: 3, awayScore: 1 }),
    );
    expect(changes.version).toBe(before.version + 1);
    expect(changes.redrawn).toBe(false);
    expect(changes.status).toBe("active");
    expect(changes.matches).toHaveLength(1);
    expect(changes.matches[0]).toMatchObject({
      _id: target._id,
      home: target.home,
      away: target.away,
      homeScore: 3,
      awayScore: 1,
      isConfirmed: true,
      isCompleted: true,
    });
    expect(Object.keys(changes)).not.toContain("leagueFixtures");

    const after = await read(built.tournament._id);
    expect(after.version).toBe(changes.version);
    const stored = allMatches(after).find((m) => m.home?._id === target.home?._id && m.away?._id === target.away?._id && m.round === target.round)!;
    expect(stored).toMatchObject({ homeScore: 3, awayScore: 1, isConfirmed: true });
    const winner = after.leagueStandings.find((row) => row.team._id === target.home?._id)!;
    expect(winner).toMatchObject({ played: 1, won: 1, points: 3, goalsFor: 3, goalsAgainst: 1 });
  });

  it("without the header the same action answers the whole tournament, as the spec's flows know it", async () => {
    const built = await buildTournament(t.database.db, { participantCount: 4 });
    const target = allMatches(await read(built.tournament._id)).find((m) => !m.isBye)!;
    const response = await act(
      `/api/tournaments/${built.tournament._id}/matches/${target._id}/confirm`,
      built.owner.authorization,
      { homeScore: 1, awayScore: 1 },
      null,
    );
    expect(response.headers["preference-applied"]).toBeUndefined();
    const whole = answered(response);
    expect(whole.leagueStandings).toHaveLength(4);
    expect(allMatches(whole).filter((m) => m.isConfirmed)).toHaveLength(1);
  });

  it("names a match by its key as well as by its row's id", async () => {
    const built = await buildTournament(t.database.db, { participantCount: 4 });
    const changes = changesOf(
      await act(`/api/tournaments/${built.tournament._id}/matches/league-r1-m0/confirm`, built.owner.authorization, { homeScore: 0, awayScore: 2 }),
    );
    expect(changes.matches[0]).toMatchObject({ stage: "league", round: 1, index: 0, homeScore: 0, awayScore: 2 });
  });

  it("a confirm that completes an elimination round says the bracket was drawn again, for the page to read it", async () => {
    const built = await buildTournament(t.database.db, { system: "elimination", participantCount: 4 });
    const first = (await read(built.tournament._id)).eliminationFixtures[0]!.matches;
    changesOf(
      await act(`/api/tournaments/${built.tournament._id}/matches/${first[0]!._id}/confirm`, built.owner.authorization, {
        homeScore: 2,
        awayScore: 0,
      }),
    );
    const last = changesOf(
      await act(`/api/tournaments/${built.tournament._id}/matches/${first[1]!._id}/confirm`, built.owner.authorization, {
        homeScore: 2,
        awayScore: 0,
      }),
    );
    expect(last.redrawn).toBe(true);
    expect(last.matches.map((m) => m.isConfirmed)).toEqual([true]);
    expect((await read(built.tournament._id)).finalFixture).not.toBeNull();
  });

  it("a player's report answers the match with the report on it", async () => {
    const built = await buildTournament(t.database.db, { participantCount: 4 });
    const target = allMatches(await read(built.tournament._id)).find((m) => !m.isBye)!;
    const home = built.participants.find((p) => p.id === target.home?._id)!;
    const player = await buildSession(t.database.db, { user: home });
    const changes = changesOf(
      await act(`/api/tournaments/${built.tournament._id}/matches/${target._id}/report`, player.authorization, { homeScore: 2, awayScore: 2 }),
    );
    expect(changes.matches).toHaveLength(1);
    expect(changes.matches[0]!.reports).toMatchObject([{ by: { _id: home.id }, homeScore: 2, awayScore: 2 }]);
    expect(changes.matches[0]!.isConfirmed).toBe(false);
  });

  it("a refused action answers its error and leaves everything as it was, whichever answer was asked for", async () => {
    const built = await buildTournament(t.database.db, { participantCount: 4 });
    const before = await read(built.tournament._id);
    const target = allMatches(before).find((m) => !m.isBye)!;
    refused(
      await act(`/api/tournaments/${built.tournament._id}/matches/${target._id}/cancel`, built.owner.authorization),
      409,
      "SCORE_CANCEL_UNAVAILABLE",
      MESSAGES.SCORE_CANCEL_UNAVAILABLE,
    );
    expect((await read(built.tournament._id)).version).toBe(before.version);
  });
});
