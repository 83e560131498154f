import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { matchActsTexts } from "@/texts/match-acts.ts";
import { tournamentPlayTexts } from "@/texts/tournament-play.ts";
import { Button } from "@/ui/button.tsx";

const texts = tournamentPlayTexts.actions;

interface FinishConfirmProps {
  busy: boolean;
  /** Finishes, once the question is answered 'Evet, bitir'. */
  finish: () => void;
  /** The finishing button, given what its press should do: ask. */
  children: (ask: () => void) => ReactNode;
}

/**
 * Issue 25: finishing asks first, in every system. In place of the button: the question, which
 * takes the focus, 'Evet, bitir' and 'Vazgeç' (Escape too), after which the focus goes back to the
 * button. A second step rather than a dialog: the managing screen's page has no room for a
 * dialog's code (as the walkover's choice).
 */
export function FinishConfirm({ busy, finish, children }: FinishConfirmProps) {
  const [asking, setAsking] = useState(false);
  const id = useId();
  const question = useRef<HTMLParagraphElement>(null);
  const trigger = useRef<HTMLSpanElement>(null);
  const asked = useRef(false);

  useEffect(() => {
    if (asking) question.current?.focus();
    else if (asked.current) trigger.current?.querySelector("button")?.focus();
    asked.current = asking;
  }, [asking]);

  if (!asking) {
    return (
      <span ref={trigger} className="contents">
        {children(() => setAsking(true))}
      </span>
    );
  }
  return (
    <div
      role="group"
      aria-labelledby={id}
      className="flex w-full flex-col gap-2 rounded-lg border border-slate-300 bg-slate-50 p-3"
      onKeyDown={(event) => {
        if (event.key === "Escape") setAsking(false);
      }}
    >
      <p id={id} ref={question} tabIndex={-1} className="font-semibold text-slate-900">
        {texts.finishQuestion}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button disabled={busy} onClick={finish}>
          {texts.finishYes}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => setAsking(false)}>
          {matchActsTexts.cancel}
        </Button>
      </div>
    </div>
  );
}
