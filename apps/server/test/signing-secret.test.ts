import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { openDatabase, queryRows } from "../src/db/database.ts";
import { loginToken, registerAccount, testConfig } from "./support/app.ts";
import { testDatabase } from "./support/database.ts";

describe("the signing key without JWT_SECRET", () => {
  it("is generated once into the database, so a restarted or second instance accepts the same tokens", async () => {
    const fresh = await testDatabase();
    const config = testConfig({ database: fresh.config, jwtSecret: null });
    const database = await openDatabase(config.database);
    const first = await buildApp(config, { database });
    // A second instance on the same database (the first one keeps the connection and closes it).
    const second = await buildApp(config, { database: { ...database, close: async () => undefined } });
    try {
      const account = await registerAccount(first);
      const token = await loginToken(first, account);
      const me = await second.inject({ url: "/api/auth/me", headers: { authorization: `Bearer ${token}` } });
      expect(me.statusCode).toBe(200);
      expect(me.json().user.username).toBe(account.username);

      const rows = await queryRows<{ value: string }>(database.db, sql`SELECT value FROM server_secrets WHERE name = 'jwt'`);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.value.length).toBeGreaterThanOrEqual(32);
    } finally {
      await second.close();
      await first.close();
      await fresh.drop();
    }
  });

  it("is not used when JWT_SECRET is given: those tokens are refused by an instance on the kept key", async () => {
    const fresh = await testDatabase();
    const database = await openDatabase(fresh.config);
    const kept = await buildApp(testConfig({ database: fresh.config, jwtSecret: null }), { database });
    const given = await buildApp(testConfig({ database: fresh.config, jwtSecret: "y".repeat(40) }), {
      database: { ...database, close: async () => undefined },
    });
    try {
      const account = await registerAccount(given);
      const token = await loginToken(given, account);
      const me = (app: typeof kept) => app.inject({ url: "/api/auth/me", headers: { authorization: `Bearer ${token}` } });
      expect((await me(given)).statusCode).toBe(200);
      expect((await me(kept)).statusCode).toBe(401);
    } finally {
      await given.close();
      await kept.close();
      await fresh.drop();
    }
  });
});
