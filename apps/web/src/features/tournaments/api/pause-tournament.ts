import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TournamentWriteResponse, UpdateTournamentRequest } from "@turnuva/contract/tournaments";
import { tournamentWrite } from "./tournament-write.ts";
import { recordExit } from "./record-exit.ts";
import { storeWriteAnswer } from "./store-tournament.ts";

/**
 * `PUT /api/tournaments/:id` {status: "paused"} (part 2 §4: pausing keeps the working state). The
 * server holds every score already; the open group tab is the one thing of the screen it keeps,
 * and only `handle-exit` takes it, so a group tournament's tab is recorded first. That record is
 * a convenience: the pause goes ahead without it.
 */
export async function pauseTournament({
  tournamentId,
  activeGroupTab,
}: {
  tournamentId: string;
  activeGroupTab: number | null;
}): Promise<TournamentWriteResponse> {
  if (activeGroupTab !== null) await recordExit(tournamentId, activeGroupTab);
  const body: UpdateTournamentRequest = { status: "paused" };
  return tournamentWrite(`/tournaments/${encodeURIComponent(tournamentId)}`, { method: "PUT", body, auth: true });
}

export function usePauseTournament() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: pauseTournament, onSuccess: (answer) => storeWriteAnswer(queryClient, answer, true) });
}
