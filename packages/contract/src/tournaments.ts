import {
  BEST_OF_OPTIONS,
  LEG_OPTIONS,
  MATCH_TYPES,
  MAX_SCORE,
  STAGES,
  STATUSES,
  SWISS_KNOCKOUT_SIZES,
  SYSTEMS,
  TIEBREAKERS,
  TIEBREAK_RULES,
} from "@turnuva/domain";
import * as z from "zod/mini";
import { checkedString } from "./auth.ts";
import type { TournamentFilters } from "./tournament-filters.ts";
import { ID_MAX_LENGTH } from "./ids.ts";
import { paginationSchema } from "./pagination.ts";
import { normalizeLine, textMessages, textProblem } from "./text.ts";
import { RESULT_ENTRIES, tournamentNameProblem, tournamentRules } from "./tournament-rules.ts";
import { clubProblem, clubRules } from "./match-rules.ts";

export { RESULT_ENTRIES, tournamentNameProblem, tournamentRules };
export type { ResultEntry } from "./tournament-rules.ts";
import { minutesOf, personSchema, platformGames } from "./platforms.ts";
import { imageSchema } from "./user.ts";

export const tournamentMessages = {
  notFound: "Turnuva bulunamadı.",
  platformNotFound: "Platform bulunamadı.",
  // Part 1 §6 and part 2 §6: only members create, with members only.
  createForbidden: "Bu platformda turnuva oluşturmak için platformun üyesi olmalısınız.",
  participantNotMember: "Katılımcıların tümü platformun üyesi olmalıdır.",
  // Ours (recorded): the creator and the platform's owner manage a tournament.
  manageForbidden: "Bu turnuvayı yönetme yetkiniz yok.",
  created: "Turnuva oluşturuldu.",
  paused: "Turnuva başarıyla duraklatıldı!",
  resumed: "Turnuva başarıyla devam ettirildi!",
  exitRecorded: "Turnuva kaydedildi; kaldığınız yerden devam edebilirsiniz.",
  searchTooLong: "Arama en fazla 100 karakter olabilir.",
  page: "Sayfa numarası 1 veya daha büyük bir tam sayı olmalıdır.",
  limit: "Sayfa boyutu 1 ile 50 arasında bir tam sayı olmalıdır.",
  statusFilter: "Geçersiz turnuva durumu.",
  gameFilter: "Geçersiz oyun seçimi.",
  platformFilter: "Geçersiz platform seçimi.",
  // Issue 25: players report, the opponent accepts, the organiser decides and awards walkovers.
  reportForbidden: "Bu maçın skorunu yalnızca maçın iki oyuncusu bildirebilir.",
  reportsClosed: "Bu turnuvada skorları yalnızca organizatör girer.",
  reportNotMember: "Platformun üyesi olmadığınız için bu maçın skorunu bildiremezsiniz; maçı organizatör sonuçlandırır.",
  nothingToAccept: "Rakibinizin onaylanacak bir skor bildirimi yok.",
  nothingToWithdraw: "Bu maç için geri çekilecek bir skor bildiriminiz yok.",
  matchNotOpen: "Bu maç oynanmaya açık değil: skoru onaylanmış ya da henüz oyuncuları belli değil.",
  matchNotNeeded: "Bu maç artık oynanmayacak: meydan okumanın kazananı belli oldu.",
  nothingToClear: "Bu maçta yeniden istenecek bir skor bildirimi yok.",
  walkoverWinnerRequired: "Hükmen kazanan oyuncuyu seçin.",
  walkoverWinnerNotPlayer: "Hükmen galibiyet yalnızca maçın oyuncularından birine verilebilir.",
  roundNotFound: "Böyle bir tur bulunamadı.",
  deadlineInvalid: "Son gün geçerli bir tarih ve saat olmalıdır.",
  reopened: "Turnuva yeniden açıldı.",
  deleted: "Turnuva silindi.",
  // Issue 23: per person and hour (TOURNAMENTS_PER_HOUR).
  tooManyTournaments: (limit: number, retryAfterSeconds: number) =>
    `Bir saatte en fazla ${limit} turnuva oluşturabilirsiniz. Lütfen ${minutesOf(retryAfterSeconds)} dakika sonra tekrar deneyin.`,
} as const;

