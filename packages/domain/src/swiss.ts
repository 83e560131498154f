// Issue 29, Swiss ('İsviçre Sistemi'). SKELETON: the helper building the engine replaces every body.
import type { FixtureRound } from "./fixture-rounds.ts";
import type { Random } from "./random.ts";
import type { StandingRow } from "./standings.ts";
import type { CreateSettings, SwissState } from "./types.ts";

export type SwissSettings = Extract<CreateSettings, { system: "swiss" }>;

/** A Swiss table's row: the league's figures and the two Swiss tie-breaks. */
export interface SwissRow extends StandingRow {
  /** The sum of the points of every opponent met. */
  buchholz: number;
  /** The points of the opponents beaten, and half of those drawn with. */
  sonnebornBerger: number;
}

export function createSwiss(_settings: SwissSettings, _random: Random): SwissState {
  throw new Error("not built yet");
}

/** 'Sonraki Tura Geç': the next Swiss round, then the knockout (when there is one) round by round. */
export function advanceSwiss(_state: SwissState, _random: Random): SwissState {
  throw new Error("not built yet");
}

/** The knockout's placings (champion, second, third) as its results stand. */
export function withSwissPlacings(_state: SwissState): SwissState {
  throw new Error("not built yet");
}

export function finishSwiss(_state: SwissState): SwissState {
  throw new Error("not built yet");
}

export function swissStandings(_state: SwissState): SwissRow[] {
  throw new Error("not built yet");
}

/** The Swiss rounds (a bye shown as a match with one side). */
export function swissFixtures(_state: SwissState): FixtureRound[] {
  throw new Error("not built yet");
}

/** The knockout after the Swiss rounds, named by its ties ('Yarı Final', ...). */
export function swissKnockoutFixtures(_state: SwissState): FixtureRound[] {
  throw new Error("not built yet");
}
