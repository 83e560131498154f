// Issue 13 across instances: two apps on one PostgreSQL database, as two servers behind a load
// balancer. The news travels through the database (NOTIFY in the action's transaction, one
// LISTEN per instance); sessions are rows. PGlite is one process's own database: nothing to share.
import type { Tournament } from "@turnuva/contract/tournaments";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { openDatabase, queryRows } from "../src/db/database.ts";
import { LISTENER_APPLICATION_NAME } from "../src/modules/live/plugin.ts";
import { type TestApp, loginToken, registerAccount, startTestApp, testConfig } from "./support/app.ts";
import { type BuiltTournament, buildTournament } from "./support/factories.ts";
import { type OpenStream, listening, openStream } from "./support/sse.ts";
import { answered, tournamentOf } from "./support/tournaments.ts";

const onServer = Boolean(process.env.DATABASE_URL);

describe.skipIf(!onServer)("two instances on one PostgreSQL database (PostgreSQL only: PGlite is in-process, set DATABASE_URL)", () => {
  let t: TestApp;
  let second: FastifyInstance;
  let secondUrl: string;
  beforeAll(async () => {
    t = await startTestApp();
    const config = testConfig({ database: t.databaseConfig });
    second = await buildApp(config, { database: await openDatabase(config.database) });
    secondUrl = await listening(second);
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  const streams: OpenStream[] = [];
  afterAll(() => Promise.all(streams.map((s) => s.close())));
  const streamOnSecond = async (tournament: { id: string }) => {
    const s = await openStream(`${secondUrl}/api/tournaments/${tournament.id}/events`);
    streams.push(s);
    expect(s.response.status).toBe(200);
    expect((await s.nextEvent())?.event).toBe("ready");
    return s;
  };
  const confirmOnFirst = (built: BuiltTournament, tournament: Tournament = built.tournament) =>
    t.app.inject({
      method: "POST",
      url: `/api/tournaments/${built.tournament.id}/matches/${tournament.actions.confirm[0]}/confirm`,
      headers: { authorization: built.owner.authorization },
      payload: { homeScore: 2, awayScore: 2 },
    });
  const readOnSecond = async (id: string) => tournamentOf(await second.inject(`/api/tournaments/${id}`));
  const eventVersion = async (s: OpenStream) => {
    const frame = await s.nextEvent();
    expect(frame?.event).toBe("tournament");
    return Number(frame?.id);
  };
  const listeners = () =>
    queryRows<{ pid: number }>(
      t.database.db,
      sql`SELECT pid FROM pg_stat_activity WHERE application_name = ${LISTENER_APPLICATION_NAME} AND datname = current_database() AND query ILIKE 'LISTEN%'`,
    );

  it("a confirm on the first reaches a stream on the second within a second", async () => {
    const built = await buildTournament(t.database.db);
    const s = await streamOnSecond(built.tournament);
    const sent = performance.now();
    const confirmed = answered(await confirmOnFirst(built));
    expect(await eventVersion(s)).toBe(confirmed.version);
    expect(performance.now() - sent).toBeLessThan(1000);
  });

  it("a token from one works on the other, and a logout on one ends it on the other", async () => {
    const account = await registerAccount(t.app);
    const authorization = `Bearer ${await loginToken(t.app, account)}`;
    const me = (app: FastifyInstance) => app.inject({ method: "GET", url: "/api/auth/me", headers: { authorization } });
    expect((await me(second)).statusCode).toBe(200);
    expect((await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: { authorization } })).statusCode).toBe(204);
    expect((await me(second)).statusCode).toBe(401);
  });

  it("the second's read cache drops a tournament confirmed on the first", async () => {
    const built = await buildTournament(t.database.db);
    const s = await streamOnSecond(built.tournament);
    // Heard first: the creation's notification cannot arrive after the reads below.
    const renamed = answered(
      await t.app.inject({
        method: "PUT",
        url: `/api/tournaments/${built.tournament.id}`,
        headers: { authorization: built.owner.authorization },
        payload: { name: "İki Sunuculu Lig" },
      }),
    );
    expect(await eventVersion(s)).toBe(renamed.version);
    expect((await readOnSecond(built.tournament.id)).version).toBe(renamed.version);
    await t.database.db.execute(sql`UPDATE tournaments SET name = 'Arkadan' WHERE id = ${built.tournament.id}`);
    expect((await readOnSecond(built.tournament.id)).name).toBe("İki Sunuculu Lig");

    const confirmed = answered(await confirmOnFirst(built, renamed));
    expect(await eventVersion(s)).toBe(confirmed.version);
    expect(await readOnSecond(built.tournament.slug)).toMatchObject({ version: confirmed.version, name: "Arkadan" });
  });

  it("the listener comes back after its connection is terminated: streams are ended to catch up, the cache starts empty, news arrives again", async () => {
    const built = await buildTournament(t.database.db);
    const before = await streamOnSecond(built.tournament);
    const renamed = answered(
      await t.app.inject({
        method: "PUT",
        url: `/api/tournaments/${built.tournament.id}`,
        headers: { authorization: built.owner.authorization },
        payload: { name: "Kopan Lig" },
      }),
    );
    expect(await eventVersion(before)).toBe(renamed.version);
    expect((await readOnSecond(built.tournament.id)).name).toBe("Kopan Lig");
    // A change nobody announces: only a cache that was emptied can show it.
    await t.database.db.execute(sql`UPDATE tournaments SET name = 'Sessiz Değişiklik' WHERE id = ${built.tournament.id}`);

    const old = (await listeners()).map((row) => row.pid);
    expect(old).toHaveLength(2); // one per instance
    await t.database.db.execute(sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE pid IN ${sql.raw(`(${old.join(",")})`)}`);

    // The open stream is ended (the browser reconnects with Last-Event-ID and catches up)...
    expect(await before.next(5000)).toBeNull();
    // ...once both instances listen again, on new connections.
    const deadline = Date.now() + 10_000;
    let now = await listeners();
    while ((now.length < 2 || now.some((row) => old.includes(row.pid))) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      now = await listeners();
    }
    expect(now).toHaveLength(2);
    expect((await readOnSecond(built.tournament.id)).name).toBe("Sessiz Değişiklik");

    const after = await streamOnSecond(built.tournament);
    const confirmed = answered(await confirmOnFirst(built, renamed));
    expect(await eventVersion(after)).toBe(confirmed.version);
  });
});