const m = tournamentRules.messages;

const nameField = checkedString(tournamentNameProblem, m.nameRequired, { normalize: normalizeLine });

// Every list in a body is bounded by what it can mean (issue 23): a tournament has at most 128
// participants, so at most 128 seeds and 128 groups; an id is 36 characters.
const idField = z.string({ error: m.participantsInvalid }).check(z.maxLength(ID_MAX_LENGTH, m.participantsInvalid));
const idList = z.array(idField, { error: m.participantsInvalid }).check(z.maxLength(tournamentRules.maxParticipants, m.participantsTooMany));
const participantsField = idList;
const optionalInt = z.optional(z.nullable(z.int({ error: m.numberInvalid })));

const legsField = z.optional(
  z.nullable(z.int({ error: m.legsInvalid }).check(z.refine((v) => (LEG_OPTIONS as readonly number[]).includes(v), m.legsInvalid))),
);

/**
 * Part 2 §7, the create payloads of every system in one: `system` says which, `platform` or
 * `platformId` where. Values the engine judges (a missing match type, a count that does not fit)
 * pass through to it and come back with the spec's messages.
 */
export const createTournamentRequestSchema = z.object({
  name: nameField,
  system: z.optional(z.string({ error: m.systemInvalid }).check(z.refine((v) => (SYSTEMS as readonly string[]).includes(v), m.systemInvalid))),
  platform: z.optional(z.string({ error: m.platformRequired }).check(z.maxLength(ID_MAX_LENGTH, m.platformRequired))),
  platformId: z.optional(z.string({ error: m.platformRequired }).check(z.maxLength(ID_MAX_LENGTH, m.platformRequired))),
  participants: participantsField,
  seededParticipants: z.optional(z.nullable(idList)),
  participantCount: optionalInt,
  matchType: z.optional(z.nullable(z.enum(MATCH_TYPES, { error: m.matchTypeInvalid }))),
  groupCount: optionalInt,
  teamsAdvancing: optionalInt,
  /** Manual grouping: participant ids per group, group A first. */
  groups: z.optional(
    z.nullable(z.array(idList, { error: m.participantsInvalid }).check(z.maxLength(tournamentRules.maxParticipants, m.participantsInvalid))),
  ),
  bestOf: z.optional(
    z.nullable(z.int({ error: m.bestOfInvalid }).check(z.refine((v) => (BEST_OF_OPTIONS as readonly number[]).includes(v), m.bestOfInvalid))),
  ),
  /**
   * Issue 28: how a league or group table orders teams level on points; absent: 'overall' for a
   * league, 'headToHead' for groups (docs/decisions.md). Refused on the other systems (the server).
   */
  tiebreakers: z.optional(z.nullable(z.enum(TIEBREAKERS, { error: m.tiebreakersInvalid }))),
  /**
   * Issue 28: matches per knockout tie (an elimination's rounds, a group tournament's knockout) and
   * in the final: 1 (absent, the spec's) or 2, won on aggregate. Refused on the other systems (the server).
   */
  knockoutLegs: legsField,
  finalLegs: legsField,
  /** Issue 29, double elimination: a second grand final when the losers' bracket winner wins the first (absent: true). */
  grandFinalReset: z.optional(z.nullable(z.boolean({ error: m.grandFinalResetInvalid }))),
  /** Issue 29, Swiss: the number of rounds (absent: ceil(log2 n); the engine judges the range). */
  swissRounds: optionalInt,
  /** Issue 29, Swiss: how many of the table go on to a knockout (absent or 0: none). */
  knockoutSize: z.optional(
    z.nullable(
      z.int({ error: m.knockoutSizeInvalid }).check(z.refine((v) => (SWISS_KNOCKOUT_SIZES as readonly number[]).includes(v), m.knockoutSizeInvalid)),
    ),
  ),
  /** Issue 25: who enters scores; new tournaments default to the players. */
  resultEntry: z.optional(z.enum(RESULT_ENTRIES, { error: m.resultEntryInvalid })),
  /** Issue 25: days each round has to be played; absent or null for no deadlines. */
  roundDays: z.optional(
    z.nullable(
      z
        .int({ error: m.roundDaysInvalid })
        .check(z.gte(tournamentRules.roundDays.min, m.roundDaysInvalid), z.lte(tournamentRules.roundDays.max, m.roundDaysInvalid)),
    ),
  ),
});
export type CreateTournamentRequest = z.input<typeof createTournamentRequestSchema>;

