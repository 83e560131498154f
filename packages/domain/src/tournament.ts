import { createChallenge, finishChallenge, withChallengePlacings } from "./challenge.ts";
import { advanceElimination, createElimination, eliminationReady, finishElimination, withEliminationPlacings } from "./elimination.ts";
import { attempt, fail, type Result } from "./errors.ts";
import { createGroup } from "./groups.ts";
import {
  createDoubleElimination,
  doubleEliminationCancellable,
  finishDoubleElimination,
  withDoubleEliminationBracket,
} from "./double-elimination.ts";
import { advanceSwiss, createSwiss, finishSwiss, withSwissPlacings } from "./swiss.ts";
import { advanceGroup, finishGroup, withGroupPlacings } from "./knockout.ts";
import { createLeague, finishLeague } from "./league.ts";
import { checkAction, checkSettings, checkState } from "./input.ts";
import { isBye } from "./matches.ts";
import { drawnFrontier, phase } from "./progression.ts";
import type { Random } from "./random.ts";
import { otherLeg, validateLegResult } from "./legs.ts";
import type { Action, CreateSettings, Match, TournamentState } from "./types.ts";

/** Create a tournament from its settings and participants; randomness only through `random`. */
export function createTournament(settings: CreateSettings, random: Random): Result<TournamentState> {
  return attempt((): TournamentState => {
    checkSettings(settings);
    switch (settings.system) {
      case "league":
        return createLeague(settings, random);
      case "group":
        return createGroup(settings, random);
      case "elimination":
        return createElimination(settings, random);
      case "challenge":
        return createChallenge(settings);
      case "doubleElimination":
        return createDoubleElimination(settings, random);
      case "swiss":
        return createSwiss(settings, random);
      default:
        return fail("SYSTEM_UNKNOWN");
    }
  });
}

/** state + action → new state, or the rule that refused it. The input state is never changed. */
export function applyAction(state: TournamentState, action: Action, random: Random): Result<TournamentState> {
  return attempt(() => {
    checkState(state);
    checkAction(action);
    return reduce(state, action, random);
  });
}

function reduce(state: TournamentState, action: Action, random: Random): TournamentState {
  if (action.type === "reopen") return reopen(state);
  // Section 4: a completed tournament cannot be paused or saved again; it accepts nothing.
  if (state.status === "completed") return fail("TOURNAMENT_COMPLETED");
  switch (action.type) {
    case "pause":
      if (state.status !== "active") return fail("TOURNAMENT_ALREADY_PAUSED");
      return { ...state, status: "paused" };
    case "resume":
      if (state.status === "active") return fail("TOURNAMENT_ALREADY_ACTIVE");
      return { ...state, status: "active" };
    case "confirm":
    case "cancel":
    case "advance":
    case "finish":
      break;
  }
  // Ours: a paused (or pending) tournament is resumed before anything else happens to it.
  if (state.status !== "active") return fail("TOURNAMENT_NOT_ACTIVE");
  switch (action.type) {
    case "confirm":
      return confirm(state, action, random);
    case "cancel":
      return cancel(state, action.matchId);
    case "advance":
      return advance(state, random);
    case "finish":
      return finish(state);
    default:
      // Reachable only from untyped input (a request body the contract did not check).
      return fail("ACTION_UNKNOWN");
  }
}

function findMatch(state: TournamentState, matchId: string): Match {
  const match = state.matches.find((m) => m.id === matchId);
  if (!match) return fail("MATCH_NOT_FOUND");
  if (isBye(match)) return fail("MATCH_IS_BYE");
  return match;
}

function replaceMatch(state: TournamentState, next: Match): Match[] {
  return state.matches.map((m) => (m.id === next.id ? next : m));
}

