// Shared constants of the tournament area (spec part 2, sections 1, 2, 3 and 9). The contract
// package imports these so that limits and labels live in one place.

/** The spec's four, then issue 29's double elimination and Swiss. */
export const SYSTEMS = ["league", "group", "elimination", "challenge", "doubleElimination", "swiss"] as const;
export type System = (typeof SYSTEMS)[number];

export const STATUSES = ["pending", "active", "paused", "completed"] as const;
export type Status = (typeof STATUSES)[number];

export const MATCH_TYPES = ["single", "double"] as const;
export type MatchType = (typeof MATCH_TYPES)[number];

export const BEST_OF_OPTIONS = [3, 5] as const;
export type BestOf = (typeof BEST_OF_OPTIONS)[number];

/** Issue 29: how many of a Swiss table may go on to a knockout (0: none). */
export const SWISS_KNOCKOUT_SIZES = [0, 2, 4, 8, 16] as const;

/** Issue 29: double elimination from 3 participants (with 2 it is a best of three). */
export const MIN_DOUBLE_ELIMINATION_PARTICIPANTS = 3;

/** Where a match belongs; the server stores it as the `stage` column of a match row. */
export const STAGES = [
  "league",
  "group",
  "knockout",
  "final",
  "thirdPlace",
  "elimination",
  "challenge",
  "winners",
  "losers",
  "grandFinal",
  "swiss",
] as const;
export type Stage = (typeof STAGES)[number];

/** Section 9: participant count minimum 2. */
export const MIN_PARTICIPANTS = 2;

/** Ours: a score is a whole number from 0 to 99 (no football score goes beyond; two digits fit every box). */
export const MAX_SCORE = 99;

/** Section 9: league points, win 3, draw 1, loss 0 (group stage uses the same). */
export const POINTS = { win: 3, draw: 1, loss: 0 } as const;

/** Section 9: system labels. */
export const SYSTEM_LABELS: Readonly<Record<System, string>> = {
  league: "Lig",
  group: "Grup",
  elimination: "Eleme",
  challenge: "Meydan Okuma",
  doubleElimination: "Çift Eleme",
  swiss: "İsviçre",
};

/** Section 2: status badge texts; paused and pending share one. */
export const STATUS_BADGES: Readonly<Record<Status, string>> = {
  active: "Devam Ediyor",
  paused: "Duraklatıldı",
  pending: "Duraklatıldı",
  completed: "Tamamlandı",
};

/** Section 2 (elimination podium view). */
export const PODIUM_LABELS = { champion: "ŞAMPİYON", secondPlace: "İKİNCİ", thirdPlace: "ÜÇÜNCÜ" } as const;

/** Section 2 (detail page): how a bye is shown. */
export const BYE_LABEL = "Bay";

/** Section 2 (group wizard) and section 4: steps of the wizards, derived from the state. */
export const GROUP_STEPS = { groupStage: 4, knockout: 5, final: 6, results: 7 } as const;
export const ELIMINATION_STEPS = { fixtures: 3, completed: 4 } as const;
export const LEAGUE_STEP = 4;

// Issue 28, here with the other option lists (not in legs.ts and tiebreakers.ts) so that the
// contract's schemas, which every page carries, do not bring the engine's rules with them.

/** Matches per knockout tie: 1 (the spec's) or 2. */
export const LEG_OPTIONS = [1, 2] as const;
export type Legs = (typeof LEG_OPTIONS)[number];

/** "overall": the spec's order (points, goal difference, goals for, name); "headToHead": the matches among the level teams first. */
export const TIEBREAKERS = ["overall", "headToHead"] as const;
export type Tiebreakers = (typeof TIEBREAKERS)[number];

export const TIEBREAK_RULES = [
  "points",
  "headToHeadPoints",
  "headToHeadGoalDifference",
  "headToHeadGoalsFor",
  "goalDifference",
  "goalsFor",
  "name",
] as const;
export type TiebreakRule = (typeof TIEBREAK_RULES)[number];
