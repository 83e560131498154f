// A walkover on a leg of a two-legged tie, through the HTTP API: the tie goes to the side that
// turned up, whatever the aggregate, with no shoot-out asked. On leg 2 the aggregate stays as
// recorded; on leg 1 the tie is decided at once and leg 2 is not needed (not offered, refused,
// not waiting for anyone); cancelling the walkover opens the tie again.
import type { Tournament } from "@turnuva/contract/tournaments";
import type { TournamentChangesResponse } from "@turnuva/contract/tournament-changes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, caller, startTestApp } from "./support/app.ts";
import { answered, refused, tournamentOf } from "./support/tournaments.ts";
import { type BuiltSession, type BuiltTournament, buildSession, buildTournament } from "./support/factories.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const call = caller(() => t.app);

type Match = Tournament["eliminationFixtures"][number]["matches"][number];

/** The tournament's maker organises it: they confirm and award walkovers. */
let built: BuiltTournament;
let creator: BuiltSession;

const createCup = async () => {
  built = await buildTournament(t.database.db, { system: "elimination", participantCount: 4, settings: { knockoutLegs: 2, resultEntry: "players" } });
  creator = built.owner;
  return built.tournament;
};

const path = (cup: Tournament, match: Match, action: string) => `/api/tournaments/${cup._id}/matches/${match._id}/${action}`;
const confirm = (cup: Tournament, match: Match, homeScore: number, awayScore: number) =>
  call("POST", path(cup, match, "confirm"), creator, { homeScore, awayScore });
const walkover = (cup: Tournament, match: Match, winner: { _id: string } | null) =>
  call("POST", path(cup, match, "walkover"), creator, { winner: winner!._id });
const tieOf = (cup: Tournament, index: number) => cup.eliminationFixtures[0]!.matches.filter((m) => m.index === index) as [Match, Match];
const shown = (cup: Tournament, id: string) => cup.eliminationFixtures.flatMap((r) => r.matches).find((m) => m._id === id)!;

describe("a walkover on a tie's second leg", () => {
  it("puts through the side that lost leg 1 0–3 when it is awarded leg 2: no shoot-out asked, the aggregate 3–3 kept", async () => {
    let cup = await createCup();
    const [one, two] = tieOf(cup, 0);
    cup = answered(await confirm(cup, one, 0, 3));
    // Leg 1's home side lost 0–3; it is leg 2's away side.
    cup = answered(await walkover(cup, two, two.away));
    expect(shown(cup, two._id)).toMatchObject({ isConfirmed: true, homeScore: 0, awayScore: 3, isWalkover: true });
    expect(cup.ties[0]).toMatchObject({ aggregate: { home: 3, away: 3 }, winner: { _id: one.home!._id } });
    // The other tie played, the final takes the side that turned up.
    const [three, four] = tieOf(cup, 1);
    cup = answered(await confirm(cup, three, 2, 0));
    cup = answered(await confirm(cup, four, 0, 1));
    const final = cup.eliminationFixtures[1]!.matches[0]!;
    expect([final.home!._id, final.away!._id]).toContain(one.home!._id);
  });
});

describe("a walkover on a tie's first leg", () => {
  it("decides the tie at once: leg 2 is not needed (not offered, refused, waiting for nobody); cancelled, the tie is open again", async () => {
    let cup = await createCup();
    const [one, two] = tieOf(cup, 0);
    const minimal = await t.app.inject({
      method: "POST",
      url: path(cup, one, "walkover"),
      headers: { authorization: creator.authorization, prefer: "return=minimal" },
      payload: { winner: one.away!._id },
    });
    expect(minimal.statusCode, minimal.body).toBe(200);
    // The changes-only answer already shows leg 2 as not needed.
    const { changes } = minimal.json<TournamentChangesResponse>();
    expect(changes.matches.find((m) => m._id === two._id)).toMatchObject({ isNotNeeded: true, isConfirmed: false });

    cup = tournamentOf(await call("GET", `/api/tournaments/${cup._id}`));
    expect(shown(cup, one._id)).toMatchObject({ homeScore: 0, awayScore: 3, isWalkover: true });
    expect(shown(cup, two._id)).toMatchObject({ isNotNeeded: true, isConfirmed: false, isOverdue: false });
    expect(cup.ties[0]).toMatchObject({ aggregate: null, winner: { _id: one.away!._id } });
    expect(cup.actions.confirm).not.toContain(two._id);
    refused(await confirm(cup, two, 1, 0), 409, "LEG_NOT_NEEDED", "Bu maç oynanmayacak: eşleşme ilk maçta hükmen sonuçlandı.");
    refused(await walkover(cup, two, two.home), 409, "LEG_NOT_NEEDED", "Bu maç oynanmayacak: eşleşme ilk maçta hükmen sonuçlandı.");
    // Nobody is asked to play or report it.
    for (const player of [one.home!, one.away!]) {
      const session = await buildSession(t.database.db, { user: built.participants.find((p) => p.id === player._id)! });
      const waiting = (await call("GET", "/api/users/profile/waiting-matches", session)).json<{ matches: Array<{ tournament: { _id: string } }> }>();
      expect(waiting.matches.filter((m) => m.tournament._id === cup._id)).toEqual([]);
      refused(
        await call("POST", path(cup, two, "report"), session, { homeScore: 1, awayScore: 0 }),
        409,
        "LEG_NOT_NEEDED",
        "Bu maç oynanmayacak: eşleşme ilk maçta hükmen sonuçlandı.",
      );
    }

    // Cancelled: the tie is open again and leg 2 is needed after leg 1.
    cup = answered(await call("POST", path(cup, one, "cancel"), creator));
    expect(shown(cup, one._id)).toMatchObject({ isConfirmed: false, isWalkover: false });
    expect(shown(cup, two._id).isNotNeeded).toBe(false);
    expect(cup.ties[0]!.winner).toBeNull();
    cup = answered(await confirm(cup, one, 1, 1));
    expect(cup.actions.confirm).toContain(two._id);

    // Awarded again, the round completes without leg 2 and the final takes the side that turned up.
    cup = answered(await call("POST", path(cup, one, "cancel"), creator));
    cup = answered(await walkover(cup, one, one.home));
    const [three, four] = tieOf(cup, 1);
    cup = answered(await confirm(cup, three, 1, 0));
    cup = answered(await confirm(cup, four, 0, 0));
    expect(cup.eliminationFixtures).toHaveLength(2);
    const final = cup.eliminationFixtures[1]!.matches[0]!;
    expect([final.home!._id, final.away!._id].sort()).toEqual([one.home!._id, three.home!._id].sort());
  });
});
