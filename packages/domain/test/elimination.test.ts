import { describe, expect, it } from "vitest";
import {
  availableActions,
  createTournament,
  currentRound,
  currentStep,
  eliminationFixtures,
  podium,
  seededFirstRound,
  tournamentView,
  type EliminationState,
  type TournamentState,
} from "../src/index.ts";
import { act, confirm, create, err, expectError, keepOrder, match, pairs, people, playOut, refuse } from "./helpers.ts";

const elimination = (count: number, seeds: string[] = []) =>
  create({ system: "elimination", participants: people(count), seeds }) as EliminationState;
const round = (state: TournamentState, r: number) => state.matches.filter((m) => m.stage === "elimination" && m.round === r);

describe("elimination: creation (section 5)", () => {
  it("needs exactly the chosen count", () => {
    expectError(
      err(createTournament({ system: "elimination", participants: people(5), participantCount: 6 }, keepOrder)),
      "ELIMINATION_COUNT_MISMATCH",
      "Lütfen doğru sayıda katılımcı seçin.",
    );
  });

  it("accepts the count when it matches the selection, and keeps each seed once", () => {
    const state = create({ system: "elimination", participants: people(6), participantCount: 6, seeds: ["p2", "p1", "p2"] });
    expect(state.seeds).toEqual(["p2", "p1"]);
    expect(tournamentView(state).seededParticipants).toEqual(["p2", "p1"]);
  });

  it("needs at least 2 participants to build fixtures", () => {
    expectError(
      err(createTournament({ system: "elimination", participants: people(1) }, keepOrder)),
      "ELIMINATION_INVALID_PARTICIPANTS",
      "Fikstür oluşturulamadı: Geçersiz katılımcı listesi.",
    );
  });

  it("takes seeds only among the chosen", () => {
    expectError(
      err(createTournament({ system: "elimination", participants: people(4), seeds: ["p5"] }, keepOrder)),
      "SEED_NOT_PARTICIPANT",
      "Seri başı yalnızca seçilen katılımcılar arasından olabilir.",
    );
  });
});

describe("elimination: first-round seeding (section 4)", () => {
  it("pairs each seed with a non-seed, then the leftovers", () => {
    expect(pairs(round(elimination(8, ["p1", "p2"]), 1))).toEqual(["p1:p3", "p2:p4", "p5:p6", "p7:p8"]);
  });

  it("pairs leftover seeds together only when non-seeds run out", () => {
    expect(pairs(round(elimination(4, ["p1", "p2", "p3"]), 1))).toEqual(["p1:p4", "p2:p3"]);
  });

  it("gives byes up to a power of two, seeds first", () => {
    expect(pairs(round(elimination(6, ["p5", "p6", "p1"]), 1))).toEqual(["p1:-", "p5:-", "p6:p2", "p3:p4"]);
    expect(pairs(round(elimination(5), 1))).toEqual(["p1:-", "p2:-", "p3:-", "p4:p5"]);
  });

  it("lays out the first round of every count from 2 to 64: byes first to a power of two, then pairs", () => {
    for (let n = 2; n <= 64; n++) {
      const size = 2 ** Math.ceil(Math.log2(n));
      const byes = size - n;
      const expected = [
        ...Array.from({ length: byes }, (_, i) => `p${i + 1}:-`),
        ...Array.from({ length: (n - byes) / 2 }, (_, i) => `p${byes + 2 * i + 1}:p${byes + 2 * i + 2}`),
      ];
      expect(pairs(round(elimination(n), 1)), `n=${n}`).toEqual(expected);
      expect(eliminationFixtures(elimination(n)).map((r) => r.round)).toEqual([1]);
    }
  });

  it("shuffles the matches with the injected source", () => {
    const ids = people(8).map((p) => p.id);
    const a = seededFirstRound(ids, ["p1"], { next: () => 0 });
    expect(a).toHaveLength(4);
    expect(a.flat().sort()).toEqual([...ids].sort());
  });
});

