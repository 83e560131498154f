import { describe, expect, it } from "vitest";
import { groupTable, leagueTable, type Match, type Participant } from "../src/index.ts";
import { fourPlayers } from "./helpers.ts";

const players = fourPlayers;

let n = 0;
function played(home: string, away: string, homeScore: number, awayScore: number, confirmed = true): Match {
  n++;
  return { id: `m${n}`, stage: "league", group: null, round: n, index: 0, home, away, homeScore, awayScore, isConfirmed: confirmed };
}

describe("league table (section 9: 3/1/0; points, goal difference, goals for, name)", () => {
  it("counts points, goals and results", () => {
    const rows = leagueTable(players, [played("a", "b", 3, 1), played("b", "c", 2, 2), played("c", "a", 1, 0)]);
    expect(rows.find((r) => r.team === "a")).toEqual({
      team: "a",
      played: 2,
      won: 1,
      drawn: 0,
      lost: 1,
      goalsFor: 3,
      goalsAgainst: 2,
      goalDifference: 1,
      points: 3,
    });
    expect(rows.find((r) => r.team === "c")).toEqual({
      team: "c",
      played: 2,
      won: 1,
      drawn: 1,
      lost: 0,
      goalsFor: 3,
      goalsAgainst: 2,
      goalDifference: 1,
      points: 4,
    });
    expect(rows.find((r) => r.team === "d")?.played).toBe(0);
  });

  it("ignores unconfirmed matches and byes", () => {
    const bye: Match = { ...played("a", "b", 0, 0), away: null, homeScore: null, awayScore: null, isConfirmed: false };
    const rows = leagueTable(players, [played("a", "b", 5, 0, false), bye]);
    expect(rows.every((r) => r.played === 0)).toBe(true);
  });

  it("orders by points, then goal difference, then goals for, then name (Turkish collation)", () => {
    // a and b: 3 points, gd +1; a scored more. c and d: level on everything, ordered by name: Cem before Çağla.
    const rows = leagueTable(players, [played("a", "c", 3, 2), played("b", "d", 1, 0), played("c", "d", 0, 0), played("d", "c", 1, 1)]);
    expect(rows.map((r) => r.team)).toEqual(["a", "b", "c", "d"]);
    const byGd = leagueTable(players, [played("b", "a", 4, 0), played("a", "c", 1, 0), played("d", "b", 2, 1)]);
    // a 3 pts gd -3, b 3 pts gd +2, d 3 pts gd +1, c 0.
    expect(byGd.map((r) => r.team)).toEqual(["b", "d", "a", "c"]);
  });

  it("puts the side with more goals first when points and goal difference are level, before the name", () => {
    // b (Burak) and a (Ayşe): 3 points and +1 each; b scored 3, a 1, so b leads although a comes first by
    // name. Below, c (Cem) and d (Çağla) lost by one each; c scored 2.
    const rows = leagueTable(players, [played("b", "c", 3, 2), played("a", "d", 1, 0)]);
    expect(rows.map((r) => [r.team, r.points, r.goalDifference, r.goalsFor])).toEqual([
      ["b", 3, 1, 3],
      ["a", 3, 1, 1],
      ["c", 0, -1, 2],
      ["d", 0, -1, 0],
    ]);
  });

  it("orders the same name in other letter cases by id, whatever order the list is in", () => {
    const same: Participant[] = [
      { id: "2", username: "ayşe" },
      { id: "3", username: "AYŞE" },
      { id: "1", username: "Ayşe" },
    ];
    expect(leagueTable(same, []).map((r) => r.team)).toEqual(["1", "2", "3"]);
    expect(leagueTable([...same].reverse(), []).map((r) => r.team)).toEqual(["1", "2", "3"]);
    expect(groupTable(same, []).map((r) => r.team)).toEqual(["1", "2", "3"]);
  });

  it("has rows only for the participants it is given, even with matches against others", () => {
    const rows = leagueTable(players.slice(0, 2), [played("x", "y", 3, 0), played("a", "x", 3, 0), played("x", "b", 2, 2), played("a", "b", 1, 0)]);
    expect(rows.map((r) => r.team)).toEqual(["a", "b"]);
  });

  it("orders names the Turkish way: c < ç < d, ı < i", () => {
    const names: Participant[] = [
      { id: "1", username: "dilek" },
      { id: "2", username: "çınar" },
      { id: "3", username: "cemil" },
      { id: "4", username: "irmak" },
      { id: "5", username: "ılgın" },
    ];
    expect(leagueTable(names, []).map((r) => r.team)).toEqual(["3", "2", "1", "5", "4"]);
  });
});

