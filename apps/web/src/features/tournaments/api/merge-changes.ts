import type { QueryClient } from "@tanstack/react-query";
import type { TournamentChanges } from "@turnuva/contract/tournament-changes";
import type { FixtureRound, Tournament, TournamentMatch } from "@turnuva/contract/tournaments";
import { queryKeys } from "@/lib/query-keys.ts";
import { tournamentQueryOptions } from "./get-tournament.ts";
import { storeTournament } from "./store-tournament.ts";

/**
 * Issue 27: a match action answers with what it changed (`Prefer: return=minimal`), not the
 * whole tournament (16,256 matches in a double league of 128). The changed matches go into the
 * copy the cache holds at once, with what may be done to them next; the standings and whatever
 * else follows from them come with a read of the whole tournament, asked for at once (and heard
 * by every other open page through the live stream).
 */
export function mergeChanges(held: Tournament, changes: TournamentChanges): Tournament {
  if (changes.version <= held.version) return held;
  const changed = new Map(changes.matches.map((m) => [m._id, m]));
  const swap = (m: TournamentMatch) => changed.get(m._id) ?? m;
  const rounds = (list: FixtureRound[]) => list.map((r) => (r.matches.some((m) => changed.has(m._id)) ? { ...r, matches: r.matches.map(swap) } : r));
  const nowConfirmed = changes.matches.filter((m) => m.isConfirmed).map((m) => m._id);
  const nowOpen = changes.matches.filter((m) => !m.isConfirmed && !m.isBye && m.home !== null && m.away !== null).map((m) => m._id);
  const without = (ids: string[]) => ids.filter((id) => !changed.has(id));
  const active = changes.status === "active";
  return {
    ...held,
    version: changes.version,
    status: changes.status,
    champion: changes.champion,
    winner: changes.winner,
    secondPlace: changes.secondPlace,
    thirdPlace: changes.thirdPlace,
    lastUpdated: changes.lastUpdated,
    pausedAt: changes.pausedAt,
    completedAt: changes.completedAt,
    leagueFixtures: rounds(held.leagueFixtures),
    groupFixtures: held.groupFixtures.map((g) =>
      g.fixtures.some((r) => r.matches.some((m) => changed.has(m._id))) ? { ...g, fixtures: rounds(g.fixtures) } : g,
    ),
    knockoutFixtures: rounds(held.knockoutFixtures),
    eliminationFixtures: rounds(held.eliminationFixtures),
    finalFixture: held.finalFixture && swap(held.finalFixture),
    thirdPlaceFixture: held.thirdPlaceFixture && swap(held.thirdPlaceFixture),
    challengeFixtures: held.challengeFixtures.map(swap),
    actions: {
      ...held.actions,
      confirm: active ? [...without(held.actions.confirm), ...nowOpen] : [],
      cancel: active ? [...without(held.actions.cancel), ...nowConfirmed] : [],
    },
  };
}

/**
 * Puts a match action's changes into the copies held under the tournament's slug and id, then
 * reads the whole tournament again (shared with a read already on its way, and with the stream's):
 * the mutation ends when the screen is whole again, so the keyboard's next stop and the step
 * buttons are judged on the standings and actions that follow. A failed read leaves the merged
 * copy, for the poll or the stream to bring the rest.
 */
export async function storeChanges(queryClient: QueryClient, changes: TournamentChanges): Promise<void> {
  const keys = [queryKeys.tournaments.detail(changes.slug), queryKeys.tournaments.detail(changes._id)];
  // A read that left before the write cannot bring it: it is not waited for.
  await Promise.all(keys.map((queryKey) => queryClient.cancelQueries({ queryKey, exact: true })));
  for (const queryKey of keys) queryClient.setQueryData<Tournament>(queryKey, (held) => (held ? mergeChanges(held, changes) : held));
  const whole = await queryClient.fetchQuery({ ...tournamentQueryOptions(changes.slug), staleTime: 0 }).catch(() => null);
  if (whole) storeTournament(queryClient, whole);
}