describe("elimination: rounds (section 4)", () => {
  it("names rounds and draws the next round as soon as the latest is decided", () => {
    let state: TournamentState = elimination(8);
    expect(eliminationFixtures(state as EliminationState).map((r) => r.name)).toEqual(["Çeyrek Final"]);
    state = confirm(state, "elimination-r1-m0", 1, 0);
    state = confirm(state, "elimination-r1-m1", 1, 0);
    state = confirm(state, "elimination-r1-m2", 1, 0);
    expect(round(state, 2)).toHaveLength(0);
    expectError(
      refuse(state, { type: "advance" }),
      "ROUND_INCOMPLETE",
      "Sonraki tura geçmek için mevcut turdaki tüm maçların skorları onaylanmalıdır.",
    );
    state = confirm(state, "elimination-r1-m3", 0, 1);
    expect(pairs(round(state, 2))).toEqual(["p1:p3", "p5:p8"]);
    expect(eliminationFixtures(state as EliminationState).map((r) => r.name)).toEqual(["Çeyrek Final", "Yarı Final"]);
    expect(currentRound(state)).toBe(2);
    expect(currentStep(state)).toBe(3);
  });

  it("names the rounds by the bracket's slots when byes fill it up to a power of two", () => {
    // [participants, round names, matches per round including byes]
    const cases: Array<[number, string[], number[]]> = [
      [3, ["Yarı Final", "Final"], [2, 1]],
      [5, ["Çeyrek Final", "Yarı Final", "Final"], [4, 2, 1]],
      [6, ["Çeyrek Final", "Yarı Final", "Final"], [4, 2, 1]],
      [12, ["Son 16", "Çeyrek Final", "Yarı Final", "Final"], [8, 4, 2, 1]],
      [20, ["Son 32", "Son 16", "Çeyrek Final", "Yarı Final", "Final"], [16, 8, 4, 2, 1]],
    ];
    for (const [n, names, sizes] of cases) {
      const start = elimination(n);
      expect(
        eliminationFixtures(start).map((r) => [r.round, r.name]),
        `n=${n}`,
      ).toEqual([[1, names[0]]]);
      const done = playOut(start) as EliminationState;
      const fixtures = eliminationFixtures(done);
      expect(
        fixtures.map((r) => r.name),
        `n=${n}`,
      ).toEqual(names);
      expect(
        fixtures.map((r) => r.matches.length),
        `n=${n}`,
      ).toEqual(sizes);
    }
  });

  it("draws the next round as soon as the last real match of a round with byes is confirmed", () => {
    // 5: p1, p2 and p3 have byes; p4-p5 is the only match of round 1.
    const state = confirm(elimination(5), "elimination-r1-m3", 0, 1);
    expect(pairs(round(state, 2))).toEqual(["p1:p2", "p3:p5"]);
  });

  it("names no champion before the final: a semi-final winner is not one", () => {
    const state = confirm(elimination(4), "elimination-r1-m0", 1, 0);
    expect(state).toMatchObject({ champion: null, secondPlace: null, thirdPlace: null });
    expect(tournamentView(state)).toMatchObject({ finalFixture: null });
  });

  it("has no next round after the final, confirmed or not", () => {
    const final = elimination(2);
    expectError(refuse(final, { type: "advance" }), "ADVANCE_UNAVAILABLE", "Bu aşamada sonraki tura geçilemez.");
    const semis = confirm(confirm(elimination(4), "elimination-r1-m0", 1, 0), "elimination-r1-m1", 1, 0);
    expectError(refuse(semis, { type: "advance" }), "ADVANCE_UNAVAILABLE", "Bu aşamada sonraki tura geçilemez.");
  });

  it("rejects draws", () => {
    expectError(
      refuse(elimination(2), { type: "confirm", matchId: "elimination-r1-m0", homeScore: 1, awayScore: 1 }),
      "SCORE_DRAW_NOT_ALLOWED",
      "Beraberlik kabul edilemez. Lütfen geçerli bir skor girin.",
    );
  });

  it("keeps only the latest round editable: a drawn round is never drawn again", () => {
    let state: TournamentState = elimination(8);
    state = confirm(confirm(confirm(state, "elimination-r1-m0", 1, 0), "elimination-r1-m1", 1, 0), "elimination-r1-m2", 1, 0);
    // Before the round is complete its results may still be corrected.
    expect(match(act(state, { type: "cancel", matchId: "elimination-r1-m0" }), "elimination-r1-m0").isConfirmed).toBe(false);
    state = confirm(state, "elimination-r1-m3", 1, 0);
    const semis = pairs(round(state, 2));
    // The semi-finals now exist, untouched: the quarter-finals that fed them are locked all the same.
    const locked = "Sonraki tur bu sonuçla çekildi; bu maçın skoru artık iptal edilemez.";
    for (const id of ["elimination-r1-m0", "elimination-r1-m3"]) expectError(refuse(state, { type: "cancel", matchId: id }), "MATCH_LOCKED", locked);
    expect(availableActions(state).cancel).toEqual([]);
    // The final and the third-place match share the last round: both stay editable until finished.
    state = playOut(state, keepOrder, () => [2, 0]);
    expect(pairs(round(state, 2))).toEqual(semis);
    expect(availableActions(state).cancel.sort()).toEqual(["elimination-r3-m0", "thirdPlace-r3-m0"]);
    expectError(refuse(state, { type: "cancel", matchId: "elimination-r2-m0" }), "MATCH_LOCKED", locked);
    expect(act(state, { type: "cancel", matchId: "thirdPlace-r3-m0" }).thirdPlace).toBeNull();
  });

  it("reaches a final from counts that are not a power of two", () => {
    for (const n of [3, 5, 6, 7, 12]) {
      const done = playOut(elimination(n, ["p1", "p2"]));
      expect(done.champion, `n=${n}`).not.toBeNull();
      expect(done.secondPlace).not.toBeNull();
      expect(done.thirdPlace).not.toBeNull();
    }
  });
});

