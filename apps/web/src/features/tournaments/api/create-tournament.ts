import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateTournamentRequest, TournamentWriteResponse } from "@turnuva/contract/tournaments";
import { tournamentWrite } from "./tournament-write.ts";
import { queryKeys } from "@/lib/query-keys.ts";

/**
 * `POST /api/tournaments` (part 2 §7): the server checks every rule again, draws the first round
 * (part 2 §4) and answers 201 with the whole tournament, or a Turkish refusal (`ApiError`).
 */
export function createTournament(body: CreateTournamentRequest): Promise<TournamentWriteResponse> {
  return tournamentWrite("/tournaments", { method: "POST", body, auth: true });
}

/**
 * A new tournament changes every tournament list and count, and the platform page's lists; they
 * are fetched again when next shown. `platformSlug` names the platform page's key.
 */
export function useCreateTournament(platformSlug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTournament,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.tournaments.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.platforms.tournaments(platformSlug) }),
      ]),
  });
}
