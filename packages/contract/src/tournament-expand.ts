// Issue 27: the compact answer made whole again (tournament-answer.ts has its schemas). No zod
// here: the web's tournament pages import this file, and zod would take a route over its budget.
import { matchId, type Stage } from "@turnuva/domain";
import type { MatchAnswer, RoundAnswer, TournamentAnswer, TournamentWriteAnswer } from "./tournament-answer.ts";
import type { FixtureRound, MatchReport, Tournament, TournamentMatch, TournamentWriteResponse } from "./tournaments.ts";

/** The names outside round lists (part 2 §2), as the server stores them with each match. */
export const FINAL_NAME = "Final";
export const THIRD_PLACE_NAME = "Üçüncülük Maçı";
export const challengeRoundName = (round: number) => `${round}. Maç`;

type Person = { _id: string; username: string };

/** What a report says of a result: the score and (issue 28) the shoot-out, absent or null when none. */
interface SaidResult {
  homeScore: number;
  awayScore: number;
  homePenalties?: number | null | undefined;
  awayPenalties?: number | null | undefined;
}

/**
 * Issue 28: two reports agree when their score and their shoot-out agree (a shoot-out decides who
 * goes through); the clubs they give never make a dispute. The server confirms on the same rule.
 */
export function sameResult(a: SaidResult, b: SaidResult): boolean {
  return (
    a.homeScore === b.homeScore &&
    a.awayScore === b.awayScore &&
    (a.homePenalties ?? null) === (b.homePenalties ?? null) &&
    (a.awayPenalties ?? null) === (b.awayPenalties ?? null)
  );
}

/**
 * What a reader derives of one match, the same wherever a match is shown whole (the expanded
 * answer, a match action's changes): a bye has exactly one side, is a rest with no deadline; a
 * confirmed match is completed; two reports that differ are a dispute; an open, playable match
 * past its deadline at `nowMs` is overdue.
 */
export function derivedOfMatch(
  match: {
    home: unknown;
    away: unknown;
    isConfirmed: boolean;
    isNotNeeded: boolean;
    reports: ReadonlyArray<SaidResult>;
    deadline: string | null;
    deadlineMs: number | null;
  },
  nowMs: number,
): { isCompleted: boolean; isBye: boolean; isDisputed: boolean; deadline: string | null; isOverdue: boolean } {
  const isBye = (match.home === null) !== (match.away === null);
  const [first, second] = match.reports;
  const deadlineMs = isBye ? null : match.deadlineMs;
  return {
    isCompleted: match.isConfirmed,
    isBye,
    isDisputed: match.reports.length === 2 && !sameResult(first!, second!),
    deadline: isBye ? null : match.deadline,
    isOverdue: !match.isConfirmed && !isBye && !match.isNotNeeded && deadlineMs !== null && deadlineMs <= nowMs,
  };
}

/**
 * The answer as every screen reads it: each match whole again (key, stage, round, names of its
 * players, derived flags), `isOverdue` as of `now` (the reader's clock). One person object per
 * participant is shared by all their matches.
 */
