import type { TournamentWriteAnswer } from "@turnuva/contract/tournament-answer";
import { expandWriteAnswer } from "@turnuva/contract/tournament-expand";
import type { TournamentWriteResponse } from "@turnuva/contract/tournaments";
import { apiRequest, type RequestOptions } from "@/lib/api-client.ts";

/**
 * A write that answers `{ tournament }`: the compact answer (issue 27) expanded once, here, so the
 * cache and every screen hold the tournament as they always read it.
 */
export async function tournamentWrite(path: string, options: RequestOptions): Promise<TournamentWriteResponse> {
  return expandWriteAnswer(await apiRequest<TournamentWriteAnswer>(path, options));
}
