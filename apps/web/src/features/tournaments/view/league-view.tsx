import type { Tournament } from "@turnuva/contract/tournaments";
import { tournamentDetailTexts } from "@/texts/tournament-detail.ts";
import { EmptyState } from "@/ui/empty-state.tsx";
import { ParticipantList } from "./participant-list.tsx";
import { Results } from "./results.tsx";
import { RoundList } from "./round-list.tsx";
import { Section } from "./section.tsx";
import { StandingsTable } from "./standings-table.tsx";

/** Part 2 §2, §9: the top three rows of a league table are highlighted. */
const HIGHLIGHTED_ROWS = 3;

/** Part 2 §2 league: participants, standings (top three highlighted), weekly fixtures, champion. */
export function LeagueView({ tournament }: { tournament: Tournament }) {
  if (tournament.leagueFixtures.length === 0) return <EmptyState>{tournamentDetailTexts.empty.league}</EmptyState>;
  return (
    <div className="space-y-10">
      <Results tournament={tournament} />
      <ParticipantList people={tournament.participants} />
      <StandingsTable
        rows={tournament.leagueStandings}
        caption={tournamentDetailTexts.standings}
        highlighted={HIGHLIGHTED_ROWS}
        highlightLabel={tournamentDetailTexts.topThree}
      />
      <Section heading={tournamentDetailTexts.fixtures}>
        <RoundList rounds={tournament.leagueFixtures} />
      </Section>
    </div>
  );
}
