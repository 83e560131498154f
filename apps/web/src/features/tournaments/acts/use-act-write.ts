import { useCallback, useState } from "react";
import { ApiError } from "@/lib/api-client.ts";
import { matchActsTexts } from "@/texts/match-acts.ts";

/** A refusal, shown beside what it was about (a match's id, or a form's name). */
export interface ActError {
  about: string;
  message: string;
}

/**
 * One write at a time for the players' and the organiser's acts: the answer goes into the cache
 * through the mutation's own `onSuccess`; a refusal is kept with what it was about (the server's
 * sentence, or ours when none came); what happened is said in a polite live region.
 */
export function useActWrite() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ActError | null>(null);
  const [announcement, setAnnouncement] = useState("");
  // The last act that succeeded (a new object each time), for use-focus-after-act.ts.
  const [done, setDone] = useState<{ about: string } | null>(null);

  const run = useCallback(async <Answer>(about: string, send: () => Promise<Answer>, said: (answer: Answer) => string): Promise<boolean> => {
    setBusy(true);
    // A new act starts afresh: the last one's success is not said beside this one's refusal.
    setError(null);
    setAnnouncement("");
    setDone(null);
    try {
      const answer = await send();
      setAnnouncement(said(answer));
      setDone({ about });
      return true;
    } catch (cause) {
      setError({ about, message: cause instanceof ApiError && cause.fromServer ? cause.message : matchActsTexts.failed });
      return false;
    } finally {
      setBusy(false);
    }
  }, []);

  const dismiss = useCallback(() => setError(null), []);
  const refuse = useCallback((about: string, message: string) => {
    setAnnouncement("");
    setError({ about, message });
  }, []);
  return { busy, error, announcement, done, run, dismiss, refuse };
}

export type ActWrite = ReturnType<typeof useActWrite>;
