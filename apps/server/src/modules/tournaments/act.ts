// One action on one tournament (part 2 §4), the way every write goes: in one transaction that
// holds the tournament's row lock from its first statement, so two actions on one tournament take
// turns and the second sees what the first did (20 confirms of one match: one success, 19
// conflicts). A refusal throws inside and leaves every row as it was. The organiser's actions
// (service.ts) and the players' (reports-service.ts) decide differently and write the same way.
import type { TournamentChange } from "@turnuva/contract/live";
import type { TournamentChanges as TournamentChangesJson } from "@turnuva/contract/tournament-changes";
import type { TournamentAnswer as Tournament } from "@turnuva/contract/tournament-answer";
import { tournamentMessages } from "@turnuva/contract/tournaments";
import { applyAction, DomainError, mulberry32, type Action, type Random, type Result, type TournamentState } from "@turnuva/domain";
import type { Actor } from "../../actor.ts";
import type { Database, Executor, Transaction } from "../../db/database.ts";
import { publishInTransaction } from "../../db/live-notify.ts";
import { withTransaction } from "../../db/transaction.ts";
import { AppError } from "../../http/app-error.ts";
import { deadlineFor } from "./deadlines.ts";
import { changeOf, tournamentEvent } from "./live-event.ts";
import {
  deleteMatches,
  deleteReportsOf,
  findPlatformRef,
  findTournamentRow,
  insertMatches,
  isMember,
  loadMatchScope,
  loadRecord,
  updateMatchResult,
  updateTournament,
  usernames,
  type PlatformRef,
  type TournamentChanges,
} from "./repository.ts";
import { matchColumns, toState, type MatchRow, type TournamentRecord, type TournamentRow } from "./state.ts";
import { tournamentJson } from "./tournament-json.ts";
import { changesJson } from "./changes-json.ts";
import type { NotifyContext } from "../notifications/notify.ts";
import { tellChanges } from "./notifications.ts";
import { rateAction } from "../ratings/update.ts";

export type SignedInActor = NonNullable<Actor>;

export const tournamentNotFound = () => new AppError("TOURNAMENT_NOT_FOUND", tournamentMessages.notFound);

/**
 * The random source of one step of a tournament: its stored seed mixed with the version the step
 * starts from, so the same actions in the same order replay to the same draws (DESIGN §2).
 */
export function randomFor(seed: number, version: number): Random {
  return mulberry32((seed ^ Math.imul(version, 0x9e3779b1)) >>> 0);
}

export function unwrap<T>(result: Result<T>): T {
  if (!result.ok) throw result.error;
  return result.value;
}

/** The answer of every read and write: the whole tournament from its stored record, as of now. */
export async function tournamentOf(
  db: Executor,
  record: TournamentRecord,
  platform?: PlatformRef,
  state: TournamentState = toState(record),
): Promise<Tournament> {
  const { row } = record;
  const [ref, names] = await Promise.all([platform ?? findPlatformRef(db, row.platformId), usernames(db, [row.createdById])]);
  if (!ref) throw tournamentNotFound();
  return tournamentJson({
    row,
    state,
    participants: record.participants,
    matches: record.matches,
    reports: record.reports,
    platform: ref,
    creatorUsername: names.get(row.createdById) ?? "Bilinmeyen",
    now: new Date(),
  });
}

/** The tournament's row, locked until the transaction ends, with the platform it belongs to. */
export async function lockTournament(tx: Transaction, id: string): Promise<{ row: TournamentRow; platform: PlatformRef }> {
  const row = await findTournamentRow(tx, id, true);
  if (!row) throw tournamentNotFound();
  const platform = await findPlatformRef(tx, row.platformId);
  if (!platform) throw tournamentNotFound();
  return { row, platform };
}

/**
 * A match of this tournament by the id the answer shows (its key, issue 27: 'league-r3-m5') or its
 * row's id (older links and the notifications); another tournament's match is not found.
 */
export function matchRowOf(record: TournamentRecord, matchId: string): MatchRow {
  const row = record.matches.find((m) => m.key === matchId || m.id === matchId);
  if (!row) throw new DomainError("MATCH_NOT_FOUND");
  return row;
}

/**
 * Writes what an action changed: new matches inserted (with their deadlines), changed results
 * updated (with who and when, and their reports gone), matches the state no longer has deleted,
 * then the tournament row with its version one up. Gives back the record as now stored, from what
 * the writes returned: the answer is built from it without reading the tournament again (half the
 * work of a confirm, under the row lock).
 */
