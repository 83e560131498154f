// Issue 25: the matches waiting for a person across the tournaments they play in, for the member
// home: to report (nobody has, or only they have not) or to accept (the opponent reported). A
// match the person reported waits for the opponent, a disputed one for the organiser: neither is
// the person's to act on.
import type { WaitingMatch, WaitingMatchesResponse } from "@turnuva/contract/calendars";
import { groupLabel } from "@turnuva/domain";
import type { Database } from "../../db/database.ts";
import { imageJson } from "../../http/image-json.ts";
import type { SignedInActor } from "./act.ts";
import { isOverdue } from "./deadlines.ts";
import { type OpenMatchRow, openMatchesOf, reportsOfMatches } from "./open-matches.ts";

export function waitingService(db: Database) {
  return {
    async waitingFor(actor: SignedInActor): Promise<WaitingMatchesResponse> {
      const open = await openMatchesOf(db, actor.id, { reportable: true });
      const reports = await reportsOfMatches(
        db,
        open.map((m) => m.id),
      );
      const now = new Date();
      const waiting: WaitingMatch[] = [];
      for (const m of open) {
        const ofMatch = reports.filter((r) => r.matchId === m.id);
        if (ofMatch.some((r) => r.userId === actor.id)) continue;
        const theirs = ofMatch.find((r) => r.userId !== actor.id) ?? null;
        const isHome = m.homeId === actor.id;
        waiting.push({
          _id: m.id,
          tournament: { _id: m.tournament.id, name: m.tournament.name, slug: m.tournament.slug },
          stage: m.stage,
          group: m.groupIndex === null ? null : groupLabel(m.groupIndex),
          roundName: m.roundName,
          isHome,
          opponent: isHome
            ? { _id: m.awayId!, username: m.awayUsername, profileImage: imageJson(m.awayImage) }
            : { _id: m.homeId!, username: m.homeUsername, profileImage: imageJson(m.homeImage) },
          waitingFor: theirs ? "accept" : "report",
          opponentReport: theirs
            ? {
                homeScore: theirs.homeScore,
                awayScore: theirs.awayScore,
                homePenalties: theirs.homePenalties,
                awayPenalties: theirs.awayPenalties,
                at: theirs.reportedAt.toISOString(),
              }
            : null,
          leg: m.leg,
          firstLeg: firstLegOf(m),
          deadline: m.deadline?.toISOString() ?? null,
          isOverdue: isOverdue({ confirmedAt: null, homeId: m.homeId, awayId: m.awayId, deadline: m.deadline }, now),
        });
      }
      // Overdue first (the query already orders by deadline, none last).
      return { matches: waiting.filter((m) => m.isOverdue).concat(waiting.filter((m) => !m.isOverdue)) };
    },
  };
}

/** A leg 2's confirmed first leg, its sides named (the two players of the tie, the other way round). */
function firstLegOf(m: OpenMatchRow): WaitingMatch["firstLeg"] {
  const { homeId, homeScore, awayScore, confirmedAt } = m.firstLeg ?? {};
  if (!confirmedAt || homeScore == null || awayScore == null) return null;
  const [homeUsername, awayUsername] = homeId === m.homeId ? [m.homeUsername, m.awayUsername] : [m.awayUsername, m.homeUsername];
  return { homeUsername, awayUsername, homeScore, awayScore };
}

export type WaitingService = ReturnType<typeof waitingService>;
