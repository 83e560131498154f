// Issue 26: what a tournament's actions tell its people, each inside the action's own transaction
// (notifications/notify.ts), so a refused action tells nobody anything. The actor is never told.
import { sameResult } from "@turnuva/contract/tournament-expand";
import type { Transaction } from "../../db/database.ts";
import { type NotifyContext, notify } from "../notifications/notify.ts";
import type { PlatformRef } from "./repository.ts";
import type { MatchRow, ReportRow, TournamentRecord } from "./state.ts";

// The stages whose new matches open a round (issue 29: double elimination's, a Swiss round); a challenge's next game does not.
const KNOCKOUT_STAGES = new Set<MatchRow["stage"]>(["elimination", "knockout", "final", "thirdPlace", "winners", "losers", "grandFinal", "swiss"]);

const tournamentRef = (record: TournamentRecord) => ({ slug: record.row.slug, name: record.row.name });
const participantIds = (record: TournamentRecord) => record.participants.map((p) => p.userId);
const nameIn = (record: TournamentRecord) => {
  const names = new Map(record.participants.map((p) => [p.userId, p.username]));
  return (id: string | null) => (id === null ? undefined : names.get(id));
};
type SaidScore = Pick<MatchRow, "homeScore" | "awayScore" | "homePenalties" | "awayPenalties">;

/**
 * A score as the sentences show it: the home side's goals first, as on the tournament's page, and
 * a shoot-out as the page writes it ('1–1 (4–2 pen.)', issue 28): the score alone would ask a
 * player to accept a draw in a match that cannot be drawn.
 */
export const scoreText = ({ homeScore, awayScore, homePenalties, awayPenalties }: SaidScore) =>
  `${homeScore ?? 0}–${awayScore ?? 0}` + (homePenalties != null && awayPenalties != null ? ` (${homePenalties}–${awayPenalties} pen.)` : "");

/** A new tournament: each participant hears they are in it, the creator excepted. */
export function tellAdded(tx: Transaction, context: NotifyContext, record: TournamentRecord, creatorId: string): Promise<void> {
  return notify(tx, context, participantIds(record), "tournamentAdded", { tournament: tournamentRef(record) }, { except: creatorId });
}

/**
 * What an action changed, from the records before and after it: each match it confirmed (both
 * players, each told of the other), a knockout round it drew, the tournament it completed.
 */
export async function tellChanges(
  tx: Transaction,
  context: NotifyContext,
  before: TournamentRecord,
  after: TournamentRecord,
  actorId: string,
): Promise<void> {
  const tournament = tournamentRef(after);
  const name = nameIn(after);
  const earlier = new Map(before.matches.map((m) => [m.id, m]));
  for (const match of after.matches) {
    const was = earlier.get(match.id);
    if (!was || was.confirmedAt !== null || match.confirmedAt === null || !match.homeId || !match.awayId) continue;
    const score = scoreText(match);
    for (const [player, opponent] of [
      [match.homeId, match.awayId],
      [match.awayId, match.homeId],
    ] as const) {
      await notify(tx, context, [player], "matchConfirmed", { tournament, matchId: match.id, score, actor: name(opponent) }, { except: actorId });
    }
  }
  // A round opens with its first match: double elimination's matches appear one at a time as
  // results decide them (issue 29), and a round's later ones would tell everyone again.
  const roundOf = (m: MatchRow) => `${m.stage}|${m.round}`;
  const begun = new Set(before.matches.map(roundOf));
  const opened = after.matches.filter((m) => !earlier.has(m.id) && KNOCKOUT_STAGES.has(m.stage) && !begun.has(roundOf(m)));
  if (opened.length > 0) {
    // A final drawn with its third-place match opens both: 'Final ve Üçüncülük Maçı'.
    const round = [...new Set(opened.map((m) => m.roundName))].join(" ve ");
    await notify(tx, context, participantIds(after), "roundOpened", { tournament, round }, { except: actorId });
  }
  if (before.row.status !== "completed" && after.row.status === "completed") {
    const champion = name(after.row.championId) ?? null;
    await notify(tx, context, participantIds(after), "tournamentFinished", { tournament, champion }, { except: actorId });
  }
}

/**
 * A player's report (issue 25) that did not confirm the match: the opponent hears the score, to
 * accept or dispute it; when it disagrees with the opponent's own report, the organisers (the
 * creator and the platform's owner) hear of the dispute.
 */
export async function tellReported(
  tx: Transaction,
  context: NotifyContext,
  record: TournamentRecord,
  platform: PlatformRef,
  match: MatchRow,
  report: Pick<ReportRow, "userId" | "homeScore" | "awayScore" | "homePenalties" | "awayPenalties">,
  theirs: Pick<ReportRow, "homeScore" | "awayScore" | "homePenalties" | "awayPenalties"> | undefined,
): Promise<void> {
  const tournament = tournamentRef(record);
  const name = nameIn(record);
  const opponent = report.userId === match.homeId ? match.awayId : match.homeId;
  const players = `${name(match.homeId) ?? "?"} – ${name(match.awayId) ?? "?"}`;
  // The pairing, home first as the score is: '2–1' alone does not say whose 2 it is.
  const data = { tournament, matchId: match.id, score: scoreText(report), actor: name(report.userId), players };
  if (opponent) await notify(tx, context, [opponent], "resultReported", data, { except: report.userId });
  // A different shoot-out is a different result (sameResult), as the reports' own rule says.
  if (theirs && !sameResult(theirs, report)) {
    await notify(
      tx,
      context,
      [record.row.createdById, platform.ownerId],
      "resultDisputed",
      { tournament, matchId: match.id, players },
      { except: report.userId },
    );
  }
}
