import type { Tournament } from "@turnuva/contract/tournaments";

export interface TournamentViewProps {
  tournament: Tournament;
  /** The open group tab (group system), when the caller keeps it (the managing screen does). */
  groupTab?: number;
  onGroupTabChange?: (group: number) => void;
}

/**
 * The body of a tournament of any system: fixtures, standings, bracket, champion. The detail page
 * shows it read-only; the managing screen wraps it in `MatchSlotContext` for score entry.
 */
export function TournamentView({ tournament }: TournamentViewProps) {
  return <p>{tournament.name}</p>;
}
