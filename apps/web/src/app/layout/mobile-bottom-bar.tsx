import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { paths } from "@/lib/paths.ts";
import { useSession } from "@/lib/session/use-session.ts";
import { useCameFrom } from "@/lib/use-came-from.ts";
import { commonTexts } from "@/texts/common.ts";
import { navTexts } from "@/texts/nav.ts";
import { cx } from "@/ui/class-names.ts";
import { DeferredMenu } from "@/ui/deferred-menu.tsx";
import type { MenuItem } from "@/ui/menu-types.ts";
import { HomeIcon, MoreIcon, PlusIcon, TrophyIcon, UsersIcon } from "@/ui/icons.tsx";
import { NotificationBell } from "@/features/notifications/notification-bell.tsx";
import { notificationBellTexts } from "@/texts/notification-bell.ts";
import { useAccountMenuItems } from "./account-menu.ts";
import { CreateButton } from "./create-button.tsx";

const itemClasses =
  "flex min-h-14 w-full flex-col items-center justify-center gap-0.5 px-0.5 text-[11px] font-semibold leading-tight whitespace-nowrap";

interface BarLinkProps {
  to: string;
  icon: ReactNode;
  label: string;
  end?: boolean;
}

function BarLink({ to, icon, label, end }: BarLinkProps) {
  return (
    <NavLink to={to} end={end} className={({ isActive }) => cx(itemClasses, isActive ? "text-indigo-700" : "text-slate-600 hover:text-slate-900")}>
      {icon}
      <span>{label}</span>
    </NavLink>
  );
}

/** Part 1 §2 mobile bottom bar, shown below md where the header keeps only the logo. */
export function MobileBottomBar() {
  const { user } = useSession();
  const cameFrom = useCameFrom();
  const accountItems = useAccountMenuItems();
  const guestItems: MenuItem[] = [
    { label: commonTexts.actions.login, href: paths.login.href(), state: cameFrom },
    { label: commonTexts.actions.register, href: paths.register.href(), state: cameFrom },
  ];

  return (
    <nav
      aria-label={navTexts.bottomLabel}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <ul className={cx("mx-auto grid max-w-lg", user ? "grid-cols-6" : "grid-cols-4")}>
        <li>
          <BarLink to={paths.home.href()} end icon={<HomeIcon />} label={commonTexts.places.home} />
        </li>
        {/* Part 1 §2: Create only when logged in; an action, not a place, so a button. */}
        <li hidden={!user}>
          <CreateButton className={cx(itemClasses, "text-slate-600 hover:text-slate-900")}>
            <PlusIcon />
            <span>{navTexts.create}</span>
          </CreateButton>
        </li>
        <li>
          <BarLink to={paths.platforms.href()} icon={<UsersIcon />} label={commonTexts.places.platforms} />
        </li>
        <li>
          <BarLink to={paths.tournaments.href()} icon={<TrophyIcon />} label={commonTexts.places.tournaments} />
        </li>
        {/* Issue 26: the bell, for a member only; its name says the unread count. */}
        {user ? (
          <li>
            <NotificationBell className={cx(itemClasses, "text-slate-600 hover:text-slate-900")}>
              <span aria-hidden="true">{notificationBellTexts.name}</span>
            </NotificationBell>
          </li>
        ) : null}
        <li>
          <DeferredMenu
            side="top"
            items={user ? accountItems : guestItems}
            themeChoice
            triggerClassName={cx(itemClasses, "text-slate-600 hover:text-slate-900")}
            trigger={
              <>
                <MoreIcon />
                <span>{navTexts.more}</span>
              </>
            }
          />
        </li>
      </ul>
    </nav>
  );
}
