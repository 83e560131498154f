import type { ResultLetter } from "@turnuva/contract/stats";
import { profileTexts } from "@/texts/profile.ts";
import { tournamentDetailTexts } from "@/texts/tournament-detail.ts";
import { cx } from "@/ui/class-names.ts";
import { useRecentPerformance } from "./api/get-recent-performance.ts";
import { formatRate, powerScore, powerTier } from "./format.ts";
import { StatSection, StatTile, StatTiles, TilesSkeleton } from "./stat-tile.tsx";

const texts = profileTexts.recent;
const words = tournamentDetailTexts.columns;

const letters: Record<ResultLetter, { name: string; classes: string }> = {
  G: { name: words.won.full, classes: "bg-emerald-600 text-white" },
  B: { name: words.drawn.full, classes: "bg-slate-500 text-white" },
  M: { name: words.lost.full, classes: "bg-red-600 text-white" },
};

/** Part 1 §9: the power score's colour tiers, below 300 and from 300, 500, 700 and 900. */
const tierClasses = [
  "bg-slate-100 text-slate-800",
  "bg-sky-100 text-sky-900",
  "bg-emerald-100 text-emerald-900",
  "bg-amber-100 text-amber-900",
  "bg-fuchsia-100 text-fuchsia-900",
] as const;

/**
 * Part 1 §2 recent performance: up to 10 results, newest first (only the first 8 on a phone), as
 * coloured letters whose names a screen reader says; the overall win percentage and the power
 * score. Part 1 §8: a failed or empty answer reads 'Performans verisi yok'.
 */
export function RecentPerformance({ username }: { username: string }) {
  const query = useRecentPerformance(username);
  const data = query.data;
  const score = data ? powerScore(data.overallWinPercentage) : 0;

  return (
    <StatSection heading={texts.heading} id="profil-son-performans">
      {query.isPending ? <TilesSkeleton count={2} /> : null}
      {query.isError || data?.recentResults.length === 0 ? <p className="text-slate-600">{texts.none}</p> : null}
      {data && data.recentResults.length > 0 ? (
        <>
          <ol aria-label={texts.listLabel} className="flex flex-wrap gap-1.5">
            {data.recentResults.map((letter, index) => (
              // Past the eighth, only from the sm breakpoint up (part 1 §9: 8 on small screens).
              <li key={index} className={cx(index >= 8 && "hidden sm:block")}>
                <span
                  title={letters[letter].name}
                  className={cx("inline-flex size-8 items-center justify-center rounded-md text-sm font-bold", letters[letter].classes)}
                >
                  <span aria-hidden="true">{letter}</span>
                  <span className="sr-only">{letters[letter].name}</span>
                </span>
              </li>
            ))}
          </ol>
          <div className="mt-4">
            <StatTiles>
              <StatTile label={texts.winPercentage} value={formatRate(data.overallWinPercentage)} />
              <StatTile
                label={texts.powerScore}
                value={
                  <span title={texts.powerScoreRule} className={cx("inline-block rounded-lg px-2", tierClasses[powerTier(score)])}>
                    {score}
                  </span>
                }
              />
            </StatTiles>
          </div>
        </>
      ) : null}
    </StatSection>
  );
}
