// A walkover on a leg of a two-legged tie (issue 28's legs, issue 25's walkover): the tie goes to
// the side that turned up, whatever the aggregate, and never asks for penalties. On leg 1 it
// decides the tie at once and leg 2 is not needed; on leg 2 the aggregate stays as recorded.
// Cancelling the walkover opens the tie again. A match alone keeps its plain 3–0.
import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import {
  applyAction,
  availableActions,
  finalSecondLeg,
  podium,
  tiesOf,
  tieWinner,
  tournamentView,
  twoLeggedTies,
  type Action,
  type Match,
  type TournamentState,
} from "../src/index.ts";
import { act, create, expectError, match, people, refuse, runs } from "./helpers.ts";

vi.setConfig({ testTimeout: 60_000 });

const goals = fc.integer({ min: 0, max: 6 });

const confirmWith = (matchId: string, home: number, away: number): Action => ({ type: "confirm", matchId, homeScore: home, awayScore: away });

/** The organiser's walkover as the server sends it: 3–0 to the side that turned up. */
const walkover = (m: Match, toHome: boolean): Extract<Action, { type: "confirm" }> => ({
  type: "confirm",
  matchId: m.id,
  homeScore: toHome ? 3 : 0,
  awayScore: toHome ? 0 : 3,
  walkover: true,
});

const tiesIn = (state: TournamentState, stage: Match["stage"], round: number) =>
  tiesOf(state.matches.filter((m) => m.stage === stage && m.round === round));

const semis = () => create({ system: "elimination", participants: people(4), knockoutLegs: 2 });

/** Whether the tournament's lists show the match as not needed (as a decided challenge's games). */
const shownNotNeeded = (state: TournamentState, id: string) =>
  (tournamentView(state).matches.find((m) => m.id === id) as { isNotNeeded: boolean }).isNotNeeded;

describe("a walkover on leg 2", () => {
  it("property: gives the tie to the side that turned up for any leg-1 score, never asks for penalties, keeps the aggregate's numbers", () => {
    fc.assert(
      fc.property(goals, goals, fc.boolean(), (h1, a1, toHome) => {
        let state = semis();
        const [one, two] = tiesIn(state, "elimination", 1)[0] as [Match, Match];
        state = act(state, confirmWith(one.id, h1, a1));
        const result = applyAction(state, walkover(two, toHome), { next: () => 0.5 });
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        state = result.value;
        const turnedUp = toHome ? two.home : two.away;
        expect(tieWinner(tiesIn(state, "elimination", 1)[0] as Match[])).toBe(turnedUp);
        const tie = twoLeggedTies(state)[0];
        expect(tie?.winner).toBe(turnedUp);
        // Leg 1's home side: its leg-1 goals and its leg-2 goals (it is leg 2's away side).
        expect(tie?.aggregate).toEqual({ home: h1 + (toHome ? 0 : 3), away: a1 + (toHome ? 3 : 0) });
        // The winner is in the final once the other semi-final is played.
        const [three, four] = tiesIn(state, "elimination", 1)[1] as [Match, Match];
        state = act(state, confirmWith(three.id, 1, 0));
        state = act(state, confirmWith(four.id, 0, 0));
        const final = state.matches.find((m) => m.stage === "elimination" && m.round === 2) as Match;
        expect([final.home, final.away]).toContain(turnedUp);
      }),
      { numRuns: runs(200) },
    );
  });

  it("refuses penalties with it, and waits for leg 1 as any leg 2", () => {
    let state = semis();
    const [one, two] = tiesIn(state, "elimination", 1)[0] as [Match, Match];
    expectError(refuse(state, walkover(two, true)), "LEG_ONE_OPEN", "Önce ilk maçın skorunu onaylayın.");
    state = act(state, confirmWith(one.id, 3, 0));
    expectError(
      refuse(state, { ...walkover(two, true), homePenalties: 5, awayPenalties: 4 }),
      "PENALTIES_NOT_ALLOWED",
      "Penaltılar yalnızca berabere biten eleme maçlarında girilir.",
    );
    // The same 3–0 as a played score levels the aggregate and asks for the shoot-out.
    expectError(refuse(state, confirmWith(two.id, 3, 0)), "AGGREGATE_LEVEL", "Toplam berabere: penaltıları da girin.");
  });

  it("cancelled, the tie is open again and leg 2 takes a played score", () => {
    let state = semis();
    const [one, two] = tiesIn(state, "elimination", 1)[0] as [Match, Match];
    state = act(state, confirmWith(one.id, 0, 3));
    state = act(state, walkover(two, true));
    expect(match(state, two.id).isWalkover).toBe(true);
    state = act(state, { type: "cancel", matchId: two.id });
    expect(match(state, two.id)).toEqual({ ...two, isConfirmed: false, homeScore: null, awayScore: null });
    expect(tieWinner(tiesIn(state, "elimination", 1)[0] as Match[])).toBeNull();
    expect(availableActions(state).confirm).toContain(two.id);
    // Played, the aggregate decides again: 3–1 for leg 1's away side.
    state = act(state, confirmWith(two.id, 1, 0));
    expect(tieWinner(tiesIn(state, "elimination", 1)[0] as Match[])).toBe(one.away);
  });
});

