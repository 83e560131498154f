// Derived views: pure functions of the state, in the spec's field names (part 2, section 3), so
// the API can return them as they are and the web can render them.
import { challengeWins, winTarget } from "./challenge.ts";
import { ELIMINATION_STEPS, GROUP_STEPS, LEAGUE_STEP, type Stage } from "./constants.ts";
import { eliminationFinal } from "./elimination.ts";
import { aggregate, otherLeg, tiesOf, tieWinner as tieWinnerOf, toPlay } from "./legs.ts";
import { DomainError, type Result } from "./errors.ts";
import { groupLabel } from "./groups.ts";
import { groupTables } from "./knockout.ts";
import { isBye, lastRound, matchesOf } from "./matches.ts";
import { confirmsAllowed } from "./scope.ts";
import { drawnFrontier, phase } from "./progression.ts";
import { mulberry32 } from "./random.ts";
import { bracketSize, knockoutRoundName, roundName } from "./round-names.ts";
import { leagueTable, type StandingRow } from "./standings.ts";
import { chosenTable } from "./tiebreakers.ts";
import { applyAction, cancellable } from "./tournament.ts";
import { doubleEliminationFixtures } from "./double-elimination.ts";
import { swissAdvanceReady, swissFixtures, swissKnockoutFixtures, swissStandings } from "./swiss.ts";
import type { ChallengeState, EliminationState, GroupState, LeagueState, Match, TournamentState } from "./types.ts";
import { byRound, matchView, type FixtureRound, type MatchView } from "./fixture-rounds.ts";

export { matchView, type FixtureRound, type MatchView } from "./fixture-rounds.ts";

export function leagueFixtures(state: LeagueState): FixtureRound[] {
  return byRound(state.matches);
}

export function leagueStandings(state: LeagueState): StandingRow[] {
  return chosenTable(state.participants, state.matches, state.tiebreakers, leagueTable);
}

export interface GroupFixtures {
  group: number;
  label: string;
  participants: string[];
  fixtures: FixtureRound[];
}

export function groupFixtures(state: GroupState): GroupFixtures[] {
  return state.groups.map((ids, g) => ({
    group: g,
    label: groupLabel(g),
    participants: ids.slice(),
    fixtures: byRound(state.matches.filter((m) => m.stage === "group" && m.group === g)),
  }));
}

export function groupStandings(state: GroupState): Array<{ group: number; label: string; standings: StandingRow[] }> {
  return groupTables(state).map((standings, g) => ({ group: g, label: groupLabel(g), standings }));
}

export function knockoutFixtures(state: GroupState): FixtureRound[] {
  // Named by its ties: a round of two-legged ties is as far from the final as one of single matches.
  return byRound(matchesOf(state.matches, "knockout"), (_, list) => knockoutRoundName(tiesOf(list).length));
}

function single(state: TournamentState, stage: Stage): MatchView | null {
  const match = state.matches.find((m) => m.stage === stage);
  return match ? matchView(match) : null;
}

/** The final, or its first leg when it has two (issue 28: `finalSecondLeg` is the other). */
export function finalFixture(state: TournamentState): MatchView | null {
  if (state.system === "elimination") {
    const final = eliminationFinal(state);
    return final ? matchView(final[0] as Match) : null;
  }
  return single(state, "final");
}

/** Issue 28: the second leg of a two-legged final, else null. */
export function finalSecondLeg(state: TournamentState): MatchView | null {
  const final = state.system === "elimination" ? (eliminationFinal(state) ?? []) : matchesOf(state.matches, "final");
  return final[1] ? matchView(final[1], final) : null;
}

/** Issue 28: a two-legged tie as the answer shows it: its legs' ids and, once both are played, the aggregate. */
export interface TieView {
  stage: Stage;
  round: number;
  index: number;
  legs: [string, string];
  /** Goals over both legs, leg 1's home side first (null until both legs are confirmed). */
  aggregate: { home: number; away: number } | null;
  winner: string | null;
}

/** Every two-legged tie of the knockout (elimination, a group tournament's knockout and final), in order. */
export function twoLeggedTies(state: TournamentState): TieView[] {
  const legged = state.matches.filter((m) => m.leg !== undefined);
  const byRound = new Map<string, Match[]>();
  for (const m of legged) {
    const key = `${m.stage}|${m.round}`;
    byRound.set(key, [...(byRound.get(key) ?? []), m]);
  }
  return [...byRound.values()]
    .flatMap((round) => tiesOf(round))
    .filter((tie) => tie.length === 2)
    .sort((a, b) => (a[0] as Match).round - (b[0] as Match).round || (a[0] as Match).index - (b[0] as Match).index)
    .map((tie) => {
      const [one, two] = tie as [Match, Match];
      const total = aggregate(tie);
      return {
        stage: one.stage,
        round: one.round,
        index: one.index,
        legs: [one.id, two.id],
        aggregate: total && { home: total.firstGoals, away: total.secondGoals },
        winner: tieWinnerOf(tie),
      };
    });
}

