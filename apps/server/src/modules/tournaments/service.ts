import type { TournamentAnswer as Tournament, TournamentWriteAnswer as TournamentWriteResponse } from "@turnuva/contract/tournament-answer";
import { randomInt } from "node:crypto";
import {
  tournamentMessages,
  tournamentRules,
  type PausedTournamentsResponse,
  type PlatformsWithCountsResponse,
  type TournamentListResponse,
  type TournamentStatsResponse,
  type platformTournamentsPageQuerySchema,
  type tournamentListQuerySchema,
  type tournamentStatsQuerySchema,
  type TournamentParticipantsResponse,
  type confirmMatchRequestSchema,
  type acceptReportRequestSchema,
  type createTournamentRequestSchema,
  type handleExitRequestSchema,
  type roundDeadlineRequestSchema,
  type walkoverRequestSchema,
  type updateTournamentRequestSchema,
} from "@turnuva/contract/tournaments";
import { platformMessages, type PlatformTournamentsResponse } from "@turnuva/contract";
import { clubOf } from "@turnuva/contract/match-rules";
import { createTournament, DomainError, type CreateSettings, type System, type TournamentState } from "@turnuva/domain";
import type { z } from "zod/mini";
import type { Database } from "../../db/database.ts";
import { withTransaction } from "../../db/transaction.ts";
import { findPlatformIdBySlug } from "../platforms/repository.ts";
import { AppError } from "../../http/app-error.ts";
import { authorize } from "../../http/authorize.ts";
import { cardJson, platformCardJson } from "./card-json.ts";
import { countByStatus, listCards, platformCards, platformsWithCounts } from "./list-queries.ts";
import { tournamentsPolicy } from "@turnuva/contract/policies";
import {
  deleteReportsOf,
  deleteTournament,
  findPlatformRef,
  findTournamentRow,
  insertMatches,
  insertParticipants,
  insertTournament,
  isMember,
  listParticipants,
  loadRecord,
  markWalkover,
  membersAmong,
  setDeadline,
} from "./repository.ts";
import { matchColumns, participantValues, type TournamentRecord } from "./state.ts";
import { participantsJson } from "./tournament-json.ts";
import { publishInTransaction } from "../../db/live-notify.ts";
import {
  type ActContext,
  type AnswerForm,
  type Decision,
  type MatchActionAnswer,
  type SignedInActor,
  lockTournament,
  matchRowOf,
  randomFor,
  tournamentActions,
  tournamentNotFound,
  tournamentOf,
  unwrap,
} from "./act.ts";
import { deadlineFor } from "./deadlines.ts";
import { tournamentEvent } from "./live-event.ts";
import type { NotifyContext } from "../notifications/notify.ts";
import { tellAdded } from "./notifications.ts";
import { unrateTournament } from "../ratings/update.ts";

export type CreateTournamentInput = z.output<typeof createTournamentRequestSchema>;
export type ConfirmMatchInput = z.output<typeof confirmMatchRequestSchema>;
export type AcceptReportInput = z.output<typeof acceptReportRequestSchema>;
export type UpdateTournamentInput = z.output<typeof updateTournamentRequestSchema>;
export type HandleExitInput = z.output<typeof handleExitRequestSchema>;
export type WalkoverInput = z.output<typeof walkoverRequestSchema>;
export type RoundDeadlineInput = z.output<typeof roundDeadlineRequestSchema>;
export type TournamentListInput = z.output<typeof tournamentListQuerySchema>;
export type TournamentStatsInput = z.output<typeof tournamentStatsQuerySchema>;
export type PageInput = z.output<typeof platformTournamentsPageQuerySchema>;

// Ours: the 'Aktif/Yarım' list of a platform shows at most this many, newest activity first.
const PAUSED_LIST_LIMIT = 100;
// Ours: the platform page shows at most this many tournaments of each kind; the list page has the rest.
const PLATFORM_PAGE_TOURNAMENTS = 50;
const byName = new Intl.Collator("tr").compare;
// Issue 25: a walkover is recorded as 3–0 for the winner (the football habit).
const WALKOVER_GOALS = 3;

