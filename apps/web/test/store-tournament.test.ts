import type { Tournament } from "@turnuva/contract/tournaments";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "@/app/query-client.ts";
import { mergeChanges } from "@/features/tournaments/api/merge-changes.ts";
import { storeTournament } from "@/features/tournaments/api/store-tournament.ts";
import { matchesOf } from "@turnuva/contract/tournament-matches";
import { queryKeys } from "@/lib/query-keys.ts";
import { tournamentFixture } from "./tournament-fixtures/load.ts";

describe("a write's answer in the cache", () => {
  it("goes under the slug and the id, unless the copy held there is newer", () => {
    const client = createQueryClient();
    const league = tournamentFixture("league-active");
    const held = (identifier: string) => client.getQueryData<Tournament>(queryKeys.tournaments.detail(identifier))?.version;

    storeTournament(client, league);
    expect(held(league.slug)).toBe(league.version);
    expect(held(league._id)).toBe(league.version);

    // A newer copy came in (a poll, the stream's refetch) while an older answer was on its way.
    const newer = { ...league, version: league.version + 2 };
    client.setQueryData(queryKeys.tournaments.detail(league._id), newer);
    const older = { ...league, version: league.version + 1 };
    storeTournament(client, older);
    expect(held(league._id)).toBe(newer.version);
    expect(held(league.slug)).toBe(older.version);
  });
});

describe("a match action's changes in the cache (issue 27)", () => {
  it("put the changed match in its round and move it from the open to the cancellable ones; older changes are ignored", () => {
    const league = tournamentFixture("league-active");
    const [openId] = league.actions.confirm;
    const match = matchesOf(league).find((m) => m._id === openId)!;
    const confirmed = { ...match, homeScore: 2, awayScore: 0, isConfirmed: true, isCompleted: true };
    const changes = {
      ...pick(league),
      version: league.version + 1,
      matches: [confirmed],
      redrawn: false,
    };
    const merged = mergeChanges(league, changes);
    // Newer than the held copy, not yet the tournament at the new version (the read brings that).
    expect(merged.version).toBeGreaterThan(league.version);
    expect(merged.version).toBeLessThan(changes.version);
    expect(matchesOf(merged).find((m) => m._id === openId)).toEqual(confirmed);
    expect(merged.actions.confirm).not.toContain(openId);
    expect(merged.actions.cancel).toContain(openId);
    // The other matches and the standings are the held ones until the tournament is read again.
    expect(matchesOf(merged).filter((m) => m._id !== openId)).toEqual(matchesOf(league).filter((m) => m._id !== openId));
    expect(mergeChanges(merged, { ...changes, version: league.version })).toBe(merged);
  });
});

const pick = (t: Tournament) => ({
  _id: t._id,
  slug: t.slug,
  status: t.status,
  champion: t.champion,
  winner: t.winner,
  secondPlace: t.secondPlace,
  thirdPlace: t.thirdPlace,
  lastUpdated: t.lastUpdated,
  pausedAt: t.pausedAt,
  completedAt: t.completedAt,
});
