import { useEffect, useId, useRef, type FormEvent, type ReactNode } from "react";
import { tournamentTexts } from "@/texts/tournaments.ts";
import { systemChooserTexts } from "@/texts/system-chooser.ts";
import { tournamentWizardTexts } from "@/texts/tournament-wizards.ts";
import { Button } from "@/ui/button.tsx";
import { ErrorBox } from "@/features/tournaments/manage/error-box.tsx";

export interface WizardFrameProps {
  title: string;
  step: number;
  steps: number;
  stepTitle: string;
  /** The sentence of the error box, when a rule or the server said no. */
  problem: string | null;
  onDismissProblem: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onBack: () => void;
  submitLabel: string;
  /** The request is under way: the button says 'İşlem yapılıyor...' and keeps focus. */
  busy?: boolean;
  children: ReactNode;
}

/**
 * One step of a wizard as a form: the wizard's title, where the step stands, its fields, the
 * error box, 'Geri Dön' and the step's button. Enter in a field is the step's button. A new step
 * takes focus at its heading, so a screen reader starts reading there and the keyboard goes on
 * from the top of the step.
 */
export function WizardFrame({
  title,
  step,
  steps,
  stepTitle,
  problem,
  onDismissProblem,
  onSubmit,
  onBack,
  submitLabel,
  busy = false,
  children,
}: WizardFrameProps) {
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, [step]);

  const dismiss = () => {
    onDismissProblem();
    // The box and its button are gone: focus goes on to the step's own button.
    formRef.current?.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
  };

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <div>
        <h2 id={titleId} className="text-xl font-bold text-slate-900">
          {title}
        </h2>
        {steps > 1 ? <p className="text-sm text-slate-600">{tournamentWizardTexts.stepOf(step, steps)}</p> : null}
      </div>
      <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <h3
          ref={headingRef}
          tabIndex={-1}
          className="text-lg font-semibold text-slate-900 outline-none focus-visible:ring-2 focus-visible:ring-indigo-600"
        >
          {stepTitle}
        </h3>
        {children}
        {problem ? <ErrorBox message={problem} onClose={dismiss} /> : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
          <Button variant="secondary" onClick={onBack}>
            {systemChooserTexts.back}
          </Button>
          <Button type="submit" aria-disabled={busy} className="aria-disabled:cursor-wait aria-disabled:bg-indigo-400">
            {busy ? tournamentTexts.busy : submitLabel}
          </Button>
        </div>
      </form>
    </section>
  );
}
