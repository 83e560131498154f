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
  type TournamentWriteResponse,
  type Tournament,
  type confirmMatchRequestSchema,
  type createTournamentRequestSchema,
  type handleExitRequestSchema,
  type updateTournamentRequestSchema,
} from "@turnuva/contract/tournaments";
import { platformMessages, type PlatformTournamentsResponse } from "@turnuva/contract";
import {
  applyAction,
  createTournament,
  DomainError,
  mulberry32,
  type Action,
  type CreateSettings,
  type Random,
  type Result,
  type System,
  type TournamentState,
} from "@turnuva/domain";
import type { z } from "zod/mini";
import type { Actor } from "../../actor.ts";
import type { Database, Executor, Transaction } from "../../db/database.ts";
import { withTransaction } from "../../db/transaction.ts";
import { findPlatformIdBySlug } from "../platforms/repository.ts";
import { AppError } from "../../http/app-error.ts";
import { authorize } from "../../http/authorize.ts";
import { cardJson, platformCardJson } from "./card-json.ts";
import { countByStatus, listCards, platformCards, platformsWithCounts } from "./list-queries.ts";
import { tournamentsPolicy } from "@turnuva/contract/policies";
import {
  deleteMatches,
  findPlatformRef,
  findTournamentRow,
  insertMatches,
  insertParticipants,
  insertTournament,
  isMember,
  listParticipants,
  loadRecord,
  membersAmong,
  updateMatchResult,
  updateTournament,
  usernames,
  type PlatformRef,
  type TournamentChanges,
} from "./repository.ts";
import { matchColumns, participantValues, toState, type TournamentRecord, type TournamentRow } from "./state.ts";
import { imageJson } from "../../http/image-json.ts";
import { publishInTransaction } from "../../db/live-notify.ts";
import { changeOf, tournamentEvent } from "./live-event.ts";
import { tournamentJson } from "./tournament-json.ts";

export type CreateTournamentInput = z.output<typeof createTournamentRequestSchema>;
export type ConfirmMatchInput = z.output<typeof confirmMatchRequestSchema>;
export type UpdateTournamentInput = z.output<typeof updateTournamentRequestSchema>;
export type HandleExitInput = z.output<typeof handleExitRequestSchema>;
export type TournamentListInput = z.output<typeof tournamentListQuerySchema>;
export type TournamentStatsInput = z.output<typeof tournamentStatsQuerySchema>;
export type PageInput = z.output<typeof platformTournamentsPageQuerySchema>;

// Ours: the 'Aktif/Yarım' list of a platform shows at most this many, newest activity first.
const PAUSED_LIST_LIMIT = 100;
// Ours: the platform page shows at most this many tournaments of each kind; the list page has the rest.
const PLATFORM_PAGE_TOURNAMENTS = 50;
const byName = new Intl.Collator("tr").compare;

type SignedInActor = NonNullable<Actor>;

const notFound = () => new AppError("TOURNAMENT_NOT_FOUND", tournamentMessages.notFound);

/**
 * The random source of one step of a tournament: its stored seed mixed with the version the step
 * starts from, so the same actions in the same order replay to the same draws (DESIGN §2).
 */
export function randomFor(seed: number, version: number): Random {
  return mulberry32((seed ^ Math.imul(version, 0x9e3779b1)) >>> 0);
}

function unwrap<T>(result: Result<T>): T {
  if (!result.ok) throw result.error;
  return result.value;
}

/** The answer of every read and write: the whole tournament from its stored record. */
async function tournamentOf(
  db: Executor,
  record: TournamentRecord,
  platform?: PlatformRef,
  state: TournamentState = toState(record),
): Promise<Tournament> {
  const { row } = record;
  const [ref, names] = await Promise.all([platform ?? findPlatformRef(db, row.platformId), usernames(db, [row.createdById])]);
  if (!ref) throw notFound();
  return tournamentJson({
    row,
    state,
    participants: record.participants,
    matches: record.matches,
    platform: ref,
    creatorUsername: names.get(row.createdById) ?? "Bilinmeyen",
  });
}

/** The tournament as it is now, read in `db`. */
async function currentTournament(db: Executor, row: TournamentRow, platform?: PlatformRef): Promise<Tournament> {
  return tournamentOf(db, await loadRecord(db, row), platform);
}

/** The tournament's row, locked until the transaction ends, with the platform it belongs to. */
async function lockTournament(tx: Transaction, id: string): Promise<{ row: TournamentRow; platform: PlatformRef }> {
  const row = await findTournamentRow(tx, id, true);
  if (!row) throw notFound();
  const platform = await findPlatformRef(tx, row.platformId);
  if (!platform) throw notFound();
  return { row, platform };
}

