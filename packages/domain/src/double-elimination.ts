// Issue 29, double elimination ('Çift Eleme'): a winners' bracket, a losers' bracket and a grand
// final (with a bracket reset unless the organiser plays a single one). The draw is made once, for
// winners' round 1; everything after follows from it and the results (double-elimination-bracket.ts),
// because the losers' bracket must know where each loser drops.
import { seededFirstRound } from "./bracket.ts";
import { MIN_DOUBLE_ELIMINATION_PARTICIPANTS } from "./constants.ts";
import { deriveBracket } from "./double-elimination-bracket.ts";
import { fail } from "./errors.ts";
import { byRound, type FixtureRound } from "./fixture-rounds.ts";
import { makeMatch, matchesOf } from "./matches.ts";
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
 * Whether a confirmed match's result may be cancelled: no match it feeds has been played. Asked
 * of the bracket itself: cancelled, would every other confirmed match still be there, with the
 * same sides? (A match fed through a bye counts as fed: the bye passes the result on.)
 */
export function doubleEliminationCancellable(state: DoubleEliminationState, match: Match): boolean {
  if (!match.isConfirmed) return false;
  const cancelled = state.matches.map((m) => (m.id === match.id ? { ...m, isConfirmed: false } : m));
  const { matches } = deriveBracket(state.participants.length, cancelled, state.grandFinalReset);
  const kept = new Map(matches.map((m) => [m.id, m]));
  return state.matches.every((m) => {
    if (!m.isConfirmed || m.id === match.id) return true;
    const after = kept.get(m.id);
    return after !== undefined && after.isConfirmed && after.home === m.home && after.away === m.away;
  });
}

/** Finishing needs the grand final decided (elimination's 'Şampiyon belirlenmedi!'). */
export function finishDoubleElimination(state: DoubleEliminationState): DoubleEliminationState {
  if (state.champion === null) fail("ELIMINATION_NO_CHAMPION");
  return { ...state, status: "completed" };
}

export function doubleEliminationFixtures(state: DoubleEliminationState): DoubleEliminationFixtures {
  return {
    winners: byRound(matchesOf(state.matches, "winners"), (round) => moreSystemsRoundName("winners", round)),
    losers: byRound(matchesOf(state.matches, "losers"), (round) => moreSystemsRoundName("losers", round)),
    grandFinal: byRound(matchesOf(state.matches, "grandFinal"), (round) => moreSystemsRoundName("grandFinal", round)),
  };
}
