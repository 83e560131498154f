import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../src/db/database.ts";
import { forgetExpiredHits } from "../src/modules/rate-limits/counter.ts";
import { type TestApp, freshIp, newAccount, post, registerAccount, startTestApp } from "./support/app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

function expectHeldBack(response: Awaited<ReturnType<typeof post>>) {
  expect(response.statusCode).toBe(429);
  const retryAfter = Number(response.headers["retry-after"]);
  expect(retryAfter).toBeGreaterThan(0);
  expect(response.json()).toEqual({
    message: `Çok fazla deneme yapıldı. Lütfen ${retryAfter} saniye sonra tekrar deneyin.`,
    code: "RATE_LIMIT_EXCEEDED",
  });
}

describe("login attempts", () => {
  it("allow 10 a minute from one address, then 429 with Retry-After; other addresses go on", async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      const response = await post(t.app, "/api/auth/login", { usernameOrEmail: `kimse_${i}`, password: "yanlis-sifre" }, { remoteAddress: ip });
      expect(response.statusCode).toBe(401);
    }
    expectHeldBack(await post(t.app, "/api/auth/login", { usernameOrEmail: "kimse_x", password: "yanlis-sifre" }, { remoteAddress: ip }));

    const other = await post(t.app, "/api/auth/login", { usernameOrEmail: "kimse_x", password: "yanlis-sifre" });
    expect(other.statusCode).toBe(401);
  });

  it("hold an account back after 10 failures from any addresses, even with the right password", async () => {
    const account = await registerAccount(t.app);
    const bystander = await registerAccount(t.app);
    for (let i = 0; i < 10; i++) {
      const response = await post(t.app, "/api/auth/login", { usernameOrEmail: account.username, password: "yanlis-sifre" });
      expect(response.statusCode).toBe(401);
    }
    expectHeldBack(await post(t.app, "/api/auth/login", { usernameOrEmail: account.email, password: account.password }));

    const other = await post(t.app, "/api/auth/login", { usernameOrEmail: bystander.username, password: bystander.password });
    expect(other.statusCode).toBe(200);
  });

  it("hold back parallel guesses at one account: no more than 10 are ever checked", async () => {
    const account = await registerAccount(t.app);
    const guesses = await Promise.all(
      Array.from({ length: 30 }, () =>
        post(t.app, "/api/auth/login", { usernameOrEmail: account.username, password: "yanlis-sifre" }, { remoteAddress: freshIp() }),
      ),
    );
    const statuses = guesses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
  });

  it("forget an account's failures after a successful login", async () => {
    const account = await registerAccount(t.app);
    for (let i = 0; i < 9; i++) {
      await post(t.app, "/api/auth/login", { usernameOrEmail: account.username, password: "yanlis-sifre" });
    }
    expect((await post(t.app, "/api/auth/login", { usernameOrEmail: account.username, password: account.password })).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) {
      await post(t.app, "/api/auth/login", { usernameOrEmail: account.username, password: "yanlis-sifre" });
    }
    expect((await post(t.app, "/api/auth/login", { usernameOrEmail: account.username, password: account.password })).statusCode).toBe(200);
  });
});

describe("old counters", () => {
  it("are swept once their window is long over; current ones stay", async () => {
    await queryRows(
      t.database.db,
      sql`
      INSERT INTO rate_limit_counters (key, window_start, hits) VALUES
        ('test:old', now() - interval '2 hours', 3), ('test:current', now(), 1)`,
    );
    expect(await forgetExpiredHits(t.database.db, 3600)).toBeGreaterThanOrEqual(1);
    const keys = await queryRows<{ key: string }>(t.database.db, sql`SELECT key FROM rate_limit_counters WHERE key LIKE 'test:%'`);
    expect(keys.map((row) => row.key)).toEqual(["test:current"]);
  });
});

describe("registration attempts", () => {
  it("allow 10 a minute from one address; the 11th is refused and stores nothing", async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      expect((await post(t.app, "/api/auth/register", newAccount(), { remoteAddress: ip })).statusCode).toBe(201);
    }
    const refused = newAccount();
    expectHeldBack(await post(t.app, "/api/auth/register", refused, { remoteAddress: ip }));
    const rows = await queryRows(t.database.db, sql`SELECT 1 FROM users WHERE username = ${refused.username}`);
    expect(rows).toEqual([]);
  });

  it("hold back repeated sign-ups for one e-mail address from many addresses", async () => {
    const account = await registerAccount(t.app);
    for (let i = 0; i < 9; i++) {
      expect((await post(t.app, "/api/auth/register", newAccount({ email: account.email }))).statusCode).toBe(409);
    }
    expectHeldBack(await post(t.app, "/api/auth/register", newAccount({ email: account.email })));
  });

  it("hold back repeated sign-ups for one username from many addresses", async () => {
    const account = await registerAccount(t.app);
    for (let i = 0; i < 9; i++) {
      const attempt = newAccount({ username: account.username.toUpperCase(), email: `baska_${i}_${account.email}` });
      expect((await post(t.app, "/api/auth/register", attempt)).statusCode).toBe(409);
    }
    expectHeldBack(await post(t.app, "/api/auth/register", newAccount({ username: account.username, email: `son_${account.email}` })));
  });
});
