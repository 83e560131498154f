import type { LiveMatch, TournamentEvent } from "@turnuva/contract/live-rules";
import { commonTexts } from "@/texts/common.ts";
import { liveTexts } from "@/texts/live.ts";

const nameOf = (person: LiveMatch["home"]) => person?.username ?? commonTexts.unknownPerson;

/**
 * The sentence a screen reader hears when someone else changed the tournament on screen: each
 * confirmed or cancelled score by name, anything else as "Turnuva güncellendi.".
 */
export function announcementOf(event: TournamentEvent): string {
  const sentences = event.matches.flatMap((match) => {
    if (event.change === "confirmed" && match.isConfirmed && match.homeScore !== null && match.awayScore !== null) {
      return [liveTexts.scoreConfirmed(nameOf(match.home), match.homeScore, match.awayScore, nameOf(match.away))];
    }
    if (event.change === "cancelled") return [liveTexts.scoreCancelled(nameOf(match.home), nameOf(match.away))];
    return [];
  });
  return sentences.length > 0 ? sentences.join(". ") : liveTexts.tournamentUpdated;
}
