import type { PlatformTournamentTabProps } from "./tab-props.ts";

/** Part 2 §2 tab 1 'Yeni Turnuva': the system chooser and the four wizards. */
export function NewTournamentTab({ platform }: PlatformTournamentTabProps) {
  return <p>{platform.name}</p>;
}
