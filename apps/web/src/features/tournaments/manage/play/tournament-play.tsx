import type { Tournament } from "@turnuva/contract/tournaments";

export interface TournamentPlayProps {
  /** The tournament as the server last answered it (created, resumed or read). */
  tournament: Tournament;
  /** Shown as 'Kapat' where the screen opened inline (a resumed tournament in 'Aktif/Yarım'). */
  onClose?: () => void;
}

/** The managing screen of a running tournament: the view with score entry and its buttons. */
export function TournamentPlay({ tournament }: TournamentPlayProps) {
  return <p>{tournament.name}</p>;
}