/**
 * Writes what an action changed: new matches inserted, changed results updated (with who and
 * when), matches the state no longer has deleted, then the tournament row with its version one up.
 * Gives back the record as now stored, from what the writes returned: the answer is built from it
 * without reading the tournament again (half the work of a confirm, under the row lock).
 */
async function persist(
  tx: Transaction,
  record: TournamentRecord,
  next: TournamentState,
  actor: SignedInActor,
  extra: TournamentChanges = {},
): Promise<TournamentRecord> {
  const stored = new Map(record.matches.map((m) => [m.key, m]));
  const columns = matchColumns(next);
  const added = [];
  const kept = [];
  for (const match of next.matches) {
    const row = stored.get(match.id);
    stored.delete(match.id);
    if (!row) added.push(columns(match));
    else if (row.homeScore !== match.homeScore || row.awayScore !== match.awayScore || (row.confirmedAt !== null) !== match.isConfirmed) {
      kept.push(
        await updateMatchResult(
          tx,
          row.id,
          { homeScore: match.isConfirmed ? match.homeScore : null, awayScore: match.isConfirmed ? match.awayScore : null },
          actor.id,
        ),
      );
    } else kept.push(row);
  }
  const inserted = await insertMatches(tx, record.row.id, added, null);
  await deleteMatches(
    tx,
    [...stored.values()].map((m) => m.id),
  );
  const before = record.row.status;
  const row = await updateTournament(tx, record.row.id, {
    status: next.status,
    championId: next.champion,
    secondPlaceId: next.secondPlace,
    thirdPlaceId: next.thirdPlace,
    ...(next.status === "paused" && before !== "paused" ? { pausedAt: new Date() } : {}),
    ...(next.status === "active" && before !== "active" ? { pausedAt: null } : {}),
    ...(next.status === "completed" ? { completedAt: new Date() } : {}),
    ...extra,
  });
  return { row, participants: record.participants, matches: [...kept, ...inserted] };
}

function settingsFor(system: string, input: CreateTournamentInput, participants: Array<{ id: string; username: string }>): CreateSettings {
  const seeds = input.seededParticipants ?? undefined;
  switch (system) {
    case "league":
      return { system, participants, matchType: input.matchType, participantCount: input.participantCount };
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
      };
    case "elimination":
      return { system, participants, seeds, participantCount: input.participantCount };
    case "challenge":
      return { system, participants, bestOf: input.bestOf };
    default:
      throw new DomainError("SYSTEM_UNKNOWN");
  }
}

