import type { Tournament } from "@turnuva/contract/tournaments";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "@/app/query-client.ts";
import { storeTournament } from "@/features/tournaments/api/store-tournament.ts";
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
