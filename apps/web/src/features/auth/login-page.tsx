import { useState, type FormEvent } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { loginRequestSchema, registerSuccessMessage } from "@turnuva/contract";
import { ApiError } from "../../lib/api-client.ts";
import { readLoginState, type LoginLocationState } from "../../lib/login-state.ts";
import { paths, safeReturnPath } from "../../lib/paths.ts";
import { useSession } from "../../lib/session/use-session.ts";
import { tr } from "../../texts/tr.ts";
import { Alert } from "../../ui/alert.tsx";
import { Button } from "../../ui/button.tsx";
import { focusField } from "../../ui/focus-field.ts";
import { TextField } from "../../ui/text-field.tsx";
import { useLoginMutation } from "./api/login.ts";
import { AuthCard } from "./auth-card.tsx";

type Field = "usernameOrEmail" | "password";
type FieldErrors = Partial<Record<Field, string>>;

/** Part 1 §8: wrong credentials get the spec's sentence; anything else the server's own words. */
function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.code === "INVALID_CREDENTIALS" ? tr.auth.loginFailed : error.message;
  return tr.auth.loginFallback;
}

export function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { signIn } = useSession();
  const { from, registered } = readLoginState(location.state);
  const mutation = useLoginMutation();

  const [values, setValues] = useState<Record<Field, string>>({ usernameOrEmail: "", password: "" });
  const [errors, setErrors] = useState<FieldErrors>({});

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A corrected field loses its message at once; new messages wait for the next submit.
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = loginRequestSchema.safeParse(values);
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= issue.message;
      }
      setErrors(found);
      const first = (["usernameOrEmail", "password"] as const).find((field) => found[field]);
      if (first) focusField(event, first);
      return;
    }
    mutation.mutate(parsed.data, {
      onSuccess: ({ token, user }) => {
        signIn(token, user);
        void navigate(safeReturnPath(from), { replace: true });
      },
    });
  };

  const registerState: LoginLocationState = { from };

  return (
    <AuthCard title={tr.auth.loginTitle} intro={tr.auth.loginIntro}>
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

      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField
          label={tr.auth.usernameOrEmail}
          name="usernameOrEmail"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={values.usernameOrEmail}
          error={errors.usernameOrEmail}
          onChange={(event) => change("usernameOrEmail", event.target.value)}
        />
        <TextField
          label={tr.auth.password}
          name="password"
          type="password"
          autoComplete="current-password"
          value={values.password}
          error={errors.password}
          onChange={(event) => change("password", event.target.value)}
        />
        <Button type="submit" disabled={mutation.isPending} className="mt-2 w-full">
          {mutation.isPending ? tr.auth.loginBusy : tr.auth.loginSubmit}
        </Button>
      </form>

      <p className="mt-6 text-center text-sm text-slate-600">
        {tr.auth.noAccount}{" "}
        <Link to={paths.register.href()} state={registerState} className="font-semibold text-indigo-700 hover:underline">
          {tr.auth.registerLink}
        </Link>
      </p>
    </AuthCard>
  );
}
