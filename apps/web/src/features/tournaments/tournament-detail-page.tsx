import { Suspense, useDeferredValue, useMemo } from "react";
import { Link, useParams } from "react-router";
import type { Tournament } from "@turnuva/contract/tournaments";
import { ApiError } from "@/lib/api-client.ts";
import { lazyNamed } from "@/lib/lazy-named.ts";
import { useSession } from "@/lib/session/use-session.ts";
import { paths } from "@/lib/paths.ts";
import { commonTexts } from "@/texts/common.ts";
import { tournamentDetailTexts } from "@/texts/tournament-detail.ts";
import { tournamentTexts } from "@/texts/tournaments.ts";
import { Alert } from "@/ui/alert.tsx";
import { cx } from "@/ui/class-names.ts";
import { PageTitle } from "@/ui/page-title.tsx";
import { Spinner } from "@/ui/spinner.tsx";
import { LiveAnnouncer } from "./live/live-announcer.tsx";
import { useLiveTournament } from "./live/use-live-tournament.ts";
import { someMatch } from "@turnuva/contract/tournament-matches";
import { ShareLinkButton } from "./share/share-link-button.tsx";
import { TournamentView } from "./view/tournament-view.tsx";

// Issue 25's 'Maçlarım' and the organiser's desk: only a signed-in person can have either, so a
// visitor's page never loads their code.
const TournamentActs = lazyNamed(() => import("./acts/tournament-acts.tsx"), "TournamentActs");

const frame = "mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12";

const statusClasses: Record<Tournament["status"], string> = {
  active: "bg-emerald-100 text-emerald-900",
  paused: "bg-amber-100 text-amber-900",
  pending: "bg-amber-100 text-amber-900",
  completed: "bg-indigo-100 text-indigo-900",
};

/**
 * Issue 25: the tournament's matches with deadlines as an iCalendar file, served by the server (a
 * plain link: opened, the calendar app adds the events; subscribed to, they update in place).
 * Offered only when some match has a deadline: the file holds nothing else.
 */
const tournamentCalendarHref = (id: string) => `/api/tournaments/${encodeURIComponent(id)}/calendar.ics`;
const hasDeadlines = (tournament: Tournament) => tournament.roundDays !== null || someMatch(tournament, (match) => match.deadline !== null);

function BackToList() {
  return (
    <Link to={paths.tournaments.href()} className="mt-6 inline-block font-semibold text-indigo-700 hover:underline">
      {tournamentDetailTexts.backToList}
    </Link>
  );
}

/** Title, system, status, participants, the platform's page and the share link (part 2 §2). */
function Header({ tournament }: { tournament: Tournament }) {
  const system = tournamentTexts.systems[tournament.system] ?? tournament.system;
  // Once per copy of the tournament, not on every render of the page (a league of 128 has 16,256
  // matches to look through, and the page renders again for each change of its stream's state).
  const withDeadlines = useMemo(() => hasDeadlines(tournament), [tournament]);
  return (
    <header className="mb-10 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">{tournament.name}</h1>
        <p className="mt-3 flex flex-wrap items-center gap-2 text-sm text-slate-600">
          <span className="rounded-full bg-slate-100 px-2.5 py-1 font-semibold text-slate-800">{system}</span>
          <span className={cx("rounded-full px-2.5 py-1 font-semibold", statusClasses[tournament.status])}>
            {tournamentTexts.status(tournament.status)}
          </span>
          <span>{tournamentDetailTexts.participantCount(tournament.participantCount)}</span>
        </p>
        <p className="mt-2 text-sm text-slate-600">
          {tournamentDetailTexts.platform}:{" "}
          <Link to={paths.platform.href(tournament.platform.slug)} className="font-semibold break-words text-indigo-700 hover:underline">
            {tournament.platform.name}
          </Link>
        </p>
        {withDeadlines ? (
          <p className="mt-2 text-sm">
            <a href={tournamentCalendarHref(tournament._id)} className="font-semibold text-indigo-700 hover:underline">
              {tournamentDetailTexts.addToCalendar}
            </a>
          </p>
        ) : null}
      </div>
      <ShareLinkButton identifier={tournament.slug || tournament._id} className="shrink-0" />
    </header>
  );
}

/**
 * Part 2 §2 tournament detail (slug, or id when there is no slug), kept current by its event
 * stream until completed (asked again every 30 s while the stream is not open); what someone
 * else changed is said in a polite live region.
 */
export function TournamentDetailPage() {
  const { identifier = "" } = useParams();
  const { query, announcement } = useLiveTournament(identifier);
  const { user } = useSession();
  // The fixtures, tables and bracket render in the background (a deferred value: React renders
  // them in slices between the browser's own work) after the header has been painted, rather than
  // in one long task when the tournament arrives (Lighthouse's Total Blocking Time on a phone).
  const shown = useDeferredValue(query.data);
  // The body renders again only for a new copy of the tournament: the page itself renders for
  // every change of the stream's state, the session and the query's flags, which at 128 players
  // re-rendered the standings' 128 rows and a week's 64 matches each time (issue 27).
  const view = useMemo(() => (shown ? <TournamentView tournament={shown} /> : null), [shown]);

  if (query.isPending) {
    return (
      <div className={frame}>
        <PageTitle title={commonTexts.places.tournaments} />
        <Spinner label={tournamentDetailTexts.notFoundOrLoading} />
      </div>
    );
  }
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className={frame}>
        <PageTitle title={commonTexts.places.tournaments} />
        {notFound ? <meta name="robots" content="noindex" /> : null}
        <Alert tone={notFound ? "info" : "error"}>
          {notFound ? tournamentDetailTexts.notFoundOrLoading : tournamentTexts.error(query.error.message)}
        </Alert>
        <BackToList />
      </div>
    );
  }
  const tournament = query.data;
  return (
    <div className={frame}>
      <PageTitle title={tournament.name} />
      <Header tournament={tournament} />
      <LiveAnnouncer announcement={announcement} />
      {user ? (
        <Suspense fallback={null}>
          <TournamentActs tournament={tournament} />
        </Suspense>
      ) : null}
      {view ?? (
        // As tall as a screen until then, so the footer does not jump when the view comes.
        <div className="min-h-dvh">
          <Spinner label={commonTexts.loading} />
        </div>
      )}
    </div>
  );
}
