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
import { useInvitations } from "@/features/platforms/api/get-invitations.ts";
import { gameLabel, playAreaLabel, userLabel } from "@/features/platforms/labels.ts";
import { RetryAlert } from "@/ui/retry-alert.tsx";
import { EmptyState } from "@/ui/empty-state.tsx";

const texts = platformManagerTexts.invitations;

function acceptErrorMessage(error: unknown): string {
  return texts.acceptFailed(error instanceof ApiError ? error.message : commonTexts.api.unexpected);
}

interface InvitationRowProps {
  invitation: PlatformInvitation;
  accepting: boolean;
  /** Another invitation is being accepted: one at a time. */
  waiting: boolean;
  onAccept: (platformId: string) => void;
}

function InvitationRow({ invitation, accepting, waiting, onAccept }: InvitationRowProps) {
  const nameId = useId();
  const { platform } = invitation;
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
      {/* aria-disabled keeps focus on the pressed button while the answer is awaited. */}
      <Button
        aria-describedby={nameId}
        aria-disabled={accepting || waiting}
        onClick={() => {
          if (!accepting && !waiting) onAccept(platform._id);
        }}
        className="shrink-0 aria-disabled:cursor-wait aria-disabled:bg-indigo-400"
      >
        {accepting ? texts.accepting : texts.accept}
      </Button>
    </li>
  );
}

/** Part 1 §2 and §4 'Platform Davetleri': pending invitations; accepting moves the platform into mine. */
export function InvitationsList() {
  const query = useInvitations();
  const mutation = useAcceptInvitation();
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
    listRef.current?.querySelectorAll("button")[index]?.focus();
  }, [shown]);

  // The accepted invitation (and the button that had focus) has left the list: focus goes to the
  // message that says what happened. So too when an acceptance failed because the invitation was
  // no longer pending (accepted in another tab, or gone) and the list fetched again has dropped it.
  const accepted = mutation.isSuccess;
  const failedAndGone =
    mutation.isError && invitations !== undefined && !invitations.some((invitation) => invitation.platform._id === mutation.variables);
  useEffect(() => {
    if (accepted || failedAndGone) statusRef.current?.focus();
  }, [accepted, failedAndGone]);

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-bold text-slate-900">
        {texts.heading}
      </h2>
      <div ref={statusRef} tabIndex={-1} className="outline-none">
        {mutation.isSuccess ? (
          <Alert tone="success" className="mt-3">
            {texts.accepted}
          </Alert>
        ) : null}
        {mutation.isError ? (
          <Alert tone="error" className="mt-3">
            {acceptErrorMessage(mutation.error)}
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
                accepting={mutation.isPending && mutation.variables === invitation.platform._id}
                waiting={mutation.isPending && mutation.variables !== invitation.platform._id}
                onAccept={(platformId) => mutation.mutate(platformId)}
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
