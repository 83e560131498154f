import { useEffect, useEffectEvent, useRef } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import type { LoginLocationState } from "@/lib/login-state.ts";
import { paths } from "@/lib/paths.ts";
import { commonTexts } from "@/texts/common.ts";
import { createButtonTexts } from "@/texts/create-button.ts";
import { platformTexts } from "@/texts/platforms.ts";
import { Alert } from "@/ui/alert.tsx";
import { Button } from "@/ui/button.tsx";
import { buttonClasses } from "@/ui/button-styles.ts";
import { Dialog } from "@/ui/dialog.tsx";
import { Spinner } from "@/ui/spinner.tsx";
import { usePlatformCheck } from "./use-platform-check.ts";

/** Part 1 §9: presses closer together than this are one press (a double click, a shaky tap). */
export const PRESS_DEBOUNCE_MS = 300;

/** The Network Information API says the connection is the slowest kind (Chromium only). */
function onSlowConnection(): boolean {
  return (navigator as Navigator & { connection?: { effectiveType?: string } }).connection?.effectiveType === "slow-2g";
}

/**
 * The Create button's check and its dialog (part 1 §2, §4, §8), loaded when the button is reached
 * for (app/layout/create-button.tsx). `press` counts the button's presses (0: none yet), `pressedAt`
 * is the moment of the last: the first of a burst starts a check, the others within 300 ms of the
 * one before are ignored, as is any press while a check is under way.
 */
export function CreateTournamentCheck({ press, pressedAt }: { press: number; pressedAt: number }) {
  const check = usePlatformCheck();
  const navigate = useNavigate();
  const location = useLocation();
  const seen = useRef({ press: 0, at: Number.NEGATIVE_INFINITY });

  const onPress = useEffectEvent(() => {
    // When the person pressed, not when this runs: the first press waits for this code to load.
    const quiet = pressedAt - seen.current.at >= PRESS_DEBOUNCE_MS;
    seen.current = { press, at: pressedAt };
    if (quiet && !check.busy) check.start();
  });
  useEffect(() => {
    // StrictMode runs the effect twice for one press: a press is handled once.
    if (press > seen.current.press) onPress();
  }, [press]);

  const { phase, shown, problem } = check.state;
  const open = shown && phase !== "idle" && phase !== "complete";
  const slow = onSlowConnection() ? <p className="mt-3 text-sm text-amber-800">{createButtonTexts.slowConnection}</p> : null;

  const signIn = () => {
    check.cancel();
    const state: LoginLocationState = { from: location.pathname + location.search };
    void navigate(paths.login.href(), { state });
  };

  const cancel = (
    <Button variant="secondary" onClick={check.cancel}>
      {platformTexts.actions.cancel}
    </Button>
  );

  let content = null;
  let actions = cancel;
  if (phase === "checking" || phase === "redirecting") {
    content = (
      <>
        <Spinner label={phase === "checking" ? createButtonTexts.checking : createButtonTexts.redirecting} className="justify-start py-2" />
        {slow}
      </>
    );
  } else if (phase === "error" && problem) {
    content = (
      <>
        <Alert tone="error">{problem.message}</Alert>
        {slow}
      </>
    );
    actions = (
      <>
        {cancel}
        {problem.signIn ? (
          <Button onClick={signIn}>{commonTexts.actions.login}</Button>
        ) : (
          <Button onClick={check.start}>{commonTexts.actions.retry}</Button>
        )}
      </>
    );
  } else if (phase === "none") {
    actions = (
      <>
        <Link to={paths.platforms.href()} onClick={check.cancel} className={buttonClasses("secondary")}>
          {createButtonTexts.toPlatforms}
        </Link>
        <Button onClick={check.cancel}>{createButtonTexts.understood}</Button>
      </>
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) check.cancel();
      }}
      title={createButtonTexts.title}
      description={phase === "none" ? createButtonTexts.none : undefined}
      // The dialog itself, its title read: its buttons change with the check's answer.
      initialFocus={(dialog) => dialog}
      actions={actions}
    >
      {content}
    </Dialog>
  );
}
