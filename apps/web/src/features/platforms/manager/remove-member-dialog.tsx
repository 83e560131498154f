import { useEffect, useRef } from "react";
import type { PlatformMember } from "@turnuva/contract";
import { ApiError } from "@/lib/api-client.ts";
import { commonTexts } from "@/texts/common.ts";
import { platformManagerTexts } from "@/texts/platform-manager.ts";
import { platformSafetyTexts } from "@/texts/platform-safety.ts";
import { Alert } from "@/ui/alert.tsx";
import { Button } from "@/ui/button.tsx";
import { Dialog } from "@/ui/dialog.tsx";
import { useRemoveMember } from "@/features/platforms/api/remove-member.ts";

/** Part 1 §4 and §9: after a removal the dialog closes by itself this much later. */
export const MEMBER_REMOVED_CLOSE_MS = 2000;

const texts = platformManagerTexts.remove;

/**
 * Part 1 §8: the server's message (or ours when an answer came without one); no answer at all is
 * the connection's fault; anything else is unexpected.
 */
function removeErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return texts.unexpected;
  if (error.code === "NETWORK_ERROR") return commonTexts.api.network;
  if (error.fromServer || error.status === 0) return error.message;
  return texts.failed;
}

interface RemoveMemberDialogProps {
  platformId: string;
  member: PlatformMember;
  /** Kept stable by the caller: the 2 s timer is not restarted on every render. */
  onClose: () => void;
}

/**
 * Part 1 §2 remove confirmation: 'Hayır' and 'Evet, Çıkar' ('Çıkarılıyor...' while busy). A member
 * who plays in a running tournament of the platform is removed only after a warning that says
 * what becomes of their matches (issue 25).
 */
export function RemoveMemberDialog({ platformId, member, onClose }: RemoveMemberDialogProps) {
  const mutation = useRemoveMember();
  const resultRef = useRef<HTMLDivElement>(null);
  const noRef = useRef<HTMLButtonElement>(null);

  const removed = mutation.isSuccess;
  // The members list carries it to the platform's members (the owner among them).
  const running = member.runningTournamentCount ?? 0;
  useEffect(() => {
    if (!removed) return;
    // The buttons give way to the message: focus goes to it rather than to nowhere.
    resultRef.current?.focus();
    const timer = setTimeout(onClose, MEMBER_REMOVED_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [removed, onClose]);

  const remove = () => {
    if (!mutation.isPending) mutation.mutate({ platformId, userId: member._id });
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={texts.title}
      description={texts.question(member.username)}
      // The safe answer, 'Hayır', not 'Kapat': Enter pressed at once removes nobody.
      initialFocus={() => noRef.current}
      actions={
        removed ? null : (
          <>
            <Button ref={noRef} variant="secondary" onClick={onClose}>
              {texts.no}
            </Button>
            <Button
              onClick={remove}
              aria-disabled={mutation.isPending}
              className="bg-red-700 hover:bg-red-800 aria-disabled:cursor-wait aria-disabled:bg-red-400"
            >
              {mutation.isPending ? texts.busy : texts.yes}
            </Button>
          </>
        )
      }
    >
      {/* Issue 25: said before the removal, not after; the answer replaces the buttons, not this. */}
      {running > 0 && !removed ? (
        <Alert tone="warning" className="mb-3">
          {platformSafetyTexts.removeRunning(member.username, running)}
        </Alert>
      ) : null}
      <div ref={resultRef} tabIndex={-1} className="outline-none">
        {mutation.isSuccess ? <Alert tone="success">{mutation.data.message}</Alert> : null}
        {mutation.isError ? <Alert tone="error">{removeErrorMessage(mutation.error)}</Alert> : null}
      </div>
    </Dialog>
  );
}