describe("a walkover on leg 1", () => {
  it("property: decides the tie at once for the side that turned up; leg 2 is not needed, refused and shown so", () => {
    fc.assert(
      fc.property(fc.boolean(), goals, goals, (toHome, h, a) => {
        let state = semis();
        const [one, two] = tiesIn(state, "elimination", 1)[0] as [Match, Match];
        state = act(state, walkover(one, toHome));
        const turnedUp = toHome ? one.home : one.away;
        expect(tieWinner(tiesIn(state, "elimination", 1)[0] as Match[])).toBe(turnedUp);
        expect(twoLeggedTies(state)[0]).toMatchObject({ winner: turnedUp, aggregate: null });
        expect(availableActions(state).confirm).not.toContain(two.id);
        expect(shownNotNeeded(state, two.id)).toBe(true);
        expectError(refuse(state, confirmWith(two.id, h, a)), "LEG_NOT_NEEDED", "Bu maç oynanmayacak: eşleşme ilk maçta hükmen sonuçlandı.");
        // The round is complete without leg 2: the other tie's legs draw the final.
        const [three, four] = tiesIn(state, "elimination", 1)[1] as [Match, Match];
        state = act(state, confirmWith(three.id, h, a));
        state = act(state, h === a ? walkover(four, false) : confirmWith(four.id, 0, 0));
        const final = state.matches.find((m) => m.stage === "elimination" && m.round === 2) as Match;
        expect(final).toBeDefined();
        expect([final.home, final.away]).toContain(turnedUp);
      }),
      { numRuns: runs(200) },
    );
  });

  it("cancelled, puts everything back: the tie open, leg 2 needed again", () => {
    const start = semis();
    const [one, two] = tiesIn(start, "elimination", 1)[0] as [Match, Match];
    let state = act(start, walkover(one, false));
    expect(availableActions(state).cancel).toContain(one.id);
    state = act(state, { type: "cancel", matchId: one.id });
    expect(state).toEqual(start);
    expect(shownNotNeeded(state, two.id)).toBe(false);
    // Leg 2 is needed again: after a played leg 1 it is offered.
    state = act(state, confirmWith(one.id, 1, 1));
    expect(availableActions(state).confirm).toContain(two.id);
    expect(tieWinner(tiesIn(state, "elimination", 1)[0] as Match[])).toBeNull();
  });
});

