// Issue 29, Swiss ('İsviçre Sistemi'): `swissRounds` rounds, each paired from the table when the one
// before is complete (swiss-pairing.ts), the table by points, Buchholz and Sonneborn-Berger
// (swiss-standings.ts); then, with a knockout, its top 2, 4, 8 or 16 in a fixed seeded bracket.
// Knockout rounds are numbered on from the last Swiss round, so that drawing one locks the Swiss
// results (progression.ts: only the latest drawn round may be cancelled).
import type { Pairing } from "./bracket.ts";
import { MIN_PARTICIPANTS, SWISS_KNOCKOUT_SIZES, type Stage } from "./constants.ts";
import { fail } from "./errors.ts";
import { byRound, type FixtureRound } from "./fixture-rounds.ts";
import { legNotNeeded, legsFields, legsOf, makeTie, tieLoser, tiesOf, tieWinner, toPlay } from "./legs.ts";
import { lastRound, makeMatch, matchesOf } from "./matches.ts";
import { assertDistinct, checkSeeds } from "./participants.ts";
import { knockoutPlacings } from "./progression.ts";
import { shuffle, type Random } from "./random.ts";
import { knockoutRoundName, moreSystemsRoundName, roundCount } from "./round-names.ts";
import { firstSwissRound, pairSwissRound, swissHistory, type SwissEntrant } from "./swiss-pairing.ts";
import { swissTable, type SwissRow } from "./swiss-standings.ts";
import type { CreateSettings, Match, SwissState } from "./types.ts";

export type { SwissRow } from "./swiss-standings.ts";

export type SwissSettings = Extract<CreateSettings, { system: "swiss" }>;

/**
 * At least 2 players (the count as selected, no one twice, seeds among them); rounds from 1 to
 * n − 1 (ceil(log2 n) when not given); a knockout of 0, 2, 4, 8 or 16, at most n; two legs only
 * with a knockout. Round 1: seeds first in their order, the others drawn, top half against bottom half.
 */
export function createSwiss(settings: SwissSettings, random: Random): SwissState {
  const { participants } = settings;
  const n = participants.length;
  if (n < MIN_PARTICIPANTS) fail("PARTICIPANTS_TOO_FEW");
  if (settings.participantCount != null && settings.participantCount !== n) fail("PARTICIPANT_COUNT_MISMATCH");
  assertDistinct(participants);
  const seeds = checkSeeds(participants, settings.seeds);
  const swissRounds = settings.swissRounds ?? roundCount(n);
  if (!Number.isInteger(swissRounds) || swissRounds < 1 || swissRounds > n - 1) fail("SWISS_ROUNDS_OUT_OF_RANGE", { max: n - 1 });
  const knockoutSize = settings.knockoutSize ?? 0;
  if (!(SWISS_KNOCKOUT_SIZES as readonly number[]).includes(knockoutSize)) fail("SWISS_KNOCKOUT_SIZE_INVALID");
  if (knockoutSize > n) fail("SWISS_KNOCKOUT_TOO_LARGE", { count: n });
  const legs = legsFields(settings);
  if (knockoutSize === 0 && (legs.knockoutLegs !== undefined || legs.finalLegs !== undefined)) fail("SWISS_LEGS_WITHOUT_KNOCKOUT");
  const seeded = new Set(seeds);
  const others = shuffle(
    participants.map((p) => p.id).filter((id) => !seeded.has(id)),
    random,
  );
  return {
    system: "swiss",
    status: "active",
    participants: participants.map((p) => ({ id: p.id, username: p.username })),
    seeds,
    swissRounds,
    knockoutSize,
    ...legs,
    matches: swissRoundMatches(1, firstSwissRound([...seeds, ...others])),
    champion: null,
    secondPlace: null,
    thirdPlace: null,
  };
}

function swissRoundMatches(round: number, pairings: readonly Pairing[]): Match[] {
  return pairings.map(([home, away], index) => makeMatch("swiss", null, round, index, home, away));
}

