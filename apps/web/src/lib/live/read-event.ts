import type { TournamentEvent } from "@turnuva/contract/live-rules";

/**
 * The data of a `tournament` event, or null when it is not one (a proxy's comment, a truncated
 * line): a stream that says something odd is ignored rather than trusted. The server sends what
 * the contract's schema allows; this checks only what the screens rely on.
 */
export function readTournamentEvent(message: Event): TournamentEvent | null {
  const data = (message as MessageEvent<unknown>).data;
  if (typeof data !== "string") return null;
  try {
    const event = JSON.parse(data) as Partial<TournamentEvent> | null;
    if (!event || typeof event.version !== "number" || typeof event.tournamentId !== "string" || typeof event.status !== "string") return null;
    return {
      ...event,
      matches: Array.isArray(event.matches) ? event.matches : [],
      participantIds: Array.isArray(event.participantIds) ? event.participantIds : [],
    } as TournamentEvent;
  } catch {
    return null;
  }
}
