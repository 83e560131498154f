import type { TournamentChangesResponse } from "@turnuva/contract/tournament-changes";
import type { TournamentMatch, TournamentWriteResponse } from "@turnuva/contract/tournaments";
import { useCallback, useState } from "react";
import { ApiError } from "@/lib/api-client.ts";
import { tournamentPlayTexts } from "@/texts/tournament-play.ts";
import { useAdvanceTournament } from "@/features/tournaments/api/advance-tournament.ts";
import { useCancelMatch } from "@/features/tournaments/api/cancel-match.ts";
import type { ResultToSend } from "./score-rules.ts";
import { useConfirmMatch } from "@/features/tournaments/api/confirm-match.ts";
import { useFinishTournament } from "@/features/tournaments/api/finish-tournament.ts";
import { usePauseTournament } from "@/features/tournaments/api/pause-tournament.ts";
import { useResumeTournament } from "@/features/tournaments/api/resume-tournament.ts";
import type { PlayError } from "./play-context.ts";

const fallbacks = tournamentPlayTexts.fallbacks;

function confirmFallback(stage: TournamentMatch["stage"]): string {
  if (stage === "elimination") return fallbacks.confirmElimination;
  if (stage === "final") return fallbacks.confirmFinal;
  if (stage === "thirdPlace") return fallbacks.confirmThird;
  return fallbacks.confirm;
}

function cancelFallback(stage: TournamentMatch["stage"]): string {
  if (stage === "elimination") return fallbacks.cancelElimination;
  if (stage === "final") return fallbacks.cancelFinal;
  if (stage === "thirdPlace") return fallbacks.cancelThird;
  return fallbacks.cancel;
}

/**
 * A write's answer (already in the query cache), or null when it was refused: a match's confirm
 * and cancel answer only what they changed (issue 27), the tournament's own actions the whole of it.
 */
type Written<Answer = TournamentWriteResponse> = Promise<Answer | null>;

/**
 * The managing screen's six writes. Each answer goes into the query cache (the mutation's own
 * `onSuccess`), which the screen shows; a refusal becomes `error`, the server's sentence or the
 * part 2 §8 fallback, shown beside its match or (matchId null) beside the screen's buttons. One
 * refusal at a time: a new write, or a refusal found before sending (`setError`), replaces it.
 * `busy` while any of them runs: every button waits.
 */
export function usePlayWrites(tournamentId: string) {
  const confirmMutation = useConfirmMatch();
  const cancelMutation = useCancelMatch();
  const advanceMutation = useAdvanceTournament();
  const finishMutation = useFinishTournament();
  const pauseMutation = usePauseTournament();
  const resumeMutation = useResumeTournament();
  const [error, setError] = useState<PlayError | null>(null);
  const busy = [confirmMutation, cancelMutation, advanceMutation, finishMutation, pauseMutation, resumeMutation].some(
    (mutation) => mutation.isPending,
  );

  /** One write: its answer, or null once its refusal is shown where it belongs. */
  const write = useCallback(async <Answer>(run: () => Promise<Answer>, fallback: string, matchId: string | null): Written<Answer> => {
    setError(null);
    try {
      return await run();
    } catch (cause) {
      setError({ matchId, message: cause instanceof ApiError && cause.fromServer ? cause.message : fallback });
      return null;
    }
  }, []);

  // The two a match's editor calls keep their identity (the mutations' `mutateAsync` do).
  const { mutateAsync: confirmAsync } = confirmMutation;
  const { mutateAsync: cancelAsync } = cancelMutation;
  const confirm = useCallback(
    (match: TournamentMatch, result: ResultToSend): Written<TournamentChangesResponse> =>
      write(() => confirmAsync({ tournamentId, matchId: match._id, ...result }), confirmFallback(match.stage), match._id),
    [write, confirmAsync, tournamentId],
  );
  const cancel = useCallback(
    (match: TournamentMatch): Written<TournamentChangesResponse> =>
      write(() => cancelAsync({ tournamentId, matchId: match._id }), cancelFallback(match.stage), match._id),
    [write, cancelAsync, tournamentId],
  );

  return {
    busy,
    error,
    setError,
    confirm,
    cancel,
    advance: (): Written => write(() => advanceMutation.mutateAsync(tournamentId), fallbacks.advance, null),
    resume: (): Written => write(() => resumeMutation.mutateAsync(tournamentId), tournamentPlayTexts.unfinished.unknownError, null),
    /** `activeGroupTab`: a group tournament's open tab, kept for its resumption. */
    pause: (activeGroupTab: number | null): Written =>
      write(() => pauseMutation.mutateAsync({ tournamentId, activeGroupTab }), fallbacks.pause, null),
    finish: (): Written => write(() => finishMutation.mutateAsync(tournamentId), fallbacks.finish, null),
  };
}
