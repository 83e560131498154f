import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Link, useSearchParams } from "react-router";
import { accountRecoveryMessages, resetPasswordRequestSchema } from "@turnuva/contract";
import { ApiError } from "@/lib/api-client.ts";
import { paths } from "@/lib/paths.ts";
import { showServerFieldErrors } from "@/lib/server-field-errors.ts";
import { authTexts } from "@/texts/auth.ts";
import { Alert } from "@/ui/alert.tsx";
import { Button } from "@/ui/button.tsx";
import { TextField } from "@/ui/text-field.tsx";
import { useResetPasswordMutation } from "./api/account-recovery.ts";
import { AuthCard } from "./auth-card.tsx";

const askAgainLink = (
  <Link to={paths.forgotPassword.href()} className="font-semibold underline">
    {authTexts.askAgain}
  </Link>
);

/**
 * Issue 26 /sifre-sifirla?token=…, the mail's link: a new password. The server's sentence follows
 * either way: done, with the way to the login page (every session of the account has ended), or a
 * used, expired or unknown link, with the way to ask for a new one.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const mutation = useResetPasswordMutation();
  // The contract's request with the link's token: the sign-up's password rules, on every change as on the sign-up form.
  const form = useForm({ resolver: zodResolver(resetPasswordRequestSchema), mode: "onChange", defaultValues: { token, password: "" } });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    mutation.mutate(values, { onError: (error) => showServerFieldErrors(error, ["password"], form.setError) }),
  );
  // A refusal that names no field is about the link (400 for a used, expired or unknown token).
  const linkRefused = mutation.error instanceof ApiError && mutation.error.fromServer && !mutation.error.fields.password;

  let body;
  if (!token) {
    body = (
      <Alert tone="error">
        {accountRecoveryMessages.tokenRequired} {askAgainLink}
      </Alert>
    );
  } else if (mutation.isSuccess) {
    body = (
      <Alert tone="success">
        <p>{mutation.data.message}</p>
        <Link to={paths.login.href()} className="mt-2 inline-block font-semibold underline">
          {authTexts.toLogin}
        </Link>
      </Alert>
    );
  } else {
    body = (
      <>
        {mutation.isError && !(mutation.error instanceof ApiError && mutation.error.fields.password) ? (
          <Alert tone="error" className="mb-5">
            {mutation.error instanceof ApiError ? mutation.error.message : authTexts.recoveryFailed} {linkRefused ? askAgainLink : null}
          </Alert>
        ) : null}
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
          <TextField
            label={authTexts.newPassword}
            type="password"
            autoComplete="new-password"
            hint={authTexts.passwordHint}
            error={errors.password?.message}
            {...form.register("password")}
          />
          <Button type="submit" disabled={mutation.isPending} className="mt-2 w-full">
            {mutation.isPending ? authTexts.resetBusy : authTexts.resetSubmit}
          </Button>
        </form>
      </>
    );
  }

  return (
    <AuthCard title={authTexts.resetTitle} intro={authTexts.resetIntro}>
      {body}
    </AuthCard>
  );
}
