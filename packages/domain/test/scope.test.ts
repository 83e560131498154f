// Issue 27: an action on one match decides the same on the part of the state the server loads for
// it (the match and the bracket) as on the whole tournament. Random tournaments of every system,
// played part of the way, then one random confirm or cancel (any match, allowed or not) both ways.
import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import {
  applyAction,
  availableActions,
  createTournament,
  drawAllowed,
  inMatchScope,
  matchScope,
  mayConfirm,
  mulberry32,
  type Action,
  type CreateSettings,
  type TournamentState,
} from "../src/index.ts";
import { ok, people, runs } from "./helpers.ts";

vi.setConfig({ testTimeout: 60_000 });

function settings(system: "league" | "group" | "elimination" | "challenge", n: number, pick: () => number): CreateSettings {
  const participants = people(n);
  switch (system) {
    case "league":
      return { system, participants, matchType: pick() < 0.5 ? "single" : "double" };
    case "group": {
      // Two advance from each of one or two groups: always a valid knockout of two or four.
      const groupCount = n >= 4 && pick() < 0.5 ? 2 : 1;
      return { system, participants, matchType: pick() < 0.5 ? "single" : "double", groupCount, teamsAdvancing: 2 };
    }
    case "elimination":
      return { system, participants };
    case "challenge":
      return { system, participants: participants.slice(0, 2), bestOf: pick() < 0.5 ? 3 : 5 };
  }
}

/** Confirms open matches (and advances when it may) until `steps` actions were taken. */
function playSome(start: TournamentState, steps: number, pick: () => number): TournamentState {
  let state = start;
  const random = mulberry32(7);
  for (let i = 0; i < steps; i++) {
    const open = availableActions(state).confirm;
    if (open.length === 0) {
      const next = applyAction(state, { type: "advance" }, random);
      if (!next.ok) return state;
      state = next.value;
      continue;
    }
    const id = open[Math.floor(pick() * open.length)]!;
    const match = state.matches.find((m) => m.id === id)!;
    const home = Math.floor(pick() * 4);
    const away = home === 0 && !drawAllowed(match.stage) ? 1 : Math.floor(pick() * 4);
    const next = applyAction(
      state,
      { type: "confirm", matchId: id, homeScore: home, awayScore: home === away && !drawAllowed(match.stage) ? away + 1 : away },
      random,
    );
    if (next.ok) state = next.value;
  }
  return state;
}

describe("an action on one match reads only its scope", () => {
  it("decides the same on the match and the bracket as on the whole tournament", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("league" as const, "group" as const, "elimination" as const, "challenge" as const),
        fc.integer({ min: 2, max: 12 }),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.integer({ min: 0, max: 100 }),
        (system, n, seed, percent) => {
          const source = mulberry32(seed);
          const pick = () => source.next();
          const created = createTournament(settings(system, n, pick), mulberry32(seed));
          if (!created.ok) return;
          // Stopped anywhere from the start to the end: about a match's worth of steps per match, and the bracket's.
          const state = playSome(created.value, Math.floor((percent / 100) * (created.value.matches.length + n)), pick);
          // Half the time a match of the bracket, where one exists: the part with the most rules.
          const bracket = state.matches.filter((m) => m.stage !== "league" && m.stage !== "group");
          const from = bracket.length > 0 && pick() < 0.5 ? bracket : state.matches;
          const target = from[Math.floor(pick() * from.length)];
          if (!target) return;
          const action: Action = target.isConfirmed
            ? { type: "cancel", matchId: target.id }
            : { type: "confirm", matchId: target.id, homeScore: 2, awayScore: pick() < 0.3 ? 2 : 1 };
          const scoped = matchScope(state, target.id);
          expect(scoped.matches.length).toBeLessThanOrEqual(state.matches.length);
          expect(mayConfirm(scoped, target.id)).toBe(availableActions(state).confirm.includes(target.id));

          const whole = applyAction(state, action, mulberry32(seed ^ 1));
          const part = applyAction(scoped, action, mulberry32(seed ^ 1));
          expect(part.ok).toBe(whole.ok);
          if (!whole.ok || !part.ok) {
            expect(part.ok ? null : part.error.code).toBe(whole.ok ? null : whole.error.code);
            return;
          }
          const { matches: wholeMatches, ...wholeRest } = whole.value;
          const { matches: partMatches, ...partRest } = part.value;
          expect(partRest).toEqual(wholeRest);
          expect(partMatches).toEqual(wholeMatches.filter((m) => inMatchScope(m, target.id)));
        },
      ),
      { numRuns: runs(800) },
    );
  });

  it("leaves the other round-robin matches out", () => {
    const state = ok(createTournament({ system: "league", participants: people(6), matchType: "double" }, mulberry32(1)));
    const one = state.matches[3]!;
    expect(matchScope(state, one.id).matches).toEqual([one]);
  });
});
