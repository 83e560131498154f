/**
 * The two event streams of live-rules.ts, under the API's base path (`lib/api-client.ts`). Both
 * are public: EventSource cannot send a token.
 */
export const ALL_TOURNAMENTS_EVENTS_URL = "/api/tournaments/events";

/** One tournament's stream; `version` is the one the page shows, so only newer news is sent. */
export function tournamentEventsUrl(identifier: string, version: number): string {
  return `/api/tournaments/${encodeURIComponent(identifier)}/events?version=${version}`;
}