describe("a walkover in every knockout with legs", () => {
  it("a two-legged final: a walkover on leg 1 makes the champion at once and lets the tournament finish", () => {
    let state = create({ system: "elimination", participants: people(2), finalLegs: 2 });
    const [one, two] = state.matches as [Match, Match];
    state = act(state, walkover(one, false));
    expect(state.champion).toBe(one.away);
    expect(state.secondPlace).toBe(one.home);
    expect(podium(state).ok).toBe(true);
    expect(finalSecondLeg(state)?.isNotNeeded).toBe(true);
    expect(act(state, { type: "finish" }).status).toBe("completed");
    expect(availableActions(state).confirm).not.toContain(two.id);
  });

  it("a group tournament's knockout and final: leg-2 walkovers on a level aggregate, a leg-1 walkover on the final", () => {
    let state = create({
      system: "group",
      participants: people(4),
      matchType: "single",
      groupCount: 2,
      teamsAdvancing: 2,
      knockoutLegs: 2,
      finalLegs: 2,
    });
    for (const m of state.matches) state = act(state, confirmWith(m.id, 1, 0));
    state = act(state, { type: "advance" });
    // Leg 1 0–3, then leg 2 a walkover to its home side (leg 1's loser): 3–3, no shoot-out, it goes through.
    const through: string[] = [];
    for (const [one, two] of tiesIn(state, "knockout", 1) as Array<[Match, Match]>) {
      state = act(state, confirmWith(one.id, 0, 3));
      state = act(state, walkover(two, true));
      through.push(two.home as string);
    }
    state = act(state, { type: "advance" });
    const [f1, f2] = state.matches.filter((m) => m.stage === "final") as [Match, Match];
    expect(new Set([f1.home, f1.away])).toEqual(new Set(through));
    state = act(state, walkover(f1, true));
    const third = state.matches.find((m) => m.stage === "thirdPlace") as Match;
    expectError(
      refuse(state, { type: "finish" }),
      "FINAL_INCOMPLETE",
      "Turnuvayı bitirmek için Final ve (varsa) 3.lük maçlarının skorları onaylanmalıdır.",
    );
    state = act(state, confirmWith(third.id, 2, 1));
    expect(availableActions(state).confirm).not.toContain(f2.id);
    expect(state.champion).toBe(f1.home);
    expect(act(state, { type: "finish" }).status).toBe("completed");
  });

  it("the Swiss knockout: a leg-1 walkover completes the round and the final follows", () => {
    let state = create({ system: "swiss", participants: people(4), swissRounds: 1, knockoutSize: 4, knockoutLegs: 2 });
    for (const m of state.matches.filter((x) => x.home !== null && x.away !== null)) state = act(state, confirmWith(m.id, 2, 0));
    state = act(state, { type: "advance" });
    const semiRound = Math.max(...state.matches.filter((m) => m.stage === "knockout").map((m) => m.round));
    const [first, second] = tiesIn(state, "knockout", semiRound) as [[Match, Match], [Match, Match]];
    state = act(state, walkover(first[0], false));
    state = act(state, confirmWith(second[0].id, 1, 0));
    expect(availableActions(state).advance).toBe(false);
    state = act(state, confirmWith(second[1].id, 0, 2));
    expect(availableActions(state).advance).toBe(true);
    state = act(state, { type: "advance" });
    const final = state.matches.find((m) => m.stage === "final") as Match;
    expect([final.home, final.away]).toContain(first[0].away);
    expect([final.home, final.away]).toContain(second[0].home);
  });

  it("a match alone is the plain 3–0 it always was, marked a walkover", () => {
    let state = create({ system: "elimination", participants: people(2) });
    const [only] = state.matches as [Match];
    state = act(state, walkover(only, false));
    expect(match(state, only.id)).toMatchObject({ homeScore: 0, awayScore: 3, isConfirmed: true, isWalkover: true });
    expect(state.champion).toBe(only.away);
    state = act(state, { type: "cancel", matchId: only.id });
    expect("isWalkover" in match(state, only.id)).toBe(false);
  });
});
