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
