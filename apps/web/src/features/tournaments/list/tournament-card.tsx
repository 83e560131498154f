import { memo } from "react";
import { Link } from "react-router";
import type { TournamentCard as Card } from "@turnuva/contract/tournaments";
import { paths } from "@/lib/paths.ts";
import { exactDate, relativeTime } from "@/lib/relative-time.ts";
import { platformPageTexts } from "@/texts/platform-pages.ts";
import { tournamentListTexts } from "@/texts/tournament-list.ts";
import { tournamentTexts } from "@/texts/tournaments.ts";
import { cx } from "@/ui/class-names.ts";

const statusClasses: Record<Card["status"], string> = {
  active: "bg-emerald-100 text-emerald-900",
  paused: "bg-amber-100 text-amber-900",
  pending: "bg-amber-100 text-amber-900",
  completed: "bg-indigo-100 text-indigo-900",
};

// Above the card's stretched link, so that they open their own pages.
const innerLink = "relative z-10 font-semibold text-indigo-700 hover:underline";

/**
 * Part 2 §2: a tournament of the list: name, system, status badge, platform, participant count,
 * last activity (the finish when completed: finishing is a completed tournament's last write, so
 * its `lastUpdated` is that moment) and the champion of a completed one. The whole card opens the
 * tournament (its name's link stretched over it); the platform and the champion are links of
 * their own. Its grid item needs min-w-0, so a long one-word name wraps instead of widening it.
 */
// Memoised: the list renders again as its counts, its state and further pages arrive, and 18
// cards and more rendering again each time made long tasks on a phone.
export const TournamentCard = memo(function TournamentCard({ tournament }: { tournament: Card }) {
  const champion = tournament.status === "completed" ? tournament.champion : null;
  return (
    <article className="relative flex h-full min-w-0 flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition focus-within:border-indigo-300 hover:border-indigo-300 hover:shadow-md">
      <div className="flex items-start justify-between gap-3">
        <h3 className="min-w-0 text-lg font-bold break-words text-slate-900">
          <Link
            to={paths.tournament.href(tournament.slug || tournament._id)}
            className="after:absolute after:inset-0 after:rounded-2xl after:content-[''] hover:text-indigo-700"
          >
            {tournament.name}
          </Link>
        </h3>
        <span className={cx("shrink-0 rounded-full px-2.5 py-1 text-xs font-semibold", statusClasses[tournament.status])}>
          {tournamentTexts.status(tournament.status)}
        </span>
      </div>
      <p className="text-sm text-slate-600">
        {tournamentTexts.systems[tournament.system]} · {platformPageTexts.detail.participants(tournament.participantCount)}
      </p>
      <p className="min-w-0 text-sm break-words">
        <Link to={paths.platform.href(tournament.platform.slug)} className={innerLink}>
          {tournament.platform.name}
        </Link>
      </p>
      <p className="text-sm text-slate-600">
        {tournamentListTexts.lastActivity}:{" "}
        <time dateTime={tournament.lastUpdated} title={exactDate(tournament.lastUpdated)}>
          {relativeTime(tournament.lastUpdated)}
        </time>
      </p>
      {champion ? (
        <p className="mt-auto min-w-0 pt-1 text-sm break-words">
          <span className="text-slate-600">{platformPageTexts.detail.champion}: </span>
          <Link to={paths.profile.href(champion.username)} className={innerLink}>
            {champion.username}
          </Link>
        </p>
      ) : null}
    </article>
  );
});
