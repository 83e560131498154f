import { eq, sql } from "drizzle-orm";
import { integer, pgTable, uuid } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../src/db/database.ts";
import { lockRow, withTransaction } from "../src/db/transaction.ts";
import { findUserByLogin } from "../src/modules/users/repository.ts";
import { type TestApp, startTestApp } from "./support/app.ts";
import { buildUser } from "./support/factories.ts";

// A table of this test only: one counter that writers read, think about, and write back.
const counters = pgTable("lock_probe", { id: uuid("id").primaryKey(), value: integer("value").notNull() });
const COUNTER = "00000000-0000-4000-8000-000000000001";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await t.database.db.execute(sql`CREATE TABLE lock_probe (id uuid PRIMARY KEY, value integer NOT NULL)`);
  await t.database.db.insert(counters).values({ id: COUNTER, value: 0 });
});
afterAll(() => t.close());

describe("withTransaction", () => {
  it("commits every write together, or, when the work fails, none of them", async () => {
    const kept = await withTransaction(t.database.db, async (tx) => buildUser(tx, { username: "kalici_kisi" }));
    await expect(
      withTransaction(t.database.db, async (tx) => {
        await buildUser(tx, { username: "yarim_kalan" });
        throw new Error("the second write failed");
      }),
    ).rejects.toThrow("the second write failed");

    expect((await findUserByLogin(t.database.db, "kalici_kisi"))?.id).toBe(kept.id);
    expect(await findUserByLogin(t.database.db, "yarim_kalan")).toBeNull();
  });
});

describe("lockRow", () => {
  it("makes concurrent writers of one row take turns: no update is lost", async () => {
    const writers = 8;
    await Promise.all(
      Array.from({ length: writers }, () =>
        withTransaction(t.database.db, async (tx) => {
          const row = await lockRow(tx, counters, COUNTER);
          // Long enough for every other writer to read the same value, were it not locked.
          await tx.execute(sql`SELECT pg_sleep(0.05)`);
          await tx
            .update(counters)
            .set({ value: row!.value + 1 })
            .where(eq(counters.id, COUNTER));
        }),
      ),
    );
    const [row] = await queryRows<{ value: number }>(t.database.db, sql`SELECT value FROM lock_probe`);
    expect(row!.value).toBe(writers);
  });

  it("answers null for a row that is not there", async () => {
    const missing = await withTransaction(t.database.db, (tx) => lockRow(tx, counters, "00000000-0000-4000-8000-0000000000ff"));
    expect(missing).toBeNull();
  });
});
