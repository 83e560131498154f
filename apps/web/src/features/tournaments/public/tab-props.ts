import type { Platform } from "@turnuva/contract";

/** What the platform manager hands its tournament tabs: the selected platform, as it holds it. */
export interface PlatformTournamentTabProps {
  platform: Platform;
}
