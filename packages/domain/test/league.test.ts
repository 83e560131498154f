import { describe, expect, it } from "vitest";
import { createTournament, leagueFixtures, leagueStandings, mulberry32, podium, type LeagueState } from "../src/index.ts";
import { act, confirm, confirmOpen, create, err, expectError, keepOrder, match, pairs, people, refuse } from "./helpers.ts";

const league = (count: number, matchType: "single" | "double" = "single") =>
  create({ system: "league", participants: people(count), matchType }) as LeagueState;

describe("league: creation (section 5)", () => {
  it("needs at least 2 participants", () => {
    expectError(
      err(createTournament({ system: "league", participants: people(1), matchType: "single" }, keepOrder)),
      "PARTICIPANTS_TOO_FEW",
      "En az 2 katılımcı gereklidir.",
    );
  });

  it("needs the selection to equal the count, distinct members and a match type", () => {
    expect(err(createTournament({ system: "league", participants: people(3), participantCount: 4, matchType: "single" }, keepOrder)).code).toBe(
      "PARTICIPANT_COUNT_MISMATCH",
    );
    const twice = [...people(2), { id: "p1", username: "user01" }];
    expectError(
      err(createTournament({ system: "league", participants: twice, matchType: "single" }, keepOrder)),
      "PARTICIPANT_DUPLICATE",
      "Aynı katılımcı birden fazla kez seçilemez.",
    );
    expectError(
      err(createTournament({ system: "league", participants: people(2), matchType: null }, keepOrder)),
      "MATCH_TYPE_REQUIRED",
      "Lütfen maç türünü seçin.",
    );
  });

  it("accepts the count when it matches the selection; a league has no seeds", () => {
    const state = create({ system: "league", participants: people(4), participantCount: 4, matchType: "single" });
    expect(state.participants).toHaveLength(4);
    expect(state.seeds).toEqual([]);
  });

  it("builds weekly fixtures as [{round, matches}] with the 'Bay' for odd counts", () => {
    const state = league(3);
    expect(state.status).toBe("active");
    const fixtures = leagueFixtures(state);
    expect(fixtures.map((f) => f.round)).toEqual([1, 2, 3]);
    expect(fixtures.map((f) => pairs(f.matches))).toEqual([
      ["p1:-", "p2:p3"],
      ["p2:-", "p3:p1"],
      ["p3:-", "p1:p2"],
    ]);
    expect(fixtures[0]?.matches[0]).toMatchObject({ id: "league-r1-m0", isBye: true, isConfirmed: false, isCompleted: false });
  });

  it("draws the order with the injected random source: same seed, same fixtures", () => {
    const a = create({ system: "league", participants: people(6), matchType: "double" }, mulberry32(42));
    const b = create({ system: "league", participants: people(6), matchType: "double" }, mulberry32(42));
    const c = create({ system: "league", participants: people(6), matchType: "double" }, mulberry32(43));
    expect(a).toEqual(b);
    expect(pairs(a.matches)).not.toEqual(pairs(c.matches));
  });
});

