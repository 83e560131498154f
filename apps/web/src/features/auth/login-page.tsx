import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Link, useLocation, useNavigate } from "react-router";
import { loginRequestSchema, registerSuccessMessage } from "@turnuva/contract";
import { ApiError } from "@/lib/api-client.ts";
import { readLoginState, type LoginLocationState } from "@/lib/login-state.ts";
import { showServerFieldErrors } from "@/lib/server-field-errors.ts";
import { paths, safeReturnPath } from "@/lib/paths.ts";
import { authTexts } from "@/texts/auth.ts";
import { commonTexts } from "@/texts/common.ts";
import { Alert } from "@/ui/alert.tsx";
import { Button } from "@/ui/button.tsx";
import { TextField } from "@/ui/text-field.tsx";
import { useLoginMutation } from "./api/login.ts";
import { AuthCard } from "./auth-card.tsx";

/** Part 1 §8: wrong credentials get the spec's sentence; anything else the server's own words. */
function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.code === "INVALID_CREDENTIALS" ? authTexts.loginFailed : error.message;
  return authTexts.loginFallback;
}

export function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { from, registered } = readLoginState(location.state);
  const mutation = useLoginMutation();
  // The contract's schema checks on submit; after that a corrected field is checked as it changes.
  const form = useForm({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { usernameOrEmail: "", password: "" },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    if (mutation.isPending) return;
    mutation.mutate(values, {
      onSuccess: () => void navigate(safeReturnPath(from), { replace: true }),
      // An over-long name or password (docs/decisions.md) is named under its field as well.
      onError: (error) => showServerFieldErrors(error, ["usernameOrEmail", "password"], form.setError),
    });
  });

  const registerState: LoginLocationState = { from };

  return (
    <AuthCard title={commonTexts.actions.login} intro={authTexts.loginIntro}>
      {registered && mutation.isIdle ? (
        <Alert tone="success" className="mb-5">
          {registerSuccessMessage}
        </Alert>
      ) : null}
      {mutation.isError ? (
        <Alert tone="error" className="mb-5">
          {loginErrorMessage(mutation.error)}
        </Alert>
      ) : null}

      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <TextField
          label={authTexts.usernameOrEmail}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.usernameOrEmail?.message}
          {...form.register("usernameOrEmail")}
        />
        <TextField
          label={authTexts.password}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register("password")}
        />
        {/* Issue 26: the way back in for a forgotten password. */}
        <Link to={paths.forgotPassword.href()} className="-mt-2 self-end text-sm font-semibold text-indigo-700 hover:underline">
          {authTexts.forgotPassword}
        </Link>
        {/* aria-disabled, not disabled: the pressed button keeps focus while the answer is awaited. */}
        <Button type="submit" aria-disabled={mutation.isPending} className="mt-2 w-full aria-disabled:cursor-wait aria-disabled:bg-indigo-400">
          {mutation.isPending ? authTexts.loginBusy : commonTexts.actions.login}
        </Button>
      </form>

      <p className="mt-6 text-center text-sm text-slate-600">
        {authTexts.noAccount}{" "}
        <Link to={paths.register.href()} state={registerState} className="font-semibold text-indigo-700 hover:underline">
          {commonTexts.actions.register}
        </Link>
      </p>
    </AuthCard>
  );
}
