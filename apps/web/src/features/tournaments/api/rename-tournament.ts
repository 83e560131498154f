import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TournamentWriteResponse, UpdateTournamentRequest } from "@turnuva/contract/tournaments";
import { tournamentWrite } from "./tournament-write.ts";
import { storeWriteAnswer } from "./store-tournament.ts";

/** Issue 25, `PUT /api/tournaments/:id` {name}: a new name; the slug stays, so shared links still work. */
export function renameTournament({ tournamentId, name }: { tournamentId: string; name: string }): Promise<TournamentWriteResponse> {
  const body: UpdateTournamentRequest = { name };
  return tournamentWrite(`/tournaments/${encodeURIComponent(tournamentId)}`, { method: "PUT", body, auth: true });
}

/** The lists show the name: the ones on screen are fetched again. */
export function useRenameTournament() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: renameTournament, onSuccess: (answer) => storeWriteAnswer(queryClient, answer, true) });
}