describe("elimination: champion and podium", () => {
  it("crowns the final's winner, with second from the final and third from the semi-final losers' match", () => {
    let state = playOut(elimination(4), keepOrder, () => [3, 1]);
    // Semis p1-p2 and p3-p4: p1 and p3 win; final p1-p3, third place p2-p4.
    expect(state).toMatchObject({ champion: "p1", secondPlace: "p3", thirdPlace: "p2" });
    expect(match(state, "elimination-r2-m0")).toMatchObject({ home: "p1", away: "p3" });
    expect(match(state, "thirdPlace-r2-m0")).toMatchObject({ home: "p2", away: "p4" });
    // The champion card and 'Turnuvayı Bitir' live on step 3; step 4 is the finished banner.
    expect(currentStep(state)).toBe(3);
    // Decided but not finished: the public view names nobody yet (part 2 §2); the managing screen's
    // ŞAMPİYON card reads podium().
    expect(tournamentView(state)).toMatchObject({ winner: null, champion: null, secondPlace: null, thirdPlace: null, step: 3, currentRound: 2 });
    expect(podium(state)).toEqual({ ok: true, value: { champion: "p1", secondPlace: "p3", thirdPlace: "p2" } });
    state = act(state, { type: "finish" });
    expect(state.status).toBe("completed");
    expect(currentStep(state)).toBe(4);
    expect(tournamentView(state)).toMatchObject({ winner: "p1", champion: "p1", secondPlace: "p3", thirdPlace: "p2" });
  });

  it("gives third place to the only semi-final loser when the other semi-final was a bye", () => {
    const state = playOut(elimination(3));
    expect(match(state, "elimination-r2-m0")).toMatchObject({ home: "p1", away: "p2" });
    expect(state).toMatchObject({ champion: "p1", secondPlace: "p2", thirdPlace: "p3" });
    expect(state.matches.some((m) => m.stage === "thirdPlace")).toBe(false);
  });

  it("plays two participants as a final", () => {
    const state = confirm(elimination(2), "elimination-r1-m0", 0, 1);
    expect(state).toMatchObject({ champion: "p2", secondPlace: "p1", thirdPlace: null });
    expect(eliminationFixtures(state as EliminationState).map((r) => r.name)).toEqual(["Final"]);
    expectError(refuse(state, { type: "advance" }), "ADVANCE_UNAVAILABLE", "Bu aşamada sonraki tura geçilemez.");
  });

  it("finishes only with a champion and a confirmed third-place match", () => {
    expectError(refuse(elimination(4), { type: "finish" }), "ELIMINATION_NO_CHAMPION", "Şampiyon belirlenmedi!");
    let state: TournamentState = elimination(4);
    state = confirm(confirm(state, "elimination-r1-m0", 1, 0), "elimination-r1-m1", 1, 0);
    state = confirm(state, "elimination-r2-m0", 1, 0);
    expectError(
      refuse(state, { type: "finish" }),
      "FINAL_INCOMPLETE",
      "Turnuvayı bitirmek için Final ve (varsa) 3.lük maçlarının skorları onaylanmalıdır.",
    );
    const cancelled = act(state, { type: "cancel", matchId: "elimination-r2-m0" });
    expect(cancelled).toMatchObject({ champion: null, secondPlace: null });
    expect(currentStep(cancelled)).toBe(3);
    const podiumResult = podium(cancelled);
    expect(podiumResult.ok).toBe(false);
  });
});
