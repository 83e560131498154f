import { useCallback, useEffect, useState, type FormEvent } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import type { CreateTournamentRequest } from "@turnuva/contract/tournaments";
import { ApiError } from "@/lib/api-client.ts";
import { useCreateTournament } from "@/features/tournaments/api/create-tournament.ts";
import { playSettingsOf, type PlaySettingsValues } from "./form-rules.ts";
import type { Problem } from "./rules.ts";
import type { WizardProps } from "./wizard-props.ts";

/** Part 2 §8: the server's sentence, or the fallback when it sent none (a lost connection says so). */
function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && (error.fromServer || error.status === 0)) return error.message;
  return fallback;
}

/**
 * What every wizard shares: the step it is at, going back and forth ('Geri Dön' on the first step
 * is the tab's `onBack`), the one request and the sentence in its error box. A rule that says no
 * (`refuse`) goes under its field, which takes the focus, or in the box, as the server's refusal
 * does. The box goes as soon as anything in the form changes (it spoke of what was there before),
 * when the step changes and when the step's button is pressed again. A second press while the
 * request runs sends nothing. `frame(submit)` is WizardFrame's props but the step's own (its
 * title, button label and fields); WizardFrame focuses each new step's heading. Every request
 * carries the play settings of the first step (issue 25: `resultEntry`, and `roundDays` when typed).
 */
export function useWizard<Values extends FieldValues & PlaySettingsValues>(
  { platform, onCreated, onBack }: WizardProps,
  form: Pick<UseFormReturn<Values>, "subscribe" | "setError" | "getValues">,
  { title, steps }: { title: string; steps: number },
) {
  const mutation = useCreateTournament(platform.slug);
  const [step, setStep] = useState(1);
  const [problem, setProblem] = useState<string | null>(null);
  const dismiss = useCallback(() => setProblem(null), []);

  useEffect(() => form.subscribe({ formState: { values: true }, callback: dismiss }), [form, dismiss]);

  const send = (body: Omit<CreateTournamentRequest, "platform" | "resultEntry" | "roundDays">, fallback: string) => {
    if (mutation.isPending) return;
    setProblem(null);
    mutation.mutate(
      { ...body, ...playSettingsOf(form.getValues()), platform: platform._id },
      { onSuccess: onCreated, onError: (error) => setProblem(failureMessage(error, fallback)) },
    );
  };

  const refuse = (found: Problem) => {
    if (found.field) form.setError(found.field as Path<Values>, { type: "rule", message: found.message }, { shouldFocus: true });
    else setProblem(found.message);
  };

  const goTo = (next: number) => {
    setProblem(null);
    setStep(next);
  };

  const frame = (submit: (event: FormEvent<HTMLFormElement>) => unknown) => ({
    title,
    step,
    steps,
    problem,
    onDismissProblem: dismiss,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      setProblem(null);
      void submit(event);
    },
    onBack: () => (step === 1 ? onBack() : goTo(step - 1)),
    // The request leaves from the last step: its button says it is under way.
    busy: step === steps && mutation.isPending,
  });

  return { step, goTo, refuse, send, frame };
}