/** Use cases of the tournaments area (part 2 §3–§7); routes.ts only calls these. */
export function tournamentsService(db: Database) {
  /**
   * One action on one tournament (part 2 §4): in one transaction that holds the tournament's row
   * lock from its first statement, so two actions on one tournament take turns and the second
   * sees what the first did (20 confirms of one match: one success, 19 conflicts). A refusal
   * throws inside and leaves every row as it was.
   */
  async function act(
    actor: SignedInActor,
    id: string,
    decide: (state: TournamentState, record: TournamentRecord) => { action: Action | null; changes?: TournamentChanges },
  ): Promise<Tournament> {
    return withTransaction(db, async (tx) => {
      const { row, platform } = await lockTournament(tx, id);
      const subject = { createdById: row.createdById, platformOwnerId: platform.ownerId };
      // Membership is asked only of a creator who is not the owner: the one case it decides.
      const member = actor.id === row.createdById && actor.id !== platform.ownerId ? await isMember(tx, platform.id, actor.id) : true;
      authorize(actor, tournamentsPolicy.canManage(actor, subject, member), tournamentMessages.manageForbidden);
      const record = await loadRecord(tx, row);
      const state = toState(record);
      if (state.status === "completed") throw new DomainError("TOURNAMENT_COMPLETED");
      const { action, changes } = decide(state, record);
      const next = action ? unwrap(applyAction(state, action, randomFor(row.randomSeed, row.version))) : state;
      // Nothing to do (resuming what is running): no write, so neither the version nor the place
      // in the newest-first lists moves.
      if (action === null && Object.keys(changes ?? {}).length === 0) return tournamentOf(tx, record, platform, state);
      const stored = await persist(tx, record, next, actor, changes);
      // Announced in this transaction: heard at COMMIT, never for an action that rolls back.
      const change = changeOf(action, changes);
      if (change) await publishInTransaction(tx, { kind: "tournament", event: tournamentEvent(stored, change, record) });
      return tournamentOf(tx, stored, platform, next);
    });
  }

  /** A match of this tournament by the id the API shows; another tournament's match is not found. */
  function matchKey(record: TournamentRecord, matchId: string): string {
    const row = record.matches.find((m) => m.id === matchId);
    if (!row) throw new DomainError("MATCH_NOT_FOUND");
    return row.key;
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
            matchType: state.system === "league" || state.system === "group" ? state.matchType : state.system === "elimination" ? "single" : null,
            bestOf: state.system === "challenge" ? state.bestOf : null,
            groupCount: state.system === "group" ? state.groupCount : null,
            teamsAdvancing: state.system === "group" ? state.teamsAdvancing : null,
            createdById: actor.id,
            randomSeed: seed,
          },
          input.name,
        );
        await insertParticipants(tx, participantValues(state, row.id));
        await insertMatches(tx, row.id, state.matches.map(matchColumns(state)), null);
        const record = await loadRecord(tx, row);
        await publishInTransaction(tx, { kind: "tournament", event: tournamentEvent(record, "created") });
        return { message: tournamentMessages.created, tournament: await tournamentOf(tx, record, platform) };
      });
    },

    async read(identifier: string): Promise<Tournament> {
      const row = await findTournamentRow(db, identifier);
      if (!row) throw notFound();
      return currentTournament(db, row);
    },

    async participants(identifier: string): Promise<TournamentParticipantsResponse> {
      const row = await findTournamentRow(db, identifier);
      if (!row) throw notFound();
      const rows = await listParticipants(db, row.id);
      return {
        participants: rows.map((p) => ({
          _id: p.userId,
          username: p.username,
          seed: p.seed,
          group: p.groupIndex,
          profileImage: imageJson(p.profileImage),
        })),
      };
    },

    async confirm(actor: SignedInActor, id: string, matchId: string, input: ConfirmMatchInput): Promise<TournamentWriteResponse> {
      const tournament = await act(actor, id, (_state, record) => ({
        action: { type: "confirm", matchId: matchKey(record, matchId), homeScore: input.homeScore, awayScore: input.awayScore },
      }));
      return { tournament };
    },

    async cancel(actor: SignedInActor, id: string, matchId: string): Promise<TournamentWriteResponse> {
      const tournament = await act(actor, id, (_state, record) => ({ action: { type: "cancel", matchId: matchKey(record, matchId) } }));
      return { tournament };
    },

    async advance(actor: SignedInActor, id: string): Promise<TournamentWriteResponse> {
      return { tournament: await act(actor, id, () => ({ action: { type: "advance" } })) };
    },

    async finish(actor: SignedInActor, id: string): Promise<TournamentWriteResponse> {
      return { tournament: await act(actor, id, () => ({ action: { type: "finish" } })) };
    },

    /** `PUT /:id`: pause with `status: "paused"`, rename with `name`, or both, while not completed. */
    async update(actor: SignedInActor, id: string, input: UpdateTournamentInput): Promise<TournamentWriteResponse> {
      const tournament = await act(actor, id, () => ({
        action: input.status === "paused" ? { type: "pause" } : null,
        changes: input.name === undefined ? {} : { name: input.name },
      }));
      return { message: input.status === "paused" ? tournamentMessages.paused : undefined, tournament };
    },

    /**
     * Part 2 §4: resuming a paused tournament makes it active; one that is active already (an
     * 'Aktif/Yarım' entry, or a page left unexpectedly) simply opens where it stands. Either way
     * the answer carries `resumedState`, the step and group tab to open.
     */
    async resume(actor: SignedInActor, id: string): Promise<TournamentWriteResponse> {
      const tournament = await act(actor, id, (state) => ({ action: state.status === "active" ? null : { type: "resume" } }));
      const resumedState = { step: tournament.step, activeGroupTab: tournament.activeGroupTab, currentRound: tournament.currentRound };
      return { message: tournamentMessages.resumed, tournament, resumedState };
    },

    /** Part 2 §4, unexpected exit: the server holds the state already; the moment and the open group tab are kept. */
    async handleExit(actor: SignedInActor, id: string, input: HandleExitInput): Promise<TournamentWriteResponse> {
      const tournament = await act(actor, id, () => ({
        action: null,
        changes: { exitedAt: new Date(), ...(input.activeGroupTab == null ? {} : { activeGroupTab: input.activeGroupTab }) },
      }));
      return { message: tournamentMessages.exitRecorded, tournament };
    },
  };
}

export type TournamentsService = ReturnType<typeof tournamentsService>;
