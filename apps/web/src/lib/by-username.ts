const collator = new Intl.Collator("tr", { sensitivity: "base" });

/**
 * Part 1 §9: member and participant lists are sorted by username, the Turkish way. The server
 * sends them so; sorting here too keeps the order whatever way a cached list was changed, and
 * covers lists the server orders otherwise (a group's members, in the order of the draw).
 */
export function byUsername<Member extends { username: string }>(members: readonly Member[]): Member[] {
  return [...members].sort((a, b) => collator.compare(a.username, b.username));
}
