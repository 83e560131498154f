import { useRef, useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { ApiError } from "@/lib/api-client.ts";
import { paths } from "@/lib/paths.ts";
import { readToken } from "@/lib/token-storage.ts";
import { commonTexts } from "@/texts/common.ts";
import { createButtonTexts } from "@/texts/create-button.ts";
import { checkPlatforms } from "./api/check-platforms.ts";

/** Part 1 §9: the check shows itself only when it takes longer than this. */
export const LOADING_THRESHOLD_MS = 100;
/** Part 1 §9: the pause between "redirecting" and the redirect. */
export const REDIRECT_DELAY_MS = 100;

/**
 * Part 1 §3 and §4: the check's progress (idle, checking, redirecting, complete) and its two
 * outcomes that stay on screen: no platform, or an error.
 */
export type CheckPhase = "idle" | "checking" | "redirecting" | "complete" | "none" | "error";

/** What went wrong, and what the dialog offers: trying again, or logging in. */
export interface CheckProblem {
  message: string;
  signIn: boolean;
}

export interface CheckState {
  phase: CheckPhase;
  /** Whether the dialog shows: progress only after the loading threshold, outcomes at once. */
  shown: boolean;
  problem: CheckProblem | null;
}

const idle: CheckState = { phase: "idle", shown: false, problem: null };

/** Part 1 §8: the check's error texts by cause; the timeout and 5xx ones are the client's own. */
export function checkProblem(error: unknown, online: boolean): CheckProblem {
  const texts = createButtonTexts.errors;
  const problem = (message: string, signIn = false): CheckProblem => ({ message, signIn });
  if (!online) return problem(texts.offline);
  if (!(error instanceof ApiError)) return problem(texts.failed);
  if (error.status === 401) return problem(texts.sessionExpired, true);
  if (error.status === 403) return problem(texts.forbidden);
  if (error.status >= 500) return problem(commonTexts.api.server);
  if (error.code === "TIMEOUT_ERROR") return problem(commonTexts.api.timeout);
  // The server could not be reached although the browser is online: say that, not "offline".
  if (error.code === "NETWORK_ERROR") return problem(commonTexts.api.network);
  return problem(texts.failed);
}

/** Where each answer leads (part 1 §2): one platform opens on its new-tournament tab. */
export function checkTarget(answer: { status: string; platforms: ReadonlyArray<{ _id: string }> }): string {
  const only = answer.status === "single" ? answer.platforms[0] : undefined;
  if (!only) return paths.platforms.href();
  return `${paths.platforms.href()}?${new URLSearchParams({ platformId: only._id, menu: "1" }).toString()}`;
}

interface Run {
  controller: AbortController;
  timers: number[];
}

/**
 * The Create button's platform status check (part 1 §4). One check at a time; `cancel` aborts the
 * request and any pending redirect. There is no abort on unmount: the layout that holds it never
 * goes, and StrictMode's trial unmount would cancel the check the first press started. The call goes through the query client's mutation cache, so a
 * 401 ends the session there as everywhere (the dialog, kept by the layout, then says so).
 */
export function usePlatformCheck() {
  const navigate = useNavigate();
  const { mutateAsync } = useMutation({ mutationFn: checkPlatforms, retry: false });
  const [state, setState] = useState<CheckState>(idle);
  const running = useRef<Run | null>(null);

  const stop = () => {
    const run = running.current;
    running.current = null;
    if (!run) return;
    run.controller.abort();
    for (const timer of run.timers) window.clearTimeout(timer);
  };

  const start = () => {
    stop();
    if (!readToken()) return setState({ phase: "error", shown: true, problem: { message: createButtonTexts.errors.signedOut, signIn: true } });
    if (!navigator.onLine) return setState({ phase: "error", shown: true, problem: checkProblem(null, false) });

    const run: Run = { controller: new AbortController(), timers: [] };
    running.current = run;
    const later = (ms: number, action: () => void) => run.timers.push(window.setTimeout(action, ms));
    setState({ phase: "checking", shown: false, problem: null });
    later(LOADING_THRESHOLD_MS, () => setState((current) => (current.phase === "checking" ? { ...current, shown: true } : current)));

    mutateAsync(run.controller.signal).then(
      (answer) => {
        if (running.current !== run) return;
        if (answer.status === "none") {
          stop();
          setState({ phase: "none", shown: true, problem: null });
          return;
        }
        setState((current) => ({ ...current, phase: "redirecting" }));
        later(REDIRECT_DELAY_MS, () => {
          stop();
          setState({ phase: "complete", shown: false, problem: null });
          void navigate(checkTarget(answer));
        });
      },
      (error: unknown) => {
        // A cancelled check (or one replaced by a newer one) says nothing.
        if (running.current !== run) return;
        stop();
        setState({ phase: "error", shown: true, problem: checkProblem(error, navigator.onLine) });
      },
    );
  };

  const cancel = () => {
    stop();
    setState(idle);
  };

  return { state, start, cancel, busy: state.phase === "checking" || state.phase === "redirecting" };
}
