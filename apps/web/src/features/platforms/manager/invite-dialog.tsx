import { useId } from "react";
import { useForm } from "react-hook-form";
import type { InvitePlatformMemberRequest, Platform } from "@turnuva/contract";
import { emailProblem } from "@turnuva/contract/account-rules";
import { ApiError } from "@/lib/api-client.ts";
import { rulesResolver } from "@/lib/rules-resolver.ts";
import { showServerFieldErrors } from "@/lib/server-field-errors.ts";
import { commonTexts } from "@/texts/common.ts";
import { platformManagerTexts } from "@/texts/platform-manager.ts";
import { platformTexts } from "@/texts/platforms.ts";
import { Alert } from "@/ui/alert.tsx";
import { Button } from "@/ui/button.tsx";
import { Dialog } from "@/ui/dialog.tsx";
import { TextField } from "@/ui/text-field.tsx";
import { useInviteMember } from "@/features/platforms/api/invite-member.ts";

const texts = platformManagerTexts.invite;

/** Part 1 §8: 'Davet gönderilirken bir hata oluştu: …' with the server's (or our) reason. */
function inviteErrorMessage(error: unknown): string {
  return texts.failed(error instanceof ApiError ? error.message : texts.unknownError);
}

/**
 * Part 1 §2 quick invite: one e-mail, checked with the contract's rule; the person must already be
 * registered. After a success the dialog stays open with the server's sentence and an empty field,
 * so the owner can invite the next friend.
 */
export function InviteDialog({ platform, onClose }: { platform: Platform; onClose: () => void }) {
  const formId = useId();
  const mutation = useInviteMember();
  const form = useForm<InvitePlatformMemberRequest>({
    // The rule the contract's invitePlatformMemberRequestSchema checks, without the resolver and
    // schema module this page has no room for (lib/rules-resolver.ts).
    resolver: rulesResolver<InvitePlatformMemberRequest>({ email: emailProblem }),
    defaultValues: { email: "" },
  });

  const submit = form.handleSubmit(({ email }) => {
    if (mutation.isPending) return;
    mutation.mutate(
      { platformId: platform._id, email },
      {
        onSuccess: () => form.reset(),
        onError: (error) => showServerFieldErrors(error, ["email"], form.setError),
      },
    );
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={texts.title(platform.name)}
      description={texts.warning}
      // The e-mail field, not 'Kapat': the dialog is there to be filled.
      initialFocus={(dialog) => dialog.querySelector("input")}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {platformTexts.actions.cancel}
          </Button>
          {/* The form's own submit button, outside it in the dialog's foot (the form attribute). */}
          <Button type="submit" form={formId} aria-disabled={mutation.isPending} className="aria-disabled:cursor-wait aria-disabled:bg-indigo-400">
            {mutation.isPending ? texts.busy : texts.submit}
          </Button>
        </>
      }
    >
      {mutation.isSuccess ? (
        <Alert tone="success" className="mb-4">
          {mutation.data.message}
        </Alert>
      ) : null}
      {mutation.isError ? (
        <Alert tone="error" className="mb-4">
          {inviteErrorMessage(mutation.error)}
        </Alert>
      ) : null}
      <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label={commonTexts.email}
          type="email"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          error={form.formState.errors.email?.message}
          {...form.register("email")}
        />
      </form>
    </Dialog>
  );
}
