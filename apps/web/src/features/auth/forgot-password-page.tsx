import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { forgotPasswordRequestSchema } from "@turnuva/contract";
import { ApiError } from "@/lib/api-client.ts";
import { paths } from "@/lib/paths.ts";
import { showServerFieldErrors } from "@/lib/server-field-errors.ts";
import { authTexts } from "@/texts/auth.ts";
import { commonTexts } from "@/texts/common.ts";
import { Alert } from "@/ui/alert.tsx";
import { Button } from "@/ui/button.tsx";
import { TextField } from "@/ui/text-field.tsx";
import { useForgotPasswordMutation } from "./api/account-recovery.ts";
import { AuthCard } from "./auth-card.tsx";

/**
 * Issue 26 /sifremi-unuttum: the address of the account; the server answers every address with
 * the same sentence (no account enumeration), which is what the page then shows.
 */
export function ForgotPasswordPage() {
  const mutation = useForgotPasswordMutation();
  const form = useForm({ resolver: zodResolver(forgotPasswordRequestSchema), defaultValues: { email: "" } });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) => {
    if (mutation.isPending) return;
    mutation.mutate(values, { onError: (error) => showServerFieldErrors(error, ["email"], form.setError) });
  });

  return (
    <AuthCard title={authTexts.forgotPassword} intro={authTexts.forgotIntro}>
      {mutation.isSuccess ? (
        <Alert tone="success" className="mb-5">
          {mutation.data.message}
        </Alert>
      ) : null}
      {mutation.isError ? (
        <Alert tone="error" className="mb-5">
          {mutation.error instanceof ApiError ? mutation.error.message : authTexts.recoveryFailed}
        </Alert>
      ) : null}
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <TextField label={commonTexts.email} type="email" autoComplete="email" error={errors.email?.message} {...form.register("email")} />
        {/* aria-disabled, not disabled: the pressed button keeps focus while the answer is awaited. */}
        <Button type="submit" aria-disabled={mutation.isPending} className="mt-2 w-full aria-disabled:cursor-wait aria-disabled:bg-indigo-400">
          {mutation.isPending ? authTexts.forgotBusy : authTexts.forgotSubmit}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm">
        <Link to={paths.login.href()} className="font-semibold text-indigo-700 hover:underline">
          {authTexts.toLogin}
        </Link>
      </p>
    </AuthCard>
  );
}
