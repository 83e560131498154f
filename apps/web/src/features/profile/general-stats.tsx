import { profileTexts } from "@/texts/profile.ts";
import { tournamentDetailTexts } from "@/texts/tournament-detail.ts";
import { useUserStats } from "./api/get-user-stats.ts";
import { formatPerMatch, formatRate } from "./format.ts";
import { SectionBody } from "./section-body.tsx";
import { StatSection, StatTile, StatTiles } from "./stat-tile.tsx";

const texts = profileTexts.general;
const words = tournamentDetailTexts.columns;

/** Part 1 §3 User stats: every confirmed match of the player, with the rates of part 1 §9. */
export function GeneralStats({ username }: { username: string }) {
  const query = useUserStats(username);
  return (
    <StatSection heading={texts.heading} id="profil-genel">
      <SectionBody query={query} tiles={9}>
        {(stats) => (
          <StatTiles>
            <StatTile label={texts.matches} value={stats.totalMatches} />
            <StatTile label={words.won.full} value={stats.wins} />
            <StatTile label={words.drawn.full} value={stats.draws} />
            <StatTile label={words.lost.full} value={stats.losses} />
            <StatTile label={texts.winRate} value={formatRate(stats.totalMatches > 0 ? (stats.wins / stats.totalMatches) * 100 : 0)} />
            <StatTile label={words.goalDifference.full} value={signed(stats.goalsScored - stats.goalsConceded)} />
            <StatTile label={texts.goalsScored} value={stats.goalsScored} />
            <StatTile label={texts.goalsConceded} value={stats.goalsConceded} />
            <StatTile label={texts.goalsPerMatch} value={formatPerMatch(stats.goalsScored, stats.totalMatches)} />
          </StatTiles>
        )}
      </SectionBody>
    </StatSection>
  );
}

/** A goal difference reads with its sign: +4, 0, −2. */
function signed(value: number): string {
  return value > 0 ? `+${value}` : value < 0 ? `−${-value}` : "0";
}