export function expandTournament(answer: TournamentAnswer, now: Date = new Date()): Tournament {
  const people: Person[] = answer.participants.map((p) => ({ _id: p._id, username: p.username }));
  const nowMs = now.getTime();
  const person = (n: number | null): Person | null => {
    if (n === null) return null;
    const found = people[n];
    if (!found) throw new Error(`expandTournament: no participant number ${n}`);
    return found;
  };

  interface Place {
    stage: Stage;
    group: number | null;
    round: number;
    roundName: string;
    leg: number;
    deadline: string | null;
    deadlineMs: number | null;
  }
  const expandMatch = (m: MatchAnswer, place: Place, position: number): TournamentMatch => {
    const index = m.index ?? position;
    const round = m.round ?? place.round;
    const home = person(m.home);
    const away = person(m.away);
    const isConfirmed = m.isConfirmed === true;
    const isNotNeeded = m.isNotNeeded === true;
    const planned = m.deadline !== undefined ? m.deadline : place.deadline;
    const plannedMs = planned === null ? null : planned === place.deadline ? place.deadlineMs : Date.parse(planned);
    const reports: MatchReport[] = m.reports
      ? m.reports.map((r) => ({
          by: person(r.by) as Person,
          homeScore: r.homeScore,
          awayScore: r.awayScore,
          homePenalties: r.homePenalties ?? null,
          awayPenalties: r.awayPenalties ?? null,
          homeClub: r.homeClub ?? null,
          awayClub: r.awayClub ?? null,
          at: r.at,
        }))
      : [];
    const derived = derivedOfMatch({ home, away, isConfirmed, isNotNeeded, reports, deadline: planned, deadlineMs: plannedMs }, nowMs);
    return {
      // Issue 28: a tie's second leg is its position's id with '-l2' (the engine's makeTie).
      _id: m.leg === 2 ? `${matchId(place.stage, place.group, round, index)}-l2` : matchId(place.stage, place.group, round, index),
      stage: place.stage,
      group: place.group,
      round,
      roundName: place.roundName,
      index,
      leg: m.leg ?? place.leg,
      home,
      away,
      homeScore: m.homeScore ?? null,
      awayScore: m.awayScore ?? null,
      homePenalties: m.homePenalties ?? null,
      awayPenalties: m.awayPenalties ?? null,
      homeClub: m.homeClub ?? null,
      awayClub: m.awayClub ?? null,
      isConfirmed,
      isCompleted: derived.isCompleted,
      isBye: derived.isBye,
      isNotNeeded,
      reports,
      isDisputed: derived.isDisputed,
      isWalkover: m.isWalkover === true,
      deadline: derived.deadline,
      isOverdue: derived.isOverdue,
    };
  };
  const rounds = (list: RoundAnswer[], stage: Stage, group: number | null): FixtureRound[] =>
    list.map((r) => {
      const deadline = r.deadline ?? null;
      const place: Place = {
        stage,
        group,
        round: r.round,
        roundName: r.name,
        leg: r.leg ?? 1,
        deadline,
        deadlineMs: deadline === null ? null : Date.parse(deadline),
      };
      return { round: r.round, name: r.name, matches: r.matches.map((m, i) => expandMatch(m, place, i)) };
    });
  const single = (m: MatchAnswer, stage: Stage, roundName: (round: number) => string): TournamentMatch => {
    const round = m.round ?? 1;
    return expandMatch(m, { stage, group: null, round, roundName: roundName(round), leg: 1, deadline: null, deadlineMs: null }, 0);
  };

  return {
    ...answer,
    leagueFixtures: rounds(answer.leagueFixtures, "league", null),
    groupFixtures: answer.groupFixtures.map((g) => ({ group: g.group, label: g.label, fixtures: rounds(g.fixtures, "group", g.group) })),
    knockoutFixtures: rounds(answer.knockoutFixtures, "knockout", null),
    // An elimination's final is its last round's only match (also in eliminationFixtures).
    finalFixture: answer.finalFixture && single(answer.finalFixture, answer.system === "elimination" ? "elimination" : "final", () => FINAL_NAME),
    thirdPlaceFixture: answer.thirdPlaceFixture && single(answer.thirdPlaceFixture, "thirdPlace", () => THIRD_PLACE_NAME),
    finalSecondLeg:
      answer.finalSecondLeg && single(answer.finalSecondLeg, answer.system === "elimination" ? "elimination" : "final", () => FINAL_NAME),
    eliminationFixtures: rounds(answer.eliminationFixtures, "elimination", null),
    challengeFixtures: answer.challengeFixtures.map((m) => single(m, "challenge", challengeRoundName)),
    winnersFixtures: rounds(answer.winnersFixtures, "winners", null),
    losersFixtures: rounds(answer.losersFixtures, "losers", null),
    grandFinalFixtures: rounds(answer.grandFinalFixtures, "grandFinal", null),
    swissFixtures: rounds(answer.swissFixtures, "swiss", null),
  };
}

/** A write's answer with its tournament expanded. */
export function expandWriteAnswer(answer: TournamentWriteAnswer, now: Date = new Date()): TournamentWriteResponse {
  return { ...answer, tournament: expandTournament(answer.tournament, now) };
}
