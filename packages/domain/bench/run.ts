// npm run bench: figures for the domain beside baselines measured in the same run (DESIGN section 6).
import { BracketsManager, helpers } from "brackets-manager";
import { InMemoryDatabase } from "brackets-memory-db";
import TournamentOrganizer from "tournament-organizer";
import { applyAction, createTournament, leagueTable, mulberry32, type Match, type Participant, type TournamentState } from "../src/index.ts";
import { naiveElimination, naiveStandings, type NaiveMatch } from "./baselines.ts";
import { formatMs, measure, opsPerSecond, type Measurement } from "./measure.ts";

const people = (n: number): Participant[] => Array.from({ length: n }, (_, i) => ({ id: `p${i + 1}`, username: `user${i + 1}` }));

interface Row {
  case: string;
  ours: string;
  baseline: string;
  theirs: string;
  ratio: string;
  heap: string;
}
const rows: Row[] = [];

const ratio = (r: number) => (r >= 10 ? r.toFixed(0) : r >= 0.1 ? r.toFixed(2) : r.toPrecision(2));
const mib = (value: number) => (value < 0.1 ? "<0.1 MiB" : `${value.toFixed(1)} MiB`);

function record(name: string, ours: Measurement, baselineName: string, theirs: Measurement | string): void {
  const figure = (m: Measurement) => `${formatMs(m.ms)} (${opsPerSecond(m.ms)})`;
  rows.push({
    case: name,
    ours: figure(ours),
    baseline: baselineName,
    theirs: typeof theirs === "string" ? theirs : figure(theirs),
    ratio: typeof theirs === "string" ? "-" : `${ratio(theirs.ms / ours.ms)}×`,
    heap: `${mib(ours.retainedMiB)} / ${typeof theirs === "string" ? "-" : mib(theirs.retainedMiB)}`,
  });
  console.error(`  done: ${name} vs ${baselineName}`);
}

function ok(result: ReturnType<typeof createTournament>): TournamentState {
  if (!result.ok) throw result.error;
  return result.value;
}

// brackets-manager's in-memory storage grows superlinearly (128 takes about a second and a half,
// 256 about a minute on a laptop core), so the full stage creation runs up to this size only.
const BRACKETS_MANAGER_MAX = Number(process.env.BENCH_BRACKETS_MANAGER_MAX ?? 128);

async function roundRobin(n: number): Promise<void> {
  const participants = people(n);
  const names = participants.map((p) => p.username);
  const budget = n >= 1024 ? 4000 : 1500;
  const ours = await measure(() => ok(createTournament({ system: "league", participants, matchType: "double" }, mulberry32(1))).matches, budget);
  const generator = await measure(() => helpers.makeRoundRobinMatches(names, "double"), budget);
  record(`double round robin, ${n} (${n * (n - 1)} matches)`, ours, "brackets-manager helpers.makeRoundRobinMatches (pairs only)", generator);
  if (n <= BRACKETS_MANAGER_MAX) {
    const stage = await measure(async () => {
      const storage = new InMemoryDatabase();
      await new BracketsManager(storage).create.stage({
        tournamentId: 0,
        name: "Lig",
        type: "round_robin",
        seeding: names,
        settings: { groupCount: 1, roundRobinMode: "double" },
      });
      return storage;
    }, budget);
    record(`double round robin, ${n} (${n * (n - 1)} matches)`, ours, "brackets-manager create.stage, in-memory storage", stage);
  } else {
    record(
      `double round robin, ${n} (${n * (n - 1)} matches)`,
      ours,
      "brackets-manager create.stage, in-memory storage",
      `not run: superlinear, > ${BRACKETS_MANAGER_MAX} takes minutes`,
    );
  }
}

async function standings(): Promise<void> {
  const participants = people(1000);
  const random = mulberry32(7);
  const matches: Match[] = [];
  const naive: NaiveMatch[] = [];
  for (let i = 0; i < 500_000; i++) {
    const h = Math.floor(random.next() * 1000);
    const a = (h + 1 + Math.floor(random.next() * 999)) % 1000;
    const homeScore = Math.floor(random.next() * 5);
    const awayScore = Math.floor(random.next() * 5);
    const home = `p${h + 1}`;
    const away = `p${a + 1}`;
    matches.push({
      id: `league-r${i}-m0`,
      stage: "league",
      group: null,
      round: i + 1,
      index: 0,
      home,
      away,
      homeScore,
      awayScore,
      isConfirmed: true,
    });
    naive.push({ home, away, homeScore, awayScore });
  }
  const ours = await measure(() => leagueTable(participants, matches), 3000);
  const theirs = await measure(() => naiveStandings(participants, naive), 3000);
  record("standings over 500,000 matches (1,000 participants)", ours, "naive: Array.find per side, localeCompare sort", theirs);
}

function playElimination(n: number): TournamentState {
  const random = mulberry32(3);
  let state = ok(createTournament({ system: "elimination", participants: people(n), seeds: ["p1", "p2", "p3", "p4"] }, random));
  while (state.champion === null) {
    const open = state.matches.find((m) => !m.isConfirmed && m.home !== null && m.away !== null) as Match;
    const result = applyAction(state, { type: "confirm", matchId: open.id, homeScore: 2, awayScore: 1 }, random);
    if (!result.ok) throw result.error;
    state = result.value;
  }
  return state;
}

