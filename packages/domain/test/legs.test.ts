// Issue 28, two-legged ties: a tie is leg 1 and leg 2 (home and away swapped), won on aggregate;
// level after leg 2, leg 2's shoot-out decides (no away goals); leg 2 takes penalties exactly when
// the aggregate is level and needs them then; a round is complete when all its ties are, and the
// next is drawn from the ties' winners.
import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import {
  applyAction,
  availableActions,
  mulberry32,
  podium,
  shootoutNeeded,
  tiesOf,
  tieWinner,
  type Action,
  type Match,
  type TournamentState,
} from "../src/index.ts";
import { act, create, expectError, match, people, refuse, runs } from "./helpers.ts";

vi.setConfig({ testTimeout: 60_000 });

const goals = fc.integer({ min: 0, max: 6 });
/** A shoot-out's two counts, different. */
const shootout = fc.tuple(fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 10 })).filter(([a, b]) => a !== b);

const confirmWith = (matchId: string, home: number, away: number, penalties?: [number, number]): Action => ({
  type: "confirm",
  matchId,
  homeScore: home,
  awayScore: away,
  ...(penalties ? { homePenalties: penalties[0], awayPenalties: penalties[1] } : {}),
});

const legsOfRound = (state: TournamentState, stage: Match["stage"], round: number) =>
  tiesOf(state.matches.filter((m) => m.stage === stage && m.round === round));

describe("a two-legged tie (issue 28)", () => {
  const semis = () => create({ system: "elimination", participants: people(4), knockoutLegs: 2 });

  it("is two matches per pairing, home and away swapped, leg 2's id the position's with '-l2'; the final one match by default", () => {
    const state = semis();
    const ties = legsOfRound(state, "elimination", 1);
    expect(ties).toHaveLength(2);
    for (const [one, two] of ties as Array<[Match, Match]>) {
      expect([one.leg, two.leg]).toEqual([1, 2]);
      expect([two.home, two.away]).toEqual([one.away, one.home]);
      expect(two.id).toBe(`${one.id}-l2`);
    }
    expect(state).toMatchObject({ knockoutLegs: 2 });
    expect("finalLegs" in state).toBe(false);
  });

  it("leaves a one-match tournament's state as it was (no leg fields)", () => {
    const state = create({ system: "elimination", participants: people(4), knockoutLegs: 1, finalLegs: null });
    expect(state.matches.every((m) => !("leg" in m))).toBe(true);
    expect("knockoutLegs" in state || "finalLegs" in state).toBe(false);
  });

  it("property: the aggregate decides; level, leg 2's shoot-out does; the winner goes to the final", () => {
    fc.assert(
      fc.property(goals, goals, goals, goals, shootout, (h1, a1, h2, a2, pens) => {
        let state = semis();
        const [one, two] = legsOfRound(state, "elimination", 1)[0] as [Match, Match];
        state = act(state, confirmWith(one.id, h1, a1));
        // Leg 1's home side scored h1 at home and a2 away (leg 2's away column).
        const first = h1 + a2;
        const second = a1 + h2;
        state = act(state, confirmWith(two.id, h2, a2, first === second ? pens : undefined));
        const expected = first > second ? one.home : first < second ? one.away : pens[0] > pens[1] ? two.home : two.away;
        expect(tieWinner(legsOfRound(state, "elimination", 1)[0] as Match[])).toBe(expected);
        // The other semi-final decides the round; the final is drawn from the two winners.
        const [three, four] = legsOfRound(state, "elimination", 1)[1] as [Match, Match];
        state = act(state, confirmWith(three.id, 1, 0));
        state = act(state, confirmWith(four.id, 0, 0));
        const final = state.matches.find((m) => m.round === 2 && m.stage === "elimination") as Match;
        expect([final.home, final.away]).toContain(expected);
        expect([final.home, final.away]).toContain(three.home);
      }),
      { numRuns: runs(300) },
    );
  });

  it("property: leg 2 takes penalties exactly when the aggregate is level, and needs them then; leg 1 never", () => {
    fc.assert(
      fc.property(goals, goals, goals, goals, shootout, (h1, a1, h2, a2, pens) => {
        let state = semis();
        const [one, two] = legsOfRound(state, "elimination", 1)[0] as [Match, Match];
        expectError(
          refuse(state, confirmWith(one.id, h1, a1, pens)),
          "PENALTIES_NOT_ALLOWED",
          "Penaltılar yalnızca berabere biten eleme maçlarında girilir.",
        );
        state = act(state, confirmWith(one.id, h1, a1));
        const level = h1 + a2 === a1 + h2;
        expect(shootoutNeeded(state, two.id, h2, a2)).toBe(level);
        const without = applyAction(state, confirmWith(two.id, h2, a2), mulberry32(1));
        const withPens = applyAction(state, confirmWith(two.id, h2, a2, pens), mulberry32(1));
        expect(without.ok).toBe(!level);
        expect(withPens.ok).toBe(level);
        if (level && !without.ok) {
          expectError(without.error, "AGGREGATE_LEVEL", "Toplam berabere: penaltıları da girin.");
        }
        if (!level && !withPens.ok) {
          expectError(withPens.error, "PENALTIES_AGGREGATE_NOT_LEVEL", "Toplam berabere değilse penaltı girilmez.");
        }
      }),
      { numRuns: runs(300) },
    );
  });

  it("leg 2 waits for leg 1; leg 1 is not cancelled while leg 2 stands", () => {
    let state = semis();
    const [one, two] = legsOfRound(state, "elimination", 1)[0] as [Match, Match];
    expectError(refuse(state, confirmWith(two.id, 1, 0)), "LEG_ONE_OPEN", "Önce ilk maçın skorunu onaylayın.");
    expect(availableActions(state).confirm).not.toContain(two.id);
    state = act(state, confirmWith(one.id, 2, 2));
    expect(availableActions(state).confirm).toContain(two.id);
    state = act(state, confirmWith(two.id, 1, 0));
    expect(availableActions(state).cancel).not.toContain(one.id);
    expectError(refuse(state, { type: "cancel", matchId: one.id }), "LEG_TWO_CONFIRMED", "Önce rövanşın skorunu iptal edin.");
    state = act(state, { type: "cancel", matchId: two.id });
    state = act(state, { type: "cancel", matchId: one.id });
    expect(match(state, one.id)).toMatchObject({ isConfirmed: false, homeScore: null });
  });

  it("property: a round is complete, and the next drawn, only when every leg of every tie is confirmed", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 12 }),
        fc.integer(),
        fc.array(fc.tuple(goals, goals, shootout), { minLength: 64, maxLength: 64 }),
        (n, seed, scores) => {
          const random = mulberry32(seed);
          let state = create({ system: "elimination", participants: people(n), knockoutLegs: 2 }, random);
          let turn = 0;
          const rounds = () => new Set(state.matches.filter((m) => m.stage === "elimination").map((m) => m.round)).size;
          for (let guard = 0; guard < 64; guard++) {
            const open = availableActions(state).confirm;
            const id = open[0];
            if (id === undefined) break;
            const before = rounds();
            const [h, a, pens] = scores[turn++ % scores.length] as [number, number, [number, number]];
            const m = match(state, id);
            const needed = shootoutNeeded(state, id, h, a);
            state = act(state, confirmWith(id, h, a, needed ? pens : undefined), random);
            const round = state.matches.filter((x) => x.stage === "elimination" && x.round === m.round);
            const complete = tiesOf(round).every((tie) => tie.every((x) => x.isConfirmed || x.home === null || x.away === null));
            // A new round exactly when this one is complete and was not the final.
            expect(rounds() > before).toBe(complete && tiesOf(round).length > 1);
            if (rounds() > before) {
              const winners = tiesOf(round).map(tieWinner);
              const drawn = state.matches.filter((x) => x.stage === "elimination" && x.round === m.round + 1);
              expect(new Set(drawn.flatMap((x) => [x.home, x.away]).filter((x) => x !== null))).toEqual(new Set(winners));
            }
          }
          // Played out: a champion, and the third-place match (if any) is one match.
          expect(state.champion).not.toBeNull();
          expect(state.matches.filter((m) => m.stage === "thirdPlace").every((m) => m.leg === undefined)).toBe(true);
        },
      ),
      { numRuns: runs(150) },
    );
  });
});

