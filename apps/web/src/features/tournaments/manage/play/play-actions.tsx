import type { Tournament } from "@turnuva/contract/tournaments";
import type { ReactNode } from "react";
import { tournamentPlayTexts } from "@/texts/tournament-play.ts";
import { Button } from "@/ui/button.tsx";
import { FinishConfirm } from "./finish-confirm.tsx";
import { advanceBlocked, finishBlocked } from "./not-yet.ts";

const texts = tournamentPlayTexts.actions;

interface StepButtonProps {
  label: string;
  /** Why the step must wait, in the engine's words (not-yet.ts), or null when it may be taken. */
  blocked: string | null;
  busy: boolean;
  /** Says why the step must wait, where the screen's refusals go. */
  refuse: (message: string) => void;
  run: () => void;
}

/**
 * A button of the system's next step, shown from the start (part 2 §5): while the step is not yet
 * possible it looks unavailable, and a press says why instead of sending a request.
 */
export function StepButton({ label, blocked, busy, refuse, run }: StepButtonProps) {
  return (
    <Button
      data-step
      disabled={busy}
      aria-disabled={blocked !== null}
      className={blocked === null ? undefined : "opacity-60"}
      onClick={() => (blocked === null ? run() : refuse(blocked))}
    >
      {label}
    </Button>
  );
}

interface PlayActionsProps {
  tournament: Tournament;
  busy: boolean;
  /** The decided elimination's or challenge's champion card is shown, with the finishing button. */
  championShown: boolean;
  /** The screen's refusal, above the buttons. */
  error: ReactNode;
  refuse: (message: string) => void;
  advance: () => void;
  finish: () => void;
  /** A group tournament's 'Sonuçları Göster': the podium before finishing. */
  showResults: () => void;
  resume: () => void;
  pause: () => void;
}

/** The screen's buttons under the fixtures: the system's next step, 'Devam Et', 'Turnuvayı Duraklat'. */
export function PlayActions({ tournament, busy, championShown, error, refuse, advance, finish, showResults, resume, pause }: PlayActionsProps) {
  const { actions, system } = tournament;
  const running = tournament.status === "active";
  const step = (label: string, blocked: string | null, run: () => void) => (
    <StepButton label={label} blocked={blocked} busy={busy} refuse={refuse} run={run} />
  );
  return (
    <div className="flex flex-col gap-3">
      {error}
      <div role="group" aria-label={texts.label} className="flex flex-wrap gap-3">
        {running && system === "group" && tournament.finalFixture === null
          ? step(tournament.knockoutFixtures.length === 0 ? texts.toKnockout : texts.nextRound, advanceBlocked(tournament), advance)
          : null}
        {running && system === "group" && tournament.finalFixture !== null ? step(texts.showResults, finishBlocked(tournament), showResults) : null}
        {/* Issue 29: a Swiss tournament's next round (and after the last, its knockout's) until its
            final is drawn or it may finish; the server pairs it (play-actions' spec §5 habit). */}
        {running && system === "swiss" && tournament.finalFixture === null && !actions.finish
          ? step(texts.nextRound, advanceBlocked(tournament), advance)
          : null}
        {running && system !== "group" && !championShown ? (
          <FinishConfirm busy={busy} finish={finish}>
            {(ask) => step(texts.finish, finishBlocked(tournament), ask)}
          </FinishConfirm>
        ) : null}
        {actions.resume ? (
          <Button disabled={busy} onClick={resume}>
            {tournamentPlayTexts.unfinished.resume}
          </Button>
        ) : null}
        {actions.pause ? (
          <Button variant="secondary" disabled={busy} onClick={pause}>
            {texts.pause}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
