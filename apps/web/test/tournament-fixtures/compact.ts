import type { MatchAnswer, RoundAnswer, TournamentAnswer } from "@turnuva/contract/tournament-answer";
import type { FixtureRound, Tournament, TournamentMatch } from "@turnuva/contract/tournaments";

/** Issue 28: the compact answer leaves out what is null (a shoot-out, a club). */
function present<T extends object>(fields: T): { [K in keyof T]?: NonNullable<T[K]> } {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null)) as { [K in keyof T]?: NonNullable<T[K]> };
}

/**
 * A tournament as the server sends it since issue 27 (compact: players by their number in
 * `participants`, derived fields left out), from the expanded form the tests build and change:
 * the stubbed network answers as the real server does, and the app expands it again.
 */
export function compactTournament(tournament: Tournament): TournamentAnswer {
  const numberOf = new Map(tournament.participants.map((p, i) => [p._id, i]));
  const player = (side: TournamentMatch["home"]): number | null => {
    if (side === null) return null;
    const n = numberOf.get(side._id);
    if (n === undefined) throw new Error(`compactTournament: ${side.username} plays but is not a participant`);
    return n;
  };
  const match = (m: TournamentMatch, position: number, roundDeadline: string | null, outsideRounds: boolean): MatchAnswer => {
    const answer: MatchAnswer = { home: player(m.home), away: player(m.away) };
    if (m.homeScore !== null) answer.homeScore = m.homeScore;
    if (m.awayScore !== null) answer.awayScore = m.awayScore;
    Object.assign(answer, present({ homePenalties: m.homePenalties, awayPenalties: m.awayPenalties, homeClub: m.homeClub, awayClub: m.awayClub }));
    if (m.isConfirmed) answer.isConfirmed = true;
    if (m.isNotNeeded) answer.isNotNeeded = true;
    if (m.isWalkover) answer.isWalkover = true;
    if (m.reports.length > 0) answer.reports = m.reports.map((r) => ({ ...present(r), by: player(r.by) as number, homeScore: r.homeScore, awayScore: r.awayScore, at: r.at }));
    if (!m.isBye && m.deadline !== roundDeadline) answer.deadline = m.deadline;
    if (outsideRounds) answer.round = m.round;
    if (m.index !== position) answer.index = m.index;
    // Issue 28: a knockout tie's second leg says so itself (a round robin's leg is its round's).
    if (m.leg === 2 && m.stage !== "league" && m.stage !== "group") answer.leg = 2;
    return answer;
  };
  const rounds = (list: FixtureRound[]): RoundAnswer[] =>
    list.map((r) => {
      const first = r.matches[0];
      const deadline = r.matches.find((m) => !m.isBye)?.deadline ?? null;
      const round: RoundAnswer = { round: r.round, name: r.name, matches: r.matches.map((m, i) => match(m, i, deadline, false)) };
      if (first && first.leg !== 1) round.leg = first.leg;
      if (deadline !== null) round.deadline = deadline;
      return round;
    });
  const single = (m: TournamentMatch) => match(m, 0, null, true);
  return {
    ...tournament,
    leagueFixtures: rounds(tournament.leagueFixtures),
    groupFixtures: tournament.groupFixtures.map((g) => ({ ...g, fixtures: rounds(g.fixtures) })),
    knockoutFixtures: rounds(tournament.knockoutFixtures),
    eliminationFixtures: rounds(tournament.eliminationFixtures),
    finalFixture: tournament.finalFixture && single(tournament.finalFixture),
    thirdPlaceFixture: tournament.thirdPlaceFixture && single(tournament.thirdPlaceFixture),
    // Fixtures written before issue 28 have no second leg.
    finalSecondLeg: tournament.finalSecondLeg ? single(tournament.finalSecondLeg) : null,
    challengeFixtures: tournament.challengeFixtures.map(single),
    // Issue 29: double elimination's brackets and grand final, a Swiss tournament's rounds.
    winnersFixtures: rounds(tournament.winnersFixtures),
    losersFixtures: rounds(tournament.losersFixtures),
    grandFinalFixtures: rounds(tournament.grandFinalFixtures),
    swissFixtures: rounds(tournament.swissFixtures),
  };
}

const looksExpanded = (body: unknown): body is Tournament =>
  typeof body === "object" && body !== null && "leagueFixtures" in body && "participants" in body && "actions" in body;

/** A body as the server would send it: a tournament, or a write's `{ tournament }`, made compact. */
export function onTheWire(body: unknown): unknown {
  if (looksExpanded(body)) return compactTournament(body);
  if (typeof body === "object" && body !== null && "tournament" in body && looksExpanded(body.tournament)) {
    return { ...body, tournament: compactTournament(body.tournament) };
  }
  return body;
}
