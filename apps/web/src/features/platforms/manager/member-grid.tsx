import { Link } from "react-router";
import { paths } from "@/lib/paths.ts";
import { commonTexts } from "@/texts/common.ts";
import { platformManagerTexts } from "@/texts/platform-manager.ts";
import { platformTexts } from "@/texts/platforms.ts";
import { Avatar } from "@/ui/avatar.tsx";
import { memberBackground } from "@/ui/member-colour.ts";
import { Spinner } from "@/ui/spinner.tsx";
import { usePlatformMembers } from "@/lib/platforms/get-platform-members.ts";
import { byUsername } from "./by-username.ts";
import { RetryAlert } from "@/ui/retry-alert.tsx";

/** Part 1 §2 tab 3: the platform's members, each a link to their profile. */
export function MemberGrid({ platformId }: { platformId: string }) {
  const query = usePlatformMembers(platformId);

  if (query.isPending) return <Spinner label={commonTexts.loading} />;
  if (query.data === undefined) {
    return (
      <RetryAlert onRetry={() => void query.refetch()}>
        <p>{platformManagerTexts.members.loadFailed}</p>
      </RetryAlert>
    );
  }

  return (
    // min-w-0 items: a long name is cut short (whole in its title) rather than widening the grid.
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {byUsername(query.data).map((member, index) => (
        <li key={member._id} className="min-w-0">
          <Link
            to={paths.profile.href(member.username)}
            className="flex h-full flex-col items-center gap-2 rounded-2xl border border-slate-200 bg-white p-4 text-center shadow-sm transition hover:border-indigo-300 hover:shadow-md"
          >
            <Avatar username={member.username} image={member.profileImage} background={memberBackground(index)} size={64} decorative />
            <span title={member.username} className="w-full truncate font-semibold text-slate-900">
              {member.username}
            </span>
            {member.isOwner ? <span className="text-xs font-semibold text-indigo-700">{platformTexts.ownerBadge}</span> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