export function thirdPlaceFixture(state: TournamentState): MatchView | null {
  return single(state, "thirdPlace");
}

export function eliminationFixtures(state: EliminationState): FixtureRound[] {
  const total = Math.log2(bracketSize(state.participants.length));
  return byRound(matchesOf(state.matches, "elimination"), (round) => roundName(round, total));
}

export function challengeFixtures(state: ChallengeState): MatchView[] {
  const decided = state.champion !== null;
  return matchesOf(state.matches, "challenge").map((m) => ({ ...matchView(m), isNotNeeded: decided && !m.isConfirmed }));
}

/**
 * The round that decided a challenge: where the champion's wins, counted in round order, reached
 * ceiling(bestOf / 2). Null while undecided.
 */
function decidingRound(state: ChallengeState): number | null {
  if (state.champion === null) return null;
  const target = winTarget(state.bestOf);
  let wins = 0;
  for (const m of [...matchesOf(state.matches, "challenge")].sort((a, b) => a.round - b.round)) {
    if (!m.isConfirmed || m.homeScore === null || m.awayScore === null) continue;
    const winner = m.homeScore > m.awayScore ? m.home : m.away;
    if (winner === state.champion && ++wins === target) return m.round;
  }
  return null;
}

/** Running score of a challenge and the wins needed (section 9: ceiling(bestOf / 2)). */
export function challengeScore(state: ChallengeState): { home: number; away: number; target: number } {
  return { ...challengeWins(state), target: winTarget(state.bestOf) };
}

/**
 * The wizard step, derived so that a resumed tournament opens where it stands (section 4):
 * group 7 completed, 6 a final exists, 5 knockout rounds exist, else 4; elimination 4 once a
 * champion exists or completed, else 3; league 4; challenge has no wizard steps (null).
 */
export function currentStep(state: TournamentState): number | null {
  switch (state.system) {
    case "league":
      return LEAGUE_STEP;
    case "group":
      if (state.status === "completed") return GROUP_STEPS.results;
      if (state.matches.some((m) => m.stage === "final")) return GROUP_STEPS.final;
      if (state.matches.some((m) => m.stage === "knockout")) return GROUP_STEPS.knockout;
      return GROUP_STEPS.groupStage;
    case "elimination":
      // A champion is shown on the fixtures step with its ŞAMPİYON card and 'Turnuvayı Bitir';
      // only a finished tournament opens on the completed banner.
      return state.status === "completed" ? ELIMINATION_STEPS.completed : ELIMINATION_STEPS.fixtures;
    case "challenge":
    case "doubleElimination":
    case "swiss":
      return null;
  }
}

/**
 * The round being played: elimination its latest round; group its latest knockout round (0 in the
 * group stage); league and challenge the first round with a match still open, else the last.
 */
export function currentRound(state: TournamentState): number {
  switch (state.system) {
    case "elimination":
      return lastRound(state.matches, "elimination");
    case "group":
      return lastRound(state.matches, "knockout");
    case "challenge": {
      // A decided challenge's current round is the deciding one, not a round nobody needs to play.
      const deciding = decidingRound(state);
      if (deciding !== null) return deciding;
      return firstOpenRound(state.matches);
    }
    case "league":
    case "doubleElimination":
    case "swiss":
      return firstOpenRound(state.matches);
  }
}

/** The first round with a match still to play, else the last round. */
function firstOpenRound(matches: readonly Match[]): number {
  let open = Infinity;
  let last = 0;
  const stillToPlay = toPlay(matches);
  for (const m of matches) {
    if (stillToPlay(m) && m.round < open) open = m.round;
    if (m.round > last) last = m.round;
  }
  return open === Infinity ? last : open;
}

export interface Podium {
  champion: string | null;
  secondPlace: string | null;
  thirdPlace: string | null;
}

/**
 * Podium (ŞAMPİYON, İKİNCİ, ÜÇÜNCÜ). For group and elimination it needs a confirmed final, else
 * the spec's 'Sonuçlar hesaplanırken bir hata oluştu. Final maçı skorlarını kontrol edin.'
 */
export function podium(state: TournamentState): Result<Podium> {
  // Issue 29: a Swiss tournament's knockout ends in a final too; double elimination in its grand final.
  const knockout = state.system === "swiss" && state.knockoutSize > 0;
  if (state.system === "doubleElimination" && state.champion === null) return { ok: false, error: new DomainError("PODIUM_FINAL_MISSING") };
  if (state.system === "group" || state.system === "elimination" || knockout) {
    const final = finalFixture(state);
    const second = finalSecondLeg(state);
    if (!final || !final.isConfirmed || (second && !second.isConfirmed && !second.isNotNeeded))
      return { ok: false, error: new DomainError("PODIUM_FINAL_MISSING") };
  }
  return { ok: true, value: { champion: state.champion, secondPlace: state.secondPlace, thirdPlace: state.thirdPlace } };
}

export interface AvailableActions {
  confirm: string[];
  cancel: string[];
  advance: boolean;
  finish: boolean;
  pause: boolean;
  resume: boolean;
  /** Issue 25: a completed tournament may go back to active. */
  reopen: boolean;
}