/** 'Sonraki Tura Geç': the next Swiss round, then the knockout (when there is one) round by round. */
export function advanceSwiss(state: SwissState, _random: Random): SwissState {
  if (state.matches.some((m) => m.stage === "final")) return fail("ADVANCE_UNAVAILABLE");
  const played = lastRound(state.matches, "swiss");
  if (played < state.swissRounds) {
    if (state.matches.some(toPlay(state.matches))) return fail("ROUND_INCOMPLETE");
    return { ...state, matches: [...state.matches, ...swissRoundMatches(played + 1, nextSwissPairings(state))] };
  }
  if (state.knockoutSize === 0) return fail("ADVANCE_UNAVAILABLE");
  if (state.matches.some(toPlay(state.matches))) return fail("ROUND_INCOMPLETE");
  const knockoutRound = lastRound(state.matches, "knockout");
  const added = knockoutRound === 0 ? knockoutDraw(state) : nextKnockoutRound(state, knockoutRound);
  return withSwissPlacings({ ...state, matches: [...state.matches, ...added] });
}

/**
 * Whether 'Sonraki Tura Geç' would succeed, asked without pairing the round: `availableActions`
 * asks on every read, and a pairing of 128 takes a quarter of a second. The same preconditions as
 * advanceSwiss (a pairing itself always succeeds: the matching pairs everyone, a rematch last).
 */
export function swissAdvanceReady(state: SwissState): boolean {
  if (state.matches.some((m) => m.stage === "final")) return false;
  if (lastRound(state.matches, "swiss") >= state.swissRounds && state.knockoutSize === 0) return false;
  return !state.matches.some(toPlay(state.matches));
}

/** The next round's pairings from the table as it stands and every meeting, colour and bye so far. */
function nextSwissPairings(state: SwissState): Pairing[] {
  const history = swissHistory(
    state.participants.map((p) => p.id),
    state.matches,
  );
  const ranked: SwissEntrant[] = swissStandings(state).map((row) => ({
    ...(history.get(row.team) as Omit<SwissEntrant, "points">),
    points: row.points,
  }));
  return pairSwissRound(ranked);
}

/**
 * Seeds 1..size in bracket order: 1 v size, and the winner of 1 v size meets the winner of the
 * size/2 v size/2+1 slot (for 8: 1-8, 4-5, 2-7, 3-6), so the best two can meet only in the final.
 */
export function bracketOrder(size: number): number[] {
  let order = [1];
  while (order.length < size) {
    const next = order.length * 2 + 1;
    order = order.flatMap((seed) => [seed, next - seed]);
  }
  return order;
}

/** The Swiss table's top `knockoutSize`, best first: their seeds in the knockout. */
function knockoutSeeds(state: SwissState): string[] {
  return swissStandings(state)
    .slice(0, state.knockoutSize)
    .map((row) => row.team);
}

/**
 * A tie of the knockout, the better seed (lower index in `seeds`) at home in a single match and in
 * the second leg of two (ours: as in European club competitions, the better ranked plays the return at home).
 */
function seededTie(stage: Stage, round: number, index: number, pair: [string, string], legs: 1 | 2, seeds: readonly string[]): Match[] {
  const [better, worse] = seeds.indexOf(pair[0]) <= seeds.indexOf(pair[1]) ? pair : [pair[1], pair[0]];
  return legs === 2 ? makeTie(stage, null, round, index, worse, better, 2) : makeTie(stage, null, round, index, better, worse, 1);
}

/** The final (one match or two legs) and, after semi-finals, the third-place match (one match). */
function finalAndThird(state: SwissState, round: number, final: [string, string], third: [string, string] | null, seeds: readonly string[]): Match[] {
  return [...seededTie("final", round, 0, final, legsOf(state).final, seeds), ...(third ? seededTie("thirdPlace", round, 0, third, 1, seeds) : [])];
}