/** A score as a form sends it: a number, a numeric string, or empty. The engine reads the rest. */
const scoreField = z.optional(
  z.nullable(z.union([z.number({ error: m.scoreInvalid }), z.string({ error: m.scoreInvalid })], { error: m.scoreInvalid })),
);

/**
 * Issue 28: the club a player used, free text of at most 40 characters (match-rules.ts), stored
 * normalised; empty or null is none.
 */
const clubField = z.optional(
  z.nullable(
    z.string({ error: clubRules.messages.invalid }).check(
      z.superRefine((value, ctx) => {
        const problem = clubProblem(value);
        if (problem) ctx.addIssue({ code: "custom", message: problem, input: value });
      }),
    ),
  ),
);

/** Issue 28: each side's club, on every body that carries a result (confirm, report, accept). */
const clubFields = { homeClub: clubField, awayClub: clubField };

/**
 * A result as the organiser confirms it. Issue 28: a level knockout score comes with its shoot-out
 * (`homePenalties`/`awayPenalties`, read like scores: the engine's `validateResult` says what is
 * wrong with them, in its order and words), and each side's club may come along.
 */
export const confirmMatchRequestSchema = z.object({
  homeScore: scoreField,
  awayScore: scoreField,
  homePenalties: scoreField,
  awayPenalties: scoreField,
  ...clubFields,
});
export type ConfirmMatchRequest = z.input<typeof confirmMatchRequestSchema>;

/** Issue 25: `POST …/matches/:matchId/report`: a player's score, with the same rules as a confirm. */
export const reportMatchRequestSchema = confirmMatchRequestSchema;
export type ReportMatchRequest = ConfirmMatchRequest;

/**
 * Issue 28: `POST …/matches/:matchId/accept` confirms the opponent's report as it stands, score and
 * shoot-out; its optional body may give the clubs (the accepting player's own side is taken from
 * it, the other side from the report).
 */
export const acceptReportRequestSchema = z.optional(z.nullable(z.object(clubFields)));
export type AcceptReportRequest = z.input<typeof acceptReportRequestSchema>;

/** Issue 25: `POST …/matches/:matchId/walkover`: who is awarded the match. */
export const walkoverRequestSchema = z.object({
  winner: z.string({ error: tournamentMessages.walkoverWinnerRequired }).check(z.maxLength(ID_MAX_LENGTH, tournamentMessages.walkoverWinnerRequired)),
});
export type WalkoverRequest = z.input<typeof walkoverRequestSchema>;

/**
 * Issue 25: `PUT /api/tournaments/:id/rounds/deadline`: one round's deadline (every match of it),
 * named as the answer names rounds: stage, group (or null) and round; null takes the deadline away.
 */
const DEADLINE_EARLIEST = Date.UTC(2000, 0, 1);
const DEADLINE_LATEST = Date.UTC(2100, 0, 1);

export const roundDeadlineRequestSchema = z.object({
  stage: z.enum(STAGES, { error: tournamentMessages.roundNotFound }),
  group: z.optional(z.nullable(z.int({ error: tournamentMessages.roundNotFound }).check(z.gte(0, tournamentMessages.roundNotFound)))),
  round: z
    .int({ error: tournamentMessages.roundNotFound })
    .check(z.gte(1, tournamentMessages.roundNotFound), z.lte(1000, tournamentMessages.roundNotFound)),
  // A moment people can mean: from 2000 to the end of 2099 (0001 and 9999 parse, and reach calendars).
  deadline: z.nullable(
    z.iso
      .datetime({ offset: true, error: tournamentMessages.deadlineInvalid })
      .check(z.refine((iso) => Date.parse(iso) >= DEADLINE_EARLIEST && Date.parse(iso) < DEADLINE_LATEST, tournamentMessages.deadlineInvalid)),
  ),
});
export type RoundDeadlineRequest = z.input<typeof roundDeadlineRequestSchema>;

