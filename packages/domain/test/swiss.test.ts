// Issue 29, Swiss ('İsviçre Sistemi'): examples played through createTournament and applyAction.
import { describe, expect, it } from "vitest";
import {
  availableActions,
  podium,
  swissFixtures,
  swissKnockoutFixtures,
  swissStandings,
  tournamentView,
  twoLeggedTies,
  type CreateSettings,
  type Match,
  type SwissState,
  type TournamentState,
} from "../src/index.ts";
import { bracketOrder } from "../src/swiss.ts";
import { act, confirm, create, err, expectError, keepOrder, match, pairs, people, refuse } from "./helpers.ts";
import { createTournament } from "../src/index.ts";

const swiss = (count: number, extra: Partial<Extract<CreateSettings, { system: "swiss" }>> = {}): SwissState =>
  create({ system: "swiss", participants: people(count), ...extra }) as SwissState;

const round = (state: TournamentState, stage: Match["stage"], number: number) =>
  state.matches.filter((m) => m.stage === stage && m.round === number).sort((a, b) => a.index - b.index || (a.leg ?? 1) - (b.leg ?? 1));

/** Confirms every open match of the state, the home side winning 2-1 (or as `score` says). */
function playOpen(state: TournamentState, score: (m: Match) => [number, number] = () => [2, 1]): TournamentState {
  let s = state;
  for (const m of state.matches) {
    if (m.isConfirmed || m.home === null || m.away === null) continue;
    const [h, a] = score(m);
    s = confirm(s, m.id, h, a);
  }
  return s;
}

const row = (state: TournamentState, id: string) => swissStandings(state as SwissState).find((r) => r.team === id);

describe("creating a Swiss tournament", () => {
  it("plays ceil(log2 n) rounds unless told, and pairs round 1 top half against bottom half, home alternating", () => {
    expect(swiss(4).swissRounds).toBe(2);
    expect(swiss(5).swissRounds).toBe(3);
    expect(swiss(8).swissRounds).toBe(3);
    expect(swiss(9).swissRounds).toBe(4);
    expect(swiss(2).swissRounds).toBe(1);
    // keepOrder keeps the draw in selection order: p1..p6 ranked, 1 v 4, 5 v 2 (home alternates), 3 v 6.
    expect(pairs(swiss(6).matches)).toEqual(["p1:p4", "p5:p2", "p3:p6"]);
    expect(swiss(6).matches.every((m) => m.stage === "swiss" && m.round === 1)).toBe(true);
  });

  it("ranks the seeds first, in their order, so seeds do not meet in round 1", () => {
    const state = swiss(6, { seeds: ["p5", "p6", "p4"] });
    expect(pairs(state.matches)).toEqual(["p5:p1", "p2:p6", "p4:p3"]);
  });

  it("gives the bye of round 1 to the lowest ranked, a match with one side", () => {
    const state = swiss(5);
    expect(pairs(state.matches)).toEqual(["p1:p3", "p4:p2", "p5:-"]);
  });

  it("refuses what the rules do not allow, with their codes", () => {
    const refuseCreate = (settings: Partial<Extract<CreateSettings, { system: "swiss" }>>, count = 6) =>
      err(createTournament({ system: "swiss", participants: people(count), ...settings }, keepOrder));
    expectError(refuseCreate({}, 1), "PARTICIPANTS_TOO_FEW", "En az 2 katılımcı gereklidir.");
    expect(refuseCreate({ participantCount: 7 }).code).toBe("PARTICIPANT_COUNT_MISMATCH");
    expect(refuseCreate({ seeds: ["x"] }).code).toBe("SEED_NOT_PARTICIPANT");
    expect(err(createTournament({ system: "swiss", participants: [...people(3), people(1)[0]!] }, keepOrder)).code).toBe("PARTICIPANT_DUPLICATE");
    expectError(refuseCreate({ swissRounds: 0 }), "SWISS_ROUNDS_OUT_OF_RANGE", "Tur sayısı 1 ile 5 arasında olmalıdır.");
    expect(refuseCreate({ swissRounds: 6 }).code).toBe("SWISS_ROUNDS_OUT_OF_RANGE");
    expect(swiss(6, { swissRounds: 5 }).swissRounds).toBe(5);
    expect(refuseCreate({ knockoutSize: 3 }).code).toBe("SWISS_KNOCKOUT_SIZE_INVALID");
    expect(refuseCreate({ knockoutSize: 32 }, 40).code).toBe("SWISS_KNOCKOUT_SIZE_INVALID");
    expectError(refuseCreate({ knockoutSize: 8 }), "SWISS_KNOCKOUT_TOO_LARGE", "Eleme turuna en fazla katılımcı sayısı (6) kadar oyuncu çıkabilir.");
    expect(refuseCreate({ knockoutLegs: 2 }).code).toBe("SWISS_LEGS_WITHOUT_KNOCKOUT");
    expect(refuseCreate({ finalLegs: 2, knockoutSize: 0 }).code).toBe("SWISS_LEGS_WITHOUT_KNOCKOUT");
    expect(swiss(6, { knockoutSize: 4, finalLegs: 2 }).finalLegs).toBe(2);
    expect(swiss(6, { knockoutSize: null }).knockoutSize).toBe(0);
  });
});

