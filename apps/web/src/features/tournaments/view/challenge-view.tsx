import type { Tournament } from "@turnuva/contract/tournaments";
import { tournamentDetailTexts } from "@/texts/tournament-detail.ts";
import { EmptyState } from "@/ui/empty-state.tsx";
import { MatchCard } from "./match-card.tsx";
import { ParticipantName } from "./participant-name.tsx";
import { Results } from "./results.tsx";
import { Section } from "./section.tsx";

/**
 * Part 2 §2 challenge: the two gladiators with the running win count and the target of the
 * best-of series, a card per match (those no longer needed marked), the champion.
 */
export function ChallengeView({ tournament }: { tournament: Tournament }) {
  const matches = tournament.challengeFixtures;
  const first = matches[0];
  if (!first) return <EmptyState>{tournamentDetailTexts.empty.challenge}</EmptyState>;
  const score = tournament.challengeScore ?? { home: 0, away: 0, target: 0 };
  return (
    <div className="space-y-10">
      <Results tournament={tournament} />
      <Section heading={tournamentDetailTexts.challenge.series}>
        <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          {/* One under another on a phone: two names and the count do not fit side by side. */}
          <p className="flex flex-col items-center gap-2 text-center sm:grid sm:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] sm:gap-3">
            <ParticipantName person={first.home} className="text-lg" />
            <span data-challenge-score="" className="font-mono text-3xl font-black text-slate-900 tabular-nums">
              {tournamentDetailTexts.score(score.home, score.away)}
            </span>
            <ParticipantName person={first.away} className="text-lg" />
          </p>
          {tournament.bestOf ? (
            <p className="mt-3 text-center text-sm text-slate-600">{tournamentDetailTexts.challenge.target(tournament.bestOf, score.target)}</p>
          ) : null}
        </div>
      </Section>
      <Section heading={tournamentDetailTexts.challenge.rounds}>
        <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {matches.map((match) => (
            <li key={match._id}>
              <MatchCard match={match} showRoundName />
            </li>
          ))}
        </ol>
      </Section>
    </div>
  );
}