/** `PUT /api/tournaments/:id`: pause (`status: "paused"`) and/or rename while not completed. */
export const updateTournamentRequestSchema = z
  .object({
    status: z.optional(z.literal("paused", { error: m.statusInvalid })),
    name: z.optional(nameField),
  })
  // On a field, as platforms' checks across fields are: an issue on the whole body is answered
  // with the general 'Gönderilen bilgiler geçersiz.', and this sentence would never be read.
  .check(z.refine((body) => body.status !== undefined || body.name !== undefined, { error: m.nothingToChange, path: ["name"] }));
export type UpdateTournamentRequest = z.input<typeof updateTournamentRequestSchema>;

/**
 * `PUT /api/tournaments/:id/handle-exit`: the page was left unexpectedly. The server holds the
 * state already; only which group tab was open is kept, to reopen it. A `stateToSave` sent by an
 * older client is ignored (the server is the authority).
 */
// A group's index: a tournament has at most as many groups as participants. Bounded here, as the
// stored column is a 4-byte integer (1e12 was a 500).
const groupTabField = z.optional(
  z.nullable(z.int({ error: m.numberInvalid }).check(z.gte(0, m.groupTabInvalid), z.lt(tournamentRules.maxParticipants, m.groupTabInvalid))),
);
export const handleExitRequestSchema = z.object({ activeGroupTab: groupTabField });
export type HandleExitRequest = z.input<typeof handleExitRequestSchema>;

/** `:id` is the tournament's id, or on reads also its slug. */
export const tournamentIdParamsSchema = z.object({ id: z.string() });
export const matchParamsSchema = z.object({ id: z.string(), matchId: z.string() });
export const platformIdOfTournamentsParamsSchema = z.object({ platformId: z.string() });

/** Part 2 §9: default page 12 (the list screen sends 18); ours: at most 50. */
export const tournamentsPage = { defaultLimit: 12, maxLimit: 50 } as const;

const emptyIsAbsent = (value: unknown) => (value === "" ? undefined : value);

const pageField = z._default(
  z.coerce.number({ error: tournamentMessages.page }).check(z.int(tournamentMessages.page), z.gte(1, tournamentMessages.page)),
  1,
);
const limitField = z._default(
  z.coerce
    .number({ error: tournamentMessages.limit })
    .check(z.int(tournamentMessages.limit), z.gte(1, tournamentMessages.limit), z.lte(tournamentsPage.maxLimit, tournamentMessages.limit)),
  tournamentsPage.defaultLimit,
);

/** Filters of the list and of its counts: empty values (a filter set to "all") are no filter. */
const filterFields = {
  search: z.pipe(
    z.transform(emptyIsAbsent),
    z.optional(
      z.string().check(
        z.refine((value) => textProblem(value) === null, textMessages.invalidCharacters),
        z.overwrite(normalizeLine),
        z.maxLength(100, tournamentMessages.searchTooLong),
      ),
    ),
  ),
  system: z.pipe(z.transform(emptyIsAbsent), z.optional(z.enum(SYSTEMS, { error: m.systemInvalid }))),
  platform: z.pipe(z.transform(emptyIsAbsent), z.optional(z.string().check(z.maxLength(ID_MAX_LENGTH, tournamentMessages.platformFilter)))),
  /** The platforms' game: the game pages list their game's tournaments. */
  game: z.pipe(z.transform(emptyIsAbsent), z.optional(z.enum(platformGames, { error: tournamentMessages.gameFilter }))),
};

export const tournamentStatsQuerySchema = z.object(filterFields);

// The query schema's filters are the vocabulary of tournament-filters.ts, name for name and type
// for type: a filter added to one and not the other stops the typecheck.
type SchemaFilters = Omit<z.output<typeof tournamentListQuerySchema>, "page" | "limit">;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameFilters: Same<Required<SchemaFilters>, { [Name in keyof Required<TournamentFilters>]: NonNullable<TournamentFilters[Name]> }> = true;
void sameFilters;
export type TournamentStatsQuery = z.input<typeof tournamentStatsQuerySchema>;

