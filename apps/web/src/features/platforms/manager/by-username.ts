const collator = new Intl.Collator("tr", { sensitivity: "base" });

/**
 * Part 1 §9: member lists are sorted by username. The server sends them so; sorting here too
 * keeps the order whatever way a cached list was changed.
 */
export function byUsername<Member extends { username: string }>(members: readonly Member[]): Member[] {
  return [...members].sort((a, b) => collator.compare(a.username, b.username));
}
