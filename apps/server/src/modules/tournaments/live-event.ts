import type { LiveMatch, TournamentChange, TournamentEvent } from "@turnuva/contract/live";
import type { Action } from "@turnuva/domain";
import type { TournamentChanges } from "./repository.ts";
import type { TournamentRecord, TournamentRow } from "./state.ts";

/** What an action did, in the contract's words; null for none (a no-op is not announced). */
export function changeOf(action: Action | null, changes: TournamentChanges = {}): TournamentChange | null {
  if (action) {
    switch (action.type) {
      case "confirm":
        return "confirmed";
      case "cancel":
        return "cancelled";
      case "advance":
        return "advanced";
      case "finish":
        return "finished";
      case "pause":
        return "paused";
      case "resume":
        return "resumed";
      case "reopen":
        return "reopened";
    }
  }
  if (changes.name !== undefined) return "renamed";
  if (changes.exitedAt !== undefined) return "exited";
  return null;
}

/**
 * The event of a committed action, from the records before and after it: the matches whose
 * result changed (confirmed, or cleared by a cancel) as they now stand, named by their row ids and
 * their players' names; every participant's id, so a profile page knows to refresh.
 */
export function tournamentEvent(after: TournamentRecord, change: TournamentChange, before?: TournamentRecord): TournamentEvent {
  const { row, participants } = after;
  const names = new Map(participants.map((p) => [p.userId, p.username]));
  const person = (id: string | null) => (id === null ? null : { _id: id, username: names.get(id) ?? "Bilinmeyen" });
  const earlier = new Map(before?.matches.map((m) => [m.id, m]));
  const matches: LiveMatch[] = [];
  if (change === "confirmed" || change === "cancelled") {
    for (const m of after.matches) {
      const was = earlier.get(m.id);
      if (!was || (was.homeScore === m.homeScore && was.awayScore === m.awayScore && (was.confirmedAt === null) === (m.confirmedAt === null)))
        continue;
      matches.push({
        _id: m.key, // as the tournament's answer names it (issue 27)
        home: person(m.homeId),
        away: person(m.awayId),
        homeScore: m.homeScore,
        awayScore: m.awayScore,
        isConfirmed: m.confirmedAt !== null,
      });
    }
  }
  return eventOf(
    row,
    change,
    matches,
    participants.map((p) => p.userId),
  );
}

/** A tournament's event as its row now stands: after an action, or the catch-up a stream opens with. */
export function eventOf(row: TournamentRow, change: TournamentChange, matches: LiveMatch[], participantIds: string[]): TournamentEvent {
  return {
    tournamentId: row.id,
    slug: row.slug,
    platformId: row.platformId,
    name: row.name,
    version: row.version,
    status: row.status,
    change,
    matches,
    participantIds,
  };
}

/** The live hub's topics (modules/live/hub.ts): one tournament's streams, and every tournament's. */
export const tournamentTopic = (tournamentId: string) => `tournament:${tournamentId}`;
export const ALL_TOURNAMENTS = "tournaments";
