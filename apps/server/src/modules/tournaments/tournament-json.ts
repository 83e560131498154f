// The tournament in the spec's field names (part 2 §3), from the engine's views, in the compact
// form of issue 27 (packages/contract/src/tournament-answer.ts): every participant once, each match
// naming its players by their number in `participants` and carrying only what the reader cannot
// derive. Person fields outside matches (podium, seeds, groups, standings) stay {_id, username}:
// there are N of them, not N². Fields of other systems are empty, so the answer has one shape for
// all four systems.
import type { MatchAnswer, MatchReportAnswer, RoundAnswer, TournamentAnswer } from "@turnuva/contract/tournament-answer";
import type { StandingRow, TournamentParticipant } from "@turnuva/contract/tournaments";
import {
  availableActions,
  compareNames,
  tournamentView,
  type FixtureRound as DomainFixtureRound,
  type MatchView,
  type StandingRow as DomainStandingRow,
  type TournamentState,
} from "@turnuva/domain";
import { imageJson } from "../../http/image-json.ts";
import type { PlatformRef } from "./repository.ts";
import { matchColumns, type MatchRow, type ParticipantRow, type ReportRow, type TournamentRow } from "./state.ts";

/** Part 2 §2: an unknown participant is shown as 'Bilinmeyen'. */
const UNKNOWN = "Bilinmeyen";

export interface TournamentJsonInput {
  row: TournamentRow;
  state: TournamentState;
  participants: ParticipantRow[];
  matches: MatchRow[];
  reports: ReportRow[];
  platform: PlatformRef;
  creatorUsername: string;
  /** Unused since issue 27: whether a match is overdue is the reader's to derive, at its own now. */
  now?: Date;
}

/** What naming a match's players and reports needs: the answer's participant numbers, its rows and reports. */
export interface MatchAnswerContext {
  /** A participant's user id → their index in the answer's `participants`. */
  numberOf: ReadonlyMap<string, number>;
  /** Match key → its stored row (deadline, walkover). */
  rowOf: ReadonlyMap<string, MatchRow>;
  /** Match row id → the players' reports on it. */
  reportsOf: ReadonlyMap<string, readonly ReportRow[]>;
}

export function matchAnswerContext(
  participants: readonly TournamentParticipant[],
  matches: readonly MatchRow[],
  reports: readonly ReportRow[],
): MatchAnswerContext {
  const numberOf = new Map(participants.map((p, i) => [p._id, i]));
  const rowOf = new Map(matches.map((m) => [m.key, m]));
  const reportsOf = new Map<string, ReportRow[]>();
  for (const r of reports) {
    const list = reportsOf.get(r.matchId);
    if (list) list.push(r);
    else reportsOf.set(r.matchId, [r]);
  }
  return { numberOf, rowOf, reportsOf };
}

/** The stored deadline the answer shows for a match: none for a bye (a rest, nothing to play by). */
function deadlineOf(m: MatchView, context: MatchAnswerContext): string | null {
  return m.isBye ? null : (context.rowOf.get(m.id)?.deadline?.toISOString() ?? null);
}

/**
 * One match in the compact form: what a write that changed `m` sends for it (issue 27). `position`
 * is its place in its round's list (0 outside lists); `roundDeadline` the deadline its round
 * object carries (null when none); `outsideRounds` for a final, third place or challenge match,
 * which carry their `round`.
 */
