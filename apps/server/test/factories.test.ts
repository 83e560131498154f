import type { System } from "@turnuva/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, startTestApp } from "./support/app.ts";
import { buildPlatformWithMembers, buildTournament, playTournament } from "./support/factories.ts";

/** The builders other tests start from do what they say (support/factories.ts). */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe("buildPlatformWithMembers", () => {
  it("builds the platform, its signed-in owner and members who are signed in too", async () => {
    const { platform, owner, members } = await buildPlatformWithMembers(t.database.db, { memberCount: 2 });
    const list = await t.app.inject({ url: `/api/platforms/${platform.id}/members`, headers: { authorization: members[1]!.authorization } });
    expect(
      list
        .json<{ members: Array<{ _id: string }> }>()
        .members.map((m) => m._id)
        .sort(),
    ).toEqual([owner.user.id, ...members.map((m) => m.user.id)].sort());
  });
});

describe("playTournament", () => {
  it.each(["league", "group", "elimination", "challenge"] as System[])("plays a %s to its end and finishes it", async (system) => {
    const built = await buildTournament(t.database.db, {
      system,
      participantCount: system === "challenge" ? 2 : 6,
      settings: system === "group" ? { groupCount: 2, teamsAdvancing: 2 } : {},
    });
    const done = await playTournament(t.database.db, built, { until: "completed" });
    expect(done.status).toBe("completed");
    expect(done.champion ?? done.winner).not.toBeNull();
  });

  it("stops where it is told: a number of confirmations, the knockout, the final", async () => {
    const league = await buildTournament(t.database.db, { participantCount: 4 });
    const three = await playTournament(t.database.db, league, { until: 3 });
    expect(three.leagueFixtures.flatMap((week) => week.matches).filter((m) => m.isConfirmed)).toHaveLength(3);

    const group = await buildTournament(t.database.db, { system: "group", participantCount: 8, settings: { groupCount: 2, teamsAdvancing: 2 } });
    const knockout = await playTournament(t.database.db, group, { until: "knockout" });
    expect(knockout.knockoutFixtures.length).toBeGreaterThan(0);
    expect(knockout.finalFixture).toBeNull();
    expect(knockout.status).toBe("active");

    const final = await playTournament(t.database.db, { ...group, tournament: knockout }, { until: "final" });
    expect(final.finalFixture).not.toBeNull();
    expect(final.status).toBe("active");
  });
});
