import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "@playwright/test";

let counter = 0;
/** A username nobody has used on this fresh database, within the 3–20 character rule. */
export function uniqueUsername(prefix = "oyuncu"): string {
  counter += 1;
  return `${prefix}_${process.pid % 10000}_${counter}`.slice(0, 20);
}

export interface Account {
  username: string;
  email: string;
  password: string;
}

/** Signs up through the API, for journeys that are about something else than signing up. */
export async function createAccount(request: APIRequestContext, prefix?: string): Promise<Account> {
  const username = uniqueUsername(prefix);
  const account = { username, email: `${username.toLowerCase()}@ornek.com`, password: "e2e-gizli-sifre" };
  const response = await request.post("/api/auth/register", { data: account });
  expect(response.status()).toBe(201);
  return account;
}

export async function logIn(page: Page, account: Account): Promise<void> {
  await page.getByLabel("Kullanıcı Adı veya E-posta").fill(account.username);
  await page.getByLabel("Şifre", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Giriş Yap" }).click();
}

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/** Logs out the way a person does on this screen size: the user menu, or the bottom bar's menu. */
export async function logOut(page: Page, username: string): Promise<void> {
  if (isPhone(page)) {
    // A tap, as on a phone: the menu's code loads with it and the menu must stay open.
    await page.getByRole("navigation", { name: "Alt menü" }).getByRole("button", { name: "Menü" }).tap();
    await page.getByRole("menuitem", { name: "Çıkış Yap" }).tap();
  } else {
    await page.getByRole("banner").getByRole("button", { name: username }).click();
    await page.getByRole("menuitem", { name: "Çıkış Yap" }).click();
  }
}

/** Signs in through the API and answers the bearer token, for setting up a journey's data. */
export async function tokenFor(request: APIRequestContext, account: Account): Promise<string> {
  const response = await request.post("/api/auth/login", { data: { usernameOrEmail: account.username, password: account.password } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

export interface CreatedPlatform {
  _id: string;
  name: string;
  slug: string;
}

/** A platform made through the API by `account`, for journeys that are about something else. */
export async function createPlatform(request: APIRequestContext, account: Account, name = `Lig ${uniqueUsername("p")}`): Promise<CreatedPlatform> {
  const response = await request.post("/api/platforms", {
    headers: { Authorization: `Bearer ${await tokenFor(request, account)}` },
    data: { name, game: "eFootball", deviceType: "efootball_ps5", description: "" },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { platform: CreatedPlatform }).platform;
}

/** Registers through the sign-up form and logs in, as a new person does. */
export async function signUpAndLogIn(page: Page, prefix: string): Promise<Account> {
  const username = uniqueUsername(prefix);
  const account = { username, email: `${username.toLowerCase()}@ornek.com`, password: "e2e-gizli-sifre" };
  await page.goto("/kayit-ol");
  await page.getByLabel("Kullanıcı Adı").fill(account.username);
  await page.getByLabel("E-posta").fill(account.email);
  await page.getByLabel("Şifre").fill(account.password);
  await page.getByRole("button", { name: "Kayıt Ol" }).click();
  await expect(page).toHaveURL(/\/giris-yap$/);
  await logIn(page, account);
  await expect(page.getByRole("heading", { name: `Hoş geldin, ${username}!` })).toBeVisible();
  return account;
}
