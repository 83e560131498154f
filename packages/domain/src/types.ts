import type { BestOf, MatchType, Stage, Status } from "./constants.ts";
import type { Tiebreakers } from "./tiebreakers.ts";

/** A member taking part. Usernames are needed only to order tables and lists by name. */
export interface Participant {
  id: string;
  username: string;
}

/**
 * One match, shaped like the row the server stores (DESIGN section 3). `home` or `away` is null
 * on a bye: the other side goes through without playing. Ids are derived from stage, group, round
 * and index, so the same position always has the same id and the server upserts changed rows only.
 */
export interface Match {
  id: string;
  stage: Stage;
  group: number | null;
  round: number;
  index: number;
  home: string | null;
  away: string | null;
  homeScore: number | null;
  awayScore: number | null;
  /**
   * Issue 28: the shoot-out of a knockout match that was level after play; absent (or null) when
   * there was none. The score stays level (goals count as played); the shoot-out decides who goes through.
   */
  homePenalties?: number | null;
  awayPenalties?: number | null;
  /**
   * Issue 28: which leg of a two-legged knockout tie (leg 2 has home and away swapped, and the
   * tie's shoot-out when the aggregate is level); absent on a match that is a tie alone.
   */
  leg?: 1 | 2;
  /**
   * A walkover ('hükmen'): the organiser gave the match to the side that turned up, recorded 3–0.
   * Present only when true (a match alone is any 3–0); on a leg of a two-legged tie it decides the
   * tie (legs.ts).
   */
  isWalkover?: true;
  isConfirmed: boolean;
}

interface Base {
  status: Status;
  participants: Participant[];
  /** seededParticipants of the spec; ids, a subset of participants. */
  seeds: string[];
  matches: Match[];
  champion: string | null;
  secondPlace: string | null;
  thirdPlace: string | null;
}

export interface LeagueState extends Base {
  system: "league";
  matchType: MatchType;
  /** Issue 28: how teams level on points are ordered; absent is the table's order before issue 28. */
  tiebreakers?: Tiebreakers;
}

export interface GroupState extends Base {
  system: "group";
  matchType: MatchType;
  groupCount: number;
  teamsAdvancing: number;
  /** Issue 28: as in a league; absent keeps the group table's own order (head-to-head goal difference). */
  tiebreakers?: Tiebreakers;
  /** Participant ids per group, group 0 is 'A'. */
  groups: string[][];
  /** Issue 28: 2 for two-legged knockout ties, 2 for a two-legged final; absent is one match. */
  knockoutLegs?: 2;
  finalLegs?: 2;
}

export interface EliminationState extends Base {
  system: "elimination";
  /** Issue 28: as in a group tournament's knockout. */
  knockoutLegs?: 2;
  finalLegs?: 2;
}

export interface ChallengeState extends Base {
  system: "challenge";
  bestOf: BestOf;
}

/**
 * Issue 29, double elimination: a winners' bracket (stage 'winners'), a losers' bracket ('losers')
 * and the grand final ('grandFinal', round 1; round 2 is the bracket reset). The bracket is fixed
 * by the first round: every later match follows from it and the results (double-elimination.ts).
 */
export interface DoubleEliminationState extends Base {
  system: "doubleElimination";
  /** A second grand final when the losers' bracket winner wins the first; false plays one. */
  grandFinalReset: boolean;
}

/**
 * Issue 29, Swiss: `swissRounds` rounds (stage 'swiss'), each paired when the one before is
 * complete; then, with `knockoutSize` above 0, that many of the table go to a knockout (stages
 * 'knockout', 'final', 'thirdPlace', its rounds numbered on from the last Swiss round).
 */
export interface SwissState extends Base {
  system: "swiss";
  swissRounds: number;
  /** 0: no knockout, the table decides; else 2, 4, 8 or 16 (SWISS_KNOCKOUT_SIZES). */
  knockoutSize: number;
  knockoutLegs?: 2;
  finalLegs?: 2;
}

/** Plain serialisable data: JSON.parse(JSON.stringify(state)) is the same state. */
export type TournamentState = LeagueState | GroupState | EliminationState | ChallengeState | DoubleEliminationState | SwissState;

/**
 * Input of create. Fields are loose on purpose: the wizards may send gaps, and the engine answers
 * them with the spec's messages.
 */
export type CreateSettings =
  | {
      system: "league";
      participants: Participant[];
      matchType?: MatchType | null;
      participantCount?: number | null;
      tiebreakers?: Tiebreakers | null;
    }
  | {
      system: "group";
      participants: Participant[];
      seeds?: string[];
      matchType?: MatchType | null;
      groupCount?: number | null;
      teamsAdvancing?: number | null;
      participantCount?: number | null;
      tiebreakers?: Tiebreakers | null;
      /** Manual grouping: ids per group. Omit for the automatic draw. */
      groups?: string[][] | null;
      /** Issue 28: matches per knockout tie and in the final, 1 (absent) or 2. */
      knockoutLegs?: number | null;
      finalLegs?: number | null;
    }
  | {
      system: "elimination";
      participants: Participant[];
      seeds?: string[];
      participantCount?: number | null;
      knockoutLegs?: number | null;
      finalLegs?: number | null;
    }
  | { system: "challenge"; participants: Participant[]; bestOf?: number | null }
  | {
      system: "doubleElimination";
      participants: Participant[];
      seeds?: string[];
      participantCount?: number | null;
      /** Absent or null: true (a bracket reset). */
      grandFinalReset?: boolean | null;
    }
  | {
      system: "swiss";
      participants: Participant[];
      seeds?: string[];
      participantCount?: number | null;
      /** Absent or null: ceil(log2 n). */
      swissRounds?: number | null;
      /** Absent, null or 0: no knockout. */
      knockoutSize?: number | null;
      knockoutLegs?: number | null;
      finalLegs?: number | null;
    };

/** Raw score input: a number, a numeric string from an input, or empty (null, undefined, ''). */
export type ScoreInput = number | string | null | undefined;

export type Action =
  | {
      type: "confirm";
      matchId: string;
      homeScore: ScoreInput;
      awayScore: ScoreInput;
      /** Issue 28: only for a level score in a stage that needs a winner. */
      homePenalties?: ScoreInput;
      awayPenalties?: ScoreInput;
      /** A walkover: the score is the side that turned up's 3–0; on a leg it decides the tie, never with penalties. */
      walkover?: boolean;
    }
  | { type: "cancel"; matchId: string }
  | { type: "advance" }
  | { type: "finish" }
  | { type: "pause" }
  | { type: "resume" }
  // Issue 25: a completed tournament back to active, its results kept.
  | { type: "reopen" };

export type ActionType = Action["type"];
