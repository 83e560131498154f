import type { Tournament } from "@turnuva/contract/tournaments";
import { tournamentDetailTexts } from "@/texts/tournament-detail.ts";
import { EmptyState } from "@/ui/empty-state.tsx";
import { useAfterFirstPaint } from "../list/use-after-first-paint.ts";
import { ParticipantList } from "./participant-list.tsx";
import { Results } from "./results.tsx";
import { PAGED_FROM_ROUNDS, RoundList } from "./round-list.tsx";
import { Section } from "./section.tsx";
import { StandingsTable } from "./standings-table.tsx";

/** Part 2 §2, §9: the top three rows of a league table are highlighted. */
const HIGHLIGHTED_ROWS = 3;

/**
 * Part 2 §2 league: participants, standings (top three highlighted), weekly fixtures, champion.
 * A long league's week comes once the standings have been painted (issue 27: the standings of a
 * league of 128 on the screen as soon as those of a league of 8; its week of 64 matches and the
 * choice of 254 weeks would otherwise be laid out in the same task before either shows).
 */
export function LeagueView({ tournament }: { tournament: Tournament }) {
  const painted = useAfterFirstPaint(true);
  if (tournament.leagueFixtures.length === 0) return <EmptyState>{tournamentDetailTexts.empty.league}</EmptyState>;
  const fixturesNow = painted || tournament.leagueFixtures.length < PAGED_FROM_ROUNDS;
  return (
    <div className="space-y-10">
      <Results tournament={tournament} />
      <ParticipantList people={tournament.participants} />
      <StandingsTable
        rows={tournament.leagueStandings}
        caption={tournamentDetailTexts.standings}
        highlighted={HIGHLIGHTED_ROWS}
        highlightLabel={tournamentDetailTexts.topThree}
        tiebreakers={tournament.tiebreakers}
      />
      <Section heading={tournamentDetailTexts.fixtures}>{fixturesNow ? <RoundList rounds={tournament.leagueFixtures} /> : null}</Section>
    </div>
  );
}
