import type { DomainErrorCode } from "@turnuva/domain";

/**
 * The status each refusal of the tournament engine travels with, used by the server's one error
 * handler: 400 when the request itself is wrong whatever the tournament's state (a bad score, a
 * missing setting), 409 when it conflicts with the state as it is now (the match is already
 * confirmed, the round is not finished, the tournament is paused), 404 for a match that is not
 * there. `satisfies` keeps the table complete: a new domain code without a status does not compile.
 */
export const domainErrorStatus = {
  // The request is invalid.
  SCORE_FORMAT_INVALID: 400,
  SCORE_MISSING: 400,
  SCORE_DRAW_NOT_ALLOWED: 400,
  CHALLENGE_SCORES_REQUIRED: 400,
  CHALLENGE_DRAW_NOT_ALLOWED: 400,
  GROUP_DETAILS_REQUIRED: 400,
  GROUP_ASSIGNMENT_INCOMPLETE: 400,
  KNOCKOUT_TEAM_COUNT_INVALID: 400,
  ELIMINATION_COUNT_MISMATCH: 400,
  ELIMINATION_INVALID_PARTICIPANTS: 400,
  CHALLENGE_FIELDS_REQUIRED: 400,
  PARTICIPANTS_TOO_FEW: 400,
  PARTICIPANT_COUNT_MISMATCH: 400,
  PARTICIPANT_DUPLICATE: 400,
  SEED_NOT_PARTICIPANT: 400,
  MATCH_TYPE_REQUIRED: 400,
  GROUP_COUNT_TOO_LARGE: 400,
  GROUP_EMPTY: 400,
  TEAMS_ADVANCING_OUT_OF_RANGE: 400,
  CHALLENGE_SAME_PARTICIPANT: 400,
  MATCH_IS_BYE: 400,
  SYSTEM_UNKNOWN: 400,
  ACTION_UNKNOWN: 400,
  INPUT_INVALID: 400,
  // Not in this tournament.
  MATCH_NOT_FOUND: 404,
  // The tournament's current state says no.
  MATCH_ALREADY_CONFIRMED: 409,
  SCORE_CANCEL_UNAVAILABLE: 409,
  LEAGUE_MATCHES_INCOMPLETE: 409,
  LEAGUE_NO_CHAMPION: 409,
  ROUND_INCOMPLETE: 409,
  FINAL_INCOMPLETE: 409,
  ELIMINATION_NO_CHAMPION: 409,
  CHALLENGE_NOT_FINISHED: 409,
  PODIUM_FINAL_MISSING: 409,
  CHALLENGE_DECIDED: 409,
  MATCH_LOCKED: 409,
  ADVANCE_UNAVAILABLE: 409,
  TOURNAMENT_COMPLETED: 409,
  TOURNAMENT_NOT_COMPLETED: 409,
  TOURNAMENT_NOT_ACTIVE: 409,
  TOURNAMENT_ALREADY_PAUSED: 409,
  TOURNAMENT_ALREADY_ACTIVE: 409,
  // Issue 28: a shoot-out where none belongs, or one that is incomplete, malformed or level.
  PENALTIES_NOT_ALLOWED: 400,
  PENALTIES_MISSING: 400,
  PENALTIES_FORMAT_INVALID: 400,
  PENALTIES_DRAW: 400,
  // Issue 28, two-legged ties: a level aggregate without a shoot-out, or a shoot-out on one not level.
  AGGREGATE_LEVEL: 400,
  PENALTIES_AGGREGATE_NOT_LEVEL: 400,
  // The tie as it stands says no: leg 1 is still open, or leg 2 stands on it.
  LEG_ONE_OPEN: 409,
  LEG_TWO_CONFIRMED: 409,
  // A walkover on leg 1 decided the tie: its leg 2 is not played.
  LEG_NOT_NEEDED: 409,
  // Issue 29, Swiss: settings out of range (400); finishing before the last round is played (409).
  SWISS_ROUNDS_OUT_OF_RANGE: 400,
  SWISS_KNOCKOUT_SIZE_INVALID: 400,
  SWISS_KNOCKOUT_TOO_LARGE: 400,
  SWISS_LEGS_WITHOUT_KNOCKOUT: 400,
  SWISS_ROUNDS_INCOMPLETE: 409,
  // Issue 29, double elimination: fewer than 3 participants.
  DOUBLE_ELIMINATION_TOO_FEW: 400,
} as const satisfies Record<DomainErrorCode, 400 | 404 | 409>;
