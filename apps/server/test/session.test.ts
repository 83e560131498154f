import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { openDatabase, queryRows } from "../src/db/database.ts";
import { deleteExpiredSessions } from "../src/modules/auth/session-repository.ts";
import { MAX_SESSIONS_PER_USER, startSession } from "../src/modules/auth/sessions.ts";
import { type Account, type TestApp, loginToken, newAccount, post, registerAccount, startTestApp, testConfig } from "./support/app.ts";
import { testDatabase } from "./support/database.ts";
import { buildSession, buildUser } from "./support/factories.ts";

let t: TestApp;
let account: Account;
beforeAll(async () => {
  t = await startTestApp();
  account = await registerAccount(t.app, newAccount({ username: "Giris_Testi" }));
});
afterAll(() => t.close());

const me = (authorization?: string, app = t.app) =>
  app.inject({ method: "GET", url: "/api/auth/me", headers: authorization ? { authorization } : {} });
const logout = (authorization?: string, app = t.app) =>
  app.inject({ method: "POST", url: "/api/auth/logout", headers: authorization ? { authorization } : {} });

const sessionsOf = async (userId: string) =>
  (await queryRows<{ count: number }>(t.database.db, sql`SELECT count(*)::int AS count FROM sessions WHERE user_id = ${userId}`))[0]!.count;

const GENERIC_FAILURE = { message: "Kullanıcı adı, e-posta veya şifre hatalı.", code: "INVALID_CREDENTIALS" };
const SESSION_OVER = { message: "Oturum süreniz dolmuş. Lütfen tekrar giriş yapın.", code: "INVALID_TOKEN" };

describe("POST /api/auth/login", () => {
  it("signs in by username, regardless of case, with a token and the user", async () => {
    const response = await post(t.app, "/api/auth/login", { usernameOrEmail: "giris_testi", password: account.password });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.token).toMatch(/^[\w-]{43}$/);
    expect(body.user).toMatchObject({ username: "Giris_Testi", email: account.email });
    expect(response.body).not.toContain(account.password);
    expect(response.body).not.toMatch(/password|hash/i);
  });

  it("signs in by e-mail", async () => {
    const response = await post(t.app, "/api/auth/login", { usernameOrEmail: account.email.toUpperCase(), password: account.password });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.username).toBe("Giris_Testi");
  });

  it("keeps only a hash of the token in the database", async () => {
    const token = await loginToken(t.app, account);
    const stored = await queryRows<{ token_hash: string }>(t.database.db, sql`SELECT token_hash FROM sessions`);
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.map((row) => row.token_hash)).not.toContain(token);
  });

  it("gives one generic answer for a wrong password and for an unknown account", async () => {
    const wrongPassword = await post(t.app, "/api/auth/login", { usernameOrEmail: account.username, password: "yanlis-sifre" });
    const unknown = await post(t.app, "/api/auth/login", { usernameOrEmail: "hic_olmayan", password: account.password });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(GENERIC_FAILURE);
    expect(unknown.json()).toEqual(GENERIC_FAILURE);
  });

  it("asks for both fields", async () => {
    const response = await post(t.app, "/api/auth/login", { usernameOrEmail: "  " });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: "Kullanıcı adı veya e-posta gerekli.",
      fields: { usernameOrEmail: "Kullanıcı adı veya e-posta gerekli.", password: "Şifre gerekli." },
    });
  });

  it("says what is too long instead of asking for it", async () => {
    const response = await post(t.app, "/api/auth/login", { usernameOrEmail: "a".repeat(255), password: "ş".repeat(129) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      fields: {
        usernameOrEmail: "Kullanıcı adı veya e-posta en fazla 254 karakter olabilir.",
        password: "Şifre en fazla 128 karakter olabilir.",
      },
    });
    // 128 characters is a password someone may have: it is checked, and simply wrong.
    const longest = await post(t.app, "/api/auth/login", { usernameOrEmail: account.username, password: "ş".repeat(128) });
    expect(longest.statusCode).toBe(401);
  });
});

