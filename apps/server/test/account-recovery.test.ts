// Issue 26, account recovery and password change: a reset link by e-mail for an address with an
// account (the same answer and about the same time for one without), single use, one hour, ending
// every session; the change of password with the current one, ending the other sessions.
import { accountRecoveryMessages, passwordRules, serverMessages } from "@turnuva/contract";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultAuthRateLimits } from "../src/config.ts";
import { mailOutbox, passwordResetTokens, users } from "../src/db/schema.ts";
import { hashSessionToken } from "../src/modules/auth/session-token.ts";
import { RESET_MAILS_PER_ADDRESS, deleteSpentResetTokens } from "../src/modules/auth/recovery-service.ts";
import { type Account, type TestApp, freshIp, loginToken, newAccount, post, registerAccount, startTestApp } from "./support/app.ts";
import { buildUser } from "./support/factories.ts";

const SITE = "https://turnuvam.test";
const ACCOUNT_FAILURES = 4;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ publicUrl: SITE, authRateLimits: { ...defaultAuthRateLimits, accountFailures: ACCOUNT_FAILURES } });
});
afterAll(() => t?.close());

const forgot = (email: string, remoteAddress = freshIp()) => post(t.app, "/api/auth/forgot-password", { email }, { remoteAddress });
const reset = (token: string, password: string) => post(t.app, "/api/auth/reset-password", { token, password });
const change = (authorization: string, currentPassword: string, newPassword: string) =>
  post(t.app, "/api/auth/change-password", { currentPassword, newPassword }, { headers: { authorization } });
const me = (authorization: string) => t.app.inject({ method: "GET", url: "/api/auth/me", headers: { authorization } });
const login = (account: Account, password = account.password) => post(t.app, "/api/auth/login", { usernameOrEmail: account.username, password });

const mailsTo = (address: string) => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address));

/** The token of the reset link in the last mail to this address. */
async function linkToken(address: string): Promise<string> {
  const mails = await mailsTo(address);
  const last = mails.sort((a, b) => +a.createdAt - +b.createdAt).at(-1);
  const match = /https:\/\/turnuvam\.test\/sifre-sifirla\?token=([\w-]+)/.exec(last?.text ?? "");
  if (!match) throw new Error(`no reset link in the mail to ${address}: ${last?.text}`);
  return match[1]!;
}

async function resetLinkFor(account: Account): Promise<string> {
  expect((await forgot(account.email)).statusCode).toBe(202);
  return linkToken(account.email);
}

