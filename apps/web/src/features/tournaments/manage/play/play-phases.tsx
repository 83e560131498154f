import { tournamentPlayTexts } from "@/texts/tournament-play.ts";
import { Alert } from "@/ui/alert.tsx";
import { Button } from "@/ui/button.tsx";
import { ErrorBox } from "@/features/tournaments/manage/error-box.tsx";
import type { ReactNode } from "react";
import { FinishConfirm } from "./finish-confirm.tsx";
import type { Placings } from "./placings.ts";
import { Podium } from "./podium.tsx";

/** Finished and leaving (elimination): the saved banner, read a moment before going home, over the podium. */
export function SavedPhase({ placings }: { placings: Placings | null }) {
  return (
    <div className="flex flex-col gap-6">
      <Alert tone="success">
        <p className="font-semibold">{tournamentPlayTexts.done.saved}</p>
        <p>{tournamentPlayTexts.done.redirecting}</p>
      </Alert>
      {placings ? <Podium placings={placings} /> : null}
    </div>
  );
}

interface PlacesPhaseProps {
  placings: Placings | null;
  /** The finishing button's label, or null while the server's `actions` do not allow finishing. */
  finishLabel: string | null;
  busy: boolean;
  /** The screen's refusal, above the buttons. */
  error: ReactNode;
  finish: () => void;
  back: () => void;
}

/**
 * The podium before finishing (a group tournament's 'Sonuçları Göster', the elimination's
 * 'Turnuvayı Bitir'), with the finishing button and 'Fikstüre Dön'; without a decided final, why.
 */
export function PlacesPhase({ placings, finishLabel, busy, error, finish, back }: PlacesPhaseProps) {
  const buttons = (
    <div className="flex flex-wrap gap-3">
      {finishLabel && placings ? (
        <FinishConfirm busy={busy} finish={finish}>
          {(ask) => (
            <Button disabled={busy} onClick={ask}>
              {finishLabel}
            </Button>
          )}
        </FinishConfirm>
      ) : null}
      <Button variant="secondary" disabled={busy} onClick={back}>
        {tournamentPlayTexts.actions.backToFixtures}
      </Button>
    </div>
  );
  return placings ? (
    <Podium placings={placings}>
      {error}
      {buttons}
    </Podium>
  ) : (
    <div className="flex flex-col gap-4">
      <ErrorBox message={tournamentPlayTexts.places.missingFinal} onClose={back} />
      {buttons}
    </div>
  );
}