/** `GET /api/tournaments?search&system&platform&status&page&limit` (part 2 §7). */
export const tournamentListQuerySchema = z.object({
  ...filterFields,
  status: z.pipe(z.transform(emptyIsAbsent), z.optional(z.enum(STATUSES, { error: tournamentMessages.statusFilter }))),
  page: pageField,
  limit: limitField,
});
export type TournamentListQuery = z.input<typeof tournamentListQuerySchema>;

export const platformTournamentsPageQuerySchema = z.object({ page: pageField, limit: limitField });

// ---- Answers -------------------------------------------------------------------------------

const platformRefSchema = z.object({ _id: z.string(), name: z.string(), slug: z.string() });
/**
 * The platform as a tournament's answer names it: with its owner's id, which the screens need to
 * ask the shared policy who manages it (`tournamentsPolicy.canManage`, contract/policies.ts).
 */
const tournamentPlatformSchema = z.extend(platformRefSchema, { ownerId: z.string() });

/** Issue 25: one player's report of an open match's score. */
export const matchReportSchema = z.object({
  by: personSchema,
  homeScore: z.int().check(z.gte(0), z.lte(MAX_SCORE)),
  awayScore: z.int().check(z.gte(0), z.lte(MAX_SCORE)),
  /** Issue 28: the shoot-out and the clubs the player reported, or null. */
  homePenalties: z.nullable(z.int()),
  awayPenalties: z.nullable(z.int()),
  homeClub: z.nullable(z.string()),
  awayClub: z.nullable(z.string()),
  at: z.string(),
});
export type MatchReport = z.infer<typeof matchReportSchema>;

/** A match of any stage (part 2 §3): participants as {_id, username}, a bye's missing side null. */
export const tournamentMatchSchema = z.object({
  _id: z.string(),
  stage: z.enum(STAGES),
  group: z.nullable(z.int()),
  round: z.int(),
  roundName: z.string(),
  index: z.int(),
  leg: z.int(),
  home: z.nullable(personSchema),
  away: z.nullable(personSchema),
  homeScore: z.nullable(z.int().check(z.gte(0), z.lte(MAX_SCORE))),
  awayScore: z.nullable(z.int().check(z.gte(0), z.lte(MAX_SCORE))),
  /** Issue 28: the shoot-out of a knockout match level after play, or null (shown '1–1 (4–3 pen.)'). */
  homePenalties: z.nullable(z.int()),
  awayPenalties: z.nullable(z.int()),
  /** Issue 28: the club (or national team) each player used, or null. */
  homeClub: z.nullable(z.string()),
  awayClub: z.nullable(z.string()),
  isConfirmed: z.boolean(),
  isCompleted: z.boolean(),
  isBye: z.boolean(),
  isNotNeeded: z.boolean(),
  /** Issue 25: what each player said the score was, while the match is open. */
  reports: z.array(matchReportSchema),
  /** Issue 25: the two players reported different scores; the organiser decides. */
  isDisputed: z.boolean(),
  /** Issue 25: awarded 3–0 by the organiser because the other side did not play. */
  isWalkover: z.boolean(),
  /** Issue 25: by when it is to be played (its round's deadline), or null. */
  deadline: z.nullable(z.string()),
  /** Issue 25: open and past its deadline, at the moment of the answer. */
  isOverdue: z.boolean(),
});
export type TournamentMatch = z.infer<typeof tournamentMatchSchema>;

export const fixtureRoundSchema = z.object({
  round: z.int(),
  name: z.string(),
  matches: z.array(tournamentMatchSchema),
});
export type FixtureRound = z.infer<typeof fixtureRoundSchema>;

export const standingRowSchema = z.object({
  team: personSchema,
  played: z.int(),
  won: z.int(),
  drawn: z.int(),
  lost: z.int(),
  goalsFor: z.int(),
  goalsAgainst: z.int(),
  goalDifference: z.int(),
  points: z.int(),
  /**
   * Issue 28: the rule that put this row below the row above ('name' when only the name did; null
   * on the first row); absent in tables of tournaments made before issue 28.
   */
  separatedBy: z.optional(z.nullable(z.enum(TIEBREAK_RULES))),
});
export type StandingRow = z.infer<typeof standingRowSchema>;

