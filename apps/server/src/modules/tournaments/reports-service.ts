// Issue 25: the players of a match report its score; the same score from both confirms it, as an
// organiser's confirm would; different scores make it disputed, for the organiser to decide; the
// opponent may accept a report as it stands. Every step runs under the tournament's row lock
// (act.ts), so twenty reports and accepts at once give one outcome: one confirmation, never two,
// never a lost report.
import { tournamentsPolicy } from "@turnuva/contract/policies";
import { tournamentMessages } from "@turnuva/contract/tournaments";
import { clubOf } from "@turnuva/contract/match-rules";
import { sameResult } from "@turnuva/contract/tournament-expand";
import { DomainError, legNotNeeded, mayConfirm, validateLegResult } from "@turnuva/domain";
import type { Database } from "../../db/database.ts";
import type { NotifyContext } from "../notifications/notify.ts";
import { AppError } from "../../http/app-error.ts";
import { authorize } from "../../http/authorize.ts";
import { type ActContext, type AnswerForm, type Decision, type MatchActionAnswer, type SignedInActor, matchRowOf, tournamentActions } from "./act.ts";
import { deleteReport, saveReport } from "./repository.ts";
import type { AcceptReportInput, ConfirmMatchInput } from "./service.ts";
import type { MatchRow } from "./state.ts";
import { tellReported } from "./notifications.ts";

/** A report's result: the score and the shoot-out (issue 28), null when none. */
interface SaidResult {
  homeScore: number;
  awayScore: number;
  homePenalties: number | null;
  awayPenalties: number | null;
}
/** The clubs a player gave for each side, null when none. */
interface SaidClubs {
  homeClub: string | null;
  awayClub: string | null;
}

const matchNotOpen = () => new AppError("MATCH_NOT_OPEN", tournamentMessages.matchNotOpen);