const notFound = tournamentNotFound;

function settingsFor(system: string, input: CreateTournamentInput, participants: Array<{ id: string; username: string }>): CreateSettings {
  const seeds = input.seededParticipants ?? undefined;
  // Issue 28: only a table has teams level on points to order.
  if (input.tiebreakers != null && system !== "league" && system !== "group") {
    const message = tournamentRules.messages.tiebreakersNotAllowed;
    throw new AppError("VALIDATION_ERROR", message, { fields: { tiebreakers: message } });
  }
  // Issue 28: only a knockout has ties to play over two legs (issue 29: a Swiss tournament's too).
  if ((input.knockoutLegs != null || input.finalLegs != null) && system !== "elimination" && system !== "group" && system !== "swiss") {
    const message = tournamentRules.messages.legsNotAllowed;
    throw new AppError("VALIDATION_ERROR", message, { fields: { [input.knockoutLegs != null ? "knockoutLegs" : "finalLegs"]: message } });
  }
  // Issue 29: each system's own options only on that system.
  if (input.grandFinalReset != null && system !== "doubleElimination") {
    const message = tournamentRules.messages.grandFinalResetNotAllowed;
    throw new AppError("VALIDATION_ERROR", message, { fields: { grandFinalReset: message } });
  }
  if ((input.swissRounds != null || input.knockoutSize != null) && system !== "swiss") {
    const message = tournamentRules.messages.swissNotAllowed;
    throw new AppError("VALIDATION_ERROR", message, { fields: { [input.swissRounds != null ? "swissRounds" : "knockoutSize"]: message } });
  }
  const legs = { knockoutLegs: input.knockoutLegs, finalLegs: input.finalLegs };
  switch (system) {
    case "league":
      // Issue 28: a new league orders ties as the spec's league table does, and says which rule did it.
      return {
        system,
        participants,
        matchType: input.matchType,
        participantCount: input.participantCount,
        tiebreakers: input.tiebreakers ?? "overall",
      };
    case "group":
      return {
        system,
        participants,
        seeds,
        matchType: input.matchType,
        groupCount: input.groupCount,
        teamsAdvancing: input.teamsAdvancing,
        participantCount: input.participantCount,
        groups: input.groups,
        // Issue 28: the spec orders a group's ties by head-to-head (docs/decisions.md).
        tiebreakers: input.tiebreakers ?? "headToHead",
        ...legs,
      };
    case "elimination":
      return { system, participants, seeds, participantCount: input.participantCount, ...legs };
    case "challenge":
      return { system, participants, bestOf: input.bestOf };
    case "doubleElimination":
      return { system, participants, seeds, participantCount: input.participantCount, grandFinalReset: input.grandFinalReset };
    case "swiss":
      return {
        system,
        participants,
        seeds,
        participantCount: input.participantCount,
        swissRounds: input.swissRounds,
        knockoutSize: input.knockoutSize,
        ...legs,
      };
    default:
      throw new DomainError("SYSTEM_UNKNOWN");
  }
}

/**
 * Use cases of the tournaments area (part 2 §3–§7); routes.ts only calls these. `notifyContext`:
 * where the links of the mails their notifications make point (issue 26).
 */