/** What may be done next, for buttons: the same rules as applyAction, asked without acting. */
export function availableActions(state: TournamentState): AvailableActions {
  const active = state.status === "active";
  const frontier = drawnFrontier(state.matches);
  // The draw source only changes who meets whom, never whether the action is allowed.
  const may = (type: "advance" | "finish" | "pause" | "resume" | "reopen") => applyAction(state, { type }, mulberry32(0)).ok;
  return {
    // Issue 28: leg 2 once leg 1 is confirmed; leg 1 cancelled only while leg 2 is open.
    confirm: confirmsAllowed(state)
      ? state.matches.filter((m) => toPlay(state.matches)(m) && !(m.leg === 2 && otherLeg(state.matches, m)?.isConfirmed !== true)).map((m) => m.id)
      : [],
    cancel: active
      ? state.matches
          .filter(
            (m) =>
              m.isConfirmed &&
              !isBye(m) &&
              (state.system === "doubleElimination" ? cancellable(state, m) : phase(m) >= frontier) &&
              !(m.leg === 1 && otherLeg(state.matches, m)?.isConfirmed === true),
          )
          .map((m) => m.id)
      : [],
    // Issue 29: a Swiss advance is asked without pairing the round (swissAdvanceReady).
    advance: state.system === "swiss" ? active && swissAdvanceReady(state) : may("advance"),
    finish: may("finish"),
    pause: may("pause"),
    resume: may("resume"),
    reopen: may("reopen"),
  };
}

/**
 * The tournament in the spec's field names (section 3), ready for the API to return. Champion,
 * winner, second and third are part of it only once the tournament is completed (part 2 §2); the
 * managing screen reads a decided but unfinished result from `podium()` or the final's score.
 */
export function tournamentView(state: TournamentState) {
  const completed = state.status === "completed";
  const champion = completed ? state.champion : null;
  const base = {
    status: state.status,
    participants: state.participants,
    seededParticipants: state.seeds,
    participantCount: state.participants.length,
    champion,
    secondPlace: completed ? state.secondPlace : null,
    thirdPlace: completed ? state.thirdPlace : null,
    currentRound: currentRound(state),
    step: currentStep(state),
    matches: state.matches.map((m) => matchView(m, state.matches)),
  };
  switch (state.system) {
    case "league":
      return {
        ...base,
        system: state.system,
        matchType: state.matchType,
        leagueFixtures: leagueFixtures(state),
        leagueStandings: leagueStandings(state),
      };
    case "group":
      return {
        ...base,
        system: state.system,
        matchType: state.matchType,
        groupCount: state.groupCount,
        teamsAdvancing: state.teamsAdvancing,
        groups: groupFixtures(state).map(({ group, label, participants }) => ({ group, label, participants })),
        groupFixtures: groupFixtures(state),
        groupStandings: groupStandings(state),
        knockoutFixtures: knockoutFixtures(state),
        finalFixture: finalFixture(state),
        finalSecondLeg: finalSecondLeg(state),
        thirdPlaceFixture: thirdPlaceFixture(state),
        knockoutLegs: state.knockoutLegs ?? 1,
        finalLegs: state.finalLegs ?? 1,
        ties: twoLeggedTies(state),
      };
    case "elimination":
      return {
        ...base,
        system: state.system,
        matchType: "single" as const,
        winner: champion,
        eliminationFixtures: eliminationFixtures(state),
        finalFixture: finalFixture(state),
        finalSecondLeg: finalSecondLeg(state),
        thirdPlaceFixture: thirdPlaceFixture(state),
        knockoutLegs: state.knockoutLegs ?? 1,
        finalLegs: state.finalLegs ?? 1,
        ties: twoLeggedTies(state),
      };
    case "challenge":
      return {
        ...base,
        system: state.system,
        bestOf: state.bestOf,
        winner: champion,
        challengeFixtures: challengeFixtures(state),
        challengeScore: challengeScore(state),
      };
    case "doubleElimination":
      return {
        ...base,
        system: state.system,
        matchType: "single" as const,
        winner: champion,
        grandFinalReset: state.grandFinalReset,
        doubleEliminationFixtures: doubleEliminationFixtures(state),
      };
    case "swiss":
      return {
        ...base,
        system: state.system,
        matchType: "single" as const,
        winner: champion,
        swissRounds: state.swissRounds,
        knockoutSize: state.knockoutSize,
        swissFixtures: swissFixtures(state),
        swissStandings: swissStandings(state),
        knockoutFixtures: swissKnockoutFixtures(state),
        finalFixture: finalFixture(state),
        finalSecondLeg: finalSecondLeg(state),
        thirdPlaceFixture: thirdPlaceFixture(state),
        knockoutLegs: state.knockoutLegs ?? 1,
        finalLegs: state.finalLegs ?? 1,
        ties: twoLeggedTies(state),
      };
  }
}

export type TournamentView = ReturnType<typeof tournamentView>;
