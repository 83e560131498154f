import { useEffect, useRef } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Link, useLocation, useNavigate } from "react-router";
import { registerRequestSchema, type RegisterRequest } from "@turnuva/contract";
import { ApiError } from "@/lib/api-client.ts";
import { readLoginState, type LoginLocationState } from "@/lib/login-state.ts";
import { paths } from "@/lib/paths.ts";
import { showServerFieldErrors } from "@/lib/server-field-errors.ts";
import { authTexts } from "@/texts/auth.ts";
import { commonTexts } from "@/texts/common.ts";
import { Alert } from "@/ui/alert.tsx";
import { Button } from "@/ui/button.tsx";
import { TextField } from "@/ui/text-field.tsx";
import { useRegisterMutation } from "./api/register.ts";
import { AuthCard } from "./auth-card.tsx";

const fieldNames = ["username", "email", "password"] as const;

/** Part 1 §8: 'Kayıt sırasında bir hata oluştu: {message}' with the server's (or our) message. */
function registerErrorMessage(error: unknown): string {
  if (error instanceof ApiError && (error.fromServer || error.status === 0)) return authTexts.registerFailed(error.message);
  return authTexts.registerUnknownError;
}

export function RegisterPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { from } = readLoginState(location.state);
  const mutation = useRegisterMutation();
  // Part 1 §5: the contract's rules (the server's own) on every change and on submit; a field
  // nobody has typed in stays quiet until the first submit.
  const form = useForm<RegisterRequest>({
    resolver: zodResolver(registerRequestSchema),
    mode: "onChange",
    defaultValues: { username: "", email: "", password: "" },
  });
  const { errors } = form.formState;

  // Issue 25: the sentence stands above the form, out of sight on a phone once 'Kayıt Ol' at its
  // foot was pressed: a failure brings it into view and gives it focus (the field stays marked).
  const alertRef = useRef<HTMLDivElement>(null);
  const failed = mutation.isError;
  useEffect(() => {
    if (failed) alertRef.current?.focus();
  }, [failed]);

  const submit = form.handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: () => {
        const state: LoginLocationState = { registered: true, from };
        void navigate(paths.login.href(), { state });
      },
      // A taken name or e-mail stays under its field until that field changes.
      onError: (error) => showServerFieldErrors(error, fieldNames, form.setError),
    }),
  );

  const loginState: LoginLocationState = { from };

  return (
    <AuthCard title={commonTexts.actions.register} intro={authTexts.registerIntro}>
      <div ref={alertRef} tabIndex={-1} className="outline-none">
        {mutation.isError ? (
          <Alert tone="error" className="mb-5">
            {registerErrorMessage(mutation.error)}
          </Alert>
        ) : null}
      </div>

      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <TextField
          label={authTexts.username}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          hint={authTexts.usernameHint}
          error={errors.username?.message}
          {...form.register("username")}
        />
        <TextField label={commonTexts.email} type="email" autoComplete="email" error={errors.email?.message} {...form.register("email")} />
        <TextField
          label={authTexts.password}
          type="password"
          autoComplete="new-password"
          hint={authTexts.passwordHint}
          error={errors.password?.message}
          {...form.register("password")}
        />
        <Button type="submit" disabled={mutation.isPending} className="mt-2 w-full">
          {mutation.isPending ? authTexts.registerBusy : commonTexts.actions.register}
        </Button>
      </form>

      <p className="mt-6 text-center text-sm text-slate-600">
        {authTexts.haveAccount}{" "}
        <Link to={paths.login.href()} state={loginState} className="font-semibold text-indigo-700 hover:underline">
          {commonTexts.actions.login}
        </Link>
      </p>
    </AuthCard>
  );
}
