import type { Platform } from "@turnuva/contract";
import type { TournamentWriteResponse } from "@turnuva/contract/tournaments";

/** What the tab hands every wizard. */
export interface WizardProps {
  /** The platform the tournament is created in; its members are the ones who can take part. */
  platform: Platform;
  /** 'Geri Dön' on the first step: back to the system chooser. */
  onBack: () => void;
  /** The server created it: the tab shows the managing screen in the wizard's place. */
  onCreated: (created: TournamentWriteResponse) => void;
}
