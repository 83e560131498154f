import { profileTexts } from "@/texts/profile.ts";
import { useChallengeStats } from "./api/get-challenge-stats.ts";
import { formatRate } from "./format.ts";
import { SectionBody } from "./section-body.tsx";
import { StatSection, StatTile, StatTiles } from "./stat-tile.tsx";

const texts = profileTexts.challenges;

/** Part 1 §3 Challenge stats: one-to-one series taken part in, won and lost. */
export function ChallengePerformance({ username }: { username: string }) {
  const query = useChallengeStats(username);
  return (
    <StatSection heading={texts.heading} id="profil-meydan-okuma">
      <SectionBody query={query} tiles={4}>
        {(stats) => (
          <StatTiles>
            <StatTile label={texts.played} value={stats.totalChallenges} />
            <StatTile label={texts.won} value={stats.wins} />
            <StatTile label={texts.lost} value={stats.losses} />
            <StatTile label={texts.winRate} value={formatRate(stats.winRate)} />
          </StatTiles>
        )}
      </SectionBody>
    </StatSection>
  );
}