describe("four players, no knockout", () => {
  it("pairs round 2 by score without a rematch, balances home and away, locks round 1 once round 2 is paired", () => {
    let s: TournamentState = swiss(4);
    expect(pairs(s.matches)).toEqual(["p1:p3", "p4:p2"]);
    expect(refuse(s, { type: "advance" }).code).toBe("ROUND_INCOMPLETE");
    s = confirm(s, "swiss-r1-m0", 2, 0);
    expectError(refuse(s, { type: "advance" }), "ROUND_INCOMPLETE", "Sonraki tura geçmek için mevcut turdaki tüm maçların skorları onaylanmalıdır.");
    s = confirm(s, "swiss-r1-m1", 1, 1); // a draw is a result in a Swiss round
    // The shoot-out belongs to knockouts only.
    expect(refuse(s, { type: "cancel", matchId: "x" }).code).toBe("MATCH_NOT_FOUND");
    // Still cancellable while round 2 is not paired.
    expect(availableActions(s).cancel).toEqual(["swiss-r1-m0", "swiss-r1-m1"]);
    s = act(s, { type: "advance" });
    // p1 3 points; p2 and p4 1 (Buchholz 1 each, the name puts p2 first); p3 0. Squared differences
    // 4 + 1 either way (p1-p2 p3-p4 or p1-p4 p2-p3); only the first keeps every balance at 0.
    expect(pairs(round(s, "swiss", 2))).toEqual(["p2:p1", "p3:p4"]);
    expectError(
      refuse(s, { type: "cancel", matchId: "swiss-r1-m0" }),
      "MATCH_LOCKED",
      "Sonraki tur bu sonuçla çekildi; bu maçın skoru artık iptal edilemez.",
    );
    expect(refuse(s, { type: "finish" }).code).toBe("SWISS_ROUNDS_INCOMPLETE");
    s = playOpen(s);
    const cancelled = act(s, { type: "cancel", matchId: "swiss-r2-m0" });
    expect(match(cancelled, "swiss-r2-m0").isConfirmed).toBe(false);
    expectError(refuse(s, { type: "advance" }), "ADVANCE_UNAVAILABLE", "Bu aşamada sonraki tura geçilemez.");
    expect(s.champion).toBeNull();
    const done = act(s, { type: "finish" });
    // p2 beat p1 (4 pts), p1 3 (Buchholz 4+... ), the table's top three on the podium.
    const table = swissStandings(done as SwissState).map((r) => r.team);
    expect([done.champion, done.secondPlace, done.thirdPlace]).toEqual(table.slice(0, 3));
    expect(done.status).toBe("completed");
    expect(podium(done)).toEqual({ ok: true, value: { champion: table[0], secondPlace: table[1], thirdPlace: table[2] } });
  });

  it("orders the table by points, then Buchholz, then Sonneborn-Berger, then goal difference", () => {
    // Round 1 p1 2-0 p3, p4 1-1 p2; round 2 p2 3-0 p1, p3 0-0 p4.
    let s: TournamentState = swiss(4);
    s = confirm(confirm(s, "swiss-r1-m0", 2, 0), "swiss-r1-m1", 1, 1);
    s = act(s, { type: "advance" });
    s = confirm(confirm(s, "swiss-r2-m0", 3, 0), "swiss-r2-m1", 0, 0);
    const table = swissStandings(s as SwissState);
    // p2 4 pts; p1 3; p4 2 (Buchholz p2 4 + p3 1 = 5), p3 1.
    expect(table.map((r) => [r.team, r.points, r.buchholz, r.sonnebornBerger])).toEqual([
      ["p2", 4, 5, 4], // beat p1 (3), drew p4 (2 / 2)
      ["p1", 3, 5, 1], // beat p3 (1)
      ["p4", 2, 5, 2.5], // drew p2 (4 / 2) and p3 (1 / 2)
      ["p3", 1, 5, 1], // drew p4 (2 / 2)
    ]);
  });

  it("puts Buchholz before Sonneborn-Berger and goal difference", () => {
    // Six players, 2 rounds: built so that two players level on points differ in Buchholz one way and goals the other.
    let s: TournamentState = swiss(6);
    // Round 1: p1:p4, p5:p2, p3:p6 – home wins 1-0, p3 wins 9-0.
    s = playOpen(s, (m) => (m.home === "p3" ? [9, 0] : [1, 0]));
    s = act(s, { type: "advance" });
    s = playOpen(s, () => [0, 1]);
    const table = swissStandings(s as SwissState);
    for (let i = 1; i < table.length; i++) {
      const [a, b] = [table[i - 1]!, table[i]!];
      if (a.points === b.points) expect(a.buchholz >= b.buchholz).toBe(true);
      if (a.points === b.points && a.buchholz === b.buchholz) expect(a.sonnebornBerger >= b.sonnebornBerger).toBe(true);
    }
    // p3's 9-0 does not lift it over a player with the same points and more Buchholz.
    const p3 = table.findIndex((r) => r.team === "p3");
    const above = table.slice(0, p3).filter((r) => r.points === table[p3]!.points);
    expect(
      above.every((r) => r.buchholz > table[p3]!.buchholz || (r.buchholz === table[p3]!.buchholz && r.sonnebornBerger >= table[p3]!.sonnebornBerger)),
    ).toBe(true);
  });
});

