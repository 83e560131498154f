import { Link } from "react-router";
import type { User } from "@turnuva/contract";
import { paths } from "../../lib/paths.ts";
import { commonTexts } from "../../texts/common.ts";
import { homeTexts } from "../../texts/home.ts";
import { Avatar } from "../../ui/avatar.tsx";
import { ChartIcon, TrophyIcon, UsersIcon } from "../../ui/icons.tsx";

const shortcuts = [
  {
    key: "platforms",
    href: paths.platforms.href(),
    Icon: UsersIcon,
    title: commonTexts.places.myPlatforms,
    text: homeTexts.shortcuts.platforms.text,
  },
  {
    key: "tournaments",
    href: paths.tournaments.href(),
    Icon: TrophyIcon,
    title: commonTexts.places.finishedTournaments,
    text: homeTexts.shortcuts.tournaments.text,
  },
  { key: "profile", href: paths.ownProfile.href(), Icon: ChartIcon, ...homeTexts.shortcuts.profile },
] as const;

/** Signed-in home: greeting, picture area (upload arrives with the images issue), three shortcuts. */
export function MemberHome({ user }: { user: User }) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <div className="flex flex-col items-center gap-4 text-center sm:flex-row sm:text-left">
        <Avatar username={user.username} image={user.profileImage} size={80} />
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{homeTexts.greeting(user.username)}</h1>
          <p className="mt-1 text-slate-600">{homeTexts.memberIntro}</p>
        </div>
      </div>

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