describe("GET /api/auth/me", () => {
  it("answers with the signed-in user", async () => {
    const token = await loginToken(t.app, account);
    const response = await me(`Bearer ${token}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ username: "Giris_Testi", email: account.email, profileImage: null });
  });

  it("refuses a request without a token", async () => {
    const response = await me();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: "Oturum bilgisi bulunamadı. Lütfen tekrar giriş yapın.", code: "AUTH_REQUIRED" });
  });

  it("refuses a token it never issued, and one with a character changed", async () => {
    const token = await loginToken(t.app, account);
    const changed = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    for (const bad of ["bozuk.bir.jeton", changed, "x".repeat(43)]) {
      const response = await me(`Bearer ${bad}`);
      expect(response.statusCode, bad).toBe(401);
      expect(response.json()).toEqual(SESSION_OVER);
    }
  });

  it("refuses an expired session", async () => {
    const { authorization } = await buildSession(t.database.db, { expiresInSeconds: -60 });
    expect((await me(authorization)).statusCode).toBe(401);
  });

  it("refuses the session of an account that no longer exists", async () => {
    const { user, authorization } = await buildSession(t.database.db);
    expect((await me(authorization)).statusCode).toBe(200);
    await t.database.db.execute(sql`DELETE FROM users WHERE id = ${user.id}`);
    expect((await me(authorization)).statusCode).toBe(401);
  });
});

describe("POST /api/auth/logout", () => {
  it("ends the session on the server: the same token is refused afterwards", async () => {
    const token = await loginToken(t.app, account);
    expect((await me(`Bearer ${token}`)).statusCode).toBe(200);

    const response = await logout(`Bearer ${token}`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe("");

    expect((await me(`Bearer ${token}`)).json()).toEqual(SESSION_OVER);
    // Reusing it to log out again is refused too.
    expect((await logout(`Bearer ${token}`)).statusCode).toBe(401);
  });

  it("ends only that session: the same account on another browser stays signed in", async () => {
    const user = await buildUser(t.database.db);
    const phone = await buildSession(t.database.db, { user });
    const laptop = await buildSession(t.database.db, { user });
    expect((await logout(phone.authorization)).statusCode).toBe(204);
    expect((await me(phone.authorization)).statusCode).toBe(401);
    expect((await me(laptop.authorization)).statusCode).toBe(200);
  });

  it("needs a session", async () => {
    expect((await logout()).json()).toMatchObject({ code: "AUTH_REQUIRED" });
  });
});

describe("a session's lifetime", () => {
  it("is TOKEN_TTL from the login, after which the token is a 401", async () => {
    const fresh = await testDatabase();
    const config = testConfig({ database: fresh.config, tokenTtlSeconds: 90 * 60 });
    const database = await openDatabase(config.database);
    const app = await buildApp(config, { database });
    try {
      const other = await registerAccount(app);
      const token = await loginToken(app, other);
      const [row] = await queryRows<{ seconds: number }>(
        database.db,
        sql`SELECT extract(epoch FROM expires_at - created_at)::int AS seconds FROM sessions`,
      );
      expect(row!.seconds).toBe(90 * 60);
      expect((await me(`Bearer ${token}`, app)).statusCode).toBe(200);

      // The clock runs past the end: the same token is refused.
      await database.db.execute(sql`UPDATE sessions SET expires_at = now() - interval '1 second'`);
      const late = await me(`Bearer ${token}`, app);
      expect(late.statusCode).toBe(401);
      expect(late.json()).toEqual(SESSION_OVER);
    } finally {
      await app.close();
      await fresh.drop();
    }
  });
});

describe("sessions on several instances", () => {
  it("are shared: a session from one instance works on another, and a logout on one ends it on both", async () => {
    const fresh = await testDatabase();
    const config = testConfig({ database: fresh.config });
    const database = await openDatabase(config.database);
    const first = await buildApp(config, { database });
    // A second instance on the same database (the first one keeps the connection and closes it).
    const second = await buildApp(config, { database: { ...database, close: async () => undefined } });
    try {
      const other = await registerAccount(first);
      const token = await loginToken(first, other);
      expect((await me(`Bearer ${token}`, second)).statusCode).toBe(200);
      expect((await logout(`Bearer ${token}`, second)).statusCode).toBe(204);
      expect((await me(`Bearer ${token}`, first)).statusCode).toBe(401);
    } finally {
      await second.close();
      await first.close();
      await fresh.drop();
    }
  });
});

describe("sessions per account", () => {
  it(`are capped at ${MAX_SESSIONS_PER_USER}: a login on one more browser ends the oldest`, async () => {
    const user = await buildUser(t.database.db);
    const oldest = await buildSession(t.database.db, { user, startedSecondsAgo: 3600 });
    for (let i = 1; i < MAX_SESSIONS_PER_USER; i++) await buildSession(t.database.db, { user });
    expect(await sessionsOf(user.id)).toBe(MAX_SESSIONS_PER_USER);

    const token = await loginToken(t.app, { username: user.username, email: user.email, password: user.password });
    expect(await sessionsOf(user.id)).toBe(MAX_SESSIONS_PER_USER);
    expect((await me(`Bearer ${token}`)).statusCode).toBe(200);
    expect((await me(oldest.authorization)).statusCode).toBe(401);
  });

  it("never cost a login its own session, whatever the clock says of the others", async () => {
    const user = await buildUser(t.database.db);
    // Sessions stamped later than the login will be (a clock that stepped back, or one timestamp
    // shared by all): by time alone the new session would look the oldest and be the one ended.
    for (let i = 0; i < MAX_SESSIONS_PER_USER; i++) await buildSession(t.database.db, { user, startedSecondsAgo: -3600 });
    const token = await loginToken(t.app, { username: user.username, email: user.email, password: user.password });
    expect(await sessionsOf(user.id)).toBe(MAX_SESSIONS_PER_USER);
    expect((await me(`Bearer ${token}`)).statusCode).toBe(200);
  });

  it("stay capped when many logins of one account arrive at once (they take turns on the account's row)", async () => {
    const user = await buildUser(t.database.db);
    for (let i = 0; i < MAX_SESSIONS_PER_USER; i++) await buildSession(t.database.db, { user });
    // Twenty at the same instant, without the 0.3 s of a password check spreading them apart.
    const tokens = await Promise.all(Array.from({ length: 20 }, () => startSession(t.database.db, user.id, 3600)));
    expect(new Set(tokens).size).toBe(20);
    expect(await sessionsOf(user.id)).toBe(MAX_SESSIONS_PER_USER);
  });

  it("that have expired are swept", async () => {
    const expired = await buildSession(t.database.db, { expiresInSeconds: -1 });
    const live = await buildSession(t.database.db);
    expect(await deleteExpiredSessions(t.database.db)).toBeGreaterThanOrEqual(1);
    expect(await sessionsOf(expired.user.id)).toBe(0);
    expect(await sessionsOf(live.user.id)).toBe(1);
  });
});