export function matchAnswer(
  m: MatchView,
  context: MatchAnswerContext,
  { position = 0, roundDeadline = null, outsideRounds = false }: { position?: number; roundDeadline?: string | null; outsideRounds?: boolean } = {},
): MatchAnswer {
  const numberOf = (id: string | null): number | null => {
    if (id === null) return null;
    const n = context.numberOf.get(id);
    if (n === undefined) throw new Error(`tournament answer: ${id} plays a match but is not a participant`);
    return n;
  };
  const answer: MatchAnswer = { home: numberOf(m.home), away: numberOf(m.away) };
  if (m.homeScore !== null) answer.homeScore = m.homeScore;
  if (m.awayScore !== null) answer.awayScore = m.awayScore;
  // Issue 28: the shoot-out (the engine's) and the clubs (the row's), only when there are.
  if (m.homePenalties != null && m.awayPenalties != null) {
    answer.homePenalties = m.homePenalties;
    answer.awayPenalties = m.awayPenalties;
  }
  const stored = context.rowOf.get(m.id);
  if (stored?.homeClub) answer.homeClub = stored.homeClub;
  if (stored?.awayClub) answer.awayClub = stored.awayClub;
  if (m.isConfirmed) answer.isConfirmed = true;
  if (m.isNotNeeded) answer.isNotNeeded = true;
  if (stored?.isWalkover) answer.isWalkover = true;
  const said = stored && context.reportsOf.get(stored.id);
  if (said && said.length > 0) {
    answer.reports = said.map((r): MatchReportAnswer => {
      const report: MatchReportAnswer = {
        by: numberOf(r.userId) as number,
        homeScore: r.homeScore,
        awayScore: r.awayScore,
        at: r.reportedAt.toISOString(),
      };
      if (r.homePenalties !== null && r.awayPenalties !== null) {
        report.homePenalties = r.homePenalties;
        report.awayPenalties = r.awayPenalties;
      }
      if (r.homeClub !== null) report.homeClub = r.homeClub;
      if (r.awayClub !== null) report.awayClub = r.awayClub;
      return report;
    });
  }
  const deadline = deadlineOf(m, context);
  if (deadline !== roundDeadline && !m.isBye) answer.deadline = deadline;
  if (outsideRounds) answer.round = m.round;
  if (m.leg === 2) answer.leg = 2;
  if (m.index !== position) answer.index = m.index;
  return answer;
}

/** The deadline most of a round's matches share (byes have none), carried once by the round. */
function roundDeadlineOf(matches: readonly MatchView[], context: MatchAnswerContext): string | null {
  const counts = new Map<string, number>();
  let best: string | null = null;
  let most = 0;
  for (const m of matches) {
    if (m.isBye) continue;
    const deadline = deadlineOf(m, context);
    if (deadline === null) continue;
    const count = (counts.get(deadline) ?? 0) + 1;
    counts.set(deadline, count);
    if (count > most) [best, most] = [deadline, count];
  }
  return best;
}

