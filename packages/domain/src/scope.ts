// Issue 27: what an action on one match reads. A double league of 128 has 16,256 matches; an action
// on one of them must not cost what all of them cost. The engine's rules for a match action look
// at the match itself and at the bracket (knockout, elimination, final, third place, a challenge's
// games: at most a few hundred matches): never at another round-robin match. So the server loads
// only this part of the state under the tournament's lock, and the engine decides on it as it
// would on the whole (test/scope.test.ts plays random tournaments both ways and compares).
import { toPlay } from "./legs.ts";
import type { Match, TournamentState } from "./types.ts";
import type { Stage } from "./constants.ts";

/** The stages whose matches only an action on that very match reads. */
export const ROUND_ROBIN_STAGES = ["league", "group"] as const satisfies readonly Stage[];

const roundRobin = new Set<Stage>(ROUND_ROBIN_STAGES);

/** Whether `match` is part of what an action on the match `matchId` reads. */
export function inMatchScope(match: Match, matchId: string): boolean {
  return match.id === matchId || !roundRobin.has(match.stage);
}

/** The part of the state an action on the match `matchId` needs: the same answer on fewer matches. */
export function matchScope(state: TournamentState, matchId: string): TournamentState {
  return { ...state, matches: state.matches.filter((m) => inMatchScope(m, matchId)) } as TournamentState;
}

/** Whether open matches may be confirmed at all: the tournament running, a decided challenge's games locked. */
export function confirmsAllowed(state: TournamentState): boolean {
  return state.status === "active" && !(state.system === "challenge" && state.champion !== null);
}

/** Whether the match may be confirmed now (`availableActions().confirm`, asked of one match). */
export function mayConfirm(state: TournamentState, matchId: string): boolean {
  const match = state.matches.find((m) => m.id === matchId);
  return match !== undefined && confirmsAllowed(state) && toPlay(state.matches)(match);
}
