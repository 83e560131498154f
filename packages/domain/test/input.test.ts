import { describe, expect, it } from "vitest";
import { applyAction, createTournament, type Action, type CreateSettings, type TournamentState } from "../src/index.ts";
import { create, expectError, keepOrder, people } from "./helpers.ts";

// src/input.ts: what no rule can read is refused with 'Turnuva bilgileri geçersiz.' (INPUT_INVALID),
// field by field, while a sound state or request reaches the rules and gets their answer.

const INVALID = "Turnuva bilgileri geçersiz.";

const group = create({ system: "group", participants: people(4), matchType: "single", groupCount: 2, teamsAdvancing: 1 });
const league = create({ system: "league", participants: people(2), matchType: "double" });
const elimination = create({ system: "elimination", participants: people(2) });
const challenge = create({ system: "challenge", participants: people(2), bestOf: 3 });

function answer(state: unknown, action: unknown = { type: "advance" }): string {
  const result = applyAction(state as TournamentState, action as Action, keepOrder);
  if (result.ok) return "ok";
  if (result.error.code === "INPUT_INVALID") expectError(result.error, "INPUT_INVALID", INVALID);
  return result.error.code;
}

const withMatch = (state: TournamentState, change: Record<string, unknown>) => ({
  ...state,
  matches: state.matches.map((m, i) => (i === 0 ? { ...m, ...change } : m)),
});

describe("a damaged state is refused as INPUT_INVALID", () => {
  it("accepts the sound states of every system, which then meet the rules", () => {
    expect([answer(group), answer(league), answer(elimination), answer(challenge)]).toEqual([
      "ROUND_INCOMPLETE",
      "ADVANCE_UNAVAILABLE",
      "ADVANCE_UNAVAILABLE",
      "ADVANCE_UNAVAILABLE",
    ]);
    // Every optional shape at its other sound value: nulls, a group number, a bye, a confirmed score, a pending status.
    expect(answer({ ...group, status: "pending", champion: "p1", secondPlace: "p2", thirdPlace: "p3", seeds: ["p1"] }, { type: "resume" })).toBe(
      "ok",
    );
    expect(answer(withMatch(league, { away: null }))).toBe("ADVANCE_UNAVAILABLE");
    expect(answer(withMatch(league, { home: null, away: null }))).toBe("ADVANCE_UNAVAILABLE");
    expect(answer(withMatch(league, { homeScore: 2, awayScore: 0, isConfirmed: true }))).toBe("ADVANCE_UNAVAILABLE");
    expect(answer({ ...league, matchType: "single" })).toBe("ADVANCE_UNAVAILABLE");
    expect(answer({ ...challenge, bestOf: 5 })).toBe("ADVANCE_UNAVAILABLE");
  });

  it.each<[string, unknown]>([
    ["not an object", null],
    ["a list", []],
    ["an unknown system", { ...league, system: "cup" }],
    ["an unknown status", { ...league, status: "done" }],
    ["participants without a username", { ...league, participants: [{ id: "p1" }, { id: "p2", username: "b" }] }],
    ["a participant id that is a number", { ...league, participants: [{ id: 1, username: "a" }] }],
    ["a participant that is not an object", { ...league, participants: ["p1"] }],
    ["participants that are not a list", { ...league, participants: "p1,p2" }],
    ["seeds that are not strings", { ...league, seeds: [1] }],
    ["seeds that are not a list", { ...league, seeds: null }],
    ["matches that are not a list", { ...league, matches: {} }],
    ["a match that is not an object", { ...league, matches: ["league-r1-m0"] }],
    ["a match that is null", { ...league, matches: [null] }],
    ["a match id that is a number", withMatch(league, { id: 1 })],
    ["an unknown stage", withMatch(league, { stage: "cup" })],
    ["a group number that is a string", withMatch(league, { group: "0" })],
    ["a round that is not whole", withMatch(league, { round: 1.5 })],
    ["an index that is missing", withMatch(league, { index: undefined })],
    ["a home side that is a number", withMatch(league, { home: 1 })],
    ["an away side that is an object", withMatch(league, { away: {} })],
    ["a home score that is not whole", withMatch(league, { homeScore: 1.5 })],
    ["an away score that is a string", withMatch(league, { awayScore: "1" })],
    ["isConfirmed that is not a boolean", withMatch(league, { isConfirmed: "yes" })],
    ["a champion that is a number", { ...league, champion: 1 }],
    ["a second place that is a number", { ...league, secondPlace: 1 }],
    ["a third place that is missing", { ...league, thirdPlace: undefined }],
    ["a league without a match type", { ...league, matchType: "triple" }],
    ["a group without a match type", { ...group, matchType: null }],
    ["a group count that is a string", { ...group, groupCount: "2" }],
    ["teams advancing that are missing", { ...group, teamsAdvancing: undefined }],
    ["groups that are not a list", { ...group, groups: "A" }],
    ["fewer groups than the group count", { ...group, groups: [["p1", "p2", "p3", "p4"]] }],
    [
      "a group of numbers",
      {
        ...group,
        groups: [
          [1, 2],
          ["p3", "p4"],
        ],
      },
    ],
    ["a best-of of 4", { ...challenge, bestOf: 4 }],
    ["a challenge of three", { ...challenge, participants: people(3) }],
  ])("refuses %s", (_, state) => {
    expect(answer(state)).toBe("INPUT_INVALID");
  });
});

