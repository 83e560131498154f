import { Suspense } from "react";
import type { Profile } from "@turnuva/contract/stats";
import { lazyNamed } from "@/lib/lazy-named.ts";
import { exactDate, relativeTime } from "@/lib/relative-time.ts";
import { commonTexts } from "@/texts/common.ts";
import { profileTexts } from "@/texts/profile.ts";
import { Avatar } from "@/ui/avatar.tsx";
import { cx } from "@/ui/class-names.ts";
import { ErrorBoundary } from "@/ui/error-boundary.tsx";
import { useUserStats } from "./api/get-user-stats.ts";

const texts = profileTexts.header;

// The uploader (and the dialog's code) only for the own profile, whose owner may edit it.
const ProfileImageEditor = lazyNamed(() => import("./public/profile-image-editor.tsx"), "ProfileImageEditor");
const AVATAR_SIZE = 112;

/**
 * Issue 25: the player's open matches as an iCalendar file, served by the server (a plain link:
 * opened, the calendar app adds the events; its address can be subscribed to, and the events
 * update in place by their UIDs).
 */
const userCalendarHref = (username: string) => `/api/users/${encodeURIComponent(username)}/calendar.ics`;

/** Ours (docs/decisions.md): the 'Aktif Oyuncu' marker means a confirmed match in this many days. */
const ACTIVE_PLAYER_DAYS = 30;

/**
 * Part 1 §2 profile header: avatar (editable only on the own profile), username, the e-mail only on
 * the own profile (the server sends it only there), the 'active player' marker and the total match
 * count.
 */
export function ProfileHeader({ profile, editable }: { profile: Profile; editable: boolean }) {
  const stats = useUserStats(profile.username);
  const avatar = <Avatar username={profile.username} image={profile.profileImage} size={AVATAR_SIZE} />;
  return (
    // With the uploader's buttons under the picture, the name lines up with the picture, not the column.
    <header className={cx("flex flex-col items-center gap-4 text-center sm:flex-row sm:text-left", editable && "sm:items-start")}>
      {editable ? (
        // Without the uploader's code (the connection dropped) the picture is still shown.
        <ErrorBoundary fallback={avatar}>
          <Suspense fallback={avatar}>
            <ProfileImageEditor username={profile.username} image={profile.profileImage} size={AVATAR_SIZE} />
          </Suspense>
        </ErrorBoundary>
      ) : (
        avatar
      )}
      <div className={cx("min-w-0", editable && "sm:pt-6")}>
        <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">{profile.username}</h1>
        {profile.email ? (
          <p className="mt-1 break-all text-slate-600">
            <span className="sr-only">{commonTexts.email}: </span>
            {profile.email}
          </p>
        ) : null}
        <p className="mt-3 flex flex-wrap items-center justify-center gap-2 text-sm sm:justify-start">
          {profile.isActivePlayer ? (
            <span
              title={texts.activePlayerRule(ACTIVE_PLAYER_DAYS)}
              className="inline-flex items-center gap-1.5 rounded-full bg-emerald-100 px-2.5 py-1 font-semibold text-emerald-900"
            >
              <span aria-hidden="true" className="size-2 rounded-full bg-emerald-600" />
              {texts.activePlayer}
              <span className="sr-only"> ({texts.activePlayerRule(ACTIVE_PLAYER_DAYS)})</span>
            </span>
          ) : null}
          {stats.data ? (
            <span className="rounded-full bg-slate-100 px-2.5 py-1 font-semibold text-slate-800">{texts.matchCount(stats.data.totalMatches)}</span>
          ) : null}
          {profile.lastMatchAt ? (
            <span className="text-slate-600">
              {texts.lastMatch}:{" "}
              <time dateTime={profile.lastMatchAt} title={exactDate(profile.lastMatchAt)}>
                {relativeTime(profile.lastMatchAt)}
              </time>
            </span>
          ) : null}
        </p>
        {editable ? (
          <p className="mt-3 text-sm">
            <a href={userCalendarHref(profile.username)} className="font-semibold text-indigo-700 hover:underline">
              {texts.addToCalendar}
            </a>
          </p>
        ) : null}
      </div>
    </header>
  );
}
