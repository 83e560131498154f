// Issue 29, double elimination ('Çift Eleme'): a winners' bracket, a losers' bracket and a grand
// final (with a bracket reset unless the organiser plays a single one). The draw is made once, for
// winners' round 1; everything after follows from it and the results (double-elimination-bracket.ts),
// because the losers' bracket must know where each loser drops.
import { seededFirstRound } from "./bracket.ts";
import { MIN_DOUBLE_ELIMINATION_PARTICIPANTS } from "./constants.ts";
import { deriveBracket } from "./double-elimination-bracket.ts";
import { fail } from "./errors.ts";
import { byRound, type FixtureRound } from "./fixture-rounds.ts";
import { isBye, makeMatch, matchesOf } from "./matches.ts";
import { assertDistinct, checkSeeds } from "./participants.ts";
import type { Random } from "./random.ts";
import { moreSystemsRoundName } from "./round-names.ts";
import type { CreateSettings, DoubleEliminationState, Match } from "./types.ts";

export type DoubleEliminationSettings = Extract<CreateSettings, { system: "doubleElimination" }>;

/** The three parts of the bracket as the API lists them. */
export interface DoubleEliminationFixtures {
  winners: FixtureRound[];
  losers: FixtureRound[];
  /** Round 1 the grand final; round 2, when played, its reset. */
  grandFinal: FixtureRound[];
}

/**
 * As the elimination wizard: the selection equals the count, distinct, seeds among the selected;
 * at least 3 (two players would meet twice in a row: a best of three, which the challenge is).
 * Winners' round 1 is elimination's seeded first round, byes to the next power of two.
 */
export function createDoubleElimination(settings: DoubleEliminationSettings, random: Random): DoubleEliminationState {
  const { participants } = settings;
  if (settings.participantCount != null && settings.participantCount !== participants.length) fail("ELIMINATION_COUNT_MISMATCH");
  if (participants.length < MIN_DOUBLE_ELIMINATION_PARTICIPANTS) fail("DOUBLE_ELIMINATION_TOO_FEW");
  assertDistinct(participants);
  const seeds = checkSeeds(participants, settings.seeds);
  const pairings = seededFirstRound(
    participants.map((p) => p.id),
    seeds,
    random,
  );
  return withDoubleEliminationBracket({
    system: "doubleElimination",
    status: "active",
    participants: participants.map((p) => ({ id: p.id, username: p.username })),
    seeds,
    grandFinalReset: settings.grandFinalReset ?? true,
    matches: pairings.map(([home, away], index) => makeMatch("winners", null, 1, index, home, away)),
    champion: null,
    secondPlace: null,
    thirdPlace: null,
  });
}

/** Every match the results so far determine, and the placings; called after each confirm, cancel and reopen. */
export function withDoubleEliminationBracket(state: DoubleEliminationState): DoubleEliminationState {
  const { matches, placings } = deriveBracket(state.participants.length, state.matches, state.grandFinalReset);
  return { ...state, matches, ...placings };
}

/**
 * Whether a confirmed match's result may be cancelled: no match it feeds has been played. Each of
 * its two players' next match is the one it feeds (through byes too: a bye passes the result on),
 * and a player plays the winners' rounds, then the losers', then the grand final, in round order;
 * so it may be cancelled while neither player has a confirmed match after it. Asked of every
 * confirmed match on every read (`availableActions`): one pass, not a bracket derived per match
 * (26 ms at 128 players); test/double-elimination.test.ts checks it against that derivation.
 */
export function doubleEliminationCancellable(state: DoubleEliminationState, match: Match): boolean {
  if (!match.isConfirmed || isBye(match)) return false;
  const at = playOrder(match);
  return !state.matches.some(
    (m) => m.isConfirmed && m.id !== match.id && !isBye(m) && playOrder(m) > at && [m.home, m.away].some((p) => p === match.home || p === match.away),
  );
}

const STAGE_ORDER: Partial<Record<Match["stage"], number>> = { winners: 0, losers: 1, grandFinal: 2 };

/** Where a match stands in its players' order of play: winners' rounds, losers' rounds, grand final. */
const playOrder = (m: Match) => (STAGE_ORDER[m.stage] ?? 0) * 1000 + m.round;

/** Finishing needs the grand final decided (elimination's 'Şampiyon belirlenmedi!'). */
export function finishDoubleElimination(state: DoubleEliminationState): DoubleEliminationState {
  if (state.champion === null) fail("ELIMINATION_NO_CHAMPION");
  return { ...state, status: "completed" };
}

export function doubleEliminationFixtures(state: DoubleEliminationState): DoubleEliminationFixtures {
  const count = state.participants.length;
  return {
    winners: byRound(matchesOf(state.matches, "winners"), (round) => moreSystemsRoundName("winners", round, count)),
    losers: byRound(matchesOf(state.matches, "losers"), (round) => moreSystemsRoundName("losers", round, count)),
    grandFinal: byRound(matchesOf(state.matches, "grandFinal"), (round) => moreSystemsRoundName("grandFinal", round, count)),
  };
}
