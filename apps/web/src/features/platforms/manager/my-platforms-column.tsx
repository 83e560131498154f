import { Suspense, useId, useState } from "react";
import { Link } from "react-router";
import type { Platform, User } from "@turnuva/contract";
import { paths } from "@/lib/paths.ts";
import { commonTexts } from "@/texts/common.ts";
import { platformManagerTexts } from "@/texts/platform-manager.ts";
import { platformTexts } from "@/texts/platforms.ts";
import { Button } from "@/ui/button.tsx";
import { buttonClasses } from "@/ui/button-styles.ts";
import { Spinner } from "@/ui/spinner.tsx";
import { useMyPlatforms } from "@/features/platforms/api/get-my-platforms.ts";
import { gameLabel, playAreaLabel } from "@/features/platforms/labels.ts";
import { PlatformImage } from "@/features/platforms/platform-image.tsx";
import { lazyNamed } from "@/lib/lazy-named.ts";
import { selectedPlatformHref } from "./selection.ts";
import { RetryAlert } from "@/ui/retry-alert.tsx";
import { EmptyState } from "@/ui/empty-state.tsx";
import { platformsPolicy } from "@turnuva/contract/policies";
import { actorOf } from "@/lib/session/actor.ts";

const texts = platformManagerTexts.myPlatforms;

// The dialogs bring Radix's dialog and the forms library: they load when an owner reaches for
// their buttons, not with the list (the /platformlar budget, docs/architecture.md).
const loaders = {
  invite: () => import("./invite-dialog.tsx"),
  members: () => import("./members-dialog.tsx"),
};
const InviteDialog = lazyNamed(loaders.invite, "InviteDialog");
const MembersDialog = lazyNamed(loaders.members, "MembersDialog");
const preload = (load: () => Promise<unknown>) => () => void load().catch(() => undefined);

type DialogKind = keyof typeof loaders;
type OpenDialog = { kind: DialogKind; platform: Platform };

interface PlatformRowProps {
  platform: Platform;
  isOwner: boolean;
  /** A dialog of this row could not be opened: its code did not arrive. */
  openFailed: boolean;
  onOpen: (dialog: OpenDialog) => void;
}

function PlatformRow({ platform, isOwner, openFailed, onOpen }: PlatformRowProps) {
  const nameId = useId();
  return (
    // min-w-0 down to the name: a long one-word name is cut short (whole in its title) instead of
    // widening the column past a phone's screen.
    <li className="min-w-0 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm">
      <Link to={selectedPlatformHref(platform._id)} className="flex items-center gap-3 rounded-xl p-2 transition hover:bg-slate-50">
        <PlatformImage name={platform.name} image={platform.platformImage} size={48} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span id={nameId} title={platform.name} className="min-w-0 truncate font-bold text-slate-900">
              {platform.name}
            </span>
            {isOwner ? (
              <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">{platformTexts.card.founder}</span>
            ) : null}
          </div>
          <p className="truncate text-sm text-slate-600">
            {gameLabel(platform.game)} · {playAreaLabel(platform.deviceType)}
          </p>
        </div>
      </Link>
      {/* Part 1 §6: only the owner sees these; the server decides all the same. */}
      {isOwner ? (
        <div className="mt-2 flex flex-wrap gap-2 px-2 pb-1">
          <Button
            variant="secondary"
            aria-describedby={nameId}
            className="flex-auto"
            onPointerEnter={preload(loaders.invite)}
            onFocus={preload(loaders.invite)}
            onClick={() => onOpen({ kind: "invite", platform })}
          >
            {texts.invite}
          </Button>
          <Button
            variant="secondary"
            aria-describedby={nameId}
            className="flex-auto"
            onPointerEnter={preload(loaders.members)}
            onFocus={preload(loaders.members)}
            onClick={() => onOpen({ kind: "members", platform })}
          >
            {texts.removeMembers}
          </Button>
          <Link to={paths.platformEdit.href(platform._id)} aria-describedby={nameId} className={buttonClasses("secondary", "flex-auto")}>
            {texts.edit}
          </Link>
        </div>
      ) : null}
      {/* Pressing the button again tries once more. */}
      {openFailed ? (
        <p role="alert" className="mx-2 mt-2 mb-1 rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900">
          {commonTexts.api.network}
        </p>
      ) : null}
    </li>
  );
}

/** Part 1 §2 'Platformlarım': the person's platforms; a platform opens in the manager's tabs. */
export function MyPlatformsColumn({ user, className }: { user: User; className?: string }) {
  const query = useMyPlatforms();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  // The platform whose dialog's code could not be fetched: its row says so.
  const [failedFor, setFailedFor] = useState<string | null>(null);
  const headingId = useId();
  const close = () => setDialog(null);

  // A dialog opens once its code is here. If it cannot be fetched (the connection dropped), the
  // page stays as it is, with what was typed in it; the row says so and a new press tries again.
  const open = (wanted: OpenDialog) => {
    setFailedFor(null);
    loaders[wanted.kind]().then(
      () => setDialog(wanted),
      () => setFailedFor(wanted.platform._id),
    );
  };

  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className="text-xl font-bold text-slate-900">
        {commonTexts.places.myPlatforms}
      </h2>
      <div className="mt-3">
        {query.isPending ? (
          <Spinner label={commonTexts.loading} className="py-6" />
        ) : query.data === undefined ? (
          <RetryAlert onRetry={() => void query.refetch()}>
            <p>{texts.loadFailed}</p>
          </RetryAlert>
        ) : query.data.length === 0 ? (
          <EmptyState>{texts.empty}</EmptyState>
        ) : (
          <ul className="flex flex-col gap-3">
            {query.data.map((platform) => (
              <PlatformRow
                key={platform._id}
                platform={platform}
                isOwner={platformsPolicy.isOwner(actorOf(user), { ownerId: platform.owner._id })}
                openFailed={failedFor === platform._id}
                onOpen={open}
              />
            ))}
          </ul>
        )}
      </div>
      <Suspense fallback={null}>
        {dialog?.kind === "invite" ? <InviteDialog key={dialog.platform._id} platform={dialog.platform} onClose={close} /> : null}
        {dialog?.kind === "members" ? <MembersDialog key={dialog.platform._id} platform={dialog.platform} onClose={close} /> : null}
      </Suspense>
    </section>
  );
}
