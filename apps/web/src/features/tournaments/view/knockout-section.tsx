import type { FixtureRound, Tournament } from "@turnuva/contract/tournaments";
import { tournamentDetailTexts } from "@/texts/tournament-detail.ts";
import { Bracket } from "./bracket.tsx";
import { Section } from "./section.tsx";
import { ThirdPlaceMatch } from "./third-place-match.tsx";

/**
 * The knockout after a first stage (a group tournament's groups, issue 29's Swiss rounds): its
 * rounds as a bracket ending in the final (issue 28: a two-legged final's second leg under its
 * first) and the champion once completed, then the third-place match. Nothing before it is drawn.
 */
export function KnockoutSection({ tournament }: { tournament: Tournament }) {
  const rounds: FixtureRound[] = [...tournament.knockoutFixtures];
  const final = tournament.finalFixture;
  const finalLegs = final && tournament.finalSecondLeg ? [final, tournament.finalSecondLeg] : final ? [final] : [];
  if (final) rounds.push({ round: (rounds.at(-1)?.round ?? 0) + 1, name: final.roundName, matches: finalLegs });
  return (
    <>
      {rounds.length > 0 ? (
        <Section heading={tournamentDetailTexts.knockout}>
          <Bracket rounds={rounds} champion={tournament.status === "completed" ? tournament.champion : null} ties={tournament.ties} />
        </Section>
      ) : null}
      <ThirdPlaceMatch match={tournament.thirdPlaceFixture} />
    </>
  );
}
