// Issue 29, Swiss pairings: who meets whom in a round, and who plays at home. Every round after the
// first is one maximum weight matching (Edmonds' blossom, the npm package edmonds-blossom-fixed)
// over every possible pairing, with weights that order the wishes strictly: no rematch first, then
// the bye to the lowest-ranked player who has not had one, then the smallest score differences,
// then the balance of home and away.
// The package ships no typings: the reference brings ours into every program that compiles the engine
// (the server's and the web's too), which a file merely lying in src would not.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./edmonds-blossom-fixed.d.ts" />
import blossom from "edmonds-blossom-fixed";
import type { Pairing } from "./bracket.ts";
import { isBye } from "./matches.ts";
import type { Match } from "./types.ts";

/** What the next round's pairing knows of a player. */
export interface SwissEntrant {
  id: string;
  points: number;
  /** Matches at home minus matches away (a bye is neither). */
  colourBalance: number;
  /** The run of the latest matches on one side: +2 two at home, -1 one away, 0 none played. */
  streak: number;
  hadBye: boolean;
  /** How many times each opponent was met. */
  met: ReadonlyMap<string, number>;
}

/** Each player's colours, bye and opponents from the Swiss matches drawn so far (a pairing counts once drawn). */
export function swissHistory(
  ids: readonly string[],
  matches: readonly Match[],
): Map<string, Omit<SwissEntrant, "points"> & { met: Map<string, number> }> {
  const history = new Map(ids.map((id) => [id, { id, colourBalance: 0, streak: 0, hadBye: false, met: new Map<string, number>() }]));
  const ordered = matches.filter((m) => m.stage === "swiss").sort((a, b) => a.round - b.round || a.index - b.index);
  for (const m of ordered) {
    if (isBye(m)) {
      const entry = history.get((m.home ?? m.away) as string);
      if (entry) entry.hadBye = true;
      continue;
    }
    const home = history.get(m.home as string);
    const away = history.get(m.away as string);
    if (!home || !away) continue;
    home.colourBalance++;
    away.colourBalance--;
    home.streak = home.streak > 0 ? home.streak + 1 : 1;
    away.streak = away.streak < 0 ? away.streak - 1 : -1;
    home.met.set(away.id, (home.met.get(away.id) ?? 0) + 1);
    away.met.set(home.id, (away.met.get(home.id) ?? 0) + 1);
  }
  return history;
}

/**
 * Round 1 from the players ranked (seeds first, in their order, then the others as drawn): the top
 * half meets the bottom half (1 v n/2+1, 2 v n/2+2, ...), so seeds keep apart; with an odd count
 * the last one has the bye. Home alternates board by board, starting with the higher ranked.
 */
export function firstSwissRound(ranked: readonly string[]): Pairing[] {
  const playing = ranked.length - (ranked.length % 2);
  const half = playing / 2;
  const pairings: Pairing[] = [];
  for (let board = 0; board < half; board++) {
    const high = ranked[board] as string;
    const low = ranked[board + half] as string;
    pairings.push(board % 2 === 0 ? [high, low] : [low, high]);
  }
  if (playing < ranked.length) pairings.push([ranked[playing] as string, null]);
  return pairings;
}

/**
 * Home and away of a pairing of `higher` (ranked above) and `lower`: home to the one who has been
 * at home less often than away (homes minus aways; the same as fewer homes when both played as
 * many matches, and it keeps the balance when a bye left one a match behind), then to the one
 * longer away (or shorter at home), then to the higher ranked.
 */
export function orient(higher: SwissEntrant, lower: SwissEntrant): [SwissEntrant, SwissEntrant] {
  if (higher.colourBalance !== lower.colourBalance) return higher.colourBalance < lower.colourBalance ? [higher, lower] : [lower, higher];
  if (higher.streak !== lower.streak) return higher.streak < lower.streak ? [higher, lower] : [lower, higher];
  return [higher, lower];
}

/** How far a side pushes a player off balance: 0 up to one more home than away (or the reverse), more beyond, and one for a third match in a row on that side. */
function sideCost(player: SwissEntrant, home: boolean): number {
  const balance = player.colourBalance + (home ? 1 : -1);
  const streak = home ? (player.streak > 0 ? player.streak + 1 : 1) : player.streak < 0 ? player.streak - 1 : -1;
  return Math.max(0, Math.abs(balance) - 1) + (Math.abs(streak) >= 3 ? 1 : 0);
}