describe("forgot password", () => {
  it("answers an address with an account and one without alike, and mails a link only to the first", async () => {
    const account = await registerAccount(t.app);
    const unknown = `kimse_${Date.now()}@ornek.com`;
    const [known, nobody] = [await forgot(account.email.toUpperCase()), await forgot(unknown)];
    expect(known.statusCode).toBe(202);
    expect(nobody.statusCode).toBe(known.statusCode);
    expect(nobody.body).toBe(known.body);
    expect(known.json()).toEqual({ message: accountRecoveryMessages.forgotAccepted });

    const [mail] = await mailsTo(account.email);
    expect(mail!.subject).toBe("Turnuvam şifre sıfırlama");
    expect(mail!.text).toContain(`Merhaba ${account.username},`);
    expect(mail!.text).toMatch(/https:\/\/turnuvam\.test\/sifre-sifirla\?token=[\w-]{43}\b/);
    expect(mail!.html).toContain('href="https://turnuvam.test/sifre-sifirla?token=');
    expect(await mailsTo(unknown)).toEqual([]);
  });

  it("keeps only the SHA-256 of the token, valid for an hour", async () => {
    const account = await registerAccount(t.app);
    const token = await resetLinkFor(account);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, account.email));
    const rows = await t.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user!.id));
    expect(rows.map((row) => row.tokenHash)).toEqual([hashSessionToken(token)]);
    expect(JSON.stringify(rows)).not.toContain(token);
    const minutes = (+rows[0]!.expiresAt - +rows[0]!.createdAt) / 60_000;
    expect(minutes).toBeCloseTo(60, 0);
  });

  it("is refused from one address after its attempts per minute (429)", async () => {
    const address = freshIp();
    for (let i = 0; i < defaultAuthRateLimits.ipAttempts; i += 1) expect((await forgot(`adres${i}@ornek.com`, address)).statusCode).toBe(202);
    expect((await forgot("adres-son@ornek.com", address)).statusCode).toBe(429);
  });

  it("mails one address at most a few links an hour, answering as always, for an address with an account or not", async () => {
    const account = await registerAccount(t.app);
    const unknown = `yok_${Date.now()}@ornek.com`;
    for (let i = 0; i < RESET_MAILS_PER_ADDRESS.mails + 2; i += 1) {
      const [known, nobody] = [await forgot(account.email), await forgot(unknown)];
      expect([known.statusCode, nobody.statusCode]).toEqual([202, 202]);
      expect(nobody.body).toBe(known.body);
    }
    expect(await mailsTo(account.email)).toHaveLength(RESET_MAILS_PER_ADDRESS.mails);
  });

  // Enumeration by timing: a known address answers about as fast as an unknown one (the mail is
  // only queued, and the other path does the same kind of database work). The bound is generous
  // and relative: the medians of 15 requests each, interleaved, differ by less than half of the
  // slower one plus 10 ms; a password hash (about 0.3 s) or an SMTP round trip on one path only
  // would exceed it many times over.
  it("takes about as long for an address with an account as for one without", async () => {
    const known = await Promise.all(Array.from({ length: 15 }, () => buildUser(t.database.db)));
    const timed = async (email: string) => {
      const started = performance.now();
      expect((await forgot(email)).statusCode).toBe(202);
      return performance.now() - started;
    };
    const [knownTimes, unknownTimes]: [number[], number[]] = [[], []];
    for (const [i, user] of known.entries()) {
      knownTimes.push(await timed(user.email));
      unknownTimes.push(await timed(`bos_${i}_${Date.now()}@ornek.com`));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const [k, u] = [median(knownTimes), median(unknownTimes)];
    expect(Math.abs(k - u), `medians: known ${k.toFixed(1)} ms, unknown ${u.toFixed(1)} ms`).toBeLessThan(Math.max(k, u) / 2 + 10);
  });
});

describe("reset password", () => {
  it("sets the new password with the link's token, ends every session, and refuses the token the second time", async () => {
    const account = await registerAccount(t.app);
    const sessions = [`Bearer ${await loginToken(t.app, account)}`, `Bearer ${await loginToken(t.app, account)}`];
    const token = await resetLinkFor(account);
    const newPassword = "yepyeni-bir-sifre";

    const done = await reset(token, newPassword);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ message: accountRecoveryMessages.passwordReset });
    for (const authorization of sessions) expect((await me(authorization)).statusCode).toBe(401);
    expect((await login(account)).statusCode).toBe(401);
    expect((await login(account, newPassword)).statusCode).toBe(200);

    const again = await reset(token, "bir-baska-sifre-daha");
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: "RESET_TOKEN_INVALID", message: accountRecoveryMessages.tokenInvalid });
    expect((await login(account, newPassword)).statusCode).toBe(200);
  });

  it("refuses an expired token and an unknown one, and changes nothing", async () => {
    const account = await registerAccount(t.app);
    const token = await resetLinkFor(account);
    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResetTokens.tokenHash, hashSessionToken(token)));
    for (const tried of [token, "bilinmeyen-bir-jeton-bilinmeyen-bir-jeton-1"]) {
      const refused = await reset(tried, "yepyeni-bir-sifre");
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ message: string }>().message).toBe(accountRecoveryMessages.tokenInvalid);
    }
    expect((await login(account)).statusCode).toBe(200);
  });

  it("refuses a weak password with the sign-up text; the link still works afterwards", async () => {
    const account = await registerAccount(t.app);
    const authorization = `Bearer ${await loginToken(t.app, account)}`;
    const token = await resetLinkFor(account);
    const weak = await reset(token, "kisa");
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ code: "VALIDATION_ERROR", fields: { password: passwordRules.messages.tooShort } });
    expect((await me(authorization)).statusCode).toBe(200);
    expect((await login(account)).statusCode).toBe(200);
    expect((await reset(token, "yepyeni-bir-sifre")).statusCode).toBe(200);
  });

  it("lets only one of two resets with one token at the same moment win", async () => {
    const account = await registerAccount(t.app);
    const token = await resetLinkFor(account);
    const answers = await Promise.all([reset(token, "birinci-yeni-sifre"), reset(token, "ikinci-yeni-sifre")]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    const winner = answers[0]!.statusCode === 200 ? "birinci-yeni-sifre" : "ikinci-yeni-sifre";
    const loser = winner === "birinci-yeni-sifre" ? "ikinci-yeni-sifre" : "birinci-yeni-sifre";
    expect((await login(account, winner)).statusCode).toBe(200);
    expect((await login(account, loser)).statusCode).toBe(401);
  });
});

