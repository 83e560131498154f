import { useEffect, useId, useRef } from "react";
import type { PlatformInvitation } from "@turnuva/contract";
import { ApiError } from "@/lib/api-client.ts";
import { commonTexts } from "@/texts/common.ts";
import { platformManagerTexts } from "@/texts/platform-manager.ts";
import { platformTexts } from "@/texts/platforms.ts";
import { Alert } from "@/ui/alert.tsx";
import { Button } from "@/ui/button.tsx";
import { Spinner } from "@/ui/spinner.tsx";
import { useAcceptInvitation } from "@/features/platforms/api/accept-invitation.ts";
import { useDeclineInvitation } from "@/features/platforms/api/decline-invitation.ts";
import { useInvitations } from "@/features/platforms/api/get-invitations.ts";
import { gameLabel, playAreaLabel, userLabel } from "@/features/platforms/labels.ts";
import { RetryAlert } from "@/ui/retry-alert.tsx";
import { EmptyState } from "@/ui/empty-state.tsx";

const texts = platformManagerTexts.invitations;

const errorReason = (error: unknown) => (error instanceof ApiError ? error.message : commonTexts.api.unexpected);

interface InvitationRowProps {
  invitation: PlatformInvitation;
  /** What is being done with this invitation while its answer is awaited. */
  busy: "accept" | "decline" | null;
  /** Another invitation is being answered: one at a time. */
  waiting: boolean;
  onAnswer: (platformId: string, decline: boolean) => void;
}

function InvitationRow({ invitation, busy, waiting, onAnswer }: InvitationRowProps) {
  const nameId = useId();
  const { platform } = invitation;
  const locked = busy !== null || waiting;
  // aria-disabled keeps focus on the pressed button while the answer is awaited.
  const answer = (decline: boolean) => () => {
    if (!locked) onAnswer(platform._id, decline);
  };
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p id={nameId} title={platform.name} className="truncate font-bold text-slate-900">
          {platform.name}
        </p>
        <p className="text-sm text-slate-600">
          {platformTexts.card.founder}: {userLabel(platform.owner.username)}
        </p>
        <p className="text-sm text-slate-600">
          {gameLabel(platform.game)} · {playAreaLabel(platform.deviceType)}
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button
          variant="secondary"
          aria-describedby={nameId}
          aria-disabled={locked}
          onClick={answer(true)}
          className="flex-1 aria-disabled:cursor-wait"
        >
          {busy === "decline" ? texts.declining : texts.decline}
        </Button>
        <Button
          aria-describedby={nameId}
          aria-disabled={locked}
          onClick={answer(false)}
          className="flex-1 aria-disabled:cursor-wait aria-disabled:bg-indigo-400"
        >
          {busy === "accept" ? texts.accepting : texts.accept}
        </Button>
      </div>
    </li>
  );
}

/**
 * Part 1 §2 and §4 'Platform Davetleri': pending invitations; accepting moves the platform into mine,
 * 'Reddet' (issue 25) turns the invitation down.
 */
export function InvitationsList() {
  const query = useInvitations();
  const acceptance = useAcceptInvitation();
  const refusal = useDeclineInvitation();
  // The last answer given is the one the status speaks of.
  const mutation = refusal.submittedAt > acceptance.submittedAt ? refusal : acceptance;
  const declined = mutation === refusal;
  const statusRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const headingId = useId();
  const invitations = query.data?.pages.flatMap((page) => page.invitations);

  // Where the page being loaded begins: its first 'Kabul Et' gets focus once it is shown, so a
  // keyboard user goes on there (and is not left on nothing when 'Daha Fazla Yükle' goes away).
  const firstNew = useRef<number | null>(null);
  const shown = invitations?.length ?? 0;
  useEffect(() => {
    const index = firstNew.current;
    if (index === null || shown <= index) return;
    firstNew.current = null;
    listRef.current?.children[index]?.querySelector<HTMLElement>("button:last-child")?.focus();
  }, [shown]);

  // The accepted or declined invitation (and the button that had focus) has left the list: focus goes
  // to the message that says what happened. So too when an answer failed because the invitation was
  // no longer pending (accepted in another tab, or gone) and the list fetched again has dropped it.
  const answered = mutation.isSuccess;
  const failedAndGone =
    mutation.isError && invitations !== undefined && !invitations.some((invitation) => invitation.platform._id === mutation.variables);
  useEffect(() => {
    if (answered || failedAndGone) statusRef.current?.focus();
  }, [answered, failedAndGone]);

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-bold text-slate-900">
        {texts.heading}
      </h2>
      <div ref={statusRef} tabIndex={-1} className="outline-none">
        {mutation.isSuccess ? (
          <Alert tone="success" className="mt-3">
            {declined ? texts.declined : texts.accepted}
          </Alert>
        ) : null}
        {mutation.isError ? (
          <Alert tone="error" className="mt-3">
            {(declined ? texts.declineFailed : texts.acceptFailed)(errorReason(mutation.error))}
          </Alert>
        ) : null}
      </div>
      <div className="mt-3">
        {query.isPending ? (
          <Spinner label={commonTexts.loading} className="py-6" />
        ) : invitations === undefined ? (
          <RetryAlert onRetry={() => void query.refetch()}>
            <p>{texts.loadFailed}</p>
          </RetryAlert>
        ) : invitations.length === 0 ? (
          <EmptyState>{texts.empty}</EmptyState>
        ) : (
          <ul ref={listRef} className="flex flex-col gap-3">
            {invitations.map((invitation) => (
              <InvitationRow
                key={invitation._id}
                invitation={invitation}
                busy={mutation.isPending && mutation.variables === invitation.platform._id ? (declined ? "decline" : "accept") : null}
                waiting={mutation.isPending && mutation.variables !== invitation.platform._id}
                onAnswer={(platformId, decline) => (decline ? refusal : acceptance).mutate(platformId)}
              />
            ))}
          </ul>
        )}
        {query.isFetchNextPageError ? (
          <p role="alert" className="mt-3 text-sm text-red-700">
            {texts.loadFailed}
          </p>
        ) : null}
        {query.hasNextPage ? (
          <div className="mt-4 flex justify-center">
            {/* aria-disabled, not disabled: the button keeps focus while the next page loads. */}
            <Button
              variant="secondary"
              aria-disabled={query.isFetchingNextPage}
              onClick={() => {
                if (query.isFetchingNextPage) return;
                firstNew.current = shown;
                void query.fetchNextPage();
              }}
              className="w-full sm:w-auto"
            >
              {query.isFetchingNextPage ? commonTexts.loading : commonTexts.actions.loadMore}
            </Button>
          </div>
        ) : null}
      </div>
    </section>
  );
}