describe("five players: a bye each round", () => {
  it("gives each round's bye to someone new, counted as a win of 3 points without goals, and nobody can score it", () => {
    let s: TournamentState = swiss(5, { swissRounds: 4 });
    const byes: string[] = [];
    for (let r = 1; r <= 4; r++) {
      const bye = round(s, "swiss", r).find((m) => m.away === null) as Match;
      byes.push(bye.home as string);
      expect(refuse(s, { type: "confirm", matchId: bye.id, homeScore: 1, awayScore: 0 }).code).toBe("MATCH_IS_BYE");
      s = playOpen(s, (m) => ((m.index + r) % 3 === 0 ? [1, 1] : [2, 0]));
      if (r < 4) s = act(s, { type: "advance" });
    }
    expect(new Set(byes).size).toBe(4);
    for (const id of byes) {
      const byeRow = row(s, id)!;
      expect(byeRow.played).toBe(4);
      expect(byeRow.won + byeRow.drawn + byeRow.lost).toBe(4);
    }
    // Round 1's bye went to the lowest ranked (p5), with 3 points and no goals while the others play.
    const start = swiss(5);
    expect(row(start, "p5")).toMatchObject({ played: 1, won: 1, points: 3, goalsFor: 0, goalsAgainst: 0, buchholz: 0 });
    expect(swissFixtures(s as SwissState).map((f) => f.name)).toEqual(["1. Tur", "2. Tur", "3. Tur", "4. Tur"]);
    expect(swissFixtures(s as SwissState)[0]!.matches.filter((m) => m.isBye)).toHaveLength(1);
  });
});