/** The cost of a pairing's colours once oriented. */
export function colourCost(higher: SwissEntrant, lower: SwissEntrant): number {
  const [home, away] = orient(higher, lower);
  return sideCost(home, true) + sideCost(away, false);
}

/** Cost tiers of an edge, most important last: colour, score, bye, rematch. */
type Tiers = [number, number, number, number];

/** Weights must stay exact integers inside the blossom's sums of duals (twice a weight plus a weight). */
const SAFE = 2 ** 50;

/**
 * The pairing of a round after the first: `ranked` best first (the Swiss table's order). Returns
 * [home, away] pairings, board order (the best-ranked pair first), the bye (away null) last.
 *
 * One matching over every pair (and, with an odd count, a stand-in 'bye' vertex joined to each
 * player who has not had one): maximum cardinality makes everyone play, and each edge's weight is
 * a large constant less its cost, the cost written in mixed radix so that one unit of a tier
 * outweighs every lower tier of the whole matching together: a matching with fewer rematches
 * always wins; among those, the bye to the lowest-ranked player without one; then the smallest
 * sum of squared score differences (two small gaps before one large one); then the colours.
 */
export function pairSwissRound(ranked: readonly SwissEntrant[]): Pairing[] {
  const n = ranked.length;
  const odd = n % 2 === 1;
  const edges: Array<{ i: number; j: number; tiers: Tiers }> = [];
  for (let i = 0; i < n; i++) {
    const a = ranked[i] as SwissEntrant;
    for (let j = i + 1; j < n; j++) {
      const b = ranked[j] as SwissEntrant;
      edges.push({ i, j, tiers: [colourCost(a, b), (a.points - b.points) ** 2, 0, a.met.get(b.id) ?? 0] });
    }
    // The bye vertex is n; the lowest-ranked player costs nothing there, each place higher one more.
    if (odd && !a.hadBye) edges.push({ i, j: n, tiers: [0, 0, n - 1 - i, 0] });
  }
  let weighted = weigh(edges, (n + (odd ? 1 : 0)) / 2, false);
  // A very long tournament of many players: score differences counted plainly, not squared.
  if (weighted === null) weighted = weigh(edges, (n + (odd ? 1 : 0)) / 2, true) as Array<[number, number, number]>;
  const mate = blossom(weighted, true);
  const pairings: Pairing[] = [];
  let bye: string | null = null;
  for (let i = 0; i < n; i++) {
    const j = mate[i] ?? -1;
    const player = ranked[i] as SwissEntrant;
    // Unmatched only if nobody may take the bye any more (more rounds than players): the lowest such player sits out.
    if (j === n || j === -1) bye = player.id;
    else if (j > i) {
      const [home, away] = orient(player, ranked[j] as SwissEntrant);
      pairings.push([home.id, away.id]);
    }
  }
  if (bye !== null) pairings.push([bye, null]);
  return pairings;
}

function weigh(
  edges: ReadonlyArray<{ i: number; j: number; tiers: Tiers }>,
  size: number,
  plainScores: boolean,
): Array<[number, number, number]> | null {
  const tiersOf = (e: { tiers: Tiers }): Tiers => (plainScores ? [e.tiers[0], Math.sqrt(e.tiers[1]), e.tiers[2], e.tiers[3]] : e.tiers);
  const max: Tiers = [0, 0, 0, 0];
  for (const e of edges) tiersOf(e).forEach((v, k) => (max[k] = Math.max(max[k] as number, v)));
  // A tier's total over the matching is at most size × its largest edge value; the next tier's unit is one more.
  const unit: number[] = [1];
  for (let k = 0; k < 4; k++) unit.push((unit[k] as number) * (size * (max[k] as number) + 1));
  const top = unit[4] as number;
  if (top > SAFE) return null;
  return edges.map((e) => {
    const cost = tiersOf(e).reduce((sum, v, k) => sum + v * (unit[k] as number), 0);
    return [e.i, e.j, top - cost];
  });
}