export function reportsService(db: Database, notifyContext: NotifyContext) {
  const { actOnMatch } = tournamentActions(db, notifyContext);

  /**
   * The match a player acts on, checked in the house's order: the match is this tournament's (404),
   * the player may act on it (403: one of its two players, a member, where players enter scores),
   * then the state (409): the tournament running, the match open and playable (the engine's own
   * list of what may be confirmed: in elimination only the latest round, in a decided challenge
   * nothing).
   */
  async function playable(actor: SignedInActor, context: ActContext, matchId: string): Promise<MatchRow> {
    const match = matchRowOf(context.record, matchId);
    const subject = { homeId: match.homeId, awayId: match.awayId, resultEntry: context.row.resultEntry };
    const member = await context.actorIsMember();
    if (!tournamentsPolicy.canReport(actor, subject, member)) {
      const playsIn = actor.id === match.homeId || actor.id === match.awayId;
      const why = !playsIn
        ? tournamentMessages.reportForbidden
        : context.row.resultEntry === "organizer"
          ? tournamentMessages.reportsClosed
          : tournamentMessages.reportNotMember;
      authorize(actor, false, why);
    }
    if (context.state.status === "completed") throw new DomainError("TOURNAMENT_COMPLETED");
    if (context.state.status !== "active") throw new DomainError("TOURNAMENT_NOT_ACTIVE");
    if (!mayConfirm(context.state, match.key)) {
      // A challenge game after the challenge was decided: say so ('Gerek kalmadı' on the page).
      const notNeeded = match.stage === "challenge" && context.state.champion !== null && match.confirmedAt === null;
      if (notNeeded) throw new AppError("MATCH_NOT_OPEN", tournamentMessages.matchNotNeeded);
      // A tie's leg 2 after a walkover on its leg 1: the tie is decided, say so as the engine does.
      const leg = context.state.matches.find((m) => m.id === match.key);
      if (leg && legNotNeeded(context.state.matches, leg)) throw new DomainError("LEG_NOT_NEEDED");
      throw matchNotOpen();
    }
    return match;
  }

  /**
   * The confirmation two agreeing reports make, as an organiser's would (its reports go with it).
   * Issue 28: with the shoot-out they agree on; each side's club from that side's own player
   * (who knows best what they played with), else from the other player's word.
   */
  const confirmation = (match: MatchRow, result: SaidResult, theirs: SaidClubs & { userId: string }, mine: SaidClubs): Decision => {
    const homeFromMine = theirs.userId !== match.homeId;
    const club = (own: string | null, other: string | null) => own ?? other;
    return {
      action: {
        type: "confirm",
        matchId: match.key,
        homeScore: result.homeScore,
        awayScore: result.awayScore,
        homePenalties: result.homePenalties,
        awayPenalties: result.awayPenalties,
      },
      clubs: {
        matchKey: match.key,
        homeClub: homeFromMine ? club(mine.homeClub, theirs.homeClub) : club(theirs.homeClub, mine.homeClub),
        awayClub: homeFromMine ? club(theirs.awayClub, mine.awayClub) : club(mine.awayClub, theirs.awayClub),
      },
    };
  };

  return {
    /**
     * `POST …/matches/:matchId/report`: the caller's score (the same rules as a confirm). The
     * opponent's report of the same score confirms the match at once; a different one makes it
     * disputed; none leaves it waiting for the opponent.
     */
    async report<F extends AnswerForm = "tournament">(
      actor: SignedInActor,
      id: string,
      matchId: string,
      input: ConfirmMatchInput,
      form: F = "tournament" as F,
    ): Promise<MatchActionAnswer<F>> {
      return actOnMatch(actor, id, matchId, form, async (context) => {
        const match = await playable(actor, context, matchId);
        // Issue 28: the score and its shoot-out, judged as a confirm judges them (a tie's legs by their own rules).
        const position = context.state.matches.find((m) => m.id === match.key)!;
        const { score, penalties } = validateLegResult(
          context.state.matches,
          position,
          input.homeScore,
          input.awayScore,
          input.homePenalties,
          input.awayPenalties,
        );
        const said = {
          homeScore: score[0],
          awayScore: score[1],
          homePenalties: penalties?.[0] ?? null,
          awayPenalties: penalties?.[1] ?? null,
          homeClub: clubOf(input.homeClub),
          awayClub: clubOf(input.awayClub),
        };
        const theirs = context.record.reports.find((r) => r.matchId === match.id && r.userId !== actor.id);
        if (theirs && sameResult(theirs, said)) return confirmation(match, said, theirs, said);
        return {
          action: null,
          change: "reported",
          writes: async (tx, stored) => {
            await saveReport(tx, { matchId: match.id, userId: actor.id, ...said });
            // Issue 26: the opponent hears the score; a disagreement reaches the organisers.
            await tellReported(tx, notifyContext, context.record, context.platform, match, { userId: actor.id, ...said }, theirs);
            const mine = { matchId: match.id, userId: actor.id, ...said, reportedAt: new Date() };
            return { ...stored, reports: [...stored.reports.filter((r) => !(r.matchId === match.id && r.userId === actor.id)), mine] };
          },
        };
      });
    },

    /** `POST …/matches/:matchId/accept`: the opponent confirms the other player's report as it stands. */
    async accept<F extends AnswerForm = "tournament">(
      actor: SignedInActor,
      id: string,
      matchId: string,
      input: AcceptReportInput = undefined,
      form: F = "tournament" as F,
    ): Promise<MatchActionAnswer<F>> {
      return actOnMatch(actor, id, matchId, form, async (context) => {
        const match = await playable(actor, context, matchId);
        const theirs = context.record.reports.find((r) => r.matchId === match.id && r.userId !== actor.id);
        if (!theirs) throw new AppError("NOTHING_TO_ACCEPT", tournamentMessages.nothingToAccept);
        // Issue 28: the report as it stands, shoot-out included; the accepting player's clubs as their word.
        const mine = { homeClub: clubOf(input?.homeClub), awayClub: clubOf(input?.awayClub) };
        return confirmation(match, theirs, theirs, mine);
      });
    },

    /** `DELETE …/matches/:matchId/report`: a player takes their own report back while the match is open. */
    async withdraw<F extends AnswerForm = "tournament">(
      actor: SignedInActor,
      id: string,
      matchId: string,
      form: F = "tournament" as F,
    ): Promise<MatchActionAnswer<F>> {
      return actOnMatch(actor, id, matchId, form, async (context) => {
        const match = matchRowOf(context.record, matchId);
        const mine = context.record.reports.find((r) => r.matchId === match.id && r.userId === actor.id);
        authorize(actor, actor.id === match.homeId || actor.id === match.awayId, tournamentMessages.reportForbidden);
        if (!mine || !tournamentsPolicy.canWithdrawReport(actor, { byId: mine.userId })) {
          throw new AppError("NOTHING_TO_WITHDRAW", tournamentMessages.nothingToWithdraw);
        }
        return {
          action: null,
          change: "reported",
          writes: async (tx, stored) => {
            await deleteReport(tx, match.id, actor.id);
            return { ...stored, reports: stored.reports.filter((r) => !(r.matchId === match.id && r.userId === actor.id)) };
          },
        };
      });
    },
  };
}

export type ReportsService = ReturnType<typeof reportsService>;
