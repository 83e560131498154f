import type { Tournament } from "@turnuva/contract/tournaments";
import type { Ref } from "react";
import { commonTexts } from "@/texts/common.ts";
import { tournamentDetailTexts } from "@/texts/tournament-detail.ts";
import { tournamentPlayTexts } from "@/texts/tournament-play.ts";
import { tournamentTexts } from "@/texts/tournaments.ts";
import { Button } from "@/ui/button.tsx";
import { ShareLinkButton } from "@/features/tournaments/share/share-link-button.tsx";

interface PlayHeaderProps {
  tournament: Tournament;
  /** The heading, focusable from code (use-editor-focus.ts); its id names the screen's section. */
  headingRef: Ref<HTMLHeadingElement>;
  /** A group tournament's podium is step 7 ('Adım 7: Sonuçlar'), whatever step the server is at. */
  showingPlaces: boolean;
  /** 'Turnuva Linkini Kopyala': the policy's `canCopyLink`. */
  canCopyLink: boolean;
  onClose?: () => void;
}

/** The screen's title, its system, status and (group) step, the link button and 'Kapat'. */
export function PlayHeader({ tournament, headingRef, showingPlaces, canCopyLink, onClose }: PlayHeaderProps) {
  const { system } = tournament;
  const step = system === "group" && tournament.step !== null ? tournamentPlayTexts.groupSteps[showingPlaces ? 7 : tournament.step] : undefined;
  return (
    // On a phone the buttons go under the title, which keeps the whole width.
    <header className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <div className="min-w-0 flex-1">
        <h2
          ref={headingRef}
          tabIndex={-1}
          id={`play-${tournament._id}`}
          className="scroll-mt-20 text-2xl font-bold wrap-anywhere text-slate-900 outline-none"
        >
          {tournament.name}
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          {tournamentTexts.systems[system]} · {tournamentTexts.status(tournament.status)}
          {step ? ` · ${step}` : null}
        </p>
      </div>
      <div className="flex flex-wrap gap-2 sm:shrink-0">
        {canCopyLink ? (
          <ShareLinkButton
            identifier={tournament.slug || tournament._id}
            copiedLabel={system === "group" ? tournamentDetailTexts.share.copiedGroup : tournamentDetailTexts.share.copied}
          />
        ) : null}
        {onClose ? (
          <Button variant="secondary" onClick={onClose}>
            {commonTexts.actions.close}
          </Button>
        ) : null}
      </div>
    </header>
  );
}