function knockoutDraw(state: SwissState): Match[] {
  const seeds = knockoutSeeds(state);
  const order = bracketOrder(state.knockoutSize);
  const round = state.swissRounds + 1;
  const pairs: Array<[string, string]> = [];
  for (let i = 0; i + 1 < order.length; i += 2)
    pairs.push([seeds[(order[i] as number) - 1] as string, seeds[(order[i + 1] as number) - 1] as string]);
  if (pairs.length === 1) return finalAndThird(state, round, pairs[0] as [string, string], null, seeds);
  return pairs.flatMap((pair, index) => seededTie("knockout", round, index, pair, legsOf(state).knockout, seeds));
}

/** The fixed bracket goes on: the winners of ties 2i and 2i+1 meet; two left play the final, their losers third place. */
function nextKnockoutRound(state: SwissState, last: number): Match[] {
  const seeds = knockoutSeeds(state);
  const ties = tiesOf(matchesOf(state.matches, "knockout", last));
  const winners = ties.map((tie) => tieWinner(tie) as string);
  const round = last + 1;
  if (winners.length === 2) {
    const losers = ties.map((tie) => tieLoser(tie) as string);
    return finalAndThird(state, round, [winners[0], winners[1]] as [string, string], [losers[0], losers[1]] as [string, string], seeds);
  }
  const added: Match[] = [];
  for (let i = 0; i + 1 < winners.length; i += 2) {
    added.push(...seededTie("knockout", round, i / 2, [winners[i] as string, winners[i + 1] as string], legsOf(state).knockout, seeds));
  }
  return added;
}

/** The knockout's placings (champion, second, third) as its results stand; without one, nothing until finish. */
export function withSwissPlacings(state: SwissState): SwissState {
  if (state.knockoutSize === 0) return state;
  const final = matchesOf(state.matches, "final");
  const third = state.matches.find((m) => m.stage === "thirdPlace");
  const semi = final.length > 0 ? matchesOf(state.matches, "knockout", (final[0] as Match).round - 1) : [];
  return { ...state, ...knockoutPlacings(final.length > 0 ? final : undefined, third, semi) };
}

/**
 * Without a knockout: every Swiss round drawn and confirmed, the table's top three on the podium.
 * With one: the final (both legs) and the third-place match confirmed.
 */
export function finishSwiss(state: SwissState): SwissState {
  if (state.knockoutSize === 0) {
    if (lastRound(state.matches, "swiss") < state.swissRounds || state.matches.some(toPlay(state.matches))) return fail("SWISS_ROUNDS_INCOMPLETE");
    const [first, second, third] = swissStandings(state);
    return { ...state, status: "completed", champion: first?.team ?? null, secondPlace: second?.team ?? null, thirdPlace: third?.team ?? null };
  }
  const final = matchesOf(state.matches, "final");
  const third = state.matches.find((m) => m.stage === "thirdPlace");
  if (final.length === 0 || final.some((m) => !m.isConfirmed && !legNotNeeded(final, m)) || (third && !third.isConfirmed))
    return fail("FINAL_INCOMPLETE");
  return { ...withSwissPlacings(state), status: "completed" };
}

export function swissStandings(state: SwissState): SwissRow[] {
  return swissTable(state.participants, state.matches);
}

/** The Swiss rounds, 'N. Tur' (a bye shown as a match with one side). */
export function swissFixtures(state: SwissState): FixtureRound[] {
  return byRound(matchesOf(state.matches, "swiss"), (round) => moreSystemsRoundName("swiss", round));
}

/** The knockout rounds before the final, named by their ties ('Son 8', 'Son 4'), as a group tournament's. */
export function swissKnockoutFixtures(state: SwissState): FixtureRound[] {
  return byRound(matchesOf(state.matches, "knockout"), (_, list) => knockoutRoundName(tiesOf(list).length));
}
