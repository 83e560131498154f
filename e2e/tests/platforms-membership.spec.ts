import { expect, test, type Page } from "./fixtures.ts";
import { createAccount, createPlatform, logIn, type Account } from "./support.ts";

/**
 * Issue 25, the platform's safety nets between two people: the owner invites, the invitee
 * declines; the owner invites again and takes it back; the third invitation is accepted, and the
 * member leaves from the platform's page.
 */

/** The row of one platform in the 'Platformlarım' column. */
function myPlatform(page: Page, name: string) {
  return page.getByRole("region", { name: "Platformlarım" }).getByRole("listitem").filter({ hasText: name });
}

async function signIn(page: Page, account: Account) {
  await page.goto("/giris-yap");
  await logIn(page, account);
  await expect(page.getByRole("heading", { name: `Hoş geldin, ${account.username}!` })).toBeVisible();
}

async function invite(page: Page, platformName: string, email: string) {
  await myPlatform(page, platformName).getByRole("button", { name: "Üye Davet Et" }).click();
  const dialog = page.getByRole("dialog", { name: `${platformName} platformuna davet gönder` });
  await dialog.getByLabel("E-posta").fill(email);
  await dialog.getByRole("button", { name: "Davet Gönder" }).click();
  await expect(dialog.getByText(`${platformName} platformuna davet başarıyla gönderildi!`)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
}

test("the invitee declines; the owner invites again and takes it back; the third is accepted and the member leaves", async ({
  page,
  secondPage,
  request,
}) => {
  // Two people's screens and several round trips: a long journey.
  test.slow();
  const owner = await createAccount(request, "sahip");
  const friend = await createAccount(request, "davetli");
  const platform = await createPlatform(request, owner);
  await signIn(page, owner);
  await signIn(secondPage, friend);

  // The owner invites; the friend turns it down with 'Reddet'.
  await page.goto("/platformlar");
  await invite(page, platform.name, friend.email);
  await secondPage.goto("/platformlar");
  const invitations = secondPage.getByRole("region", { name: "Platform Davetleri" });
  await invitations.getByRole("listitem").filter({ hasText: platform.name }).getByRole("button", { name: "Reddet" }).click();
  await expect(invitations.getByText("Davet reddedildi.")).toBeVisible();
  await expect(invitations.getByText("Bekleyen platform davetiniz bulunmuyor.")).toBeVisible();
  await expect(myPlatform(secondPage, platform.name)).toHaveCount(0);

  // The owner invites again, sees it waiting under the members (the address, not the name) and takes it back.
  await invite(page, platform.name, friend.email);
  await myPlatform(page, platform.name).getByRole("button", { name: "Üye Çıkar" }).click();
  const members = page.getByRole("dialog", { name: `${platform.name} üyeleri` });
  const pending = members.getByRole("region", { name: "Bekleyen Davetler" });
  await expect(pending.getByText(friend.email)).toBeVisible();
  await expect(pending.getByText(friend.username, { exact: true })).toHaveCount(0);
  await pending.getByRole("button", { name: `${friend.email} davetini geri al` }).click();
  await expect(pending.getByText("Davet geri alındı.")).toBeVisible();
  await expect(pending.getByText("Bekleyen davet yok.")).toBeVisible();
  await page.keyboard.press("Escape");
  await secondPage.reload();
  await expect(invitations.getByText("Bekleyen platform davetiniz bulunmuyor.")).toBeVisible();

  // A third invitation is accepted.
  await invite(page, platform.name, friend.email);
  await secondPage.reload();
  await invitations.getByRole("listitem").filter({ hasText: platform.name }).getByRole("button", { name: "Kabul Et" }).click();
  await expect(invitations.getByText("Davet kabul edildi!")).toBeVisible();
  await expect(myPlatform(secondPage, platform.name)).toBeVisible();

  // The member leaves from the platform's page, after saying yes once; the owner is offered no such button.
  await secondPage.goto(`/platformlar/${platform.slug}`);
  await secondPage.getByRole("button", { name: "Platformdan Ayrıl" }).click();
  const step = secondPage.getByRole("group", { name: `${platform.name} platformundan ayrılmak istediğine emin misin?` });
  await expect(step.getByText("Oynadığın turnuvalar ve maçların silinmez.", { exact: false })).toBeVisible();
  await step.getByRole("button", { name: "Evet, Ayrıl" }).click();
  await expect(secondPage.getByText(`${platform.name} platformundan ayrıldınız.`)).toBeVisible();
  await expect(secondPage.getByRole("button", { name: "Platformdan Ayrıl" })).toHaveCount(0);
  await secondPage.goto("/platformlar");
  await expect(secondPage.getByText("Henüz bir platformun yok.", { exact: false })).toBeVisible();

  await page.goto(`/platformlar/${platform.slug}`);
  await expect(page.getByRole("link", { name: "Düzenle" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Platformdan Ayrıl" })).toHaveCount(0);
  await page.goto("/platformlar");
  await myPlatform(page, platform.name).getByRole("button", { name: "Üye Çıkar" }).click();
  await expect(page.getByRole("dialog", { name: `${platform.name} üyeleri` }).getByText("Bu platformda senden başka üye yok.")).toBeVisible();
});
