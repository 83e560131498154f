import { useEffect, useId, useRef, useState } from "react";
import type { PlatformDetail } from "@turnuva/contract";
import { platformsPolicy } from "@turnuva/contract/policies";
import { ApiError } from "@/lib/api-client.ts";
import { actorOf } from "@/lib/session/actor.ts";
import { useSession } from "@/lib/session/use-session.ts";
import { commonTexts } from "@/texts/common.ts";
import { platformManagerTexts } from "@/texts/platform-manager.ts";
import { platformSafetyTexts } from "@/texts/platform-safety.ts";
import { Alert } from "@/ui/alert.tsx";
import { Button } from "@/ui/button.tsx";
import { useLeavePlatform } from "./api/leave-platform.ts";
import { useIsPlatformMember } from "./public/use-is-platform-member.ts";

const texts = platformSafetyTexts.leave;

/**
 * Issue 25 'Platformdan Ayrıl' on the platform's page, for a member who is not its owner: the
 * press asks once, in place (what stays and what changes), and 'Evet, Ayrıl' leaves. The server's
 * sentence stays after the button has gone with the membership.
 */
export function LeavePlatform({ platform }: { platform: PlatformDetail }) {
  const { user } = useSession();
  const isMember = useIsPlatformMember(platform._id, user !== null);
  const mutation = useLeavePlatform();
  const [asking, setAsking] = useState(false);
  const questionId = useId();
  const questionRef = useRef<HTMLParagraphElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  // Where focus was when the step changed: the question when it opens, the button when it closes.
  const movedBy = useRef(false);

  const left = mutation.isSuccess;
  useEffect(() => {
    if (left) resultRef.current?.focus();
  }, [left]);
  useEffect(() => {
    if (!movedBy.current) return;
    movedBy.current = false;
    (asking ? questionRef.current : openerRef.current)?.focus();
  }, [asking]);

  const step = (next: boolean) => {
    movedBy.current = true;
    mutation.reset();
    setAsking(next);
  };

  if (left) {
    return (
      <div ref={resultRef} tabIndex={-1} className="mt-6 outline-none">
        <Alert tone="success">{mutation.data.message}</Alert>
      </div>
    );
  }
  if (!platformsPolicy.canLeave(actorOf(user), { ownerId: platform.owner._id }, isMember)) return null;
  if (!asking) {
    return (
      <Button ref={openerRef} variant="secondary" onClick={() => step(true)} className="mt-6">
        {texts.button}
      </Button>
    );
  }
  return (
    <div role="group" aria-labelledby={questionId} className="mt-6 max-w-2xl rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <p id={questionId} ref={questionRef} tabIndex={-1} className="font-semibold outline-none">
        {texts.question(platform.name)}
      </p>
      <p className="mt-1 text-sm">{texts.consequence}</p>
      {mutation.isError ? (
        <Alert tone="error" className="mt-3">
          {texts.failed(mutation.error instanceof ApiError ? mutation.error.message : commonTexts.api.unexpected)}
        </Alert>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => step(false)}>
          {platformManagerTexts.remove.no}
        </Button>
        {/* aria-disabled keeps focus on the pressed button while the answer is awaited. */}
        <Button
          aria-disabled={mutation.isPending}
          onClick={() => {
            if (!mutation.isPending) mutation.mutate(platform._id);
          }}
          className="bg-red-700 hover:bg-red-800 aria-disabled:cursor-wait aria-disabled:bg-red-400"
        >
          {mutation.isPending ? texts.busy : texts.yes}
        </Button>
      </div>
    </div>
  );
}