async function bracketsManagerElimination(n: number): Promise<unknown> {
  const storage = new InMemoryDatabase();
  const manager = new BracketsManager(storage);
  await manager.create.stage({
    tournamentId: 0,
    name: "Eleme",
    type: "single_elimination",
    seeding: people(n).map((p) => p.username),
    settings: { consolationFinal: true },
  });
  for (;;) {
    // Status 2 is Ready: both opponents known, no result yet.
    const ready = (await storage.select("match", { status: 2 })) as Array<{ id: number }> | null;
    if (!ready || ready.length === 0) break;
    for (const m of ready) await manager.update.match({ id: m.id, opponent1: { score: 2, result: "win" }, opponent2: { score: 1 } });
  }
  return storage;
}

async function elimination(n: number): Promise<void> {
  const ours = await measure(() => playElimination(n), 3000);
  const naive = await measure(
    () =>
      naiveElimination(
        people(n).map((p) => p.id),
        () => true,
      ),
    1000,
  );
  record(`elimination of ${n} played to its champion`, ours, "naive: array loop, winners only", naive);
  const manager = await measure(() => bracketsManagerElimination(n), 4000);
  record(`elimination of ${n} played to its champion`, ours, "brackets-manager single_elimination + update.match, in-memory", manager);
}

// Issue 29: double elimination, created and played to its champion (the away side always wins, so
// the reset is played: 2n - 1 matches), beside brackets-manager's with a double grand final.
function playDoubleElimination(n: number): TournamentState {
  const random = mulberry32(5);
  let state = ok(createTournament({ system: "doubleElimination", participants: people(n) }, random));
  while (state.champion === null) {
    const open = state.matches.find((m) => !m.isConfirmed && m.home !== null && m.away !== null) as Match;
    const result = applyAction(state, { type: "confirm", matchId: open.id, homeScore: 1, awayScore: 2 }, random);
    if (!result.ok) throw result.error;
    state = result.value;
  }
  return state;
}

async function bracketsManagerDoubleElimination(n: number, play: boolean): Promise<unknown> {
  const storage = new InMemoryDatabase();
  const manager = new BracketsManager(storage);
  await manager.create.stage({
    tournamentId: 0,
    name: "Çift Eleme",
    type: "double_elimination",
    seeding: people(n).map((p) => p.username),
    settings: { grandFinal: "double" },
  });
  while (play) {
    const ready = (await storage.select("match", { status: 2 })) as Array<{ id: number }> | null;
    if (!ready || ready.length === 0) break;
    for (const m of ready) await manager.update.match({ id: m.id, opponent1: { score: 1 }, opponent2: { score: 2, result: "win" } });
  }
  return storage;
}

async function doubleElimination(n: number): Promise<void> {
  const create = await measure(() => ok(createTournament({ system: "doubleElimination", participants: people(n) }, mulberry32(5))), 1500);
  const theirCreate = await measure(() => bracketsManagerDoubleElimination(n, false), 3000);
  record(`double elimination of ${n}, created`, create, "brackets-manager double_elimination create.stage, in-memory", theirCreate);
  const ours = await measure(() => playDoubleElimination(n), 3000);
  const theirs = await measure(() => bracketsManagerDoubleElimination(n, true), 4000);
  record(`double elimination of ${n} played to its champion`, ours, "brackets-manager double_elimination + update.match, in-memory", theirs);
}

// Issue 29: a Swiss tournament of ceil(log2 n) rounds, every round paired and played (the better
// ranked of each pair wins), beside tournament-organizer's Swiss (its pairing is tournament-pairings').
function playSwiss(n: number): TournamentState {
  const random = mulberry32(7);
  let state = ok(createTournament({ system: "swiss", participants: people(n) }, random));
  for (;;) {
    for (const m of state.matches.filter((x) => !x.isConfirmed && x.home !== null && x.away !== null)) {
      const result = applyAction(state, { type: "confirm", matchId: m.id, homeScore: 2, awayScore: 1 }, random);
      if (!result.ok) throw result.error;
      state = result.value;
    }
    const next = applyAction(state, { type: "advance" }, random);
    if (!next.ok) return state;
    state = next.value;
  }
}

function organizerSwiss(n: number): unknown {
  const rounds = Math.ceil(Math.log2(n));
  const t = new TournamentOrganizer().createTournament("İsviçre", {
    stageOne: { format: "swiss", rounds },
    scoring: { win: 3, draw: 1, loss: 0, bye: 3 },
  });
  for (const p of people(n)) t.createPlayer(p.username, p.id);
  t.startTournament();
  for (let round = 1; round <= rounds; round++) {
    for (const m of t.getActiveMatches()) t.enterResult(m.getId(), 1, 0);
    if (round < rounds) t.nextRound();
  }
  return t;
}

async function swiss(n: number): Promise<void> {
  const ours = await measure(() => playSwiss(n), 4000);
  const theirs = await measure(() => organizerSwiss(n), 4000);
  record(`Swiss of ${n}, ${Math.ceil(Math.log2(n))} rounds paired and played`, ours, "tournament-organizer swiss (tournament-pairings)", theirs);
}

console.error(`Node ${process.version}; running cases (this takes a minute or two)...`);
for (const n of [16, 128, 1024]) await roundRobin(n);
await standings();
await elimination(1024);
for (const n of [64, 128]) await doubleElimination(n);
for (const n of [64, 128]) await swiss(n);

const header: Row = {
  case: "case",
  ours: "ours (median)",
  baseline: "baseline",
  theirs: "baseline (median)",
  ratio: "baseline/ours",
  heap: "retained heap ours / baseline",
};
const all = [header, ...rows];
const widths = (Object.keys(header) as Array<keyof Row>).map((k) => Math.max(...all.map((r) => r[k].length)));
const line = (r: Row) => `| ${(Object.keys(header) as Array<keyof Row>).map((k, i) => r[k].padEnd(widths[i] as number)).join(" | ")} |`;
console.log(line(header));
console.log(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
for (const r of rows) console.log(line(r));
