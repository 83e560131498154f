import { useEffect, useId, useRef } from "react";
import { ApiError } from "@/lib/api-client.ts";
import { commonTexts } from "@/texts/common.ts";
import { platformSafetyTexts } from "@/texts/platform-safety.ts";
import { Alert } from "@/ui/alert.tsx";
import { Button } from "@/ui/button.tsx";
import { RetryAlert } from "@/ui/retry-alert.tsx";
import { Spinner } from "@/ui/spinner.tsx";
import { useCancelInvitation } from "@/features/platforms/api/cancel-invitation.ts";
import { useSentInvitations } from "@/features/platforms/api/get-sent-invitations.ts";

const texts = platformSafetyTexts.sent;
const dateFormat = new Intl.DateTimeFormat("tr-TR", { day: "numeric", month: "long", year: "numeric" });

/**
 * Issue 25: the invitations the owner sent that still wait, newest first, each with the address
 * typed, the date and 'Geri Al'. Never whose account an address is: the server does not say.
 */
export function SentInvitations({ platformId }: { platformId: string }) {
  const query = useSentInvitations(platformId);
  const mutation = useCancelInvitation();
  const headingId = useId();
  const statusRef = useRef<HTMLDivElement>(null);
  const invitations = query.data?.pages.flatMap((page) => page.invitations);

  // The row (and its pressed button) has gone: focus goes to the sentence that says so.
  const settled = mutation.isSuccess || mutation.isError;
  useEffect(() => {
    if (settled) statusRef.current?.focus();
  }, [settled]);

  return (
    <section aria-labelledby={headingId} className="mt-6 border-t border-slate-200 pt-4">
      <h3 id={headingId} className="font-bold text-slate-900">
        {texts.heading}
      </h3>
      <div ref={statusRef} tabIndex={-1} className="outline-none">
        {mutation.isSuccess ? (
          <Alert tone="success" className="mt-3">
            {texts.cancelled}
          </Alert>
        ) : null}
        {mutation.isError ? (
          <Alert tone="error" className="mt-3">
            {texts.cancelFailed(mutation.error instanceof ApiError ? mutation.error.message : commonTexts.api.unexpected)}
          </Alert>
        ) : null}
      </div>
      {query.isPending ? (
        <Spinner label={commonTexts.loading} className="py-4" />
      ) : invitations === undefined ? (
        <RetryAlert className="mt-3" onRetry={() => void query.refetch()}>
          <p>{texts.loadFailed}</p>
        </RetryAlert>
      ) : invitations.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{texts.empty}</p>
      ) : (
        <ul aria-labelledby={headingId} className="mt-2 flex flex-col divide-y divide-slate-200">
          {invitations.map((invitation) => {
            const busy = mutation.isPending && mutation.variables.invitationId === invitation._id;
            return (
              <li key={invitation._id} className="flex items-center gap-3 py-2">
                <div className="min-w-0 flex-1">
                  {/* Whole on a phone, broken anywhere: an address has no place to wrap otherwise. */}
                  <p className="text-sm font-semibold break-all text-slate-900">{invitation.email}</p>
                  <p className="text-xs text-slate-600">
                    <time dateTime={invitation.createdAt}>{texts.sentOn(dateFormat.format(new Date(invitation.createdAt)))}</time>
                  </p>
                </div>
                {/* aria-disabled keeps focus on the pressed button while the answer is awaited. */}
                <Button
                  variant="secondary"
                  aria-label={texts.cancelLabel(invitation.email)}
                  aria-disabled={mutation.isPending}
                  onClick={() => {
                    if (!mutation.isPending) mutation.mutate({ platformId, invitationId: invitation._id });
                  }}
                  className="shrink-0 aria-disabled:cursor-wait"
                >
                  {busy ? texts.cancelling : texts.cancel}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {query.hasNextPage ? (
        <Button
          variant="secondary"
          aria-disabled={query.isFetchingNextPage}
          onClick={() => {
            if (!query.isFetchingNextPage) void query.fetchNextPage();
          }}
          className="mt-2 w-full"
        >
          {query.isFetchingNextPage ? commonTexts.loading : commonTexts.actions.loadMore}
        </Button>
      ) : null}
    </section>
  );
}
