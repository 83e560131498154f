import type { HistoryMatch } from "@turnuva/contract/stats";
import { Link } from "react-router";
import { paths } from "@/lib/paths.ts";
import { exactDate, relativeTime } from "@/lib/relative-time.ts";
import { withShootout } from "@/lib/shootout.ts";
import { matchActsTexts } from "@/texts/match-acts.ts";
import { profileTexts } from "@/texts/profile.ts";
import { tournamentDetailTexts } from "@/texts/tournament-detail.ts";
import { tournamentTexts } from "@/texts/tournaments.ts";
import { Avatar } from "@/ui/avatar.tsx";
import { cx } from "@/ui/class-names.ts";

const words = tournamentDetailTexts.columns;

const results: Record<HistoryMatch["result"], { name: string; classes: string }> = {
  win: { name: words.won.full, classes: "bg-emerald-100 text-emerald-900" },
  draw: { name: words.drawn.full, classes: "bg-slate-100 text-slate-800" },
  loss: { name: words.lost.full, classes: "bg-red-100 text-red-900" },
};

/**
 * Part 1 §2: one played match from this player's side: the result, the opponent (a link to their
 * profile), the score, the tournament with its system and round (a link to its page) and when.
 * Issue 28: the score with its shoot-out ('1–1 (4–3 pen.)'; the result stays the draw it was) and,
 * when either was recorded, the two clubs, this player's first.
 */
export function HistoryItem({ match }: { match: HistoryMatch }) {
  const result = results[match.result];
  const shootout = { homePenalties: match.userPenalties, awayPenalties: match.opponentPenalties };
  const hasClubs = match.userClub != null || match.opponentClub != null;
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center">
      <span className={cx("w-fit shrink-0 rounded-full px-2.5 py-1 text-center text-xs font-bold sm:w-24", result.classes)}>{result.name}</span>
      <div className="min-w-0 flex-1">
        <p className="flex min-w-0 items-center gap-2">
          <span className="sr-only">{profileTexts.history.against}:</span>
          <Avatar username={match.opponent.username} image={match.opponent.profileImage} size={32} decorative />
          <Link to={paths.profile.href(match.opponent.username)} className="truncate font-semibold text-indigo-700 hover:underline">
            {match.opponent.username}
          </Link>
        </p>
        <p className="mt-1 text-sm text-slate-600 wrap-anywhere">
          <Link to={paths.tournament.href(match.tournament.slug || match.tournament._id)} className="font-medium text-slate-800 hover:underline">
            {match.tournament.name}
          </Link>
          {" · "}
          {tournamentTexts.systems[match.tournament.system]}
          {" · "}
          {match.tournament.round}
        </p>
        {hasClubs ? (
          <p className="mt-1 text-sm text-slate-600 wrap-anywhere">
            <span className="font-medium text-slate-700">{profileTexts.history.clubsLabel}:</span>{" "}
            {profileTexts.history.clubs(match.userClub, match.opponentClub)}
          </p>
        ) : null}
      </div>
      <div className="flex shrink-0 items-baseline justify-between gap-4 sm:flex-col sm:items-end sm:gap-1">
        <p className="text-xl font-bold text-slate-900 tabular-nums">
          <span aria-hidden="true">{withShootout(tournamentDetailTexts.score(match.userScore, match.opponentScore), shootout)}</span>
          <span className="sr-only">
            {profileTexts.history.score(match.userScore, match.opponent.username, match.opponentScore)}
            {match.userPenalties != null && match.opponentPenalties != null
              ? profileTexts.history.shootout(match.userPenalties, match.opponentPenalties)
              : null}
          </span>
          {match.isWalkover ? (
            <span
              title={matchActsTexts.notes.walkoverLong}
              className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 align-middle text-xs font-semibold text-slate-800"
            >
              {matchActsTexts.notes.walkover}
            </span>
          ) : null}
        </p>
        <time dateTime={match.date} title={exactDate(match.date)} className="text-xs text-slate-500">
          {relativeTime(match.date)}
        </time>
      </div>
    </li>
  );
}
