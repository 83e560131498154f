import { describe, expect, it } from "vitest";
import {
  availableActions,
  challengeFixtures,
  challengeScore,
  createTournament,
  currentRound,
  currentStep,
  type ChallengeState,
} from "../src/index.ts";
import { act, confirm, create, err, expectError, keepOrder, people, refuse } from "./helpers.ts";

const challenge = (bestOf: 3 | 5 = 3) => create({ system: "challenge", participants: people(2), bestOf }) as ChallengeState;

describe("challenge: creation (section 5)", () => {
  it("needs both participants and a best-of of 3 or 5", () => {
    const required = "Lütfen tüm alanları doldurun.";
    expectError(err(createTournament({ system: "challenge", participants: people(1), bestOf: 3 }, keepOrder)), "CHALLENGE_FIELDS_REQUIRED", required);
    expectError(
      err(createTournament({ system: "challenge", participants: people(2), bestOf: null }, keepOrder)),
      "CHALLENGE_FIELDS_REQUIRED",
      required,
    );
    expectError(err(createTournament({ system: "challenge", participants: people(2), bestOf: 4 }, keepOrder)), "CHALLENGE_FIELDS_REQUIRED", required);
    expectError(err(createTournament({ system: "challenge", participants: people(3), bestOf: 3 }, keepOrder)), "CHALLENGE_FIELDS_REQUIRED", required);
  });

  it("needs two different participants", () => {
    const same = [people(1)[0], people(1)[0]].filter((p) => p !== undefined);
    expectError(
      err(createTournament({ system: "challenge", participants: same, bestOf: 3 }, keepOrder)),
      "CHALLENGE_SAME_PARTICIPANT",
      "Lütfen iki farklı katılımcı seçin.",
    );
  });

  it("creates one round per game of the series, participant 1 at home", () => {
    const state = challenge(5);
    expect(state.seeds).toEqual([]);
    expect(availableActions(state).confirm).toEqual(["challenge-r1-m0", "challenge-r2-m0", "challenge-r3-m0", "challenge-r4-m0", "challenge-r5-m0"]);
    expect(challengeFixtures(state).map((m) => [m.id, m.round, m.home, m.away])).toEqual(
      [1, 2, 3, 4, 5].map((r) => [`challenge-r${r}-m0`, r, "p1", "p2"]),
    );
    expect(challengeScore(state)).toEqual({ home: 0, away: 0, target: 3 });
    expect(currentStep(state)).toBeNull();
  });
});

describe("challenge: rounds", () => {
  it("needs both scores and no draw", () => {
    const state = challenge();
    expectError(
      refuse(state, { type: "confirm", matchId: "challenge-r1-m0", homeScore: 2, awayScore: null }),
      "CHALLENGE_SCORES_REQUIRED",
      "Lütfen her iki takım için de skor girin.",
    );
    expectError(
      refuse(state, { type: "confirm", matchId: "challenge-r1-m0", homeScore: 2, awayScore: 2 }),
      "CHALLENGE_DRAW_NOT_ALLOWED",
      "Beraberlik skoru girilemez. Lütfen farklı skorlar girin.",
    );
    expectError(
      refuse(state, { type: "confirm", matchId: "challenge-r1-m0", homeScore: 2.5, awayScore: 2 }),
      "SCORE_FORMAT_INVALID",
      "Geçersiz skor formatı!",
    );
  });

  it("crowns the side that reaches ceiling(bestOf / 2) wins and locks the rest", () => {
    let state = confirm(challenge(), "challenge-r1-m0", 0, 1);
    state = confirm(state, "challenge-r2-m0", 3, 1);
    expect(state.champion).toBeNull();
    expectError(refuse(state, { type: "finish" }), "CHALLENGE_NOT_FINISHED", "Turnuva henüz tamamlanmadı!");
    state = confirm(state, "challenge-r3-m0", 0, 2);
    expect(state.champion).toBe("p2");
    expect(challengeScore(state as ChallengeState)).toEqual({ home: 1, away: 2, target: 2 });
    const done = act(state, { type: "finish" });
    expect(done).toMatchObject({ status: "completed", champion: "p2" });
  });

  it("marks the rounds a decided challenge no longer needs, and its current round is the deciding one", () => {
    const open = challenge(5);
    expect(challengeFixtures(open).map((m) => m.isNotNeeded)).toEqual([false, false, false, false, false]);
    expect(currentRound(open)).toBe(1);
    // p1 wins rounds 1, 3 and 4 (its third win, in round order, is round 4); round 2 went to p2; 5 is not needed.
    let state = confirm(open, "challenge-r1-m0", 2, 0);
    state = confirm(state, "challenge-r4-m0", 1, 0);
    state = confirm(state, "challenge-r2-m0", 0, 3);
    expect(currentRound(state)).toBe(3);
    state = confirm(state, "challenge-r3-m0", 4, 1) as ChallengeState;
    expect(state.champion).toBe("p1");
    expect(challengeFixtures(state as ChallengeState).map((m) => [m.round, m.isCompleted, m.isNotNeeded])).toEqual([
      [1, true, false],
      [2, true, false],
      [3, true, false],
      [4, true, false],
      [5, false, true],
    ]);
    expect(currentRound(state)).toBe(4);
  });

  it("locks later rounds after an early win and unlocks them when a win is cancelled", () => {
    let state = confirm(confirm(challenge(), "challenge-r1-m0", 2, 0), "challenge-r2-m0", 2, 1);
    expect(state.champion).toBe("p1");
    expect(currentRound(state)).toBe(2);
    expect(challengeFixtures(state as ChallengeState).map((m) => m.isNotNeeded)).toEqual([false, false, true]);
    expectError(
      refuse(state, { type: "confirm", matchId: "challenge-r3-m0", homeScore: 0, awayScore: 1 }),
      "CHALLENGE_DECIDED",
      "Meydan okuma sonuçlandı; kalan maçlara skor girilemez.",
    );
    expect(availableActions(state)).toMatchObject({ confirm: [], cancel: ["challenge-r1-m0", "challenge-r2-m0"], finish: true });
    state = act(state, { type: "cancel", matchId: "challenge-r2-m0" });
    expect(state.champion).toBeNull();
    expect(confirm(state, "challenge-r3-m0", 0, 1).champion).toBeNull();
  });

  it("needs three wins in a best of 5", () => {
    let state = confirm(confirm(challenge(5), "challenge-r1-m0", 1, 0), "challenge-r2-m0", 1, 0);
    expect(state.champion).toBeNull();
    state = confirm(state, "challenge-r4-m0", 1, 0);
    expect(state.champion).toBe("p1");
  });
});