export function tournamentsService(db: Database, notifyContext: NotifyContext) {
  const { act, actOnMatch } = tournamentActions(db, notifyContext);

  /**
   * An organiser's action (the creator while a member, or the platform's owner: the shared
   * policy), refused before anything about the tournament's state is said.
   */
  function manage(actor: SignedInActor, id: string, decide: (context: ActContext) => Decision | Promise<Decision>): Promise<Tournament> {
    return act(actor, id, async (context) => {
      await mayManage(actor, context);
      return decide(context);
    });
  }

  /** The organisers (the creator while a member, or the platform's owner: the shared policy). */
  async function mayManage(actor: SignedInActor, context: ActContext): Promise<void> {
    const subject = { createdById: context.row.createdById, platformOwnerId: context.platform.ownerId };
    // Membership is asked only of a creator who is not the owner: the one case it decides.
    const member = actor.id === context.row.createdById && actor.id !== context.platform.ownerId ? await context.actorIsMember() : true;
    authorize(actor, tournamentsPolicy.canManage(actor, subject, member), tournamentMessages.manageForbidden);
  }

  /** `manage` for an action on one match (act.ts `actOnMatch`: it reads only that match and the bracket). */
  function manageMatch<F extends AnswerForm>(
    actor: SignedInActor,
    id: string,
    matchId: string,
    form: F,
    decide: (context: ActContext) => Decision | Promise<Decision>,
  ): Promise<MatchActionAnswer<F>> {
    return actOnMatch(actor, id, matchId, form, async (context) => {
      await mayManage(actor, context);
      return decide(context);
    });
  }

  /** A match of this tournament by the id the API shows, as the engine knows it (its key). */
  const matchKey = (record: TournamentRecord, matchId: string) => matchRowOf(record, matchId).key;

  /** Ours: apart from its name, a completed tournament changes only by being reopened. */
  function notCompleted(state: TournamentState): void {
    if (state.status === "completed") throw new DomainError("TOURNAMENT_COMPLETED");
  }

  async function page(filters: TournamentListInput): Promise<TournamentListResponse> {
    const { rows, totalCount } = await listCards(db, filters);
    const totalPages = Math.ceil(totalCount / filters.limit);
    return {
      tournaments: rows.map(cardJson),
      pagination: { currentPage: filters.page, totalPages, totalCount, hasMore: filters.page < totalPages, limit: filters.limit },
      filters: {
        search: filters.search ?? null,
        system: filters.system ?? null,
        platform: filters.platform ?? null,
        game: filters.game ?? null,
        status: filters.status ?? null,
      },
    };
  }

  return {
    /** `GET /api/tournaments`: newest activity first, filtered, a page at a time. */
    list: page,

    /** The tabs' counts under the same filters: paused counts paused and pending (one badge). */
    async stats(filters: TournamentStatsInput): Promise<TournamentStatsResponse> {
      const counts = await countByStatus(db, filters);
      const of = (status: "pending" | "active" | "paused" | "completed") => counts.get(status) ?? 0;
      const pausedTotal = of("paused") + of("pending");
      return { completed: of("completed"), active: of("active"), pausedTotal, total: of("completed") + of("active") + pausedTotal };
    },

    async platformsWithCounts(): Promise<PlatformsWithCountsResponse> {
      const rows = await platformsWithCounts(db);
      rows.sort((a, b) => byName(a.name, b.name));
      return { platforms: rows.map((r) => ({ _id: r.id, name: r.name, slug: r.slug, tournamentCount: r.tournamentCount })) };
    },

    async byPlatform(platformId: string, query: PageInput): Promise<TournamentListResponse> {
      if (!(await findPlatformRef(db, platformId))) throw new AppError("PLATFORM_NOT_FOUND", tournamentMessages.platformNotFound);
      return page({ ...query, platform: platformId });
    },

    /**
     * The platform page's tournament cards (part 1 §2): 'active' holds what is still running or
     * paused, 'completed' the finished ones, newest activity first, each at most a page's worth.
     */
    async ofPlatform(slug: string): Promise<PlatformTournamentsResponse> {
      const id = await findPlatformIdBySlug(db, slug);
      if (!id) throw new AppError("PLATFORM_NOT_FOUND", platformMessages.notFound);
      const [active, completed] = await Promise.all([
        platformCards(db, id, ["active", "paused", "pending"], PLATFORM_PAGE_TOURNAMENTS),
        platformCards(db, id, ["completed"], PLATFORM_PAGE_TOURNAMENTS),
      ]);
      return { active: active.map(platformCardJson), completed: completed.map(platformCardJson) };
    },

    /** 'Aktif/Yarım' (part 2 §2): a platform's tournaments that are not completed, to resume. */
    async pausedOf(platformId: string): Promise<PausedTournamentsResponse> {
      if (!(await findPlatformRef(db, platformId))) throw new AppError("PLATFORM_NOT_FOUND", tournamentMessages.platformNotFound);
      const rows = await platformCards(db, platformId, ["paused", "pending", "active"], PAUSED_LIST_LIMIT);
      return { pausedTournaments: rows.map(cardJson) };
    },

    async create(actor: SignedInActor, input: CreateTournamentInput, pathSystem?: System): Promise<TournamentWriteResponse> {
      const system = pathSystem ?? input.system;
      if (pathSystem && input.system !== undefined && input.system !== pathSystem) {
        throw new AppError("VALIDATION_ERROR", tournamentRules.messages.systemMismatch);
      }
      if (system === undefined) throw new DomainError("SYSTEM_UNKNOWN");
      const platformId = input.platformId ?? input.platform;
      if (!platformId) throw new AppError("VALIDATION_ERROR", tournamentRules.messages.platformRequired);
      return withTransaction(db, async (tx) => {
        const platform = await findPlatformRef(tx, platformId);
        if (!platform) throw new AppError("PLATFORM_NOT_FOUND", tournamentMessages.platformNotFound);
        authorize(actor, tournamentsPolicy.canCreate(actor, await isMember(tx, platform.id, actor.id)), tournamentMessages.createForbidden);
        const members = await membersAmong(tx, platform.id, input.participants);
        if (input.participants.some((id) => !members.has(id))) throw new AppError("PARTICIPANT_NOT_MEMBER", tournamentMessages.participantNotMember);
        const participants = input.participants.map((id) => ({ id, username: members.get(id) as string }));
        const seed = randomInt(0, 2 ** 31 - 1);
        const state = unwrap(createTournament(settingsFor(system, input, participants), randomFor(seed, 0)));
        const row = await insertTournament(
          tx,
          {
            name: input.name,
            platformId: platform.id,
            system: state.system,
            status: state.status,
            matchType: state.system === "league" || state.system === "group" ? state.matchType : state.system === "challenge" ? null : "single",
            bestOf: state.system === "challenge" ? state.bestOf : null,
            groupCount: state.system === "group" ? state.groupCount : null,
            teamsAdvancing: state.system === "group" ? state.teamsAdvancing : null,
            tiebreakers: state.system === "league" || state.system === "group" ? (state.tiebreakers ?? null) : null,
            knockoutLegs: "knockoutLegs" in state ? (state.knockoutLegs ?? 1) : 1,
            finalLegs: "finalLegs" in state ? (state.finalLegs ?? 1) : 1,
            grandFinalReset: state.system === "doubleElimination" ? state.grandFinalReset : null,
            swissRounds: state.system === "swiss" ? state.swissRounds : null,
            knockoutSize: state.system === "swiss" ? state.knockoutSize : null,
            createdById: actor.id,
            randomSeed: seed,
            // Issue 25: new tournaments let their players report, unless told otherwise.
            resultEntry: input.resultEntry ?? "players",
            roundDays: input.roundDays ?? null,
          },
          input.name,
        );
        await insertParticipants(tx, participantValues(state, row.id));
        const columns = matchColumns(state);
        await insertMatches(
          tx,
          row.id,
          state.matches.map((match) => ({ ...columns(match), deadline: deadlineFor(match, row, row.createdAt) })),
          null,
        );
        const record = await loadRecord(tx, row);
        await publishInTransaction(tx, { kind: "tournament", event: tournamentEvent(record, "created") });
        await tellAdded(tx, notifyContext, record, actor.id);
        return { message: tournamentMessages.created, tournament: await tournamentOf(tx, record, platform) };
      });
    },

    async read(identifier: string): Promise<Tournament> {
      const row = await findTournamentRow(db, identifier);
      if (!row) throw notFound();
      return tournamentOf(db, await loadRecord(db, row));
    },

    async participants(identifier: string): Promise<TournamentParticipantsResponse> {
      const row = await findTournamentRow(db, identifier);
      if (!row) throw notFound();
      return { participants: participantsJson(await listParticipants(db, row.id)) };
    },

    async confirm<F extends AnswerForm = "tournament">(
      actor: SignedInActor,
      id: string,
      matchId: string,
      input: ConfirmMatchInput,
      form: F = "tournament" as F,
    ): Promise<MatchActionAnswer<F>> {
      return manageMatch(actor, id, matchId, form, ({ record }) => {
        const key = matchKey(record, matchId);
        return {
          action: {
            type: "confirm",
            matchId: key,
            homeScore: input.homeScore,
            awayScore: input.awayScore,
            homePenalties: input.homePenalties,
            awayPenalties: input.awayPenalties,
          },
          // Issue 28: the organiser's clubs, as sent (the players' reports go with the confirmation).
          clubs: { matchKey: key, homeClub: clubOf(input.homeClub), awayClub: clubOf(input.awayClub) },
        };
      });
    },

    async cancel<F extends AnswerForm = "tournament">(
      actor: SignedInActor,
      id: string,
      matchId: string,
      form: F = "tournament" as F,
    ): Promise<MatchActionAnswer<F>> {
      return manageMatch(actor, id, matchId, form, ({ record }) => ({ action: { type: "cancel", matchId: matchKey(record, matchId) } }));
    },

    async advance(actor: SignedInActor, id: string): Promise<TournamentWriteResponse> {
      return { tournament: await manage(actor, id, () => ({ action: { type: "advance" } })) };
    },

    async finish(actor: SignedInActor, id: string): Promise<TournamentWriteResponse> {
      return { tournament: await manage(actor, id, () => ({ action: { type: "finish" } })) };
    },

    /**
     * `PUT /:id`: pause with `status: "paused"`, rename with `name`, or both. A completed
     * tournament may still be renamed (issue 25: its slug stays, so shared links still work).
     */
    async update(actor: SignedInActor, id: string, input: UpdateTournamentInput): Promise<TournamentWriteResponse> {
      const tournament = await manage(actor, id, ({ state }) => {
        if (input.status === "paused") notCompleted(state);
        return { action: input.status === "paused" ? { type: "pause" } : null, changes: input.name === undefined ? {} : { name: input.name } };
      });
      return { message: input.status === "paused" ? tournamentMessages.paused : undefined, tournament };
    },

    /**
     * Part 2 §4: resuming a paused tournament makes it active; one that is active already (an
     * 'Aktif/Yarım' entry, or a page left unexpectedly) simply opens where it stands. Either way
     * the answer carries `resumedState`, the step and group tab to open.
     */
    async resume(actor: SignedInActor, id: string): Promise<TournamentWriteResponse> {
      const tournament = await manage(actor, id, ({ state }) => {
        notCompleted(state);
        return { action: state.status === "active" ? null : { type: "resume" } };
      });
      const resumedState = { step: tournament.step, activeGroupTab: tournament.activeGroupTab, currentRound: tournament.currentRound };
      return { message: tournamentMessages.resumed, tournament, resumedState };
    },

    /** Part 2 §4, unexpected exit: the server holds the state already; the moment and the open group tab are kept. */
    async handleExit(actor: SignedInActor, id: string, input: HandleExitInput): Promise<TournamentWriteResponse> {
      const tournament = await manage(actor, id, ({ state }) => {
        notCompleted(state);
        return { action: null, changes: { exitedAt: new Date(), ...(input.activeGroupTab == null ? {} : { activeGroupTab: input.activeGroupTab }) } };
      });
      return { message: tournamentMessages.exitRecorded, tournament };
    },

    /**
     * Issue 25: the organiser awards an open match to one of its players, recorded as a 3–0 win
     * (`isWalkover`); it counts in the standings and advances a knockout like any result.
     */
    async walkover<F extends AnswerForm = "tournament">(
      actor: SignedInActor,
      id: string,
      matchId: string,
      input: WalkoverInput,
      form: F = "tournament" as F,
    ): Promise<MatchActionAnswer<F>> {
      return manageMatch(actor, id, matchId, form, ({ record }) => {
        const match = matchRowOf(record, matchId);
        if (input.winner !== match.homeId && input.winner !== match.awayId) {
          throw new AppError("VALIDATION_ERROR", tournamentMessages.walkoverWinnerNotPlayer, {
            fields: { winner: tournamentMessages.walkoverWinnerNotPlayer },
          });
        }
        const home = input.winner === match.homeId;
        return {
          // The engine knows it is a walkover: on a leg it gives the tie to the side that turned up.
          action: {
            type: "confirm",
            matchId: match.key,
            homeScore: home ? WALKOVER_GOALS : 0,
            awayScore: home ? 0 : WALKOVER_GOALS,
            walkover: true,
          },
          writes: async (tx, stored) => {
            const marked = await markWalkover(tx, match.id);
            return { ...stored, matches: stored.matches.map((m) => (m.id === marked.id ? marked : m)) };
          },
        };
      });
    },

    /** Issue 25: the organiser asks both players of a disputed match to report again. */
    async clearReports<F extends AnswerForm = "tournament">(
      actor: SignedInActor,
      id: string,
      matchId: string,
      form: F = "tournament" as F,
    ): Promise<MatchActionAnswer<F>> {
      return manageMatch(actor, id, matchId, form, ({ record, state }) => {
        notCompleted(state);
        const match = matchRowOf(record, matchId);
        if (!record.reports.some((r) => r.matchId === match.id)) throw new AppError("NOTHING_TO_CLEAR", tournamentMessages.nothingToClear);
        return {
          action: null,
          change: "reported",
          writes: async (tx, stored) => {
            await deleteReportsOf(tx, [match.id]);
            return { ...stored, reports: stored.reports.filter((r) => r.matchId !== match.id) };
          },
        };
      });
    },

    /** Issue 25: one round's deadline (every match of it), or none. */
    async setRoundDeadline(actor: SignedInActor, id: string, input: RoundDeadlineInput): Promise<TournamentWriteResponse> {
      const tournament = await manage(actor, id, ({ record, state }) => {
        notCompleted(state);
        const round = record.matches.filter((m) => m.stage === input.stage && m.groupIndex === (input.group ?? null) && m.round === input.round);
        if (round.length === 0) throw new AppError("NOT_FOUND", tournamentMessages.roundNotFound);
        const deadline = input.deadline === null ? null : new Date(input.deadline);
        return {
          action: null,
          change: "rescheduled",
          writes: async (tx, stored) => {
            const changed = new Map(
              (
                await setDeadline(
                  tx,
                  round.map((m) => m.id),
                  deadline,
                )
              ).map((m) => [m.id, m]),
            );
            return { ...stored, matches: stored.matches.map((m) => changed.get(m.id) ?? m) };
          },
        };
      });
      return { tournament };
    },

    /** Issue 25: a completed tournament goes back to active, its results kept, its placings cleared. */
    async reopen(actor: SignedInActor, id: string): Promise<TournamentWriteResponse> {
      const tournament = await manage(actor, id, () => ({ action: { type: "reopen" } }));
      return { message: tournamentMessages.reopened, tournament };
    },

    /**
     * Issue 25: the tournament and everything of it go (its participants, matches and reports
     * cascade), from every list, count, profile, comparison and the sitemap at once: they are all
     * read from these rows. The streams and the read caches hear it as its last event.
     */
    async remove(actor: SignedInActor, id: string): Promise<{ message: string }> {
      return withTransaction(db, async (tx) => {
        const { row, platform } = await lockTournament(tx, id);
        const subject = { createdById: row.createdById, platformOwnerId: platform.ownerId };
        const member = actor.id === row.createdById && actor.id !== platform.ownerId ? await isMember(tx, platform.id, actor.id) : true;
        authorize(actor, tournamentsPolicy.canManage(actor, subject, member), tournamentMessages.manageForbidden);
        const record = await loadRecord(tx, row);
        await unrateTournament(tx, platform.id, row.id);
        await deleteTournament(tx, row.id);
        // One version past the last: the streams and the open pages take only what is newer than they hold.
        const event = { ...tournamentEvent(record, "deleted"), version: record.row.version + 1 };
        await publishInTransaction(tx, { kind: "tournament", event });
        return { message: tournamentMessages.deleted };
      });
    },
  };
}

export type TournamentsService = ReturnType<typeof tournamentsService>;
