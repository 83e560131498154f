import { expectNoViolations } from "./axe.ts";
import { expect, test, type Page } from "./fixtures.ts";
import { mailTo } from "./mail.ts";
import { createAccount, createPlatform, isPhone, logIn, tokenFor, type Account } from "./support.ts";

/**
 * Issue 26: people are told what concerns them. An invitation reaches the invitee's bell while
 * their page is open, without a reload, and by e-mail; a person who forgot their password gets a
 * link by mail and signs in with the new one.
 */

/** The bell where this screen size shows it: the header's, or the phone's bottom bar's. */
function bell(page: Page) {
  const place = isPhone(page) ? page.getByRole("navigation", { name: "Alt menü" }) : page.getByRole("banner");
  return place.getByRole("button", { name: /^Bildirimler/ });
}

async function signIn(page: Page, account: Account) {
  await page.goto("/giris-yap");
  await logIn(page, account);
  await expect(page.getByRole("heading", { name: `Hoş geldin, ${account.username}!` })).toBeVisible();
}

test("an invitation appears on the invitee's bell at once, leads to the invitations, and comes by e-mail", async ({ page, request }) => {
  const owner = await createAccount(request, "sahip");
  const friend = await createAccount(request, "davetli");
  const platform = await createPlatform(request, owner);
  await signIn(page, friend);
  await expect(bell(page)).toHaveAccessibleName("Bildirimler");

  const invited = await request.post(`/api/platforms/${platform._id}/invite`, {
    headers: { Authorization: `Bearer ${await tokenFor(request, owner)}` },
    data: { email: friend.email },
  });
  expect(invited.status()).toBe(201);
  // Through the person's own stream: within a second, where polling would take half a minute.
  await expect(bell(page)).toHaveAccessibleName("Bildirimler, 1 okunmamış", { timeout: 1_000 });
  // …and said aloud by a polite live region.
  await expect(
    page.locator("[aria-live=polite]").filter({ hasText: `${owner.username} sizi ${platform.name} platformuna davet etti.` }),
  ).toBeAttached();

  await bell(page).click();
  const panel = page.getByRole("dialog", { name: "Bildirimler" });
  const sentence = panel.getByRole("link", { name: new RegExp(`${owner.username} sizi ${platform.name} platformuna davet etti\\.`) });
  await expect(sentence).toBeVisible();
  await expectNoViolations(page, "the notification panel");
  await page.emulateMedia({ colorScheme: "dark" });
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe("dark");
  await expectNoViolations(page, "the notification panel in the dark theme");
  await sentence.click();
  await expect(page).toHaveURL(/\/platformlar$/);
  await expect(page.getByRole("region", { name: "Platform Davetleri" }).getByText(platform.name)).toBeVisible();
  // Seen in the panel: read.
  await expect(bell(page)).toHaveAccessibleName("Bildirimler");

  const mail = await mailTo(friend.email, platform.name);
  expect(mail.subject).toBe(`${owner.username} sizi ${platform.name} platformuna davet etti.`);
  expect(mail.text).toContain("/platformlar");
});

test("a forgotten password: the link from the mail sets a new one, and the person signs in with it", async ({ page, request, expectFailure }) => {
  const account = await createAccount(request, "unutkan");
  await page.goto("/giris-yap");
  await page.getByRole("link", { name: "Şifremi Unuttum" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Şifremi Unuttum" })).toBeVisible();
  await page.getByLabel("E-posta", { exact: true }).fill(account.email);
  await page.getByRole("button", { name: "Bağlantı Gönder" }).click();
  await expect(page.getByText("Bu e-posta adresiyle kayıtlı bir hesap varsa, şifre sıfırlama bağlantısı gönderildi.")).toBeVisible();

  const mail = await mailTo(account.email, "şifre sıfırlama");
  const link = new URL(/https?:\/\/\S+\/sifre-sifirla\?token=\S+/.exec(mail.text)![0]);
  await page.goto(`${link.pathname}${link.search}`);
  const newPassword = "yepyeni-gizli-sifre";
  await page.getByLabel("Yeni Şifre").fill(newPassword);
  await page.getByRole("button", { name: "Şifreyi Kaydet" }).click();
  await expect(page.getByText("Şifreniz değiştirildi. Yeni şifrenizle giriş yapabilirsiniz.")).toBeVisible();

  await page.getByRole("link", { name: "Giriş sayfasına git" }).click();
  // The old password no longer opens the account…
  expectFailure(401, "/api/auth/login");
  await logIn(page, account);
  await expect(page.getByRole("alert")).toHaveText("Giriş sırasında bir hata oluştu. Lütfen bilgilerinizi kontrol edin.");
  // …the new one does.
  await page.getByLabel("Şifre", { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: "Giriş Yap" }).click();
  await expect(page.getByRole("heading", { name: `Hoş geldin, ${account.username}!` })).toBeVisible();
});
