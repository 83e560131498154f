/**
 * Live updates (issue 13): what a tournament's event stream sends. Free of zod, so the pages that
 * listen take only these names and types; the schemas for the OpenAPI page and the tests are in
 * `live.ts`.
 *
 * Two streams, both Server-Sent Events, public like the reads they refresh:
 * - `GET /api/tournaments/:identifier/events` — one tournament. Each event's `id` is the version it
 *   announces; a client that comes back sends `Last-Event-ID` (the browser does) or `?version=`,
 *   and is sent the current version at once when it is newer. A completed tournament whose
 *   version the client already has answers 204 (the browser stops asking).
 * - `GET /api/tournaments/events` — every tournament's events, for the lists and the profile
 *   pages; no catch-up (a client that reconnects refetches what it shows).
 */
import type { Status } from "@turnuva/domain";
import type { TournamentChanges } from "./tournament-changes.ts";

/** The SSE `event:` name of a tournament's news. */
export const TOURNAMENT_EVENT = "tournament";
/** The SSE `event:` name sent once when a stream opens (its data: `{ "version": n | null }`). */
export const STREAM_READY_EVENT = "ready";

/** What one committed action did. */
export const TOURNAMENT_CHANGES = [
  "created",
  "confirmed",
  "cancelled",
  "advanced",
  "finished",
  "paused",
  "resumed",
  "renamed",
  "exited",
  // Issue 25: a completed tournament back to active; a player's report of a score (or its
  // withdrawal, or the organiser asking both again); a round's deadline changed; the tournament
  // deleted (the last event it sends: the page says it is gone).
  "reopened",
  "reported",
  "rescheduled",
  "deleted",
  /** Sent on (re)connect when the client's version is older: look at the tournament again. */
  "caught-up",
] as const;
export type TournamentChange = (typeof TOURNAMENT_CHANGES)[number];

export interface LivePerson {
  _id: string;
  username: string;
}

/** A match whose score was confirmed or cancelled, as it stands after the action. */
export interface LiveMatch {
  _id: string;
  home: LivePerson | null;
  away: LivePerson | null;
  homeScore: number | null;
  awayScore: number | null;
  isConfirmed: boolean;
}

/** The data of one `tournament` event (JSON). */
export interface TournamentEvent {
  tournamentId: string;
  slug: string;
  platformId: string;
  name: string;
  /** The tournament's version after the action; the SSE `id` of the event. */
  version: number;
  status: Status;
  change: TournamentChange;
  /** The matches whose result changed (`confirmed`, `cancelled`); empty otherwise. */
  matches: LiveMatch[];
  /** Every participant's user id: a profile page refreshes when its player is among them. */
  participantIds: string[];
  /**
   * An action on one match (confirm, cancel, report, walkover…): what it changed, as its
   * changes-only answer says it (contract/tournament-changes.ts). A page that holds the version
   * just before puts the changed matches on screen at once, before its read of the whole
   * tournament comes back. Left out of every-tournament streams, and of an event too large to send.
   */
  changes?: TournamentChanges;
}

/** Our sentences (the spec has none for live updates; docs/decisions.md, "Live updates"). */
export const liveMessages = {
  tooManyStreams: "Bu adresten açık canlı bağlantı sayısı sınıra ulaştı. Sayfa her 30 saniyede bir yenilenecek.",
} as const;
