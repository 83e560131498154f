import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  applyAction,
  createTournament,
  groupStandings,
  leagueStandings,
  leagueTable,
  mulberry32,
  rankedTable,
  type GroupState,
  type LeagueState,
  type Match,
  type RankedRow,
  type TiebreakRule,
} from "../src/index.ts";
import { act, create, err, keepOrder, ok, people, runs, fourPlayers } from "./helpers.ts";

const players = fourPlayers;

let n = 0;
function played(home: string, away: string, homeScore: number, awayScore: number): Match {
  n++;
  return { id: `m${n}`, stage: "league", group: null, round: n, index: 0, home, away, homeScore, awayScore, isConfirmed: true };
}

const order = (rows: readonly RankedRow[]) => rows.map((r) => `${r.team}:${r.separatedBy ?? "-"}`);

describe("tie-break orders (issue 28)", () => {
  it("overall: points, goal difference, goals for, name, each row saying which one separated it", () => {
    // a 6 pts; b, c and d 3 pts each, by goal difference +2, +1, -4.
    const matches = [played("a", "b", 1, 0), played("a", "c", 1, 0), played("b", "d", 3, 0), played("c", "d", 2, 0), played("d", "a", 1, 0)];
    expect(order(rankedTable(players, matches, "overall"))).toEqual(["a:-", "b:points", "c:goalDifference", "d:goalDifference"]);
    // Level on everything but the name: Turkish order, Cem before Çağla.
    expect(order(rankedTable(players, [], "overall"))).toEqual(["a:-", "b:name", "c:name", "d:name"]);
    const goals = [played("a", "b", 3, 2), played("c", "d", 1, 0)];
    expect(order(rankedTable(players, goals, "overall"))).toEqual(["a:-", "c:goalsFor", "b:points", "d:goalsFor"]);
  });

  it("head-to-head: the mutual result puts a pair level on points in its order, where overall goal difference would not", () => {
    // a and b both 3 pts: a beat b, b has the better goal difference from beating d 5-0; c 6 pts.
    const matches = [played("a", "b", 1, 0), played("b", "d", 5, 0), played("c", "a", 1, 0), played("c", "d", 1, 0)];
    expect(order(rankedTable(players, matches, "overall"))).toEqual(["c:-", "b:points", "a:goalDifference", "d:points"]);
    expect(order(rankedTable(players, matches, "headToHead"))).toEqual(["c:-", "a:points", "b:headToHeadPoints", "d:points"]);
  });

  it("head-to-head goal difference, then goals among the level teams", () => {
    // a and b 6 pts, a win each against the other: a won 3-0, b 1-0; b the better overall difference.
    const pair = [played("a", "b", 3, 0), played("b", "a", 1, 0), played("a", "c", 1, 0), played("b", "c", 6, 0)];
    expect(order(rankedTable(players.slice(0, 3), pair, "headToHead"))).toEqual(["a:-", "b:headToHeadGoalDifference", "c:points"]);
    expect(order(rankedTable(players.slice(0, 3), pair, "overall"))).toEqual(["b:-", "a:goalDifference", "c:points"]);
    // A circle among a, b, c (3 mutual points and a mutual difference of 0 each; goals among them
    // a 4, c 3, b 2), and each draws with d, b 5-5: overall b has the most goals.
    const circle = [
      played("a", "b", 2, 1),
      played("b", "c", 1, 0),
      played("c", "a", 3, 2),
      played("a", "d", 0, 0),
      played("b", "d", 5, 5),
      played("c", "d", 0, 0),
    ];
    expect(order(rankedTable(players, circle, "headToHead"))).toEqual(["a:-", "c:headToHeadGoalsFor", "b:headToHeadGoalsFor", "d:points"]);
    expect(order(rankedTable(players, circle, "overall"))).toEqual(["b:-", "a:goalsFor", "c:goalsFor", "d:points"]);
  });

  it("head-to-head points count a draw among the level teams as 1", () => {
    // a, b, c 4 pts each. Among them a 4 (a win, a draw), c 3 (the better mutual difference), b 1.
    const matches = [played("a", "c", 1, 0), played("a", "b", 0, 0), played("c", "b", 5, 0), played("c", "d", 0, 0), played("b", "d", 1, 0)];
    expect(order(rankedTable(players, matches, "headToHead"))).toEqual(["a:-", "c:headToHeadPoints", "b:headToHeadPoints", "d:points"]);
    expect(order(rankedTable(players, matches, "overall"))).toEqual(["c:-", "a:goalDifference", "b:goalDifference", "d:points"]);
  });

  it("head-to-head level among them falls back to overall difference, then name", () => {
    // a and c 1 pt each and 0-0 between them; a lost 0-1 to b, c 0-2.
    const matches = [played("b", "a", 1, 0), played("b", "c", 2, 0), played("c", "a", 0, 0)];
    expect(order(rankedTable(players.slice(0, 3), matches, "headToHead"))).toEqual(["b:-", "a:points", "c:goalDifference"]);
    expect(order(rankedTable(players.slice(0, 2), [], "headToHead"))).toEqual(["a:-", "b:name"]);
  });

  it("is chosen at creation and kept on the state; absent, the tables keep their old order", () => {
    const league = create({ system: "league", participants: people(3), matchType: "single", tiebreakers: "headToHead" }) as LeagueState;
    expect(league.tiebreakers).toBe("headToHead");
    expect(leagueStandings(league)[0]).toHaveProperty("separatedBy", null);
    const plain = create({ system: "league", participants: people(3), matchType: "single" }) as LeagueState;
    expect(plain).not.toHaveProperty("tiebreakers");
    expect(leagueStandings(plain)[0]).not.toHaveProperty("separatedBy");
    const group = create({
      system: "group",
      participants: people(8),
      matchType: "single",
      groupCount: 2,
      teamsAdvancing: 2,
      tiebreakers: "overall",
    }) as GroupState;
    expect(group.tiebreakers).toBe("overall");
    expect(groupStandings(group)[0]?.standings[1]).toHaveProperty("separatedBy", "name");
    expect(
      err(createTournament({ system: "league", participants: people(3), matchType: "single", tiebreakers: "alphabet" as never }, keepOrder)).code,
    ).toBe("INPUT_INVALID");
    expect(err(applyAction({ ...plain, tiebreakers: "alphabet" } as never, { type: "pause" }, keepOrder)).code).toBe("INPUT_INVALID");
  });

  it("a league finished head-to-head crowns the team that won the mutual match", () => {
    let state = create({ system: "league", participants: people(4), matchType: "single", tiebreakers: "headToHead" }) as LeagueState;
    // p1 and p2 6 pts each; p1 beat p2, p2 the better difference (+9 against +1).
    const result: Record<string, [number, number]> = {
      "p1|p2": [1, 0],
      "p1|p4": [1, 0],
      "p2|p4": [5, 0],
      "p2|p3": [5, 0],
      "p1|p3": [0, 1],
      "p3|p4": [0, 0],
    };
    for (const m of state.matches.filter((x) => x.home !== null && x.away !== null)) {
      const home = m.home as string;
      const away = m.away as string;
      const forward = result[`${home}|${away}`];
      const [h, a] = forward ?? ((result[`${away}|${home}`] as [number, number]).slice().reverse() as [number, number]);
      state = act(state, { type: "confirm", matchId: m.id, homeScore: h, awayScore: a }) as LeagueState;
    }
    expect(act(state, { type: "finish" }).champion).toBe("p1");
    expect(act({ ...state, tiebreakers: "overall" }, { type: "finish" }).champion).toBe("p2");
  });
});