export function tournamentJson({ row, state, participants, matches, reports, platform, creatorUsername }: TournamentJsonInput): TournamentAnswer {
  const names = new Map(participants.map((p) => [p.userId, p.username]));
  const person = (id: string) => ({ _id: id, username: names.get(id) ?? UNKNOWN });
  const maybe = (id: string | null) => (id === null ? null : person(id));
  const listed = participantsJson(participants);
  const context = matchAnswerContext(listed, matches, reports);
  const columns = matchColumns(state);

  const rounds = (list: DomainFixtureRound[]): RoundAnswer[] =>
    list.map((r) => {
      const first = r.matches[0];
      const deadline = roundDeadlineOf(r.matches, context);
      const round: RoundAnswer = { round: r.round, name: r.name ?? (first ? columns(first).roundName : `${r.round}. Hafta`), matches: [] };
      const leg = first ? columns(first).leg : 1;
      if (leg !== 1) round.leg = leg;
      if (deadline !== null) round.deadline = deadline;
      round.matches = r.matches.map((m, position) => matchAnswer(m, context, { position, roundDeadline: deadline }));
      return round;
    });
  const single = (m: MatchView) => matchAnswer(m, context, { outsideRounds: true });
  const standings = (rows: DomainStandingRow[]): StandingRow[] => rows.map((r) => ({ ...r, team: person(r.team) }));

  const view = tournamentView(state);
  const actions = availableActions(state);
  return {
    _id: row.id,
    id: row.id,
    slug: row.slug,
    name: row.name,
    platform: { _id: platform.id, name: platform.name, slug: platform.slug, ownerId: platform.ownerId },
    system: row.system,
    status: view.status,
    matchType: "matchType" in view ? view.matchType : null,
    bestOf: view.system === "challenge" ? view.bestOf : null,
    groupCount: view.system === "group" ? view.groupCount : null,
    teamsAdvancing: view.system === "group" ? view.teamsAdvancing : null,
    participants: listed,
    seededParticipants: view.seededParticipants.map(person),
    participantCount: view.participantCount,
    createdBy: { _id: row.createdById, username: creatorUsername },
    resultEntry: row.resultEntry,
    roundDays: row.roundDays,
    tiebreakers: state.system === "league" || state.system === "group" ? (state.tiebreakers ?? null) : null,
    knockoutLegs: "knockoutLegs" in view ? view.knockoutLegs : null,
    finalLegs: "finalLegs" in view ? view.finalLegs : null,
    ties:
      "ties" in view
        ? view.ties.map((tie) => ({
            stage: tie.stage,
            round: tie.round,
            index: tie.index,
            legs: tie.legs,
            aggregate: tie.aggregate,
            winner: maybe(tie.winner),
          }))
        : [],
    grandFinalReset: view.system === "doubleElimination" ? view.grandFinalReset : null,
    swissRounds: view.system === "swiss" ? view.swissRounds : null,
    knockoutSize: view.system === "swiss" ? view.knockoutSize : null,
    champion: maybe(view.champion),
    winner: "winner" in view ? maybe(view.winner) : maybe(view.champion),
    secondPlace: maybe(view.secondPlace),
    thirdPlace: maybe(view.thirdPlace),
    groups: view.system === "group" ? view.groups.map((g) => ({ group: g.group, label: g.label, participants: g.participants.map(person) })) : [],
    leagueFixtures: view.system === "league" ? rounds(view.leagueFixtures) : [],
    leagueStandings: view.system === "league" ? standings(view.leagueStandings) : [],
    groupFixtures: view.system === "group" ? view.groupFixtures.map((g) => ({ group: g.group, label: g.label, fixtures: rounds(g.fixtures) })) : [],
    groupStandings:
      view.system === "group" ? view.groupStandings.map((g) => ({ group: g.group, label: g.label, standings: standings(g.standings) })) : [],
    knockoutFixtures: view.system === "group" || view.system === "swiss" ? rounds(view.knockoutFixtures) : [],
    finalFixture: "finalFixture" in view && view.finalFixture ? single(view.finalFixture) : null,
    thirdPlaceFixture: "thirdPlaceFixture" in view && view.thirdPlaceFixture ? single(view.thirdPlaceFixture) : null,
    finalSecondLeg: "finalSecondLeg" in view && view.finalSecondLeg ? single(view.finalSecondLeg) : null,
    eliminationFixtures: view.system === "elimination" ? rounds(view.eliminationFixtures) : [],
    challengeFixtures: view.system === "challenge" ? view.challengeFixtures.map(single) : [],
    challengeScore: view.system === "challenge" ? view.challengeScore : null,
    // Issue 29: double elimination's two brackets and its grand final; a Swiss tournament's rounds and table.
    winnersFixtures: view.system === "doubleElimination" ? rounds(view.doubleEliminationFixtures.winners) : [],
    losersFixtures: view.system === "doubleElimination" ? rounds(view.doubleEliminationFixtures.losers) : [],
    grandFinalFixtures: view.system === "doubleElimination" ? rounds(view.doubleEliminationFixtures.grandFinal) : [],
    swissFixtures: view.system === "swiss" ? rounds(view.swissFixtures) : [],
    swissStandings: view.system === "swiss" ? view.swissStandings.map((r) => ({ ...r, team: person(r.team) })) : [],
    currentRound: view.currentRound,
    step: view.step,
    activeGroupTab: row.activeGroupTab,
    // Issue 27: the matches' keys, as the answer names them ('league-r3-m5').
    actions,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    lastUpdated: row.updatedAt.toISOString(),
    pausedAt: row.pausedAt?.toISOString() ?? null,
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

/**
 * A tournament's participants as its page lists them: sorted by username the Turkish way (part 1
 * §9, issue 25), not in the order they were chosen. The order the engine draws from (positions,
 * seeds) stays in the state and in `seededParticipants`.
 */
export function participantsJson(participants: readonly ParticipantRow[]): TournamentParticipant[] {
  return participants
    .map((p): TournamentParticipant => ({
      _id: p.userId,
      username: p.username,
      seed: p.seed,
      group: p.groupIndex,
      profileImage: imageJson(p.profileImage),
    }))
    .sort((a, b) => compareNames({ id: a._id, username: a.username }, { id: b._id, username: b.username }));
}
