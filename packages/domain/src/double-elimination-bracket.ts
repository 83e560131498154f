// Issue 29, double elimination: the whole bracket follows from the winners' first round and the
// results. Every position is derived afresh from them (never stored as a plan), so a confirm, a
// cancel and a reopen all come down to the same derivation.
import { bracketSize } from "./round-names.ts";
import { isBye, loserOf, makeMatch, matchId, winnerOf } from "./matches.ts";
import type { Placings } from "./progression.ts";
import type { Stage } from "./constants.ts";
import type { Match } from "./types.ts";

/**
 * Who fills a side of a position: a player's id; NOBODY (null) when nobody can come (the loser of
 * a bye, or a bye's descendant); PENDING (undefined) while a result it depends on is missing.
 */
type Side = string | null | undefined;
const NOBODY = null;
const PENDING = undefined;

interface Outcome {
  winner: Side;
  loser: Side;
}

type Order = "natural" | "reverse" | "half_shift" | "reverse_half_shift" | "pair_flip";

/**
 * The order in which the losers of winners' round r + 1 drop into the losers' bracket (index r - 1),
 * by bracket size: brackets-manager's defaults (its `defaultMinorOrdering` after the first entry),
 * chosen to keep a dropped player from meeting at once someone they have just beaten. The last drop
 * (the winners' final's loser) is one player and needs no order.
 */
const DROP_ORDERS: Readonly<Record<number, readonly Order[]>> = {
  4: [],
  8: ["reverse"],
  16: ["reverse_half_shift", "reverse"],
  32: ["reverse", "half_shift", "natural"],
  64: ["reverse", "half_shift", "reverse", "natural"],
  128: ["reverse", "half_shift", "pair_flip", "pair_flip", "pair_flip"],
};

function ordered<T>(list: readonly T[], order: Order): T[] {
  const half = list.length / 2;
  switch (order) {
    case "natural":
      return list.slice();
    case "reverse":
      return list.slice().reverse();
    case "half_shift":
      return [...list.slice(half), ...list.slice(0, half)];
    case "reverse_half_shift":
      return [...list.slice(0, half).reverse(), ...list.slice(half).reverse()];
    case "pair_flip":
      return list.flatMap((_, i) => (i % 2 === 0 ? [list[i + 1] as T, list[i] as T] : []));
  }
}

/** Beyond the table (more than 128, which the contract refuses): reversed and natural in turn. */
function dropOrder(size: number, drop: number): Order {
  const table = DROP_ORDERS[size];
  if (table) return table[drop - 1] ?? "natural";
  return drop % 2 === 1 ? "reverse" : "natural";
}

export interface Bracket {
  /** Every match the results allow, in bracket order: winners, losers, grand final. */
  matches: Match[];
  placings: Placings;
}

/**
 * The bracket of a tournament whose participants number `participantCount`, from its stored
 * matches: winners' round 1 as stored, every later match that both its sides are known for (a
 * stored one reused when its sides are the same, so its result stays), and the placings.
 *
 * Winners' round r + 1 match i: the winners of round r matches 2i (home) and 2i + 1. Losers' round
 * 1 match i: the losers of winners' round 1 matches 2i and 2i + 1. Losers' round 2j (a drop round):
 * the survivor of losers' round 2j - 1 match i (home) against a loser of winners' round j + 1, in
 * DROP_ORDERS' order; losers' round 2j + 1: the survivors of round 2j matches 2i and 2i + 1. The
 * grand final: the winners' bracket winner (home) against the losers' bracket winner; with
 * `reset`, a second one (home and away swapped) when the losers' bracket winner wins the first.
 * A position with one side NOBODY is a bye (stored with away null, 'Bay'); with both, nobody.
 */
export function deriveBracket(participantCount: number, stored: readonly Match[], reset: boolean): Bracket {
  const size = bracketSize(participantCount);
  const rounds = Math.log2(size);
  const byId = new Map(stored.map((m) => [m.id, m]));
  const matches: Match[] = [];

  const play = (stage: Stage, round: number, index: number, home: Side, away: Side): Outcome => {
    if (home === PENDING || away === PENDING) return { winner: PENDING, loser: PENDING };
    if (home === NOBODY && away === NOBODY) return { winner: NOBODY, loser: NOBODY };
    const existing = byId.get(matchId(stage, null, round, index));
    const match =
      home === NOBODY || away === NOBODY
        ? makeMatch(stage, null, round, index, home ?? away, null)
        : existing && existing.home === home && existing.away === away
          ? existing
          : makeMatch(stage, null, round, index, home, away);
    matches.push(match);
    return outcome(match);
  };

  // Winners' round 1 is the draw made at creation: kept as stored.
  let winners = stored
    .filter((m) => m.stage === "winners" && m.round === 1)
    .sort((a, b) => a.index - b.index)
    .map((m) => {
      matches.push(m);
      return outcome(m);
    });
  const dropped: Side[][] = [winners.map((o) => o.loser)];
  for (let round = 2; round <= rounds; round++) {
    const previous = winners;
    winners = Array.from({ length: previous.length / 2 }, (_, i) =>
      play("winners", round, i, (previous[2 * i] as Outcome).winner, (previous[2 * i + 1] as Outcome).winner),
    );
    dropped.push(winners.map((o) => o.loser));
  }
  const winnersFinal = (winners[0] as Outcome).winner;

  const first = dropped[0] as Side[];
  let losers = Array.from({ length: first.length / 2 }, (_, i) => play("losers", 1, i, first[2 * i], first[2 * i + 1]));
  let losersFinal: Outcome = losers[0] as Outcome;
  for (let drop = 1; drop < rounds; drop++) {
    const survivors = losers;
    const incoming = ordered(dropped[drop] as Side[], dropOrder(size, drop));
    losers = survivors.map((o, i) => play("losers", 2 * drop, i, o.winner, incoming[i]));
    losersFinal = losers[0] as Outcome;
    if (drop === rounds - 1) break;
    const paired = losers;
    losers = Array.from({ length: paired.length / 2 }, (_, i) =>
      play("losers", 2 * drop + 1, i, (paired[2 * i] as Outcome).winner, (paired[2 * i + 1] as Outcome).winner),
    );
  }

  const grandFinal = play("grandFinal", 1, 0, winnersFinal, losersFinal.winner);
  let decisive: Outcome = grandFinal;
  if (grandFinal.winner !== PENDING && grandFinal.winner === losersFinal.winner && reset) {
    decisive = play("grandFinal", 2, 0, losersFinal.winner, winnersFinal);
  }
  return {
    matches,
    placings: {
      champion: decisive.winner ?? null,
      secondPlace: decisive.loser ?? null,
      thirdPlace: losersFinal.loser ?? null,
    },
  };
}

function outcome(match: Match): Outcome {
  if (isBye(match)) return { winner: winnerOf(match), loser: NOBODY };
  if (!match.isConfirmed) return { winner: PENDING, loser: PENDING };
  return { winner: winnerOf(match) ?? PENDING, loser: loserOf(match) ?? PENDING };
}
