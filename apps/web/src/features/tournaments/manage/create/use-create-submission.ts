import { useCallback, useEffect, useState } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import type { CreateTournamentRequest } from "@turnuva/contract/tournaments";
import { ApiError } from "@/lib/api-client.ts";
import { useCreateTournament } from "@/features/tournaments/api/create-tournament.ts";
import type { WizardProps } from "./wizard-props.ts";

/** Part 2 §8: the server's sentence, or the fallback when it sent none (a lost connection says so). */
function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && (error.fromServer || error.status === 0)) return error.message;
  return fallback;
}

/**
 * The wizard's one request and the sentence in its error box: a rule the wizard checked
 * (`refuse`) or the server's refusal, shown alike. A second click while it runs sends nothing.
 * The box goes as soon as anything in the form changes: it spoke of what was there before.
 */
export function useCreateSubmission<Values extends FieldValues>(
  { platform, onCreated }: Pick<WizardProps, "platform" | "onCreated">,
  form: Pick<UseFormReturn<Values>, "subscribe">,
) {
  const mutation = useCreateTournament(platform.slug);
  const [problem, setProblem] = useState<string | null>(null);
  const dismiss = useCallback(() => setProblem(null), []);

  useEffect(() => form.subscribe({ formState: { values: true }, callback: dismiss }), [form, dismiss]);

  const send = (body: Omit<CreateTournamentRequest, "platform">, fallback: string) => {
    if (mutation.isPending) return;
    setProblem(null);
    mutation.mutate({ ...body, platform: platform._id }, { onSuccess: onCreated, onError: (error) => setProblem(failureMessage(error, fallback)) });
  };

  return { send, busy: mutation.isPending, problem, refuse: setProblem, dismiss };
}
