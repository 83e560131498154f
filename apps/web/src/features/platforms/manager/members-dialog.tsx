import { useCallback, useEffect, useRef, useState } from "react";
import type { Platform, PlatformMember } from "@turnuva/contract";
import { commonTexts } from "@/texts/common.ts";
import { platformManagerTexts } from "@/texts/platform-manager.ts";
import { platformTexts } from "@/texts/platforms.ts";
import { Avatar } from "@/ui/avatar.tsx";
import { memberBackground } from "@/ui/member-colour.ts";
import { Button } from "@/ui/button.tsx";
import { Dialog } from "@/ui/dialog.tsx";
import { Spinner } from "@/ui/spinner.tsx";
import { usePlatformMembers } from "@/lib/platforms/get-platform-members.ts";
import { byUsername } from "./by-username.ts";
import { RemoveMemberDialog } from "./remove-member-dialog.tsx";
import { SentInvitations } from "./sent-invitations.tsx";
import { RetryAlert } from "@/ui/retry-alert.tsx";

const texts = platformManagerTexts.members;

/**
 * Part 1 §2 member management ('Üye Çıkar'): every member with their e-mail, the owner marked
 * 'Platform Sahibi' and without a remove button, the others each with one that asks first; under
 * them the invitations still waiting, each of which the owner may take back (issue 25).
 */
export function MembersDialog({ platform, onClose }: { platform: Platform; onClose: () => void }) {
  const query = usePlatformMembers(platform._id);
  const [removing, setRemoving] = useState<PlatformMember | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const confirmationWasOpen = useRef(false);
  const closeConfirmation = useCallback(() => setRemoving(null), []);

  // The confirmation gives focus back to the button that opened it; once that member is removed
  // the button is gone and focus would land on the page behind this dialog. Radix does its part
  // on a timer after the confirmation unmounts; this runs after it and brings focus back here.
  useEffect(() => {
    if (removing) {
      confirmationWasOpen.current = true;
      return;
    }
    if (!confirmationWasOpen.current) return;
    confirmationWasOpen.current = false;
    const timer = setTimeout(() => {
      const list = listRef.current;
      const dialog = list?.closest<HTMLElement>('[role="dialog"]');
      if (list && dialog && !dialog.contains(document.activeElement)) list.focus();
    }, 0);
    return () => clearTimeout(timer);
  }, [removing]);

  const members = query.data ? byUsername(query.data) : undefined;

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={texts.dialogTitle(platform.name)}
    >
      {query.isPending ? (
        <Spinner label={commonTexts.loading} className="py-6" />
      ) : members === undefined ? (
        <RetryAlert onRetry={() => void query.refetch()}>
          <p>{texts.loadFailed}</p>
        </RetryAlert>
      ) : (
        <>
          <ul
            ref={listRef}
            tabIndex={-1}
            aria-label={texts.dialogTitle(platform.name)}
            className="flex flex-col divide-y divide-slate-200 outline-none"
          >
            {members.map((member, index) => (
              <li key={member._id} className="flex items-center gap-3 py-3">
                <Avatar username={member.username} image={member.profileImage} background={memberBackground(index)} size={40} decorative />
                <div className="min-w-0 flex-1">
                  <p title={member.username} className="truncate font-semibold text-slate-900">
                    {member.username}
                  </p>
                  {/* Whole on a phone, broken anywhere: an address has no place to wrap otherwise. */}
                  {member.email ? <p className="text-sm break-all text-slate-600">{member.email}</p> : null}
                  {member.isOwner ? <p className="text-xs font-semibold text-indigo-700">{platformTexts.ownerBadge}</p> : null}
                </div>
                {member.isOwner ? null : (
                  <Button
                    variant="secondary"
                    aria-label={texts.removeLabel(member.username)}
                    onClick={() => setRemoving(member)}
                    className="shrink-0"
                  >
                    {texts.remove}
                  </Button>
                )}
              </li>
            ))}
          </ul>
          {members.every((member) => member.isOwner) ? <p className="mt-2 text-sm text-slate-600">{texts.onlyOwner}</p> : null}
        </>
      )}
      <SentInvitations platformId={platform._id} />
      {removing ? <RemoveMemberDialog platformId={platform._id} member={removing} onClose={closeConfirmation} /> : null}
    </Dialog>
  );
}