/** Issue 29: a Swiss table's row: the league's figures and the Swiss tie-breaks, Buchholz first. */
export const swissStandingRowSchema = z.extend(standingRowSchema, { buchholz: z.int(), sonnebornBerger: z.number() });
export type SwissStandingRow = z.infer<typeof swissStandingRowSchema>;

/** Issue 28: a two-legged knockout tie. `aggregate` counts both legs from leg 1's home side. */
export const tieSchema = z.object({
  stage: z.enum(STAGES),
  round: z.int(),
  index: z.int(),
  legs: z.tuple([z.string(), z.string()]),
  aggregate: z.nullable(z.object({ home: z.int(), away: z.int() })),
  winner: z.nullable(personSchema),
});
export type Tie = z.infer<typeof tieSchema>;

export const tournamentParticipantSchema = z.object({
  _id: z.string(),
  username: z.string(),
  /** 1 for the first seed, ...; null when not seeded. */
  seed: z.nullable(z.int()),
  /** Group index (0 is 'A'), group system only. */
  group: z.nullable(z.int()),
  /** The player's picture for the participant list (issue 12); absent in older answers. */
  profileImage: z.optional(z.nullable(imageSchema)),
});
export type TournamentParticipant = z.infer<typeof tournamentParticipantSchema>;

/**
 * The tournament as the screens read it, expanded from the compact answer of
 * `GET /api/tournaments/:identifier` and every action (tournament-answer.ts): the whole tournament in the spec's
 * field names (part 2 §3), everything the detail screen needs in one answer. Fields of other
 * systems are empty ([] or null). Champion, winner, second and third only once completed.
 * `actions` lists what may be done next (the engine's answer, for buttons; the server still
 * checks every action).
 */
export const tournamentSchema = z.object({
  _id: z.string(),
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  platform: tournamentPlatformSchema,
  system: z.enum(SYSTEMS),
  status: z.enum(STATUSES),
  matchType: z.nullable(z.enum(MATCH_TYPES)),
  bestOf: z.nullable(z.int()),
  groupCount: z.nullable(z.int()),
  teamsAdvancing: z.nullable(z.int()),
  participants: z.array(tournamentParticipantSchema),
  seededParticipants: z.array(personSchema),
  participantCount: z.int(),
  createdBy: personSchema,
  /** Issue 25: who enters scores: the two players of a match, or the organiser alone (the spec's). */
  resultEntry: z.enum(RESULT_ENTRIES),
  /** Issue 25: days each round has to be played, or null for no deadlines. */
  roundDays: z.nullable(z.int()),
  /** Issue 28: how the league or group table orders teams level on points; null elsewhere and before issue 28. */
  tiebreakers: z.nullable(z.enum(TIEBREAKERS)),
  /** Issue 28: matches per knockout tie and in the final (elimination and group; null elsewhere). */
  knockoutLegs: z.nullable(z.int()),
  finalLegs: z.nullable(z.int()),
  /** Issue 28: every two-legged tie, in round order: its legs' ids, the aggregate once both are played, who went through. */
  ties: z.array(tieSchema),
  /** Issue 29, double elimination: a bracket reset after a first grand final the losers' side won (null elsewhere). */
  grandFinalReset: z.nullable(z.boolean()),
  /** Issue 29, Swiss: its number of rounds and how many go on to the knockout (null elsewhere). */
  swissRounds: z.nullable(z.int()),
  knockoutSize: z.nullable(z.int()),
  champion: z.nullable(personSchema),
  winner: z.nullable(personSchema),
  secondPlace: z.nullable(personSchema),
  thirdPlace: z.nullable(personSchema),
  groups: z.array(z.object({ group: z.int(), label: z.string(), participants: z.array(personSchema) })),
  leagueFixtures: z.array(fixtureRoundSchema),
  leagueStandings: z.array(standingRowSchema),
  groupFixtures: z.array(z.object({ group: z.int(), label: z.string(), fixtures: z.array(fixtureRoundSchema) })),
  groupStandings: z.array(z.object({ group: z.int(), label: z.string(), standings: z.array(standingRowSchema) })),
  knockoutFixtures: z.array(fixtureRoundSchema),
  finalFixture: z.nullable(tournamentMatchSchema),
  thirdPlaceFixture: z.nullable(tournamentMatchSchema),
  /** Issue 28: the second leg of a two-legged final (`finalFixture` is then its first), else null. */
  finalSecondLeg: z.nullable(tournamentMatchSchema),
  eliminationFixtures: z.array(fixtureRoundSchema),
  challengeFixtures: z.array(tournamentMatchSchema),
  /** Issue 29, double elimination: the winners' and losers' brackets, the grand final (round 2 its reset). */
  winnersFixtures: z.array(fixtureRoundSchema),
  losersFixtures: z.array(fixtureRoundSchema),
  grandFinalFixtures: z.array(fixtureRoundSchema),
  /** Issue 29, Swiss: its rounds and its table (its knockout is `knockoutFixtures`, `finalFixture`, `thirdPlaceFixture`). */
  swissFixtures: z.array(fixtureRoundSchema),
  swissStandings: z.array(swissStandingRowSchema),
  challengeScore: z.nullable(z.object({ home: z.int(), away: z.int(), target: z.int() })),
  currentRound: z.int(),
  step: z.nullable(z.int()),
  activeGroupTab: z.nullable(z.int()),
  actions: z.object({
    confirm: z.array(z.string()),
    cancel: z.array(z.string()),
    advance: z.boolean(),
    finish: z.boolean(),
    pause: z.boolean(),
    resume: z.boolean(),
    reopen: z.boolean(),
  }),
  version: z.int(),
  createdAt: z.string(),
  lastUpdated: z.string(),
  pausedAt: z.nullable(z.string()),
  completedAt: z.nullable(z.string()),
});
export type Tournament = z.infer<typeof tournamentSchema>;

