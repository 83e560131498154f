import type { FixtureRound, Tournament } from "@turnuva/contract/tournaments";
import { doubleEliminationViewTexts } from "@/texts/double-elimination-view.ts";
import { EmptyState } from "@/ui/empty-state.tsx";
import { Bracket } from "./bracket.tsx";
import { ParticipantList } from "./participant-list.tsx";
import { Results } from "./results.tsx";
import { Section } from "./section.tsx";

/**
 * The grand final's rounds worth showing: the first, and its reset ('Büyük Final (Tekrar)') only
 * once it is to be played (the losers' side won the first), not while it may never be.
 */
function grandFinalRounds(rounds: readonly FixtureRound[]): FixtureRound[] {
  return rounds.filter(
    (round) => round.round === 1 || round.matches.some((match) => !match.isNotNeeded && (match.home !== null || match.away !== null)),
  );
}

/**
 * Issue 29, double elimination: the podium once completed (champion, second, third: the loser of
 * the losers' bracket final), the participants, the winners' bracket and the losers' bracket as
 * trees (as rounds one under another on a phone: bracket.tsx), each under its own heading, then the
 * grand final with its reset and the champion.
 */
export function DoubleEliminationView({ tournament }: { tournament: Tournament }) {
  if (tournament.winnersFixtures.length === 0) return <EmptyState>{doubleEliminationViewTexts.empty}</EmptyState>;
  const grandFinal = grandFinalRounds(tournament.grandFinalFixtures);
  return (
    <div className="space-y-10">
      <Results tournament={tournament} places />
      <ParticipantList people={tournament.participants} />
      <Section heading={doubleEliminationViewTexts.winners}>
        <Bracket rounds={tournament.winnersFixtures} champion={null} />
      </Section>
      {tournament.losersFixtures.length > 0 ? (
        <Section heading={doubleEliminationViewTexts.losers}>
          <Bracket rounds={tournament.losersFixtures} champion={null} />
        </Section>
      ) : null}
      {grandFinal.length > 0 ? (
        <Section heading={doubleEliminationViewTexts.grandFinal}>
          <Bracket rounds={grandFinal} champion={tournament.status === "completed" ? tournament.champion : null} />
        </Section>
      ) : null}
    </div>
  );
}
