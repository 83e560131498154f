// Rows ↔ the engine's state. The engine works on one plain object (packages/domain); the database
// keeps it as a tournament row, participant rows and match rows, so that statistics can query the
// matches. Reading back what was written gives the same state (test/tournaments-storage.test.ts).
import { knockoutRoundName, moreSystemsRoundName, roundCount, roundName, type Match, type Participant, type TournamentState } from "@turnuva/domain";
import type { matchReports, matches, StoredImage, tournamentParticipants, tournaments } from "../../db/schema.ts";

export type TournamentRow = typeof tournaments.$inferSelect;
export type MatchRow = typeof matches.$inferSelect;
export type ParticipantRow = Omit<typeof tournamentParticipants.$inferSelect, "tournamentId"> & {
  username: string;
  profileImage: StoredImage | null;
};

export type ReportRow = typeof matchReports.$inferSelect;

/** A tournament as stored: its row, its participants (with names), its matches and the players' reports. */
export interface TournamentRecord {
  row: TournamentRow;
  participants: ParticipantRow[];
  matches: MatchRow[];
  reports: ReportRow[];
}

export function toState({ row, participants, matches }: TournamentRecord): TournamentState {
  // Issue 28: the positions (stage, round, index) that are two-legged ties: those with a leg 2.
  const twoLegged = new Set(matches.filter((m) => m.leg === 2 && !ROUND_ROBIN.has(m.stage)).map(positionOf));
  const ordered = [...participants].sort((a, b) => a.position - b.position);
  const base = {
    status: row.status,
    participants: ordered.map((p): Participant => ({ id: p.userId, username: p.username })),
    seeds: ordered
      .filter((p) => p.seed !== null)
      .sort((a, b) => (a.seed as number) - (b.seed as number))
      .map((p) => p.userId),
    matches: matches.map((m) => toMatch(m, twoLegged)),
    champion: row.championId,
    secondPlace: row.secondPlaceId,
    thirdPlace: row.thirdPlaceId,
  };
  // Issue 28: a tournament made before issue 28 has no rule stored and keeps its table's order.
  const tiebreakers = row.tiebreakers === null ? {} : { tiebreakers: row.tiebreakers };
  // Issue 28: kept on the state only when 2, as the engine makes it.
  const legs = { ...(row.knockoutLegs === 2 ? { knockoutLegs: 2 as const } : {}), ...(row.finalLegs === 2 ? { finalLegs: 2 as const } : {}) };
  switch (row.system) {
    case "league":
      return { ...base, system: "league", matchType: row.matchType ?? "single", ...tiebreakers };
    case "group": {
      const groupCount = row.groupCount ?? 0;
      const groups: string[][] = Array.from({ length: groupCount }, () => []);
      for (const p of [...ordered].sort((a, b) => (a.groupPosition ?? 0) - (b.groupPosition ?? 0))) {
        if (p.groupIndex !== null) groups[p.groupIndex]?.push(p.userId);
      }
      return {
        ...base,
        system: "group",
        matchType: row.matchType ?? "single",
        groupCount,
        teamsAdvancing: row.teamsAdvancing ?? 1,
        groups,
        ...tiebreakers,
        ...legs,
      };
    }
    case "elimination":
      return { ...base, system: "elimination", ...legs };
    case "challenge":
      return { ...base, system: "challenge", bestOf: row.bestOf === 5 ? 5 : 3 };
    case "doubleElimination":
      return { ...base, system: "doubleElimination", grandFinalReset: row.grandFinalReset ?? true };
    case "swiss":
      return { ...base, system: "swiss", swissRounds: row.swissRounds ?? 1, knockoutSize: row.knockoutSize ?? 0, ...legs };
  }
}

const ROUND_ROBIN = new Set<Match["stage"]>(["league", "group"]);
const positionOf = (m: { stage: string; round: number; matchIndex: number }) => `${m.stage}|${m.round}|${m.matchIndex}`;

