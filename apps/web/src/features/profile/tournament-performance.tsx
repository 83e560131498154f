import { profileTexts } from "@/texts/profile.ts";
import { useTournamentStats } from "./api/get-tournament-stats.ts";
import { formatRate } from "./format.ts";
import { SectionBody } from "./section-body.tsx";
import { StatSection, StatTile, StatTiles } from "./stat-tile.tsx";

const texts = profileTexts.tournaments;

/** Part 1 §3 Tournament stats: tournaments taken part in and won. */
export function TournamentPerformance({ username }: { username: string }) {
  const query = useTournamentStats(username);
  return (
    <StatSection heading={texts.heading} id="profil-turnuva">
      <SectionBody query={query} tiles={3}>
        {(stats) => (
          <StatTiles>
            <StatTile label={texts.played} value={stats.totalTournaments} />
            <StatTile label={texts.won} value={stats.wins} />
            <StatTile label={texts.winRate} value={formatRate(stats.winRate)} />
          </StatTiles>
        )}
      </SectionBody>
    </StatSection>
  );
}