describe("a two-legged final (issue 28)", () => {
  it("in an elimination of two: champion on aggregate once both legs are played, the podium then", () => {
    let state = create({ system: "elimination", participants: people(2), finalLegs: 2 });
    const [one, two] = state.matches as [Match, Match];
    expect([one.leg, two.leg]).toEqual([1, 2]);
    state = act(state, confirmWith(one.id, 3, 1));
    expect(state.champion).toBeNull();
    expect(podium(state).ok).toBe(false);
    state = act(state, confirmWith(two.id, 2, 0, [4, 5]));
    // 3–3 on aggregate; leg 2's away side (leg 1's home) won the shoot-out.
    expect(state.champion).toBe(one.home);
    expect(state.secondPlace).toBe(one.away);
    expect(podium(state).ok).toBe(true);
    expect(act(state, { type: "finish" }).status).toBe("completed");
  });

  it("in a group tournament: two-legged knockout ties and final, the third-place match one match", () => {
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
    const semis = legsOfRound(state, "knockout", 1);
    expect(semis.map((tie) => tie.length)).toEqual([2, 2]);
    // Leg 1 2–1, leg 2 1–1: leg 1's home side goes through, 3–2.
    for (const tie of semis) for (const m of tie) state = act(state, confirmWith(m.id, m.leg === 1 ? 2 : 1, 1));
    state = act(state, { type: "advance" });
    expect(state.matches.filter((m) => m.stage === "final").map((m) => m.leg)).toEqual([1, 2]);
    expect(state.matches.filter((m) => m.stage === "thirdPlace").map((m) => m.leg)).toEqual([undefined]);
    expectError(
      refuse(state, { type: "finish" }),
      "FINAL_INCOMPLETE",
      "Turnuvayı bitirmek için Final ve (varsa) 3.lük maçlarının skorları onaylanmalıdır.",
    );
    for (const m of state.matches.filter((x) => !x.isConfirmed)) state = act(state, confirmWith(m.id, m.leg === 2 ? 0 : 1, 0));
    const [f1] = state.matches.filter((m) => m.stage === "final") as [Match];
    expect(state.champion).toBe(f1.home);
    expect(act(state, { type: "finish" }).status).toBe("completed");
  });
});