async function persist(
  tx: Transaction,
  record: TournamentRecord,
  next: TournamentState,
  actor: SignedInActor,
  extra: TournamentChanges = {},
  clubs: MatchClubs | null = null,
): Promise<TournamentRecord> {
  const stored = new Map(record.matches.map((m) => [m.key, m]));
  const columns = matchColumns(next);
  const now = new Date();
  const added = [];
  const kept = [];
  const decided: string[] = [];
  const decidedKeys: string[] = [];
  for (const match of next.matches) {
    const row = stored.get(match.id);
    stored.delete(match.id);
    if (!row) added.push({ ...columns(match), deadline: deadlineFor(match, record.row, now) });
    else if (
      row.homeScore !== match.homeScore ||
      row.awayScore !== match.awayScore ||
      row.homePenalties !== (match.homePenalties ?? null) ||
      row.awayPenalties !== (match.awayPenalties ?? null) ||
      (row.confirmedAt !== null) !== match.isConfirmed
    ) {
      const confirmed = match.isConfirmed;
      // Issue 28: the shoot-out as the engine decided it; the clubs the action gave for its own
      // match; a cleared result keeps neither (a cancelled match is played again, maybe with others).
      const theirClubs = confirmed && clubs?.matchKey === match.id ? clubs : null;
      kept.push(
        await updateMatchResult(
          tx,
          row.id,
          {
            homeScore: confirmed ? match.homeScore : null,
            awayScore: confirmed ? match.awayScore : null,
            homePenalties: confirmed ? (match.homePenalties ?? null) : null,
            awayPenalties: confirmed ? (match.awayPenalties ?? null) : null,
            homeClub: theirClubs?.homeClub ?? null,
            awayClub: theirClubs?.awayClub ?? null,
          },
          actor.id,
        ),
      );
      decided.push(row.id);
      decidedKeys.push(row.key);
    } else kept.push(row);
  }
  const inserted = await insertMatches(tx, record.row.id, added, null);
  const gone = [...stored.values()].map((m) => m.id);
  await deleteMatches(tx, gone);
  // Issue 25: a result confirmed or cancelled takes the players' reports of it along. Issue 28: a
  // first leg's too, its second leg's (they were made against the aggregate it gave: '-l2', legs.ts).
  const idOf = new Map(record.matches.map((m) => [m.key, m.id]));
  const secondLegs = decidedKeys.flatMap((key) => idOf.get(`${key}-l2`) ?? []);
  await deleteReportsOf(tx, [...decided, ...secondLegs]);
  const before = record.row.status;
  const row = await updateTournament(tx, record.row.id, {
    status: next.status,
    championId: next.champion,
    secondPlaceId: next.secondPlace,
    thirdPlaceId: next.thirdPlace,
    ...(next.status === "paused" && before !== "paused" ? { pausedAt: new Date() } : {}),
    ...(next.status === "active" && before !== "active" ? { pausedAt: null } : {}),
    ...(next.status === "completed" ? { completedAt: new Date() } : {}),
    ...(next.status !== "completed" && before === "completed" ? { completedAt: null } : {}),
    ...extra,
  });
  const left = new Set([...decided, ...secondLegs, ...gone]);
  return {
    row,
    participants: record.participants,
    matches: [...kept, ...inserted],
    reports: record.reports.filter((r) => !left.has(r.matchId)),
  };
}

/** Issue 28: the club each side of a match used, as an action confirms it (null: not given). */
export interface MatchClubs {
  matchKey: string;
  homeClub: string | null;
  awayClub: string | null;
}

/** What the tournament looks like to the one deciding an action. */
export interface ActContext {
  tx: Transaction;
  row: TournamentRow;
  platform: PlatformRef;
  record: TournamentRecord;
  state: TournamentState;
  /** Whether the actor is a member of the tournament's platform (asked when a rule needs it). */
  actorIsMember(): Promise<boolean>;
}

/**
 * An action's decision: the engine's action (or none), the row's other changes, writes of its own
 * made after the engine's (a report, a walkover's mark; they give back the record as it then is),
 * and what the live stream is told (by default what the action and changes say).
 */
export interface Decision {
  action: Action | null;
  /** Issue 28: the clubs of the match a confirmation decides, written with its result. */
  clubs?: MatchClubs;
  changes?: TournamentChanges;
  writes?: (tx: Transaction, stored: TournamentRecord) => Promise<TournamentRecord>;
  change?: TournamentChange | null;
}

