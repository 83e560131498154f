// Issue 27, a compact answer: the tournament as the server sends it; tournament-expand.ts gives
// back the shape every screen and test reads (`Tournament`, tournaments.ts). A double league
// of 128 has 16,256 matches; each match on the wire carries only what cannot be derived, and names
// its players by their number: their place in this answer's `participants` (0-based).
import { MAX_SCORE } from "@turnuva/domain";
import * as z from "zod/mini";
import { resumedStateSchema, tournamentSchema } from "./tournaments.ts";

const scoreSchema = z.int().check(z.gte(0), z.lte(MAX_SCORE));
/** A participant's number: their index in the answer's `participants`; null for an empty (bye) side. */
const playerNumberSchema = z.nullable(z.int().check(z.gte(0)));

export const matchReportAnswerSchema = z.object({
  /** The number of the player who reported. */
  by: z.int().check(z.gte(0)),
  homeScore: scoreSchema,
  awayScore: scoreSchema,
  /** Issue 28: only when the player gave them. */
  homePenalties: z.optional(z.int()),
  awayPenalties: z.optional(z.int()),
  homeClub: z.optional(z.string()),
  awayClub: z.optional(z.string()),
  at: z.string(),
});
export type MatchReportAnswer = z.infer<typeof matchReportAnswerSchema>;

/**
 * A match on the wire. Always `home` and `away`; the rest only when it says something: scores when
 * not null, flags when true, reports when any, `deadline` when it differs from its round's (null
 * then means none). Its key, stage, group, round, name, leg and the derived flags come from where
 * it stands (expandTournament). `round` only outside round lists (final, third place, challenge);
 * `index` only where it is not its place in its list (0 outside lists).
 */
export const matchAnswerSchema = z.object({
  home: playerNumberSchema,
  away: playerNumberSchema,
  homeScore: z.optional(scoreSchema),
  awayScore: z.optional(scoreSchema),
  /** Issue 28: a shoot-out and the clubs, only when there are. */
  homePenalties: z.optional(z.int()),
  awayPenalties: z.optional(z.int()),
  homeClub: z.optional(z.string()),
  awayClub: z.optional(z.string()),
  isConfirmed: z.optional(z.literal(true)),
  isNotNeeded: z.optional(z.literal(true)),
  isWalkover: z.optional(z.literal(true)),
  reports: z.optional(z.array(matchReportAnswerSchema)),
  deadline: z.optional(z.nullable(z.string())),
  round: z.optional(z.int()),
  index: z.optional(z.int()),
  /** Issue 28: the second leg of a two-legged tie (its round carries both legs). */
  leg: z.optional(z.literal(2)),
});
export type MatchAnswer = z.infer<typeof matchAnswerSchema>;

/** A round on the wire: its name, its leg when 2, the deadline its matches share (if one). */
export const roundAnswerSchema = z.object({
  round: z.int(),
  name: z.string(),
  leg: z.optional(z.int()),
  deadline: z.optional(z.string()),
  matches: z.array(matchAnswerSchema),
});
export type RoundAnswer = z.infer<typeof roundAnswerSchema>;

/**
 * `GET /api/tournaments/:identifier` and every write's `tournament`, as sent. Everything but the
 * matches is as in `tournamentSchema`; `actions.confirm`/`cancel` list match keys.
 */
export const tournamentAnswerSchema = z.extend(
  z.omit(tournamentSchema, {
    leagueFixtures: true,
    groupFixtures: true,
    knockoutFixtures: true,
    finalFixture: true,
    thirdPlaceFixture: true,
    finalSecondLeg: true,
    eliminationFixtures: true,
    challengeFixtures: true,
    winnersFixtures: true,
    losersFixtures: true,
    grandFinalFixtures: true,
    swissFixtures: true,
  }),
  {
    leagueFixtures: z.array(roundAnswerSchema),
    groupFixtures: z.array(z.object({ group: z.int(), label: z.string(), fixtures: z.array(roundAnswerSchema) })),
    knockoutFixtures: z.array(roundAnswerSchema),
    finalFixture: z.nullable(matchAnswerSchema),
    thirdPlaceFixture: z.nullable(matchAnswerSchema),
    finalSecondLeg: z.nullable(matchAnswerSchema),
    eliminationFixtures: z.array(roundAnswerSchema),
    challengeFixtures: z.array(matchAnswerSchema),
    winnersFixtures: z.array(roundAnswerSchema),
    losersFixtures: z.array(roundAnswerSchema),
    grandFinalFixtures: z.array(roundAnswerSchema),
    swissFixtures: z.array(roundAnswerSchema),
  },
);
export type TournamentAnswer = z.infer<typeof tournamentAnswerSchema>;

export const tournamentWriteResponseSchema = z.object({
  message: z.optional(z.string()),
  tournament: tournamentAnswerSchema,
  resumedState: z.optional(resumedStateSchema),
});
export type TournamentWriteAnswer = z.infer<typeof tournamentWriteResponseSchema>;

export * from "./tournament-expand.ts";