describe("a malformed action is refused as INPUT_INVALID", () => {
  it.each<[string, unknown]>([
    ["not an object", "advance"],
    ["null", null],
    ["a list", ["advance"]],
    ["a type that is not a string", { type: 1 }],
    ["a confirm without a match id", { type: "confirm", homeScore: 1, awayScore: 0 }],
    ["a cancel whose match id is a number", { type: "cancel", matchId: 1 }],
  ])("refuses %s", (_, action) => {
    expect(answer(league, action)).toBe("INPUT_INVALID");
  });

  it("leaves the match id of other actions and the scores of a confirm to the rules", () => {
    expect(answer(league, { type: "advance", matchId: 1 })).toBe("ADVANCE_UNAVAILABLE");
    expect(answer(league, { type: "confirm", matchId: "league-r1-m0", homeScore: "x", awayScore: 0 })).toBe("SCORE_FORMAT_INVALID");
    expect(answer(league, { type: "cancel", matchId: "league-r1-m0" })).toBe("SCORE_CANCEL_UNAVAILABLE");
  });
});

describe("malformed settings are refused as INPUT_INVALID", () => {
  const refuse = (settings: unknown) => {
    const result = createTournament(settings as CreateSettings, keepOrder);
    return result.ok ? "ok" : result.error.code;
  };

  it.each<[string, unknown]>([
    ["not an object", "league"],
    ["null", null],
    ["participants missing", { system: "league", matchType: "single" }],
    ["participants without ids", { system: "league", matchType: "single", participants: [{ username: "a" }, { username: "b" }] }],
    ["seeds that are not a list", { system: "elimination", participants: people(4), seeds: "p1" }],
    ["seeds that are not strings", { system: "elimination", participants: people(4), seeds: [1] }],
    ["groups that are not a list", { system: "group", participants: people(4), matchType: "single", groupCount: 2, teamsAdvancing: 1, groups: "AB" }],
    [
      "groups that are not lists of ids",
      { system: "group", participants: people(4), matchType: "single", groupCount: 2, teamsAdvancing: 1, groups: [["p1", "p2"], "p3"] },
    ],
  ])("refuses %s", (_, settings) => {
    expect(refuse(settings)).toBe("INPUT_INVALID");
  });

  it("reads absent or null seeds and groups as not given", () => {
    expect(refuse({ system: "elimination", participants: people(4), seeds: null })).toBe("ok");
    expect(refuse({ system: "group", participants: people(4), matchType: "single", groupCount: 2, teamsAdvancing: 1, groups: null })).toBe("ok");
    expect(
      refuse({
        system: "group",
        participants: people(4),
        matchType: "single",
        groupCount: 2,
        teamsAdvancing: 1,
        groups: [
          ["p1", "p2"],
          ["p3", "p4"],
        ],
      }),
    ).toBe("ok");
  });
});
