/** Part 1 §2 and §9: rates with one decimal, goals per match with two, in Turkish notation. */
const rate = new Intl.NumberFormat("tr-TR", { style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1 });
const twoDecimals = new Intl.NumberFormat("tr-TR", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A percentage the server gives as 0–100: '%66,7'. */
export function formatRate(percent: number): string {
  return rate.format(percent / 100);
}

/** Goals per match: '1,50'; '0,00' before the first match. */
export function formatPerMatch(goals: number, matches: number): string {
  return twoDecimals.format(matches > 0 ? goals / matches : 0);
}

/** Part 1 §2: the power score is the win percentage × 10, rounded (0–1000). */
export function powerScore(winPercentage: number): number {
  return Math.round(winPercentage * 10);
}

/** Part 1 §9: the colour tiers start at 300, 500, 700 and 900 (0 is the tier below 300). */
const TIER_STARTS = [300, 500, 700, 900] as const;

export function powerTier(score: number): 0 | 1 | 2 | 3 | 4 {
  return TIER_STARTS.filter((start) => score >= start).length as 0 | 1 | 2 | 3 | 4;
}
