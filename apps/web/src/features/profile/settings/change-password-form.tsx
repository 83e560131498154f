import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { changePasswordRequestSchema } from "@turnuva/contract";
import { ApiError } from "@/lib/api-client.ts";
import { showServerFieldErrors } from "@/lib/server-field-errors.ts";
import { authTexts } from "@/texts/auth.ts";
import { commonTexts } from "@/texts/common.ts";
import { profileTexts } from "@/texts/profile.ts";
import { Alert } from "@/ui/alert.tsx";
import { Button } from "@/ui/button.tsx";
import { TextField } from "@/ui/text-field.tsx";
import { useChangePasswordMutation } from "../api/change-password.ts";

const texts = profileTexts.settings;
const fieldNames = ["currentPassword", "newPassword"] as const;

/**
 * Issue 26 'Şifre Değiştir': the current password and a new one (the sign-up's rules, the
 * contract's). A wrong current password is the server's sentence under its field; success is the
 * server's sentence, and the form empties.
 */
export function ChangePasswordForm() {
  const mutation = useChangePasswordMutation();
  const form = useForm({ resolver: zodResolver(changePasswordRequestSchema), defaultValues: { currentPassword: "", newPassword: "" } });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) => {
    if (mutation.isPending) return;
    mutation.mutate(values, {
      onSuccess: () => form.reset(),
      onError: (error) => {
        showServerFieldErrors(error, fieldNames, form.setError);
        // A refused field (a wrong current password) takes focus, its sentence read with it.
        const refused = fieldNames.find((name) => error instanceof ApiError && error.fields[name]);
        if (refused) form.setFocus(refused);
      },
    });
  });
  // A refusal named under a field needs no second sentence above the form.
  const named = mutation.error instanceof ApiError && fieldNames.some((name) => mutation.error instanceof ApiError && mutation.error.fields[name]);

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex max-w-md flex-col gap-4">
      {mutation.isSuccess ? <Alert tone="success">{mutation.data.message}</Alert> : null}
      {mutation.isError && !named ? (
        <Alert tone="error">{mutation.error instanceof ApiError ? mutation.error.message : commonTexts.api.unexpected}</Alert>
      ) : null}
      <TextField
        label={texts.currentPassword}
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...form.register("currentPassword")}
      />
      <TextField
        label={authTexts.newPassword}
        type="password"
        autoComplete="new-password"
        hint={authTexts.passwordHint}
        error={errors.newPassword?.message}
        {...form.register("newPassword")}
      />
      {/* aria-disabled, not disabled: the pressed button keeps focus while the answer is awaited. */}
      <Button type="submit" aria-disabled={mutation.isPending} className="self-start aria-disabled:cursor-wait aria-disabled:bg-indigo-400">
        {mutation.isPending ? texts.changing : texts.change}
      </Button>
    </form>
  );
}
