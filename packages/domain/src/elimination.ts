import { seededFirstRound } from "./bracket.ts";
import { MIN_PARTICIPANTS } from "./constants.ts";
import { fail } from "./errors.ts";
import { legNotNeeded, legsFields, legsOf, makeTie, tiesOf } from "./legs.ts";
import { lastRound, makeMatch, matchesOf } from "./matches.ts";
import { assertDistinct, checkSeeds } from "./participants.ts";
import { knockoutPlacings, nextRound } from "./progression.ts";
import type { Random } from "./random.ts";
import type { CreateSettings, EliminationState, Match } from "./types.ts";

type EliminationSettings = Extract<CreateSettings, { system: "elimination" }>;

/**
 * Section 5, elimination wizard: the selection equals the count exactly, at least 2, seeds only
 * among the selected. The first round follows section 4's seeding, with byes to a power of two.
 */
export function createElimination(settings: EliminationSettings, random: Random): EliminationState {
  const { participants } = settings;
  if (settings.participantCount != null && settings.participantCount !== participants.length) fail("ELIMINATION_COUNT_MISMATCH");
  if (participants.length < MIN_PARTICIPANTS) fail("ELIMINATION_INVALID_PARTICIPANTS");
  assertDistinct(participants);
  const seeds = checkSeeds(participants, settings.seeds);
  const pairings = seededFirstRound(
    participants.map((p) => p.id),
    seeds,
    random,
  );
  // Issue 28: a first round of one tie (two players) is the final.
  const legs = legsOf(settings);
  const perTie = pairings.length === 1 ? legs.final : legs.knockout;
  return {
    system: "elimination",
    status: "active",
    participants: participants.map((p) => ({ id: p.id, username: p.username })),
    seeds,
    ...legsFields(settings),
    matches: pairings.flatMap(([home, away], index) => makeTie("elimination", null, 1, index, home, away, perTie)),
    champion: null,
    secondPlace: null,
    thirdPlace: null,
  };
}

/** The latest round; a round of one tie (one match, or two legs) is the final. */
export function latestEliminationRound(state: EliminationState): Match[] {
  return matchesOf(state.matches, "elimination", lastRound(state.matches, "elimination"));
}

/** The final's matches (one, or its two legs) once drawn, else null. */
export function eliminationFinal(state: EliminationState): Match[] | null {
  const round = latestEliminationRound(state);
  const ties = tiesOf(round);
  return ties.length === 1 ? (ties[0] as Match[]) : null;
}

export function eliminationReady(state: EliminationState): boolean {
  const round = latestEliminationRound(state);
  return tiesOf(round).length > 1 && round.every((m) => m.isConfirmed || m.home === null || m.away === null || legNotNeeded(round, m));
}

/** Section 4: collect the winners of the latest round and draw the next one, or the final and third place. */
export function advanceElimination(state: EliminationState, random: Random): EliminationState {
  const round = latestEliminationRound(state);
  if (tiesOf(round).length <= 1) return fail("ADVANCE_UNAVAILABLE");
  const next = nextRound(round, random);
  const number = (round[0] as Match).round + 1;
  const legs = legsOf(state);
  // Issue 28: the third-place match is one match whatever the legs (recorded in docs/decisions.md).
  const added: Match[] =
    next.kind === "round"
      ? next.pairings.flatMap(([home, away], index) => makeTie("elimination", null, number, index, home, away, legs.knockout))
      : [
          ...makeTie("elimination", null, number, 0, ...next.final, legs.final),
          ...(next.thirdPlace ? [makeMatch("thirdPlace", null, number, 0, ...next.thirdPlace)] : []),
        ];
  return withEliminationPlacings({ ...state, matches: [...state.matches, ...added] });
}

/** Champion (the spec's winner), second and third follow the final and third-place match. */
export function withEliminationPlacings(state: EliminationState): EliminationState {
  const final = eliminationFinal(state) ?? undefined;
  const semi = final ? matchesOf(state.matches, "elimination", (final[0] as Match).round - 1) : [];
  const third = state.matches.find((m) => m.stage === "thirdPlace");
  return { ...state, ...knockoutPlacings(final, third, semi) };
}

/** Section 5: finishing needs a champion; ours: and a confirmed third-place match when there is one. */
export function finishElimination(state: EliminationState): EliminationState {
  if (state.champion === null) fail("ELIMINATION_NO_CHAMPION");
  const third = state.matches.find((m) => m.stage === "thirdPlace");
  if (third && !third.isConfirmed) fail("FINAL_INCOMPLETE");
  return { ...state, status: "completed" };
}
