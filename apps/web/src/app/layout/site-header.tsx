import { Link, NavLink } from "react-router";
import { NotificationBell } from "@/features/notifications/notification-bell.tsx";
import { paths } from "@/lib/paths.ts";
import { useSession } from "@/lib/session/use-session.ts";
import { useCameFrom } from "@/lib/use-came-from.ts";
import { commonTexts } from "@/texts/common.ts";
import { navTexts } from "@/texts/nav.ts";
import { buttonClasses } from "@/ui/button-styles.ts";
import { cx } from "@/ui/class-names.ts";
import { DeferredMenu } from "@/ui/deferred-menu.tsx";
import { PlusIcon, ThemeIcon } from "@/ui/icons.tsx";
import { CreateButton } from "./create-button.tsx";
import { UserMenu } from "./user-menu.tsx";

const navLinkClasses = ({ isActive }: { isActive: boolean }) =>
  cx(
    "rounded-lg px-3 py-2 text-sm font-semibold transition-colors",
    isActive ? "bg-indigo-50 text-indigo-800" : "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
  );

/** Part 1 §2 desktop header. Below md only the logo stays; the bottom bar takes over. */
export function SiteHeader() {
  const { user, loading } = useSession();
  const cameFrom = useCameFrom();

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-6 px-4 sm:px-6">
        <Link to={paths.home.href()} className="flex items-center gap-2 text-xl font-black tracking-tight text-indigo-800">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          {commonTexts.appName}
        </Link>

        <nav aria-label={navTexts.mainLabel} className="hidden md:block">
          <ul className="flex items-center gap-1">
            <li>
              <NavLink to={paths.home.href()} end className={navLinkClasses}>
                {commonTexts.places.home}
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.platforms.href()} className={navLinkClasses}>
                {commonTexts.places.platforms}
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.tournaments.href()} className={navLinkClasses}>
                {commonTexts.places.finishedTournaments}
              </NavLink>
            </li>
          </ul>
        </nav>

        <div className="ml-auto hidden items-center gap-2 md:flex">
          <CreateButton hidden={!user} className={buttonClasses("secondary")}>
            <PlusIcon />
            {navTexts.create}
          </CreateButton>
          {loading ? (
            // Holds the place while the stored session is checked, so the header does not jump.
            <span aria-hidden="true" className="h-10 w-32 animate-pulse rounded-lg bg-slate-100" />
          ) : user ? (
            <>
              <NotificationBell className="grid size-11 place-items-center rounded-full text-slate-700 hover:bg-slate-100 hover:text-slate-900" />
              <UserMenu user={user} />
            </>
          ) : (
            <>
              {/* A member finds 'Tema' in the user menu; a visitor, who has none, here. */}
              <DeferredMenu
                side="bottom"
                items={[]}
                themeChoice
                label={navTexts.theme}
                triggerClassName={buttonClasses("ghost")}
                trigger={<ThemeIcon />}
              />
              <Link to={paths.login.href()} state={cameFrom} className={buttonClasses("ghost")}>
                {commonTexts.actions.login}
              </Link>
              <Link to={paths.register.href()} state={cameFrom} className={buttonClasses("primary")}>
                {commonTexts.actions.register}
              </Link>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
