import { Suspense } from "react";
import { useParams } from "react-router";
import { lazyNamed } from "@/lib/lazy-named.ts";
import { StreamRefusalNote } from "@/lib/live/stream-refusal-note.tsx";
import { useLiveProfile } from "@/lib/live/use-live-profile.ts";
import { useSession } from "@/lib/session/use-session.ts";
import { commonTexts } from "@/texts/common.ts";
import { profileTexts } from "@/texts/profile.ts";
import { Alert } from "@/ui/alert.tsx";
import { ErrorBoundary } from "@/ui/error-boundary.tsx";
import { PageTitle } from "@/ui/page-title.tsx";
import { Spinner } from "@/ui/spinner.tsx";
import { useProfile } from "./api/get-profile.ts";
import { ChallengePerformance } from "./challenge-performance.tsx";
import { GeneralStats } from "./general-stats.tsx";
import { GoalsChart } from "./goals-chart.tsx";
import { MatchHistoryPanel } from "./match-history-panel.tsx";
import { ProfileHeader } from "./profile-header.tsx";
import { RecentPerformance } from "./recent-performance.tsx";
import { failureMessage } from "./section-body.tsx";
import { TournamentPerformance } from "./tournament-performance.tsx";
import { UsedClubs } from "./used-clubs.tsx";

// Issue 26: the own profile's settings bring the forms' libraries (react-hook-form, the contract's
// schemas), which nobody else's profile needs: a part of their own, loaded only on the own profile.
const AccountSettings = lazyNamed(() => import("./settings/account-settings.tsx"), "AccountSettings");
// Issue 28: the Elo rating with its chart, a part of its own as well (loaded after the page).
const RatingChart = lazyNamed(() => import("./rating-chart.tsx"), "RatingChart");

const frame = "mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12";

/**
 * Part 1 §2 /profil (own, behind the login guard) and /profil/{username}: the header, the
 * statistics of part 1 §3, the clubs the player used most (issue 28), recent performance, a
 * chart of the last matches' goals and the match history. The own profile is the one of the
 * signed-in person, by either address. A score of a tournament this player takes part in reads
 * the figures again (the tab's shared stream); when that stream is refused for the address's
 * limit, a quiet note says so.
 */
export function ProfilePage() {
  const { username: routeUsername } = useParams();
  const { user } = useSession();
  const isOwn = routeUsername === undefined || (user !== null && routeUsername.toLowerCase() === user.username.toLowerCase());
  const profile = useProfile(isOwn ? null : routeUsername);
  const refusal = useLiveProfile(profile.data?._id ?? null, profile.data?.username ?? null);
  const title = profileTexts.title(profile.data?.username ?? routeUsername ?? user?.username ?? "");

  if (profile.isPending) {
    return (
      <div className={frame}>
        <PageTitle title={title} bare />
        <Spinner label={profileTexts.loading} />
      </div>
    );
  }
  if (profile.isError) {
    return (
      <div className={frame}>
        <PageTitle title={title} bare />
        <Alert tone="error">
          <h1 className="text-lg font-bold">{commonTexts.routeError.title}</h1>
          <p className="mt-1">{failureMessage(profile.error)}</p>
        </Alert>
      </div>
    );
  }

  const { username } = profile.data;
  return (
    <div className={frame}>
      <PageTitle title={title} bare />
      <ProfileHeader profile={profile.data} editable={isOwn} />
      <StreamRefusalNote refusal={refusal} className="mt-6" />
      <div className="mt-8 grid items-start gap-6 lg:grid-cols-2">
        <div className="grid gap-6">
          <GeneralStats username={username} />
          <UsedClubs username={username} />
        </div>
        <div className="grid gap-6">
          <RecentPerformance username={username} />
          <TournamentPerformance username={username} />
          <ChallengePerformance username={username} />
        </div>
      </div>
      <div className="mt-6 grid gap-6">
        <ErrorBoundary fallback={null}>
          <Suspense fallback={null}>
            <RatingChart username={username} />
          </Suspense>
        </ErrorBoundary>
        <GoalsChart username={username} />
        <MatchHistoryPanel username={username} isOwn={isOwn} />
      </div>
      {isOwn ? (
        <ErrorBoundary fallback={null}>
          <Suspense fallback={<Spinner label={commonTexts.loading} />}>
            <AccountSettings />
          </Suspense>
        </ErrorBoundary>
      ) : null}
    </div>
  );
}
