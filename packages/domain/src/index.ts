// Public API of the tournament engine (spec part 2). Pure: no I/O, no clock, randomness injected.
export * from "./constants.ts";
export { MESSAGES, type DomainErrorCode } from "./messages.ts";
export { STEP_MESSAGES } from "./step-messages.ts";
export { DomainError, type Result } from "./errors.ts";
export { mulberry32, shuffle, type Random } from "./random.ts";
export type {
  Action,
  ActionType,
  ChallengeState,
  CreateSettings,
  DoubleEliminationState,
  SwissState,
  EliminationState,
  GroupState,
  LeagueState,
  Match,
  Participant,
  ScoreInput,
  TournamentState,
} from "./types.ts";
export { matchId, isBye, winnerOf, loserOf, wonOnPenalties } from "./matches.ts";
export { parseScore, validateScores, validateShootout, validateResult, drawAllowed } from "./score.ts";
export { roundRobinRounds, roundRobinMatches } from "./round-robin.ts";
export { leagueTable, groupTable, compareNames, type StandingRow } from "./standings.ts";
export { rankedTable, chosenTable, TIEBREAKERS, TIEBREAK_RULES, type Tiebreakers, type TiebreakRule, type RankedRow } from "./tiebreakers.ts";
export { bracketSize, roundCount, roundName, roundNames, knockoutRoundName, moreSystemsRoundName } from "./round-names.ts";
export { searchParticipants, sortByUsername } from "./participants.ts";
export { seededFirstRound, randomPairings, type Pairing } from "./bracket.ts";
export { drawGroups, groupLabel } from "./groups.ts";
export { qualifiers, knockoutFirstRound } from "./knockout.ts";
export { winTarget } from "./challenge.ts";
export { createTournament, applyAction } from "./tournament.ts";
export { LEG_OPTIONS, aggregate, legNotNeeded, shootoutNeeded, tiesOf, tieWinner, tieLoser, validateLegResult, type Legs } from "./legs.ts";
export { ROUND_ROBIN_STAGES, inMatchScope, matchScope, mayConfirm } from "./scope.ts";
export {
  availableActions,
  challengeFixtures,
  challengeScore,
  currentRound,
  currentStep,
  eliminationFixtures,
  finalFixture,
  finalSecondLeg,
  twoLeggedTies,
  groupFixtures,
  groupStandings,
  knockoutFixtures,
  leagueFixtures,
  leagueStandings,
  matchView,
  podium,
  thirdPlaceFixture,
  tournamentView,
  type AvailableActions,
  type FixtureRound,
  type GroupFixtures,
  type MatchView,
  type Podium,
  type TieView,
  type TournamentView,
} from "./views.ts";
export { eloChanges, ELO_DEFAULTS, type EloOptions, type EloChange, type EloResult } from "./elo.ts";
export { doubleEliminationFixtures, type DoubleEliminationFixtures } from "./double-elimination.ts";
export { swissFixtures, swissKnockoutFixtures, swissStandings, type SwissRow } from "./swiss.ts";
