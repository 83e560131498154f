import { SignJWT } from "jose";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Account,
  TEST_SECRET,
  type TestApp,
  loginToken,
  newAccount,
  post,
  registerAccount,
  startTestApp,
} from "./support/app.ts";

let t: TestApp;
let account: Account;
beforeAll(async () => {
  t = await startTestApp();
  account = await registerAccount(t.app, newAccount({ username: "Giris_Testi" }));
});
afterAll(() => t.close());

const me = (authorization?: string) =>
  t.app.inject({ method: "GET", url: "/api/auth/me", headers: authorization ? { authorization } : {} });

/** The id of the test account, as the server reports it. */
async function accountId(): Promise<string> {
  return (await me(`Bearer ${await loginToken(t.app, account)}`)).json().user.id;
}

/** A token shaped like ours for `userId`, with the expiry, issue time and key a test chooses. */
function signToken(userId: string, options: { exp: number | string | null; iat?: number; secret?: string }) {
  const token = new SignJWT({}).setProtectedHeader({ alg: "HS256" }).setSubject(userId).setIssuer("turnuvam");
  if (options.iat !== undefined) token.setIssuedAt(options.iat);
  if (options.exp !== null) token.setExpirationTime(options.exp);
  return token.sign(new TextEncoder().encode(options.secret ?? TEST_SECRET));
}

const GENERIC_FAILURE = { message: "Kullanıcı adı, e-posta veya şifre hatalı.", code: "INVALID_CREDENTIALS" };

describe("POST /api/auth/login", () => {
  it("signs in by username, regardless of case, with a token and the user", async () => {
    const response = await post(t.app, "/api/auth/login", { usernameOrEmail: "giris_testi", password: account.password });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.user).toMatchObject({ username: "Giris_Testi", email: account.email });
    expect(response.body).not.toContain(account.password);
  });

  it("signs in by e-mail", async () => {
    const response = await post(t.app, "/api/auth/login", { usernameOrEmail: account.email.toUpperCase(), password: account.password });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.username).toBe("Giris_Testi");
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

  it("refuses a tampered token", async () => {
    const token = await loginToken(t.app, account);
    const [header, payload, signature] = token.split(".");
    const claims = JSON.parse(Buffer.from(payload!, "base64url").toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: "00000000-0000-4000-8000-000000000000" })).toString("base64url");
    for (const bad of [`${header}.${forged}.${signature}`, `${header}.${payload}.${signature!.slice(0, -2)}xx`]) {
      const response = await me(`Bearer ${bad}`);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: "Oturum süreniz dolmuş. Lütfen tekrar giriş yapın.", code: "INVALID_TOKEN" });
    }
  });

  it("refuses an expired token", async () => {
    const now = Math.floor(Date.now() / 1000);
    const expired = await signToken(await accountId(), { iat: now - 7200, exp: now - 60 });
    expect((await me(`Bearer ${expired}`)).statusCode).toBe(401);
  });

  it("refuses a token without an expiry, even signed with our secret", async () => {
    const forever = await signToken(await accountId(), { exp: null });
    expect((await me(`Bearer ${forever}`)).statusCode).toBe(401);
  });

  it("refuses an unsigned token and one signed with another secret", async () => {
    const userId = await accountId();
    const unsignedHeader = Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url");
    const claims = Buffer.from(
      JSON.stringify({ sub: userId, iss: "turnuvam", exp: Math.floor(Date.now() / 1000) + 3600 }),
    ).toString("base64url");
    expect((await me(`Bearer ${unsignedHeader}.${claims}.`)).statusCode).toBe(401);

    const foreign = await signToken(userId, { exp: "1h", secret: "another-secret-that-is-also-long-enough" });
    expect((await me(`Bearer ${foreign}`)).statusCode).toBe(401);
  });

  it("refuses the token of an account that no longer exists", async () => {
    const gone = await registerAccount(t.app);
    const token = await loginToken(t.app, gone);
    await t.database.db.execute(sql`DELETE FROM users WHERE username = ${gone.username}`);
    expect((await me(`Bearer ${token}`)).statusCode).toBe(401);
  });
});