describe("eight players and a knockout", () => {
  /** Three Swiss rounds: the lower-numbered player wins 2-1, so the table is p1..p8 by points. */
  function swissPlayed(settings: Partial<Extract<CreateSettings, { system: "swiss" }>>): TournamentState {
    let s: TournamentState = swiss(8, settings);
    for (let r = 1; r <= 3; r++) {
      s = playOpen(s, (m) => (Number((m.home as string).slice(1)) < Number((m.away as string).slice(1)) ? [2, 1] : [1, 2]));
      if (r < 3) s = act(s, { type: "advance" });
    }
    return s;
  }

  it("seeds the top 8 in a fixed bracket, 1 v 8 meeting the 4 v 5 winner, and plays to a champion", () => {
    expect(bracketOrder(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
    expect(bracketOrder(16).slice(0, 4)).toEqual([1, 16, 8, 9]);
    let s = swissPlayed({ knockoutSize: 8 });
    const table = swissStandings(s as SwissState).map((r) => r.team);
    s = act(s, { type: "advance" });
    const quarters = round(s, "knockout", 4);
    // The better seed at home in a single match.
    expect(pairs(quarters)).toEqual([`${table[0]}:${table[7]}`, `${table[3]}:${table[4]}`, `${table[1]}:${table[6]}`, `${table[2]}:${table[5]}`]);
    // A Swiss result is locked once the knockout is drawn.
    expect(refuse(s, { type: "cancel", matchId: "swiss-r3-m0" }).code).toBe("MATCH_LOCKED");
    expect(refuse(s, { type: "advance" }).code).toBe("ROUND_INCOMPLETE");
    // The away side of the first quarter-final wins on penalties; a level score needs them.
    expect(refuse(s, { type: "confirm", matchId: "knockout-r4-m0", homeScore: 1, awayScore: 1 }).code).toBe("SCORE_DRAW_NOT_ALLOWED");
    s = act(s, { type: "confirm", matchId: "knockout-r4-m0", homeScore: 1, awayScore: 1, homePenalties: 3, awayPenalties: 4 });
    s = playOpen(s);
    s = act(s, { type: "advance" });
    const semis = round(s, "knockout", 5);
    // Winner of 1v8 (seed 8 on penalties) meets winner of 4v5 (seed 4), the better seed (4) at home.
    expect(pairs(semis)).toEqual([`${table[3]}:${table[7]}`, `${table[1]}:${table[2]}`]);
    expect(swissKnockoutFixtures(s as SwissState).map((f) => f.name)).toEqual(["Son 8", "Son 4"]);
    s = playOpen(s);
    expect(refuse(s, { type: "finish" }).code).toBe("FINAL_INCOMPLETE");
    s = act(s, { type: "advance" });
    expect(refuse(s, { type: "advance" }).code).toBe("ADVANCE_UNAVAILABLE");
    expect(pairs(round(s, "final", 6))).toEqual([`${table[1]}:${table[3]}`]);
    expect(pairs(round(s, "thirdPlace", 6))).toEqual([`${table[2]}:${table[7]}`]);
    s = confirm(s, "final-r6-m0", 0, 3);
    expect(refuse(s, { type: "finish" }).code).toBe("FINAL_INCOMPLETE");
    s = confirm(s, "thirdPlace-r6-m0", 2, 0);
    expect([s.champion, s.secondPlace, s.thirdPlace]).toEqual([table[3], table[1], table[2]]);
    const done = act(s, { type: "finish" });
    expect(done.status).toBe("completed");
    expect(tournamentView(done).champion).toBe(table[3]);
  });

  it("plays two-legged ties with the better seed at home in the second leg, and a two-legged final", () => {
    let s = swissPlayed({ knockoutSize: 4, knockoutLegs: 2, finalLegs: 2 });
    const table = swissStandings(s as SwissState).map((r) => r.team);
    s = act(s, { type: "advance" });
    const semis = round(s, "knockout", 4);
    expect(pairs(semis)).toEqual([`${table[3]}:${table[0]}`, `${table[0]}:${table[3]}`, `${table[2]}:${table[1]}`, `${table[1]}:${table[2]}`]);
    expect(semis.map((m) => m.leg)).toEqual([1, 2, 1, 2]);
    // Tie 1 level on aggregate (1-0, 0-1): leg 2's shoot-out decides, seed 4 through.
    s = confirm(s, semis[0]!.id, 1, 0);
    expect(refuse(s, { type: "confirm", matchId: semis[1]!.id, homeScore: 1, awayScore: 0 }).code).toBe("AGGREGATE_LEVEL");
    s = act(s, { type: "confirm", matchId: semis[1]!.id, homeScore: 1, awayScore: 0, homePenalties: 2, awayPenalties: 4 });
    const legScore = (m: Match): [number, number] => (m.leg === 2 ? [2, 0] : [2, 1]);
    s = playOpen(s, legScore);
    s = act(s, { type: "advance" });
    const final = round(s, "final", 5);
    expect(final).toHaveLength(2);
    expect(round(s, "thirdPlace", 5)).toHaveLength(1);
    expect(twoLeggedTies(s).length).toBe(3);
    s = playOpen(s, legScore);
    expect(podium(s).ok).toBe(true);
    expect(act(s, { type: "finish" }).status).toBe("completed");
  });

  it("with a knockout of two, plays the final alone after the last Swiss round", () => {
    let s = swissPlayed({ knockoutSize: 2 });
    const table = swissStandings(s as SwissState).map((r) => r.team);
    expect(refuse(s, { type: "finish" }).code).toBe("FINAL_INCOMPLETE");
    s = act(s, { type: "advance" });
    expect(pairs(s.matches.filter((m) => m.stage !== "swiss"))).toEqual([`${table[0]}:${table[1]}`]);
    expect(match(s, "final-r4-m0").round).toBe(4);
    s = confirm(s, "final-r4-m0", 0, 1);
    const done = act(s, { type: "finish" });
    expect([done.champion, done.secondPlace, done.thirdPlace]).toEqual([table[1], table[0], null]);
    // Reopened, its placings come back from the final.
    const reopened = act(done, { type: "reopen" });
    expect([reopened.status, reopened.champion]).toEqual(["active", table[1]]);
  });

  it("without a knockout, a draw stays a draw and advancing after the last round is unavailable", () => {
    const s = swissPlayed({});
    expect(refuse(s, { type: "advance" }).code).toBe("ADVANCE_UNAVAILABLE");
    expect(refuse(s, { type: "confirm", matchId: "swiss-r3-m0", homeScore: 1, awayScore: 1 }).code).toBe("MATCH_ALREADY_CONFIRMED");
    const cancelled = act(s, { type: "cancel", matchId: "swiss-r3-m0" });
    const drawn = act(cancelled, { type: "confirm", matchId: "swiss-r3-m0", homeScore: 1, awayScore: 1 });
    expect(match(drawn, "swiss-r3-m0")).toMatchObject({ homeScore: 1, awayScore: 1, isConfirmed: true });
    expect(refuse(cancelled, { type: "confirm", matchId: "swiss-r3-m0", homeScore: 1, awayScore: 1, homePenalties: 4, awayPenalties: 3 }).code).toBe(
      "PENALTIES_NOT_ALLOWED",
    );
    expect(act(drawn, { type: "finish" }).champion).toBe(swissStandings(drawn as SwissState)[0]!.team);
  });
});
