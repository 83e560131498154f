import type { TournamentEvent } from "@turnuva/contract/live";
import type { LiveHub } from "../live/hub.ts";
import type { LiveHandler } from "../live/plugin.ts";
import { ALL_TOURNAMENTS, tournamentTopic } from "./live-event.ts";
import type { TournamentReadCache } from "./read-cache.ts";

/**
 * What the tournaments do with the notification channel (docs/decisions.md, "Live updates and
 * the read cache"): a tournament's news evicts its read-cache entry and goes to its streams and to
 * every-tournament streams; a user whose picture changed evicts the tournaments they play in (their
 * answers show the picture). While the listener is down the cache is not trusted (a change could
 * pass unheard); when it is back, the cache starts empty.
 */
export function tournamentsLiveHandler(hub: LiveHub, readCache: TournamentReadCache): LiveHandler {
  return {
    message(message) {
      if (message.kind === "user") {
        readCache.evictParticipant(message.userId);
        return;
      }
      if (message.kind !== "tournament") return;
      readCache.evictTournament(message.event.tournamentId);
      hub.publish<TournamentEvent>(tournamentTopic(message.event.tournamentId), message.event);
      // The lists and profiles refetch what they show: a match's changes are for its own page.
      const { changes: _forItsPage, ...news } = message.event;
      hub.publish<TournamentEvent>(ALL_TOURNAMENTS, news);
    },
    up() {
      readCache.trust();
    },
    down() {
      readCache.distrust();
    },
  };
}
