import { afterAll, beforeAll, expect, it } from "vitest";
import { type TestApp, caller, startTestApp } from "./support/app.ts";
import { buildTournament } from "./support/factories.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
const call = caller(() => t.app);

it("plays a league of 4 through the API", async () => {
  const { tournament, owner } = await buildTournament(t.database.db, { system: "league" });
  expect(tournament.leagueFixtures).toHaveLength(3);
  let current = tournament;
  for (const id of tournament.actions.confirm) {
    const r = await call("POST", `/api/tournaments/${tournament._id}/matches/${id}/confirm`, owner, { homeScore: 2, awayScore: 1 });
    expect(r.statusCode, r.body).toBe(200);
    current = r.json().tournament;
  }
  const done = await call("POST", `/api/tournaments/${tournament._id}/finish`, owner);
  expect(done.statusCode, done.body).toBe(200);
  expect(done.json().tournament.status).toBe("completed");
  expect(done.json().tournament.champion).not.toBeNull();
  const read = await call("GET", `/api/tournaments/${tournament.slug}`);
  expect(read.statusCode).toBe(200);
  const list = await call("GET", `/api/tournaments?status=completed`);
  expect(list.json().tournaments).toHaveLength(1);
  const stats = await call("GET", `/api/tournaments/stats`);
  expect(stats.json()).toEqual({ completed: 1, active: 0, pausedTotal: 0, total: 1 });
  expect(current.version).toBeGreaterThan(1);
});

it("plays a group tournament and an elimination", async () => {
  for (const system of ["group", "elimination", "challenge"] as const) {
    const { tournament, owner } = await buildTournament(t.database.db, { system, participantCount: system === "challenge" ? 2 : 8 });
    let current = tournament;
    for (let guard = 0; guard < 50; guard++) {
      const id = current.actions.confirm[0];
      if (id) {
        const r = await call("POST", `/api/tournaments/${tournament._id}/matches/${id}/confirm`, owner, { homeScore: 2, awayScore: 1 });
        expect(r.statusCode, r.body).toBe(200);
        current = r.json().tournament;
        continue;
      }
      if (current.actions.advance) {
        const r = await call("POST", `/api/tournaments/${tournament._id}/advance`, owner);
        expect(r.statusCode, r.body).toBe(200);
        current = r.json().tournament;
        continue;
      }
      break;
    }
    const done = await call("POST", `/api/tournaments/${tournament._id}/finish`, owner);
    expect(done.statusCode, `${system}: ${done.body}`).toBe(200);
    expect(done.json().tournament.champion).not.toBeNull();
  }
});