/** Issue 27: how a match action answers: the whole tournament, or only what changed (changes-json.ts). */
export type AnswerForm = "tournament" | "changes";
export type MatchActionAnswer<F extends AnswerForm = AnswerForm> = F extends "changes"
  ? { changes: TournamentChangesJson }
  : { tournament: Tournament };

export function tournamentActions(db: Database, notifyContext: NotifyContext) {
  /**
   * Runs one decided action: lock, load (`load`: the whole record, or a match action's scope),
   * `decide` (which authorises first, then judges the state), the engine, the writes, the event,
   * then `answer`. Nothing to do (resuming what is running) writes nothing, so neither the version
   * nor the place in the newest-first lists moves.
   */
  function run<T>(
    actor: SignedInActor,
    id: string,
    load: (tx: Transaction, row: TournamentRow) => Promise<TournamentRecord>,
    decide: (context: ActContext) => Promise<Decision> | Decision,
    answer: (
      tx: Transaction,
      before: TournamentRecord,
      after: TournamentRecord,
      state: TournamentState,
      platform: PlatformRef,
      changed?: TournamentChangesJson,
    ) => Promise<T>,
    /** A match action's changes, for its event and its changes-only answer (changes-json.ts). */
    describe?: (before: TournamentRecord, after: TournamentRecord) => TournamentChangesJson,
  ): Promise<T> {
    return withTransaction(db, async (tx) => {
      const { row, platform } = await lockTournament(tx, id);
      const record = await load(tx, row);
      const state = toState(record);
      let member: Promise<boolean> | null = null;
      const actorIsMember = () => (member ??= actor.id === platform.ownerId ? Promise.resolve(true) : isMember(tx, platform.id, actor.id));
      const { action, changes = {}, writes, change, clubs } = await decide({ tx, row, platform, record, state, actorIsMember });
      const next = action ? unwrap(applyAction(state, action, randomFor(row.randomSeed, row.version))) : state;
      if (action === null && Object.keys(changes).length === 0 && !writes) return answer(tx, record, record, state, platform);
      let stored = await persist(tx, record, next, actor, changes, clubs);
      if (writes) stored = await writes(tx, stored);
      // Issue 28: the platform's ratings as these writes leave them, in the same transaction.
      await rateAction(tx, platform.id, record, stored);
      // Issue 26: the players of a confirmed match, a new round, a finish are told in this transaction.
      await tellChanges(tx, notifyContext, record, stored, actor.id);
      // Announced in this transaction: heard at COMMIT, never for an action that rolls back.
      const told = change === undefined ? changeOf(action, changes) : change;
      const changed = describe?.(record, stored);
      if (told)
        await publishInTransaction(tx, {
          kind: "tournament",
          event: { ...tournamentEvent(stored, told, record), ...(changed && { changes: changed }) },
        });
      return answer(tx, record, stored, next, platform, changed);
    });
  }

  /** An action on the tournament as a whole: it reads every match, and answers the whole tournament. */
  function act(actor: SignedInActor, id: string, decide: (context: ActContext) => Promise<Decision> | Decision): Promise<Tournament> {
    return run(actor, id, loadRecord, decide, (tx, _before, stored, next, platform) => tournamentOf(tx, stored, platform, next));
  }

  /**
   * Issue 27: an action on one match (confirm, cancel, report, accept, withdraw, walkover, clearing
   * reports) reads only the match and the bracket (domain/src/scope.ts), so it costs the same in a
   * league of 8 or of 128. A match that is not there is refused by `decide` (after authorisation,
   * as before). Answered with the changes only, or with the whole tournament read again after
   * the writes (the spec's answer, which costs what the tournament's size costs).
   */
  function actOnMatch<F extends AnswerForm>(
    actor: SignedInActor,
    id: string,
    matchId: string,
    form: F,
    decide: (context: ActContext) => Promise<Decision> | Decision,
  ): Promise<MatchActionAnswer<F>> {
    return run(
      actor,
      id,
      (tx, row) => loadMatchScope(tx, row, matchId),
      decide,
      async (tx, before, stored, _next, platform, changed) => {
        const answer: MatchActionAnswer =
          form === "changes"
            ? { changes: changed ?? changesJson(before, stored, new Date()) }
            : { tournament: await tournamentOf(tx, await loadRecord(tx, stored.row), platform) };
        return answer as MatchActionAnswer<F>;
      },
      // The same changes go with the action's event: an open page shows them without asking.
      (before, stored) => changesJson(before, stored, new Date()),
    );
  }

  return { act, actOnMatch };
}
