import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../src/db/database.ts";
import { type TestApp, newAccount, post, registerAccount, startTestApp } from "./support/app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const storedUsers = (name: string) =>
  queryRows<{ username: string; email: string; password_hash: string }>(
    t.database.db,
    sql`SELECT username, email, password_hash FROM users WHERE lower(username) = lower(${name})`,
  );

describe("POST /api/auth/register", () => {
  it("creates the account and answers 201 without the password", async () => {
    const account = newAccount({ username: "Yeni_Oyuncu" });
    const response = await post(t.app, "/api/auth/register", account);

    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe("Kayıt başarılı! Lütfen giriş yapın.");
    expect(body.user).toMatchObject({ username: "Yeni_Oyuncu", email: account.email, profileImage: null });
    expect(body.user._id).toBe(body.user.id);
    expect(response.body).not.toContain(account.password);
    expect(JSON.stringify(body)).not.toMatch(/password/i);

    const [row] = await storedUsers("Yeni_Oyuncu");
    expect(row?.email).toBe(account.email);
    expect(row?.password_hash).toMatch(/^\$scrypt\$ln=14,r=8,p=5\$[\w-]{22}\$[\w-]{43}$/);
  });

  it.each([
    ["", "Kullanıcı adı gerekli."],
    ["ab", "Kullanıcı adı en az 3 karakter olmalıdır."],
    ["abcdefghijklmnopqrstu", "Kullanıcı adı en fazla 20 karakter olmalıdır."],
    ["ali veli", "Kullanıcı adı boşluk içeremez."],
    ["ali.veli", "Kullanıcı adı sadece harf, rakam ve alt çizgi içerebilir."],
    ["şahin", "Kullanıcı adı sadece harf, rakam ve alt çizgi içerebilir."],
  ])("refuses the username %j with %s and stores nothing", async (username, message) => {
    const response = await post(t.app, "/api/auth/register", newAccount({ username, email: `u${Date.now()}@ornek.com` }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, code: "VALIDATION_ERROR", fields: { username: message } });
    expect(await storedUsers(username)).toEqual([]);
  });

  it("says each missing field is required, the first one as the message", async () => {
    const response = await post(t.app, "/api/auth/register", {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: "Kullanıcı adı gerekli.",
      code: "VALIDATION_ERROR",
      fields: { username: "Kullanıcı adı gerekli.", email: "E-posta gerekli.", password: "Şifre gerekli." },
    });
  });

  it("refuses an invalid e-mail", async () => {
    const response = await post(t.app, "/api/auth/register", newAccount({ email: "ali@" }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Lütfen geçerli bir e-posta adresi girin.");
  });

  it("applies the password policy: 8 to 128 characters, nothing else", async () => {
    const short = await post(t.app, "/api/auth/register", newAccount({ password: "1234567" }));
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe("Şifre en az 8 karakter olmalıdır.");

    const long = await post(t.app, "/api/auth/register", newAccount({ password: "a".repeat(129) }));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe("Şifre en fazla 128 karakter olabilir.");

    // No composition rules: eight lowercase letters, or 64 characters of a passphrase, are fine.
    expect((await post(t.app, "/api/auth/register", newAccount({ password: "aaaaaaaa" }))).statusCode).toBe(201);
    expect((await post(t.app, "/api/auth/register", newAccount({ password: "kelime ".repeat(18) }))).statusCode).toBe(201);
  });

  it("keeps usernames unique regardless of case", async () => {
    const first = await registerAccount(t.app, newAccount({ username: "Kaptan_Tsubasa" }));
    const response = await post(t.app, "/api/auth/register", newAccount({ username: "kaptan_tsubasa" }));

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: "Bu kullanıcı adı zaten kullanılıyor.",
      code: "USERNAME_TAKEN",
      fields: { username: "Bu kullanıcı adı zaten kullanılıyor." },
    });
    const rows = await storedUsers("kaptan_tsubasa");
    expect(rows.map((r) => r.username)).toEqual([first.username]);
  });

  it("keeps e-mail addresses unique regardless of case", async () => {
    const first = await registerAccount(t.app);
    const response = await post(t.app, "/api/auth/register", newAccount({ email: first.email.toUpperCase() }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: "Bu e-posta adresiyle kayıtlı bir hesap zaten var.",
      code: "EMAIL_TAKEN",
      fields: { email: "Bu e-posta adresiyle kayıtlı bir hesap zaten var." },
    });
  });

  it("lets only one of two simultaneous sign-ups for one name through", async () => {
    const responses = await Promise.all([
      post(t.app, "/api/auth/register", newAccount({ username: "Ayni_Anda" })),
      post(t.app, "/api/auth/register", newAccount({ username: "ayni_anda" })),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await storedUsers("ayni_anda")).toHaveLength(1);
  });

  it("answers malformed JSON and a body of the wrong shape with 400 in Turkish", async () => {
    const malformed = await post(t.app, "/api/auth/register", "{bad", { headers: { "content-type": "application/json" } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: "İstek gövdesi geçerli bir JSON değil.", code: "INVALID_JSON" });

    const array = await post(t.app, "/api/auth/register", [1, 2]);
    expect(array.statusCode).toBe(400);
    expect(array.json()).toEqual({ message: "Gönderilen bilgiler geçersiz.", code: "VALIDATION_ERROR" });
  });
});
