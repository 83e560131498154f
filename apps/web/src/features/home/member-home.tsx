import { Suspense, useState } from "react";
import { Link } from "react-router";
import type { User } from "@turnuva/contract";
import { lazyNamed } from "@/lib/lazy-named.ts";
import { paths } from "@/lib/paths.ts";
import { commonTexts } from "@/texts/common.ts";
import { memberHomeTexts } from "@/texts/member-home.ts";
import { Avatar } from "@/ui/avatar.tsx";
import { ErrorBoundary } from "@/ui/error-boundary.tsx";
import { ChartIcon, TrophyIcon, UsersIcon } from "@/ui/icons.tsx";

// The uploader (its dialog, its checks) is not part of "/": it loads when the person reaches for
// the button (pointer over it, focus) and shows when it is pressed (docs/architecture.md, budgets).
const loadEditor = () => import("@/features/profile/public/profile-image-editor.tsx");
const ProfileImageEditor = lazyNamed(loadEditor, "ProfileImageEditor");
const preloadEditor = () => void loadEditor().catch(() => undefined);
// Issue 25: the matches waiting for the person, with their request, in a part of its own: counted
// with the face by scripts/report-sizes.mjs (the largest part a page loads to show itself).
const WaitingMatches = lazyNamed(() => import("./waiting-matches.tsx"), "WaitingMatches");

const shortcuts = [
  {
    key: "platforms",
    href: paths.platforms.href(),
    Icon: UsersIcon,
    title: commonTexts.places.myPlatforms,
    text: memberHomeTexts.shortcuts.platforms.text,
  },
  {
    key: "tournaments",
    href: paths.tournaments.href(),
    Icon: TrophyIcon,
    title: commonTexts.places.finishedTournaments,
    text: memberHomeTexts.shortcuts.tournaments.text,
  },
  { key: "profile", href: paths.ownProfile.href(), Icon: ChartIcon, ...memberHomeTexts.shortcuts.profile },
] as const;

/** Signed-in home: greeting, picture area (its uploader on request), three shortcuts, the matches waiting for them. */
export function MemberHome({ user }: { user: User }) {
  const [editing, setEditing] = useState(false);
  const avatar = <Avatar username={user.username} image={user.profileImage} size={80} />;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <div className="flex flex-col items-center gap-4 text-center sm:flex-row sm:items-start sm:text-left">
        {editing ? (
          <ErrorBoundary fallback={avatar}>
            <Suspense fallback={avatar}>
              <ProfileImageEditor username={user.username} image={user.profileImage} size={80} autoFocus />
            </Suspense>
          </ErrorBoundary>
        ) : (
          <div className="flex flex-col items-center">
            {avatar}
            <button
              type="button"
              onPointerEnter={preloadEditor}
              onFocus={preloadEditor}
              onClick={() => setEditing(true)}
              className="min-h-11 px-2 text-sm font-semibold text-indigo-700 hover:underline"
            >
              {memberHomeTexts.editPicture}
            </button>
          </div>
        )}
        <div className="min-w-0 sm:pt-4">
          <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{memberHomeTexts.greeting(user.username)}</h1>
          <p className="mt-1 text-slate-600">{memberHomeTexts.intro}</p>
        </div>
      </div>

      {/* First: what waits for the person is what they came for; nothing shows while none does. */}
      <ErrorBoundary fallback={null}>
        <Suspense fallback={null}>
          <WaitingMatches username={user.username} />
        </Suspense>
      </ErrorBoundary>

      <ul className="mt-10 grid gap-4 md:grid-cols-3">
        {shortcuts.map((shortcut) => (
          <li key={shortcut.key}>
            <Link
              to={shortcut.href}
              className="block h-full rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:border-indigo-300 hover:shadow-md"
            >
              <span className="inline-flex size-11 items-center justify-center rounded-xl bg-indigo-50 text-indigo-700">
                <shortcut.Icon />
              </span>
              <h2 className="mt-3 text-lg font-bold text-slate-900">{shortcut.title}</h2>
              <p className="mt-2 text-sm text-slate-600">{shortcut.text}</p>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