describe("league: scores and table", () => {
  it("confirms a score, updates the table and cancels it back exactly", () => {
    const state = league(4);
    const after = confirm(state, "league-r1-m0", 3, 1);
    expect(match(after, "league-r1-m0")).toMatchObject({ homeScore: 3, awayScore: 1, isConfirmed: true });
    const rows = leagueStandings(after as LeagueState);
    expect(rows[0]).toEqual({ team: "p1", played: 1, won: 1, drawn: 0, lost: 0, goalsFor: 3, goalsAgainst: 1, goalDifference: 2, points: 3 });
    expect(rows[3]).toMatchObject({ team: "p4", points: 0, lost: 1 });
    const cancelled = act(after, { type: "cancel", matchId: "league-r1-m0" });
    expect(cancelled).toEqual(state);
  });

  it("allows draws and gives one point each", () => {
    const after = confirm(league(2), "league-r1-m0", 2, 2);
    expect(leagueStandings(after as LeagueState).map((r) => [r.team, r.points, r.drawn])).toEqual([
      ["p1", 1, 1],
      ["p2", 1, 1],
    ]);
  });

  it("refuses a second confirmation, a cancel of an unconfirmed match, byes and unknown matches", () => {
    const state = confirm(league(3), "league-r1-m1", 1, 0);
    expectError(
      refuse(state, { type: "confirm", matchId: "league-r1-m1", homeScore: 2, awayScore: 0 }),
      "MATCH_ALREADY_CONFIRMED",
      "Skor onaylanamıyor. Eksik skor veya maç zaten onaylanmış.",
    );
    expectError(refuse(state, { type: "cancel", matchId: "league-r2-m1" }), "SCORE_CANCEL_UNAVAILABLE", "Skor iptal edilemiyor. Maç onaylanmamış.");
    expectError(
      refuse(state, { type: "confirm", matchId: "league-r1-m0", homeScore: 1, awayScore: 0 }),
      "MATCH_IS_BYE",
      "Bay geçilen maça skor girilemez.",
    );
    expectError(refuse(state, { type: "cancel", matchId: "nope" }), "MATCH_NOT_FOUND", "Maç bulunamadı.");
  });

  it("refuses malformed and missing scores with the spec's texts", () => {
    const state = league(2);
    expectError(
      refuse(state, { type: "confirm", matchId: "league-r1-m0", homeScore: "a", awayScore: 1 }),
      "SCORE_FORMAT_INVALID",
      "Geçersiz skor formatı!",
    );
    expectError(
      refuse(state, { type: "confirm", matchId: "league-r1-m0", homeScore: -1, awayScore: 1 }),
      "SCORE_FORMAT_INVALID",
      "Geçersiz skor formatı!",
    );
    expectError(
      refuse(state, { type: "confirm", matchId: "league-r1-m0", homeScore: 1, awayScore: "" }),
      "SCORE_MISSING",
      "Skor onaylanamıyor. Eksik skor veya maç zaten onaylanmış.",
    );
  });

  it("has no advance step", () => {
    expectError(refuse(league(2), { type: "advance" }), "ADVANCE_UNAVAILABLE", "Bu aşamada sonraki tura geçilemez.");
  });
});

describe("league: finishing (section 4)", () => {
  it("needs every match confirmed", () => {
    const state = confirm(league(4), "league-r1-m0", 1, 0);
    expectError(refuse(state, { type: "finish" }), "LEAGUE_MATCHES_INCOMPLETE", "Tüm maçlar tamamlanmadan turnuva bitirilemez!");
  });

  it("needs a champion: a state without confirmed matches has none", () => {
    const empty: LeagueState = { ...league(2), matches: [] };
    expectError(refuse(empty, { type: "finish" }), "LEAGUE_NO_CHAMPION", "Şampiyon henüz belirlenmedi!");
  });

  it("has no champion without participants (a state read back empty)", () => {
    const empty: LeagueState = { ...league(2), participants: [], matches: [] };
    expectError(refuse(empty, { type: "finish" }), "LEAGUE_NO_CHAMPION", "Şampiyon henüz belirlenmedi!");
  });

  it("shows a finished league's champion on the podium, without a final", () => {
    const finished = act(confirmOpen(league(2)), { type: "finish" });
    expect(podium(finished)).toEqual({ ok: true, value: { champion: "p1", secondPlace: null, thirdPlace: null } });
  });

  it("sets completed and the top of the table as champion, ignoring byes", () => {
    // p3 wins everything it plays.
    const done = confirmOpen(league(3, "double"), (m) => (m.home === "p3" ? [2, 0] : m.away === "p3" ? [0, 2] : [1, 1]));
    const finished = act(done, { type: "finish" });
    expect(finished).toMatchObject({ status: "completed", champion: "p3" });
    expect(leagueStandings(finished as LeagueState)[0]).toMatchObject({ team: "p3", played: 4, won: 4, points: 12 });
  });
});
