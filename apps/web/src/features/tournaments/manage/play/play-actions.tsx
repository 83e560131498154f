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

/**
 * Issue 29: whether a Swiss tournament has a round still to draw ('Sonraki Tura Geç'): a Swiss round
 * while fewer than its rounds are drawn, then (with a knockout) the knockout's rounds up to the final.
 */
function swissMoreToDraw(tournament: Tournament): boolean {
  if (tournament.actions.advance) return true;
  if (tournament.swissFixtures.length < (tournament.swissRounds ?? 0)) return true;
  return (tournament.knockoutSize ?? 0) > 0 && tournament.finalFixture === null;
}

/** Issue 29: every Swiss round is drawn and the knockout is next: the group tournament's 'Eleme Turlarına Geç'. */
const swissAtKnockout = (tournament: Tournament) =>
  (tournament.knockoutSize ?? 0) > 0 &&
  tournament.knockoutFixtures.length === 0 &&
  tournament.finalFixture === null &&
  tournament.swissFixtures.length >= (tournament.swissRounds ?? 0);

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
        {running && system === "swiss" && swissMoreToDraw(tournament)
          ? step(swissAtKnockout(tournament) ? texts.toKnockout : texts.nextRound, advanceBlocked(tournament), advance)
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
