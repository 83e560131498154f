import type { Tournament } from "@turnuva/contract/tournaments";
import { tournamentDetailTexts } from "@/texts/tournament-detail.ts";
import { EmptyState } from "@/ui/empty-state.tsx";
import { Bracket } from "./bracket.tsx";
import { ParticipantList } from "./participant-list.tsx";
import { Results } from "./results.tsx";
import { Section } from "./section.tsx";
import { ThirdPlaceMatch } from "./third-place-match.tsx";

/**
 * Part 2 §2 elimination: participants, the rounds as a bracket (byes included), the champion;
 * the third-place match and the podium once the server has them.
 */
export function EliminationView({ tournament }: { tournament: Tournament }) {
  if (tournament.eliminationFixtures.length === 0) return <EmptyState>{tournamentDetailTexts.empty.elimination}</EmptyState>;
  const completed = tournament.status === "completed";
  return (
    <div className="space-y-10">
      <Results tournament={tournament} places />
      <ParticipantList people={tournament.participants} />
      <Section heading={tournamentDetailTexts.bracket}>
        <Bracket
          rounds={tournament.eliminationFixtures}
          champion={completed ? (tournament.winner ?? tournament.champion) : null}
          ties={tournament.ties}
        />
      </Section>
      <ThirdPlaceMatch match={tournament.thirdPlaceFixture} />
    </div>
  );
}
