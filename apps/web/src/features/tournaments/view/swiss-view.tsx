import type { SwissStandingRow, Tournament } from "@turnuva/contract/tournaments";
import { swissViewTexts } from "@/texts/swiss-view.ts";
import { tournamentDetailTexts } from "@/texts/tournament-detail.ts";
import { EmptyState } from "@/ui/empty-state.tsx";
import { KnockoutSection } from "./knockout-section.tsx";
import { Results } from "./results.tsx";
import { RoundList } from "./round-list.tsx";
import { Section } from "./section.tsx";
import { StandingsTable, type ExtraColumn } from "./standings-table.tsx";

// Both tie-breaks after the points, so that no place is decided by a figure the table hides (a
// title decided by Sonneborn-Berger alone was silent before); a half point with a Turkish comma.
const tieBreaks: ExtraColumn<SwissStandingRow>[] = [
  { column: swissViewTexts.buchholz, value: (row) => row.buchholz },
  { column: swissViewTexts.sonnebornBerger, value: (row) => String(row.sonnebornBerger).replace(".", ",") },
];

/**
 * Whether the table's top rows are going on for sure: the knockout drawn, or every Swiss round
 * played. Before that a highlight would be a forecast read out as a fact ('üst tura çıkıyor').
 */
function swissDecided(tournament: Tournament): boolean {
  if (tournament.knockoutFixtures.length > 0) return true;
  const played = tournament.swissFixtures.every((round) => round.matches.every((match) => match.isCompleted || match.isBye || match.isNotNeeded));
  return played && tournament.swissFixtures.length >= (tournament.swissRounds ?? 0);
}

/**
 * Issue 29, Swiss: the podium once completed, the table (which names every participant) in the server's order
 * (points, Buchholz, Sonneborn-Berger, goal difference, goals for, name) with its Buchholz and Sonneborn-Berger columns
 * and the top `knockoutSize` rows highlighted as going on once the Swiss rounds are over, the rounds ('1. Tur', ...), then the
 * knockout after them as a group tournament's.
 */
export function SwissView({ tournament }: { tournament: Tournament }) {
  if (tournament.swissFixtures.length === 0) return <EmptyState>{swissViewTexts.empty}</EmptyState>;
  return (
    <div className="space-y-10">
      <Results tournament={tournament} places />
      <StandingsTable
        rows={tournament.swissStandings}
        caption={tournamentDetailTexts.standings}
        highlighted={swissDecided(tournament) ? (tournament.knockoutSize ?? 0) : 0}
        highlightLabel={tournamentDetailTexts.advancing}
        extras={tieBreaks}
      />
      <Section heading={swissViewTexts.rounds}>
        <RoundList rounds={tournament.swissFixtures} />
      </Section>
      <KnockoutSection tournament={tournament} />
    </div>
  );
}