describe("group table: head-to-head goal difference among teams level on points", () => {
  it("puts the head-to-head winner first even with a worse overall goal difference", () => {
    const matches = [
      played("b", "a", 1, 0),
      played("a", "c", 5, 0),
      played("a", "d", 0, 0),
      played("b", "d", 0, 1),
      played("b", "c", 0, 0),
      played("c", "d", 0, 2),
    ];
    const rows = groupTable(players, matches);
    expect(rows.map((r) => [r.team, r.points, r.goalDifference])).toEqual([
      ["d", 7, 3],
      ["b", 4, 0],
      ["a", 4, 4],
      ["c", 1, -7],
    ]);
    // The league table has no head-to-head: a is ahead on goal difference.
    expect(leagueTable(players, matches).map((r) => r.team)).toEqual(["d", "a", "b", "c"]);
  });

  it("reapplies head-to-head to the teams still level after it separated some of them", () => {
    // a, b, c have 6 points each. Among the three: a +2, b -1, c -1, so a is first; between b and c
    // alone b won 2-0, so b is second although c's overall goal difference (+4) beats b's (0).
    const matches = [
      played("a", "b", 3, 0),
      played("a", "c", 0, 1),
      played("b", "c", 2, 0),
      played("a", "d", 1, 0),
      played("b", "d", 1, 0),
      played("c", "d", 5, 0),
    ];
    expect(groupTable(players, matches).map((r) => [r.team, r.points, r.goalDifference])).toEqual([
      ["a", 6, 3],
      ["b", 6, 0],
      ["c", 6, 4],
      ["d", 0, -7],
    ]);
  });

  it("splits the two leaders level on points by their match, not by goal difference", () => {
    // a and b: 6 points; b beat a 1-0, a's goal difference (+9) is far better than b's (+1).
    const matches = [
      played("b", "a", 1, 0),
      played("a", "c", 5, 0),
      played("a", "d", 5, 0),
      played("b", "c", 1, 0),
      played("d", "b", 1, 0),
      played("c", "d", 0, 0),
    ];
    expect(groupTable(players, matches).map((r) => [r.team, r.points, r.goalDifference])).toEqual([
      ["b", 6, 1],
      ["a", 6, 9],
      ["d", 4, -4],
      ["c", 1, -6],
    ]);
  });

  it("counts head-to-head as goals scored minus conceded for home and away sides alike", () => {
    // a, b and c: 6 points each, 1-0 up and 0-1 down among themselves (a-b 3-2, b-c 1-0, c-a 1-0),
    // so head-to-head is level at 0 and overall goal difference decides: b (+5), then a and c
    // (+1 each) by goals for, a 4, c 2.
    const matches = [
      played("a", "b", 3, 2),
      played("b", "c", 1, 0),
      played("c", "a", 1, 0),
      played("a", "d", 1, 0),
      played("b", "d", 5, 0),
      played("c", "d", 1, 0),
    ];
    expect(groupTable(players, matches).map((r) => [r.team, r.points, r.goalDifference, r.goalsFor])).toEqual([
      ["b", 6, 5, 8],
      ["a", 6, 1, 4],
      ["c", 6, 1, 2],
      ["d", 0, -7, 0],
    ]);
  });

  it("falls back to goals for, before the name, when head-to-head and goal difference are level", () => {
    // b and a: 4 points each, 2-2 between them, +1 overall; b scored 4, a 3. c beat d, so c and d are apart.
    const matches = [played("a", "b", 2, 2), played("a", "c", 1, 0), played("b", "d", 2, 1), played("c", "d", 1, 0)];
    expect(groupTable(players, matches).map((r) => [r.team, r.points, r.goalDifference, r.goalsFor])).toEqual([
      ["b", 4, 1, 4],
      ["a", 4, 1, 3],
      ["c", 3, 0, 1],
      ["d", 0, -2, 1],
    ]);
  });

  it("falls back to overall goal difference, goals for and name when head-to-head is level", () => {
    const rows = groupTable(players.slice(0, 3), [played("a", "b", 1, 1), played("a", "c", 3, 0), played("b", "c", 1, 0)]);
    // a 4 pts gd +3, b 4 pts gd +1: h2h level (1-1), so overall gd decides.
    expect(rows.map((r) => r.team)).toEqual(["a", "b", "c"]);
  });
});