describe("housekeeping", () => {
  it("sweeps used and expired reset links and keeps the ones still open", async () => {
    const [used, expired, open] = [await registerAccount(t.app), await registerAccount(t.app), await registerAccount(t.app)];
    expect((await reset(await resetLinkFor(used), "yepyeni-bir-sifre")).statusCode).toBe(200);
    const expiredToken = await resetLinkFor(expired);
    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResetTokens.tokenHash, hashSessionToken(expiredToken)));
    const openToken = await resetLinkFor(open);
    await deleteSpentResetTokens(t.database.db);
    const left = (await t.database.db.select().from(passwordResetTokens)).map((row) => row.tokenHash);
    expect(left).toContain(hashSessionToken(openToken));
    expect(left).not.toContain(hashSessionToken(expiredToken));
    expect(
      await t.database.db
        .select()
        .from(passwordResetTokens)
        .where(sql`${passwordResetTokens.usedAt} IS NOT NULL`),
    ).toEqual([]);
  });
});

describe("change password", () => {
  async function signedInTwice(): Promise<{ account: Account; here: string; elsewhere: string }> {
    const account = await registerAccount(t.app, newAccount());
    return { account, here: `Bearer ${await loginToken(t.app, account)}`, elsewhere: `Bearer ${await loginToken(t.app, account)}` };
  }

  it("refuses a wrong current password (400, not 401) and changes nothing", async () => {
    const { account, here, elsewhere } = await signedInTwice();
    const refused = await change(here, "yanlis-sifre-bu", "yepyeni-bir-sifre");
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: "INVALID_CURRENT_PASSWORD",
      message: accountRecoveryMessages.currentPasswordWrong,
      fields: { currentPassword: accountRecoveryMessages.currentPasswordWrong },
    });
    expect((await me(here)).statusCode).toBe(200);
    expect((await me(elsewhere)).statusCode).toBe(200);
    expect((await login(account)).statusCode).toBe(200);
  });

  it("changes the password, keeps this session and ends the others", async () => {
    const { account, here, elsewhere } = await signedInTwice();
    const changed = await change(here, account.password, "yepyeni-bir-sifre");
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({ message: accountRecoveryMessages.passwordChanged });
    expect((await me(here)).statusCode).toBe(200);
    expect((await me(elsewhere)).statusCode).toBe(401);
    expect((await login(account)).statusCode).toBe(401);
    expect((await login(account, "yepyeni-bir-sifre")).statusCode).toBe(200);
  });

  it("refuses a weak new password with the sign-up text, and a visitor", async () => {
    const { account, here } = await signedInTwice();
    const weak = await change(here, account.password, "kisa");
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ fields: { newPassword: passwordRules.messages.tooShort } });
    expect((await post(t.app, "/api/auth/change-password", { currentPassword: "x", newPassword: "yepyeni-bir-sifre" })).statusCode).toBe(401);
    expect((await login(account)).statusCode).toBe(200);
  });

  it("refuses the current password as the new one, and ends no session", async () => {
    const { account, here, elsewhere } = await signedInTwice();
    const same = await change(here, account.password, account.password);
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({ fields: { newPassword: accountRecoveryMessages.samePassword } });
    expect((await me(elsewhere)).statusCode).toBe(200);
  });

  it("counts wrong current passwords with the account's failed logins, so it cannot be used to guess", async () => {
    const { account, here } = await signedInTwice();
    for (let i = 0; i < ACCOUNT_FAILURES; i += 1) expect((await change(here, `yanlis-${i}-sifre`, "yepyeni-bir-sifre")).statusCode).toBe(400);
    const held = await change(here, account.password, "yepyeni-bir-sifre");
    expect(held.statusCode).toBe(429);
    expect(held.json<{ code: string }>().code).toBe("RATE_LIMIT_EXCEEDED");
    // The same counter as the login's: the login is held back too, and the password is unchanged.
    const heldLogin = await login(account);
    expect(heldLogin.statusCode).toBe(429);
    expect(heldLogin.json<{ message: string }>().message).toMatch(serverMessages.tooManyAttempts(1).slice(0, 20));
  });
});
