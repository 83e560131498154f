import type { FixtureRound, TournamentMatch } from "@turnuva/contract/tournaments";

/**
 * The rounds of a knockout in the order the bracket draws them, so that its connectors are true.
 *
 * The bracket joins matches 2p and 2p + 1 of a round to match p of the next. The server draws
 * every round after the first at random (docs/decisions.md, "Knockouts and elimination"), so the
 * winners of matches 0 and 3 may meet. Working back from the latest drawn round (kept as it is),
 * each earlier round is put in the order of the next one: for each of its matches, the match
 * that fed its home side, then the one that fed its away side. Only a match's winner plays in the
 * next round, so the feeder of a side is the match that side played in (a bye's one player
 * included). Matches that fed nothing there (the next round not drawn yet) keep their relative
 * order after the placed ones. Pure: the rounds passed in are not changed.
 */
export function orderBracketRounds(rounds: readonly FixtureRound[]): FixtureRound[] {
  const ordered = [...rounds];
  for (let index = ordered.length - 2; index >= 0; index -= 1) {
    const round = ordered[index]!;
    const next = ordered[index + 1]!;
    const placed: TournamentMatch[] = [];
    const used = new Set<string>();
    for (const nextMatch of next.matches) {
      for (const side of [nextMatch.home, nextMatch.away]) {
        if (!side) continue;
        const feeder = round.matches.find((match) => !used.has(match._id) && (match.home?._id === side._id || match.away?._id === side._id));
        if (!feeder) continue;
        used.add(feeder._id);
        placed.push(feeder);
      }
    }
    ordered[index] = { ...round, matches: [...placed, ...round.matches.filter((match) => !used.has(match._id))] };
  }
  return ordered;
}
