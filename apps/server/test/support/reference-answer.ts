// The expanded tournament as the builder before issue 27 made it, kept as the reference the
// compact answer must expand to (test/tournament-answer.test.ts): every match whole, with its key
// as `_id` (issue 27) and without `confirmedAt` (dropped from the answer).
import type { FixtureRound, MatchReport, StandingRow, Tournament, TournamentMatch } from "@turnuva/contract/tournaments";
import {
  availableActions,
  tournamentView,
  type FixtureRound as DomainFixtureRound,
  type MatchView,
  type StandingRow as DomainStandingRow,
} from "@turnuva/domain";
import { participantsJson, type TournamentJsonInput } from "../../src/modules/tournaments/tournament-json.ts";
import { matchColumns } from "../../src/modules/tournaments/state.ts";

/** Part 2 §2: an unknown participant is shown as 'Bilinmeyen'. */
const UNKNOWN = "Bilinmeyen";

export function referenceTournamentJson({
  row,
  state,
  participants,
  matches,
  reports,
  platform,
  creatorUsername,
  now,
}: TournamentJsonInput & { now: Date }): Tournament {
  const names = new Map(participants.map((p) => [p.userId, p.username]));
  const person = (id: string) => ({ _id: id, username: names.get(id) ?? UNKNOWN });
  const maybe = (id: string | null) => (id === null ? null : person(id));
  const rowOf = new Map(matches.map((m) => [m.key, m]));
  const reportsOf = new Map<string, MatchReport[]>();
  for (const r of reports) {
    const list = reportsOf.get(r.matchId) ?? [];
    list.push({
      by: person(r.userId),
      homeScore: r.homeScore,
      awayScore: r.awayScore,
      homePenalties: r.homePenalties,
      awayPenalties: r.awayPenalties,
      homeClub: r.homeClub,
      awayClub: r.awayClub,
      at: r.reportedAt.toISOString(),
    });
    reportsOf.set(r.matchId, list);
  }
  const columns = matchColumns(state);

  const match = (m: MatchView): TournamentMatch => {
    const stored = rowOf.get(m.id);
    const { roundName, leg } = columns(m);
    const said = (stored && reportsOf.get(stored.id)) ?? [];
    // A bye is a rest, not a game: it has nothing to be played by.
    const deadline = m.isBye ? null : (stored?.deadline ?? null);
    return {
      _id: m.id,
      stage: m.stage,
      group: m.group,
      round: m.round,
      roundName,
      index: m.index,
      leg,
      home: maybe(m.home),
      away: maybe(m.away),
      homeScore: m.homeScore,
      awayScore: m.awayScore,
      homePenalties: m.homePenalties ?? null,
      awayPenalties: m.awayPenalties ?? null,
      homeClub: stored?.homeClub ?? null,
      awayClub: stored?.awayClub ?? null,
      isConfirmed: m.isConfirmed,
      isCompleted: m.isCompleted,
      isBye: m.isBye,
      isNotNeeded: m.isNotNeeded,
      reports: said,
      isDisputed: said.length === 2 && (said[0]!.homeScore !== said[1]!.homeScore || said[0]!.awayScore !== said[1]!.awayScore),
      isWalkover: stored?.isWalkover ?? false,
      deadline: deadline?.toISOString() ?? null,
      isOverdue: !m.isConfirmed && !m.isBye && !m.isNotNeeded && deadline !== null && deadline.getTime() <= now.getTime(),
    };
  };
  const rounds = (list: DomainFixtureRound[]): FixtureRound[] =>
    list.map((r) => {
      const matchesOfRound = r.matches.map(match);
      return { round: r.round, name: r.name ?? matchesOfRound[0]?.roundName ?? `${r.round}. Hafta`, matches: matchesOfRound };
    });
  const standings = (rows: DomainStandingRow[]): StandingRow[] => rows.map((r) => ({ ...r, team: person(r.team) }));

  const view = tournamentView(state);
  const actions = availableActions(state);
  const json: Tournament = {
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
    participants: participantsJson(participants),
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
    finalFixture: "finalFixture" in view && view.finalFixture ? match(view.finalFixture) : null,
    thirdPlaceFixture: "thirdPlaceFixture" in view && view.thirdPlaceFixture ? match(view.thirdPlaceFixture) : null,
    finalSecondLeg: "finalSecondLeg" in view && view.finalSecondLeg ? match(view.finalSecondLeg) : null,
    eliminationFixtures: view.system === "elimination" ? rounds(view.eliminationFixtures) : [],
    challengeFixtures: view.system === "challenge" ? view.challengeFixtures.map(match) : [],
    challengeScore: view.system === "challenge" ? view.challengeScore : null,
    winnersFixtures: view.system === "doubleElimination" ? rounds(view.doubleEliminationFixtures.winners) : [],
    losersFixtures: view.system === "doubleElimination" ? rounds(view.doubleEliminationFixtures.losers) : [],
    grandFinalFixtures: view.system === "doubleElimination" ? rounds(view.doubleEliminationFixtures.grandFinal) : [],
    swissFixtures: view.system === "swiss" ? rounds(view.swissFixtures) : [],
    swissStandings: view.system === "swiss" ? view.swissStandings.map((r) => ({ ...r, team: person(r.team) })) : [],
    currentRound: view.currentRound,
    step: view.step,
    activeGroupTab: row.activeGroupTab,
    actions,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    lastUpdated: row.updatedAt.toISOString(),
    pausedAt: row.pausedAt?.toISOString() ?? null,
    completedAt: row.completedAt?.toISOString() ?? null,
  };
  return json;
}
