import { useParams } from "react-router";
import { useSession } from "../../lib/session/use-session.ts";
import { commonTexts } from "../../texts/common.ts";
import { profileTexts } from "../../texts/profile.ts";
import { Avatar } from "../../ui/avatar.tsx";
import { ComingSoon } from "../../ui/coming-soon.tsx";
import { PageTitle } from "../../ui/page-title.tsx";

/**
 * Part 1 §2 /profil (own, behind the login guard) and /profil/{username}. The own profile shows
 * what the session already knows; statistics arrive with the profile issue.
 */
export function ProfilePage() {
  const { username: routeUsername } = useParams();
  const { user } = useSession();
  const isOwn = !routeUsername || routeUsername === user?.username;
  const username = routeUsername ?? user?.username ?? "";
  const ownUser = isOwn ? user : null;

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <PageTitle title={profileTexts.title(username)} bare />
      <div className="flex flex-col items-center gap-4 text-center sm:flex-row sm:text-left">
        <Avatar username={username} image={ownUser?.profileImage} size={80} />
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{username}</h1>
          {ownUser?.email ? (
            <p className="mt-1 break-all text-slate-600">
              <span className="sr-only">{commonTexts.email}: </span>
              {ownUser.email}
            </p>
          ) : null}
        </div>
      </div>
      <div className="mt-8">
        <ComingSoon>{profileTexts.statsSoon}</ComingSoon>
      </div>
    </div>
  );
}
