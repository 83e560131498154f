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
 * by every other open page through the live stream). The merged copy's version is half a step
 * below the new one (`MERGED`): newer than the copy it came from, so a read of the old version
 * (one that left earlier, or another instance's cache not yet told of the change) cannot put it
 * back; older than the tournament at the new version, which it is not (its standings are not
 * merged), so the read replaces it, and what waits for the new version (the managing screen's
 * next stop for the keyboard, judged on the step buttons) waits for that read.
 */
const MERGED = 0.5;

/** The answer's lists of rounds (issue 29: double elimination's brackets and grand final, Swiss rounds). */
const ROUND_LISTS = [
  "leagueFixtures",
  "knockoutFixtures",
  "eliminationFixtures",
  "winnersFixtures",
  "losersFixtures",
  "grandFinalFixtures",
  "swissFixtures",
] as const satisfies ReadonlyArray<keyof Tournament>;

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
    version: changes.version - MERGED,
    status: changes.status,
    champion: changes.champion,
    winner: changes.winner,
    secondPlace: changes.secondPlace,
    thirdPlace: changes.thirdPlace,
    lastUpdated: changes.lastUpdated,
    pausedAt: changes.pausedAt,
    completedAt: changes.completedAt,
    ...(Object.fromEntries(ROUND_LISTS.map((list) => [list, rounds(held[list])])) as Pick<Tournament, (typeof ROUND_LISTS)[number]>),
    groupFixtures: held.groupFixtures.map((g) =>
      g.fixtures.some((r) => r.matches.some((m) => changed.has(m._id))) ? { ...g, fixtures: rounds(g.fixtures) } : g,
    ),
    finalFixture: held.finalFixture && swap(held.finalFixture),
    finalSecondLeg: held.finalSecondLeg && swap(held.finalSecondLeg),
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
 * Puts a match action's changes into the copies held under the tournament's slug and id and reads
 * the whole tournament again, unless a copy of that version is already held (the stream was
 * quicker). A read that left before the write cannot bring it: it is cancelled first, so it cannot
 * put the copy back as it was. The read is not waited for: the action is done when its changes
 * are on screen; a failed read leaves the merged copy for the poll or the stream to complete.
 */
export async function storeChanges(queryClient: QueryClient, changes: TournamentChanges): Promise<void> {
  const keys = [queryKeys.tournaments.detail(changes.slug), queryKeys.tournaments.detail(changes._id)];
  if (keys.some((queryKey) => (queryClient.getQueryData<Tournament>(queryKey)?.version ?? -1) >= changes.version)) return;
  await Promise.all(keys.map((queryKey) => queryClient.cancelQueries({ queryKey, exact: true })));
  for (const queryKey of keys) queryClient.setQueryData<Tournament>(queryKey, (held) => (held ? mergeChanges(held, changes) : held));
  void queryClient
    .fetchQuery({ ...tournamentQueryOptions(changes.slug), staleTime: 0 })
    .then((whole) => storeTournament(queryClient, whole))
    .catch(() => undefined);
}
