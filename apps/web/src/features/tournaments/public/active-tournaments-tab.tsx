import type { PlatformTournamentTabProps } from "./tab-props.ts";

/** Part 2 §2 tab 2 'Aktif/Yarım': the platform's unfinished tournaments, each with 'Devam Et'. */
export function ActiveTournamentsTab({ platform }: PlatformTournamentTabProps) {
  return <p>{platform.name}</p>;
}