/** A random league's matches (some unconfirmed), from a seed. */
const league = fc
  .record({ count: fc.integer({ min: 2, max: 8 }), seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }), double: fc.boolean() })
  .map(({ count, seed, double }) => {
    const random = mulberry32(seed);
    const participants = people(count);
    const state = ok(createTournament({ system: "league", participants, matchType: double ? "double" : "single" }, random));
    const matches = state.matches.map((m) => {
      if (m.home === null || m.away === null || random.next() < 0.1) return m;
      return { ...m, homeScore: Math.floor(random.next() * 3), awayScore: Math.floor(random.next() * 3), isConfirmed: true };
    });
    return { participants, matches };
  });

const figures: Partial<Record<TiebreakRule, (r: RankedRow) => number>> = {
  points: (r) => r.points,
  goalDifference: (r) => r.goalDifference,
  goalsFor: (r) => r.goalsFor,
};

describe("tie-break properties (issue 28)", () => {
  it("overall orders exactly as the league table always did, and each row's rule is the first figure that differs from the row above", () => {
    fc.assert(
      fc.property(league, ({ participants, matches }) => {
        const rows = rankedTable(participants, matches, "overall");
        expect(rows.map((r) => r.team)).toEqual(leagueTable(participants, matches).map((r) => r.team));
        rows.forEach((row, i) => {
          if (i === 0) return expect(row.separatedBy).toBeNull();
          const above = rows[i - 1] as RankedRow;
          const rules: TiebreakRule[] = ["points", "goalDifference", "goalsFor"];
          const first = rules.find((rule) => (figures[rule] as (r: RankedRow) => number)(above) !== (figures[rule] as (r: RankedRow) => number)(row));
          expect(row.separatedBy).toBe(first ?? "name");
          if (first) expect((figures[first] as (r: RankedRow) => number)(above)).toBeGreaterThan((figures[first] as (r: RankedRow) => number)(row));
        });
      }),
      { numRuns: runs(200) },
    );
  });

  it("head-to-head changes only the order within teams level on points, and puts a pair level on points by their mutual points", () => {
    fc.assert(
      fc.property(league, ({ participants, matches }) => {
        const overall = rankedTable(participants, matches, "overall");
        const h2h = rankedTable(participants, matches, "headToHead");
        expect(h2h.map((r) => r.points)).toEqual(overall.map((r) => r.points));
        const byPoints = new Map<number, string[]>();
        for (const r of h2h) byPoints.set(r.points, [...(byPoints.get(r.points) ?? []), r.team]);
        for (const [points, teams] of byPoints) {
          // Same teams on the same points, whatever the order among them.
          expect(new Set(teams)).toEqual(new Set(overall.filter((r) => r.points === points).map((r) => r.team)));
          if (teams.length !== 2) continue;
          const [upper, lower] = teams as [string, string];
          let mutual = 0;
          for (const m of matches) {
            if (!m.isConfirmed || m.homeScore === null || m.awayScore === null) continue;
            const sign = Math.sign(m.homeScore - m.awayScore);
            if (m.home === upper && m.away === lower) mutual += sign;
            if (m.home === lower && m.away === upper) mutual -= sign;
          }
          // More mutual wins than losses means more mutual points: the upper one has them.
          expect(mutual).toBeGreaterThanOrEqual(0);
          if (mutual > 0) expect(h2h.find((r) => r.team === lower)?.separatedBy).toBe("headToHeadPoints");
        }
        // Nobody level on points with anyone: head-to-head has nothing to decide.
        if ([...byPoints.values()].every((t) => t.length === 1)) expect(h2h).toEqual(overall);
      }),
      { numRuns: runs(200) },
    );
  });
});
