import { Suspense, useEffect, useId, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { useQueryClient } from "@tanstack/react-query";
import { Link, useLocation, useNavigate, useParams } from "react-router";
import type { PlatformDetail, PlatformTournament } from "@turnuva/contract";
import { ApiError } from "@/lib/api-client.ts";
import { isQuery } from "@/lib/live/list-keys.ts";
import { StreamRefusalNote } from "@/lib/live/stream-refusal-note.tsx";
import { useLiveLists } from "@/lib/live/use-live-lists.ts";
import { paths } from "@/lib/paths.ts";
import { useSession } from "@/lib/session/use-session.ts";
import { commonTexts } from "@/texts/common.ts";
import { platformManagerTexts } from "@/texts/platform-manager.ts";
import { platformPageTexts } from "@/texts/platform-pages.ts";
import { platformTexts } from "@/texts/platforms.ts";
import { tournamentTexts } from "@/texts/tournaments.ts";
import { Avatar } from "@/ui/avatar.tsx";
import { memberBackground } from "@/ui/member-colour.ts";
import { Button } from "@/ui/button.tsx";
import { buttonClasses } from "@/ui/button-styles.ts";
import { cx } from "@/ui/class-names.ts";
import { PageDescription } from "@/ui/page-description.tsx";
import { PageTitle } from "@/ui/page-title.tsx";
import { Spinner } from "@/ui/spinner.tsx";
import { useMembersPreview } from "./api/get-members-preview.ts";
import { platformTournamentsQueryOptions, usePlatformTournaments } from "./api/get-platform-tournaments.ts";
import { platformBySlugQueryOptions, usePlatformBySlug } from "./api/get-platform.ts";
import { gameLabel, playAreaLabel, userLabel } from "./labels.ts";
import { PlatformImage } from "./platform-image.tsx";
import { LeavePlatform } from "./leave-platform.tsx";
import { RetryAlert } from "@/ui/retry-alert.tsx";
import { platformsPolicy } from "@turnuva/contract/policies";
import { actorOf } from "@/lib/session/actor.ts";
import { lazyNamed } from "@/lib/lazy-named.ts";
import { ErrorBoundary } from "@/ui/error-boundary.tsx";

// Issue 28: 'Sıralama' is a part of its own, loaded after the page (the route's first load is at its budget).
const RatingsSection = lazyNamed(() => import("./ratings-section.tsx"), "RatingsSection");

/** Part 1 §9: the tournaments shown at first, and how many more each press reveals. */
export const TOURNAMENTS_STEP = 6;

const texts = platformPageTexts.detail;
const linkClasses = "font-semibold text-indigo-700 hover:underline";
const dateFormat = new Intl.DateTimeFormat("tr-TR", { day: "numeric", month: "long", year: "numeric" });

/** Part 1 §8 dates: 'Bilinmiyor' when missing, 'Geçersiz Tarih' when unreadable. */
function formatDate(value: string | null | undefined): string {
  if (!value) return texts.dateMissing;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? texts.dateInvalid : dateFormat.format(date);
}

const statusClasses: Readonly<Record<string, string>> = {
  active: "bg-emerald-100 text-emerald-900",
  completed: "bg-indigo-100 text-indigo-900",
};

/** A part that could not be loaded, with 'Tekrar Dene' (which says it is loading while it asks again). */
function LoadFailed({ message, query }: { message: string; query: { isFetching: boolean; refetch: () => Promise<unknown> } }) {
  return (
    <RetryAlert busy={query.isFetching} onRetry={() => void query.refetch()}>
      <p>{message}</p>
    </RetryAlert>
  );
}

/** Part 1 §2: name, status badge, system, participants, date, the champion once completed, 'Detaylar →'. */
function TournamentCard({ tournament }: { tournament: PlatformTournament }) {
  const headingId = useId();
  const champion = tournament.status === "completed" ? tournament.champion : null;
  return (
    <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <h3 id={headingId} className="min-w-0 text-lg font-bold break-words text-slate-900">
          {tournament.name}
        </h3>
        <span
          className={cx("shrink-0 rounded-full px-2.5 py-1 text-xs font-semibold", statusClasses[tournament.status] ?? "bg-amber-100 text-amber-900")}
        >
          {tournamentTexts.status(tournament.status)}
        </span>
      </div>
      <p className="mt-2 text-sm text-slate-600">
        {tournamentTexts.systems[tournament.system]} · {texts.participants(tournament.participantCount)}
      </p>
      <p className="mt-1 text-sm text-slate-600">
        <time dateTime={tournament.updatedAt}>{formatDate(tournament.updatedAt)}</time>
      </p>
      {champion ? (
        <p className="mt-2 text-sm">
          <span className="text-slate-600">{texts.champion}: </span>
          <Link to={paths.profile.href(champion.username)} className={linkClasses}>
            {userLabel(champion.username)}
          </Link>
        </p>
      ) : null}
      <Link
        to={paths.tournament.href(tournament.slug || tournament._id)}
        aria-describedby={headingId}
        className={cx(linkClasses, "mt-auto self-start pt-4")}
      >
        {texts.details}
      </Link>
    </article>
  );
}

/** Active and completed together, 6 at first and 6 more per press (part 1 §2, §9). */
function PlatformTournaments({ slug }: { slug: string }) {
  const query = usePlatformTournaments(slug);
  const [shown, setShown] = useState(TOURNAMENTS_STEP);
  const listRef = useRef<HTMLUListElement>(null);

  let content;
  if (query.isPending) {
    content = <Spinner label={commonTexts.loading} />;
  } else if (query.isError) {
    content = <LoadFailed message={texts.tournamentsFailed} query={query} />;
  } else {
    const all = [...query.data.active, ...query.data.completed];
    const hidden = all.length - shown;
    // The first card revealed gets its 'Detaylar →', so a keyboard user reads on where the new
    // ones begin (and does not fall to the page's top when the button goes at the end).
    const showMore = () => {
      flushSync(() => setShown(shown + TOURNAMENTS_STEP));
      [...(listRef.current?.children[shown]?.querySelectorAll("a") ?? [])].at(-1)?.focus();
    };
    content =
      all.length === 0 ? (
        <p className="rounded-2xl border border-slate-200 bg-white px-5 py-8 text-center text-slate-600">{texts.noTournaments}</p>
      ) : (
        <>
          <ul ref={listRef} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {all.slice(0, shown).map((tournament) => (
              // min-w-0: a long one-word name wraps instead of widening the column (and the page).
              <li key={tournament._id} className="min-w-0">
                <TournamentCard tournament={tournament} />
              </li>
            ))}
          </ul>
          {hidden > 0 ? (
            <div className="mt-6 flex justify-center">
              <Button variant="secondary" onClick={showMore} className="w-full sm:w-auto">
                {texts.showMore(hidden)}
              </Button>
            </div>
          ) : null}
        </>
      );
  }

  return (
    <section aria-labelledby="platform-tournaments" className="mt-10">
      <h2 id="platform-tournaments" className="mb-4 text-xl font-bold">
        {commonTexts.places.tournaments}
      </h2>
      {content}
    </section>
  );
}

/** Part 1 §2: the first members (avatars and names, linking to their profiles) and how many there are. */
function MembersPreview({ slug }: { slug: string }) {
  const query = useMembersPreview(slug);

  let content;
  if (query.isPending) {
    content = <Spinner label={commonTexts.loading} />;
  } else if (query.isError) {
    content = <LoadFailed message={texts.membersFailed} query={query} />;
  } else {
    content = (
      <>
        <p className="mb-4 text-slate-600">{platformTexts.card.members(query.data.memberCount)}</p>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {query.data.members.map((member, index) => (
            <li key={member._id}>
              <Link
                to={paths.profile.href(member.username)}
                className="flex min-h-11 items-center gap-3 rounded-xl border border-slate-200 bg-white p-2 hover:border-indigo-300"
              >
                <Avatar username={member.username} image={member.profileImage} background={memberBackground(index)} decorative />
                <span className="min-w-0">
                  <span className="block truncate font-semibold text-slate-900">{member.username}</span>
                  {member.isOwner ? <span className="block text-xs text-slate-500">{platformTexts.card.founder}</span> : null}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <section aria-labelledby="platform-members" className="mt-10">
      <h2 id="platform-members" className="mb-4 text-xl font-bold">
        {texts.members}
      </h2>
      {content}
    </section>
  );
}

/** Name, image, description, founder, counts, game and play area; 'Düzenle' for the owner, 'Platformdan Ayrıl' for a member. */
function PlatformSummary({ platform }: { platform: PlatformDetail }) {
  const { user } = useSession();
  const facts = [
    { term: texts.memberCount, value: platform.memberCount },
    { term: texts.completedTournaments, value: platform.completedTournamentCount },
    { term: platformTexts.card.game, value: gameLabel(platform.game) },
    { term: platformTexts.card.playArea, value: playAreaLabel(platform.deviceType) },
  ];
  return (
    <>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <PlatformImage name={platform.name} image={platform.platformImage} size={96} />
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">{platform.name}</h1>
          <p className="mt-1 text-slate-600">
            {platformTexts.card.founder}:{" "}
            <Link to={paths.profile.href(platform.owner.username)} className={linkClasses}>
              {userLabel(platform.owner.username)}
            </Link>
          </p>
        </div>
        {platformsPolicy.canEdit(actorOf(user), { ownerId: platform.owner._id }) ? (
          <Link to={paths.platformEdit.href(platform._id)} className={buttonClasses("secondary", "sm:self-start")}>
            {platformManagerTexts.myPlatforms.edit}
          </Link>
        ) : null}
      </div>
      {platform.description ? <p className="mt-6 max-w-3xl whitespace-pre-line break-words text-slate-700">{platform.description}</p> : null}
      <dl className="mt-6 grid grid-cols-2 gap-3 md:grid-cols-4">
        {facts.map((fact) => (
          <div key={fact.term} className="rounded-xl border border-slate-200 bg-white px-4 py-3">
            <dt className="text-sm text-slate-500">{fact.term}</dt>
            <dd className="mt-1 font-semibold break-words text-slate-900">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <LeavePlatform platform={platform} />
    </>
  );
}

/** Part 1 §2: a slug nobody has. */
function PlatformNotFound() {
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <PageTitle title={texts.notFoundTitle} />
      <meta name="robots" content="noindex" />
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{texts.notFoundTitle}</h1>
      <p className="mt-3 text-slate-600">{texts.notFoundText}</p>
      <Link to={paths.platforms.href()} className={buttonClasses("primary", "mt-8")}>
        {platformTexts.allPlatforms}
      </Link>
    </div>
  );
}

/** Part 1 §2 /platformlar/{slug}: the public page of one platform. */
export function PlatformDetailPage() {
  const { slug = "" } = useParams();
  const query = usePlatformBySlug(slug);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { search, hash } = useLocation();

  // The server matches a slug regardless of case (/platformlar/BAHAR-KUPASI): the platform has one
  // address, the one it gives, which replaces the other (keeping the query and the fragment). Its
  // answer is kept under that address, so the page does not ask for it again.
  const platform = query.data;
  const moved = platform !== undefined && platform.slug !== slug;
  useEffect(() => {
    if (!platform || platform.slug === slug) return;
    queryClient.setQueryData(platformBySlugQueryOptions(platform.slug).queryKey, platform);
    void navigate({ pathname: paths.platform.href(platform.slug), search, hash }, { replace: true });
  }, [platform, slug, search, hash, navigate, queryClient]);

  // Live (the tab's shared stream): this platform's tournaments are read again when one of them
  // changes, its completed count when one of them is finished; other platforms' news is not ours.
  const platformId = platform && !moved ? platform._id : null;
  // Both listen on the one shared stream, so either says when it is refused (lib/live/why-refused.ts).
  const refusal = useLiveLists(platformId !== null, {
    concerns: (event) => event.platformId === platformId,
    lists: isQuery(platformTournamentsQueryOptions(slug).queryKey),
  });
  useLiveLists(platformId !== null, {
    concerns: (event) => event.platformId === platformId && event.status === "completed",
    lists: isQuery(platformBySlugQueryOptions(slug).queryKey),
  });

  if (query.isError && query.error instanceof ApiError && query.error.status === 404) return <PlatformNotFound />;

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      {query.isPending || query.isError ? <PageTitle title={commonTexts.places.platforms} /> : null}
      {query.isPending || moved ? (
        <Spinner label={commonTexts.loading} />
      ) : query.isError ? (
        <LoadFailed message={platformPageTexts.loadFailed} query={query} />
      ) : (
        <>
          <PageTitle title={query.data.name} />
          <PageDescription content={query.data.description || texts.metaDescription(query.data.name, gameLabel(query.data.game))} />
          <StreamRefusalNote refusal={refusal} className="mb-6" />
          <PlatformSummary platform={query.data} />
          <PlatformTournaments slug={slug} />
          <MembersPreview slug={slug} />
          <ErrorBoundary fallback={null}>
            <Suspense fallback={<Spinner label={commonTexts.loading} />}>
              <RatingsSection slug={slug} platformId={query.data._id} />
            </Suspense>
          </ErrorBoundary>
        </>
      )}
    </div>
  );
}
