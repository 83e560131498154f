// Issue 29, double elimination ('Çift Eleme'). SKELETON: the helper building the engine replaces every body.
import type { FixtureRound } from "./fixture-rounds.ts";
import type { Random } from "./random.ts";
import type { CreateSettings, DoubleEliminationState, Match } from "./types.ts";

export type DoubleEliminationSettings = Extract<CreateSettings, { system: "doubleElimination" }>;

/** The three parts of the bracket as the API lists them. */
export interface DoubleEliminationFixtures {
  winners: FixtureRound[];
  losers: FixtureRound[];
  /** Round 1 the grand final; round 2, when played, its reset. */
  grandFinal: FixtureRound[];
}

export function createDoubleElimination(_settings: DoubleEliminationSettings, _random: Random): DoubleEliminationState {
  throw new Error("not built yet");
}

/** Every match the results so far determine, and the placings; called after each confirm, cancel and reopen. */
export function withDoubleEliminationBracket(_state: DoubleEliminationState): DoubleEliminationState {
  throw new Error("not built yet");
}

/** Whether a confirmed match's result may be cancelled: no match it feeds has been played. */
export function doubleEliminationCancellable(_state: DoubleEliminationState, _match: Match): boolean {
  throw new Error("not built yet");
}

export function finishDoubleElimination(_state: DoubleEliminationState): DoubleEliminationState {
  throw new Error("not built yet");
}

export function doubleEliminationFixtures(_state: DoubleEliminationState): DoubleEliminationFixtures {
  throw new Error("not built yet");
}