/** Part 2 §4: the step a resumed tournament opens on. */
export const resumedStateSchema = z.object({ step: z.nullable(z.int()), activeGroupTab: z.nullable(z.int()), currentRound: z.int() });

/**
 * A write's answer as the screens read it: the tournament expanded (tournament-answer.ts
 * `expandWriteAnswer`; on the wire it is `tournamentWriteResponseSchema` there).
 */
export interface TournamentWriteResponse {
  message?: string | undefined;
  tournament: Tournament;
  resumedState?: z.infer<typeof resumedStateSchema> | undefined;
}

/** What a card of the list shows (part 2 §2). */
export const tournamentCardSchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  system: z.enum(SYSTEMS),
  status: z.enum(STATUSES),
  platform: platformRefSchema,
  participantCount: z.int(),
  createdAt: z.string(),
  lastUpdated: z.string(),
  champion: z.nullable(personSchema),
});
export type TournamentCard = z.infer<typeof tournamentCardSchema>;

export const tournamentListResponseSchema = z.object({
  tournaments: z.array(tournamentCardSchema),
  pagination: paginationSchema,
  filters: z.object({
    search: z.nullable(z.string()),
    system: z.nullable(z.string()),
    platform: z.nullable(z.string()),
    game: z.nullable(z.string()),
    status: z.nullable(z.string()),
  }),
});
export type TournamentListResponse = z.infer<typeof tournamentListResponseSchema>;

export const tournamentStatsResponseSchema = z.object({ completed: z.int(), active: z.int(), pausedTotal: z.int(), total: z.int() });
export type TournamentStatsResponse = z.infer<typeof tournamentStatsResponseSchema>;

export const platformsWithCountsResponseSchema = z.object({
  platforms: z.array(z.object({ _id: z.string(), name: z.string(), slug: z.string(), tournamentCount: z.int() })),
});
export type PlatformsWithCountsResponse = z.infer<typeof platformsWithCountsResponseSchema>;

export const pausedTournamentsResponseSchema = z.object({ pausedTournaments: z.array(tournamentCardSchema) });
export type PausedTournamentsResponse = z.infer<typeof pausedTournamentsResponseSchema>;

export const tournamentParticipantsResponseSchema = z.object({ participants: z.array(tournamentParticipantSchema) });
export type TournamentParticipantsResponse = z.infer<typeof tournamentParticipantsResponseSchema>;