function confirm(state: TournamentState, action: Extract<Action, { type: "confirm" }>, random: Random): TournamentState {
  const match = findMatch(state, action.matchId);
  if (match.isConfirmed) return fail("MATCH_ALREADY_CONFIRMED");
  // Section 4: once a side of a challenge has its wins, the remaining rounds are locked.
  if (state.system === "challenge" && state.champion !== null) return fail("CHALLENGE_DECIDED");
  // Issue 28: a leg of a two-legged tie has its own rules (legs.ts); a match alone those of score.ts.
  const { score, penalties } = validateLegResult(
    state.matches,
    match,
    action.homeScore,
    action.awayScore,
    action.homePenalties,
    action.awayPenalties,
    action.walkover === true,
  );
  const [homeScore, awayScore] = score;
  // A match with no shoot-out carries no penalty fields: states stay as they were before issue 28.
  const shootout = penalties === null ? {} : { homePenalties: penalties[0], awayPenalties: penalties[1] };
  // Likewise a walkover's mark only where there was one.
  const walkover = action.walkover === true ? { isWalkover: true as const } : {};
  const matches = replaceMatch(state, { ...match, homeScore, awayScore, ...shootout, ...walkover, isConfirmed: true });
  const next = withPlacings({ ...state, matches } as TournamentState);
  // Section 4: in elimination the next round follows as soon as the latest one is decided.
  if (next.system === "elimination" && eliminationReady(next)) return advanceElimination(next, random);
  return next;
}

/**
 * Section 4: cancel returns a confirmed match to unconfirmed and clears its scores. Only the latest
 * round is editable: once a later round has been drawn from a result, that result stands, so a
 * draw, once made, is never made again (an organiser cannot cancel and re-confirm to fish for
 * another one). Group matches lock when the knockout is drawn.
 */
function cancel(state: TournamentState, matchId: string): TournamentState {
  const match = findMatch(state, matchId);
  if (!match.isConfirmed) return fail("SCORE_CANCEL_UNAVAILABLE");
  if (!cancellable(state, match)) return fail("MATCH_LOCKED");
  // Issue 28: leg 2 was confirmed on leg 1's score (its shoot-out depends on the aggregate).
  if (match.leg === 1 && otherLeg(state.matches, match)?.isConfirmed) return fail("LEG_TWO_CONFIRMED");
  const matches = replaceMatch(state, { ...withoutResultMarks(match), homeScore: null, awayScore: null, isConfirmed: false });
  return withPlacings({ ...state, matches } as TournamentState);
}

/**
 * The match without its shoot-out and walkover mark: cancel clears them, so an unconfirmed match
 * never carries one (a cancelled leg-1 walkover makes its leg 2 needed again).
 */
function withoutResultMarks(match: Match): Match {
  const { homePenalties: _home, awayPenalties: _away, isWalkover: _walkover, ...rest } = match;
  return rest;
}

/**
 * Whether a confirmed match may be cancelled: while no later round was drawn from it (section 4);
 * in double elimination, whose later matches follow from the results alone, while none it feeds
 * was played (issue 29).
 */
export function cancellable(state: TournamentState, match: Match): boolean {
  if (state.system === "doubleElimination") return doubleEliminationCancellable(state, match);
  return drawnFrontier(state.matches) <= phase(match);
}

function advance(state: TournamentState, random: Random): TournamentState {
  switch (state.system) {
    case "group":
      return advanceGroup(state, random);
    case "elimination":
      return advanceElimination(state, random);
    case "swiss":
      return advanceSwiss(state, random);
    case "league":
    case "challenge":
    case "doubleElimination":
    default:
      return fail("ADVANCE_UNAVAILABLE");
  }
}

function finish(state: TournamentState): TournamentState {
  switch (state.system) {
    case "league":
      return finishLeague(state);
    case "group":
      return finishGroup(state);
    case "elimination":
      return finishElimination(state);
    case "challenge":
      return finishChallenge(state);
    case "doubleElimination":
      return finishDoubleElimination(state);
    case "swiss":
      return finishSwiss(state);
  }
}

/**
 * Issue 25: the organiser's safety net. A completed tournament goes back to active with every
 * result kept; the placings it was finished with are cleared (a league's champion is decided again
 * by finishing it), and those a bracket decides are derived again from its results, as while it
 * ran (shown only once it is completed again, part 2 §2).
 */
function reopen(state: TournamentState): TournamentState {
  if (state.status !== "completed") return fail("TOURNAMENT_NOT_COMPLETED");
  return withPlacings({ ...state, status: "active", champion: null, secondPlace: null, thirdPlace: null } as TournamentState);
}

function withPlacings(state: TournamentState): TournamentState {
  switch (state.system) {
    case "group":
      return withGroupPlacings(state);
    case "elimination":
      return withEliminationPlacings(state);
    case "challenge":
      return withChallengePlacings(state);
    case "doubleElimination":
      return withDoubleEliminationBracket(state);
    case "swiss":
      return withSwissPlacings(state);
    case "league":
      return state;
  }
}
