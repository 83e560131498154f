import { useState, type FormEvent } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { emailProblem, passwordProblem, usernameProblem } from "@turnuva/contract";
import { ApiError } from "../../lib/api-client.ts";
import { readLoginState, type LoginLocationState } from "../../lib/login-state.ts";
import { paths } from "../../lib/paths.ts";
import { tr } from "../../texts/tr.ts";
import { Alert } from "../../ui/alert.tsx";
import { Button } from "../../ui/button.tsx";
import { focusField } from "../../ui/focus-field.ts";
import { TextField } from "../../ui/text-field.tsx";
import { useRegisterMutation } from "./api/register.ts";
import { AuthCard } from "./auth-card.tsx";

type Field = "username" | "email" | "password";
const fields: readonly Field[] = ["username", "email", "password"];

// The contract's rules, so the form and the server give the same message (DESIGN §4).
const rules: Record<Field, (value: string) => string | null> = {
  username: usernameProblem,
  email: emailProblem,
  password: passwordProblem,
};

/** Part 1 §8: 'Kayıt sırasında bir hata oluştu: {message}' with the server's (or our) message. */
function registerErrorMessage(error: unknown): string {
  if (error instanceof ApiError && (error.fromServer || error.status === 0)) return tr.auth.registerFailed(error.message);
  return tr.auth.registerUnknownError;
}

export function RegisterPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { from } = readLoginState(location.state);
  const mutation = useRegisterMutation();

  const [values, setValues] = useState<Record<Field, string>>({ username: "", email: "", password: "" });
  // Part 1 §5: rules are checked on every change and on submit; an untouched field stays quiet
  // until the first submit, so the form does not open full of red.
  const [touched, setTouched] = useState<Record<Field, boolean>>({ username: false, email: false, password: false });

  // What the server refused (a taken name or e-mail) stays under its field until that field changes.
  const [refused, setRefused] = useState<Partial<Record<Field, string>>>({});

  const problemOf = (field: Field) => (touched[field] ? rules[field](values[field]) : null) ?? refused[field] ?? null;

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setTouched((current) => ({ ...current, [field]: true }));
    setRefused((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched({ username: true, email: true, password: true });
    const firstInvalid = fields.find((field) => rules[field](values[field]) !== null);
    if (firstInvalid) {
      focusField(event, firstInvalid);
      return;
    }
    mutation.mutate(
      { username: values.username, email: values.email.trim(), password: values.password },
      {
        onSuccess: () => {
          const state: LoginLocationState = { registered: true, from };
          void navigate(paths.login.href(), { state });
        },
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          setRefused(Object.fromEntries(fields.flatMap((field) => (error.fields[field] ? [[field, error.fields[field]]] : []))));
        },
      },
    );
  };

  const loginState: LoginLocationState = { from };

  return (
    <AuthCard title={tr.auth.registerTitle} intro={tr.auth.registerIntro}>
      {mutation.isError ? (
        <Alert tone="error" className="mb-5">
          {registerErrorMessage(mutation.error)}
        </Alert>
      ) : null}

      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField
          label={tr.auth.username}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          hint={tr.auth.usernameHint}
          value={values.username}
          error={problemOf("username")}
          onChange={(event) => change("username", event.target.value)}
        />
        <TextField
          label={tr.auth.email}
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          error={problemOf("email")}
          onChange={(event) => change("email", event.target.value)}
        />
        <TextField
          label={tr.auth.password}
          name="password"
          type="password"
          autoComplete="new-password"
          hint={tr.auth.passwordHint}
          value={values.password}
          error={problemOf("password")}
          onChange={(event) => change("password", event.target.value)}
        />
        <Button type="submit" disabled={mutation.isPending} className="mt-2 w-full">
          {mutation.isPending ? tr.auth.registerBusy : tr.auth.registerSubmit}
        </Button>
      </form>

      <p className="mt-6 text-center text-sm text-slate-600">
        {tr.auth.haveAccount}{" "}
        <Link to={paths.login.href()} state={loginState} className="font-semibold text-indigo-700 hover:underline">
          {tr.auth.loginLink}
        </Link>
      </p>
    </AuthCard>
  );
}