function toMatch(row: MatchRow, twoLegged: ReadonlySet<string>): Match {
  // A knockout match is a leg when its position has a leg 2; a round robin's `leg` is its half (section 9), not the engine's.
  const leg = !ROUND_ROBIN.has(row.stage) && twoLegged.has(positionOf(row)) ? { leg: row.leg === 2 ? (2 as const) : (1 as const) } : {};
  const match: Match = {
    ...leg,
    id: row.key,
    stage: row.stage,
    group: row.groupIndex,
    round: row.round,
    index: row.matchIndex,
    home: row.homeId,
    away: row.awayId,
    homeScore: row.homeScore,
    awayScore: row.awayScore,
    isConfirmed: row.confirmedAt !== null,
  };
  // The walkover's mark only where there was one (it decides a two-legged tie: domain legs.ts).
  if (row.isWalkover) match.isWalkover = true;
  // Issue 28: a shoot-out only where there was one, so a match without stays the state it always was.
  if (row.homePenalties !== null && row.awayPenalties !== null) {
    match.homePenalties = row.homePenalties;
    match.awayPenalties = row.awayPenalties;
  }
  return match;
}

/** The participant rows of a new tournament: selection order, seed rank, group and place in it. */
export function participantValues(state: TournamentState, tournamentId: string) {
  const seedRank = new Map(state.seeds.map((id, i) => [id, i + 1]));
  const groupOf = new Map<string, [number, number]>();
  if (state.system === "group") state.groups.forEach((ids, g) => ids.forEach((id, place) => groupOf.set(id, [g, place])));
  return state.participants.map((p, position) => ({
    tournamentId,
    userId: p.id,
    position,
    seed: seedRank.get(p.id) ?? null,
    groupIndex: groupOf.get(p.id)?.[0] ?? null,
    groupPosition: groupOf.get(p.id)?.[1] ?? null,
  }));
}

/**
 * The columns of a match row that follow from the state (everything but who confirmed and when).
 * Built once per state: the labels and legs need the size of each round and stage, which are
 * counted in one pass, not once per match (a double league of 128 has 16,256 matches).
 */
export function matchColumns(state: TournamentState): (match: Match) => MatchColumns {
  const lastRound = new Map<string, number>();
  const roundSize = new Map<string, number>();
  for (const m of state.matches) {
    const stage = `${m.stage}|${m.group}`;
    lastRound.set(stage, Math.max(lastRound.get(stage) ?? 0, m.round));
    const round = `${stage}|${m.round}`;
    // A round's size is its ties (issue 28: a two-legged tie is one, whatever its two matches).
    if (m.leg !== 2) roundSize.set(round, (roundSize.get(round) ?? 0) + 1);
  }
  const double = (state.system === "league" || state.system === "group") && state.matchType === "double";
  const eliminationRounds = Math.max(roundCount(state.participants.length), 1);
  return (match) => {
    const stage = `${match.stage}|${match.group}`;
    const roundRobin = match.stage === "league" || match.stage === "group";
    return {
      key: match.id,
      stage: match.stage,
      groupIndex: match.group,
      round: match.round,
      roundName: roundLabel(match, eliminationRounds, roundSize.get(`${stage}|${match.round}`) ?? 0, state.participants.length),
      matchIndex: match.index,
      // Leg 2 is the mirrored second half of a double round robin (section 9), or a knockout tie's second leg (issue 28).
      leg: roundRobin ? (double && match.round > (lastRound.get(stage) ?? 0) / 2 ? 2 : 1) : (match.leg ?? 1),
      homeId: match.home,
      awayId: match.away,
      homeScore: match.homeScore,
      awayScore: match.awayScore,
    };
  };
}

export interface MatchColumns {
  key: string;
  stage: Match["stage"];
  groupIndex: number | null;
  round: number;
  roundName: string;
  matchIndex: number;
  leg: number;
  homeId: string | null;
  awayId: string | null;
  homeScore: number | null;
  awayScore: number | null;
}

/**
 * What a person calls the round of a match: 'N. Hafta' in a league or group stage, the knockout
 * names of part 2 §2 ('Çeyrek Final', 'Son 16'), 'N. Maç' in a challenge. Stored with the match,
 * so match history can show it without the tournament's state.
 */
function roundLabel(match: Match, eliminationRounds: number, matchesInRound: number, participantCount: number): string {
  switch (match.stage) {
    case "league":
    case "group":
      return `${match.round}. Hafta`;
    case "knockout":
      return knockoutRoundName(matchesInRound);
    case "elimination":
      return roundName(match.round, eliminationRounds);
    case "final":
      return "Final";
    case "thirdPlace":
      return "Üçüncülük Maçı";
    case "challenge":
      return `${match.round}. Maç`;
    case "winners":
    case "losers":
    case "grandFinal":
    case "swiss":
      return moreSystemsRoundName(match.stage, match.round, participantCount);
  }
}
