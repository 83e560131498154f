// Issue 27: the changes-only answer of an action (contract/tournament-changes.ts), from the records
// before and after it: only the matches the action read, so a league of 128 answers as fast as
// one of 8. Each changed match is shown as the whole answer shows it.
import { derivedOfMatch } from "@turnuva/contract/tournament-answer";
import type { TournamentChanges } from "@turnuva/contract/tournament-changes";
import type { TournamentMatch } from "@turnuva/contract/tournaments";
import type { MatchRow, ReportRow, TournamentRecord } from "./state.ts";

/** Part 2 §2: an unknown participant is shown as 'Bilinmeyen'. */
const UNKNOWN = "Bilinmeyen";

const reportsSignature = (reports: readonly ReportRow[]) =>
  reports.map((r) => `${r.userId}:${r.homeScore}-${r.awayScore}:${r.homePenalties}-${r.awayPenalties}:${r.homeClub}|${r.awayClub}`).join(",");

/**
 * A tie's leg 2 whose leg 1 was a walkover: the tie is decided and it is not played (domain:
 * legNotNeeded). Leg 2's key is its leg 1's with '-l2' (domain: makeTie).
 */
function legNotNeededIn(record: TournamentRecord): (m: MatchRow) => boolean {
  const byKey = new Map(record.matches.map((m) => [m.key, m]));
  return (m) => {
    if (m.confirmedAt !== null || !m.key.endsWith("-l2")) return false;
    const first = byKey.get(m.key.slice(0, -"-l2".length));
    return first !== undefined && first.confirmedAt !== null && first.isWalkover;
  };
}

export function changesJson(before: TournamentRecord, after: TournamentRecord, now: Date): TournamentChanges {
  const { row } = after;
  const names = new Map(after.participants.map((p) => [p.userId, p.username]));
  const person = (id: string | null) => (id === null ? null : { _id: id, username: names.get(id) ?? UNKNOWN });
  const reportsOf = (record: TournamentRecord) => {
    const of = new Map<string, ReportRow[]>();
    for (const r of record.reports) of.set(r.matchId, [...(of.get(r.matchId) ?? []), r]);
    return of;
  };
  const saidBefore = reportsOf(before);
  const saidAfter = reportsOf(after);
  const earlier = new Map(before.matches.map((m) => [m.id, m]));
  const completed = row.status === "completed";
  const notNeededBefore = legNotNeededIn(before);
  const notNeededAfter = legNotNeededIn(after);
  const champion = completed ? person(row.championId) : null;

  const match = (m: MatchRow): TournamentMatch => {
    const reports = (saidAfter.get(m.id) ?? []).map((r) => ({
      by: person(r.userId)!,
      homeScore: r.homeScore,
      awayScore: r.awayScore,
      homePenalties: r.homePenalties,
      awayPenalties: r.awayPenalties,
      homeClub: r.homeClub,
      awayClub: r.awayClub,
      at: r.reportedAt.toISOString(),
    }));
    const isConfirmed = m.confirmedAt !== null;
    // A decided challenge's remaining games are not needed (domain views: challengeFixtures), nor a
    // leg 2 after a walkover on its leg 1.
    const isNotNeeded = (m.stage === "challenge" && row.championId !== null && !isConfirmed) || notNeededAfter(m);
    const home = person(m.homeId);
    const away = person(m.awayId);
    const derived = derivedOfMatch(
      { home, away, isConfirmed, isNotNeeded, reports, deadline: m.deadline?.toISOString() ?? null, deadlineMs: m.deadline?.getTime() ?? null },
      now.getTime(),
    );
    return {
      // The id every answer gives a match: its key (issue 27, the compact answer).
      _id: m.key,
      stage: m.stage,
      group: m.groupIndex,
      round: m.round,
      roundName: m.roundName,
      index: m.matchIndex,
      leg: m.leg,
      home,
      away,
      homeScore: m.homeScore,
      awayScore: m.awayScore,
      homePenalties: m.homePenalties,
      awayPenalties: m.awayPenalties,
      homeClub: m.homeClub,
      awayClub: m.awayClub,
      isConfirmed,
      isCompleted: derived.isCompleted,
      isBye: derived.isBye,
      isNotNeeded,
      reports,
      isDisputed: derived.isDisputed,
      isWalkover: m.isWalkover,
      deadline: derived.deadline,
      isOverdue: derived.isOverdue,
    };
  };

  const changed = after.matches.filter((m) => {
    const was = earlier.get(m.id);
    return (
      was !== undefined &&
      // Issue 29: a double elimination's later match may take another player when a result changes.
      (was.homeId !== m.homeId ||
        was.awayId !== m.awayId ||
        was.homeScore !== m.homeScore ||
        was.awayScore !== m.awayScore ||
        was.homePenalties !== m.homePenalties ||
        was.awayPenalties !== m.awayPenalties ||
        was.homeClub !== m.homeClub ||
        was.awayClub !== m.awayClub ||
        (was.confirmedAt === null) !== (m.confirmedAt === null) ||
        was.isWalkover !== m.isWalkover ||
        notNeededBefore(was) !== notNeededAfter(m) ||
        was.deadline?.getTime() !== m.deadline?.getTime() ||
        reportsSignature(saidBefore.get(m.id) ?? []) !== reportsSignature(saidAfter.get(m.id) ?? []))
    );
  });
  const kept = new Set(after.matches.map((m) => m.id));
  const redrawn = after.matches.some((m) => !earlier.has(m.id)) || before.matches.some((m) => !kept.has(m.id));

  return {
    _id: row.id,
    slug: row.slug,
    version: row.version,
    status: row.status,
    champion,
    winner: champion,
    secondPlace: completed ? person(row.secondPlaceId) : null,
    thirdPlace: completed ? person(row.thirdPlaceId) : null,
    lastUpdated: row.updatedAt.toISOString(),
    pausedAt: row.pausedAt?.toISOString() ?? null,
    completedAt: row.completedAt?.toISOString() ?? null,
    matches: changed.map(match),
    redrawn,
  };
}
