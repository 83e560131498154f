import type { TournamentMatch } from "@turnuva/contract/tournaments";
import { MatchCard } from "./match-card.tsx";
import { Section } from "./section.tsx";

/** The match between the semi-finals' losers, beside the tree rather than in it (nothing follows it). */
export function ThirdPlaceMatch({ match }: { match: TournamentMatch | null }) {
  if (!match) return null;
  return (
    <Section heading={match.roundName}>
      <div className="max-w-sm">
        <MatchCard match={match} />
      </div>
    </Section>
  );
}
