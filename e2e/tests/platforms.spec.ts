import { expect, test, type Page } from "./fixtures.ts";
import { createAccount, createPlatform, isPhone, logIn, logOut, signUpAndLogIn, uniqueUsername } from "./support.ts";

/** The Create button: in the header on a desktop, in the bottom bar on a phone (part 1 §2). */
function createButton(page: Page) {
  const place = isPhone(page) ? page.getByRole("navigation", { name: "Alt menü" }) : page.getByRole("banner");
  return place.getByRole("button", { name: "Oluştur" });
}

/** The row of one platform in the 'Platformlarım' column. */
function myPlatform(page: Page, name: string) {
  return page.getByRole("region", { name: "Platformlarım" }).getByRole("listitem").filter({ hasText: name });
}

test("two people: one creates a platform and invites, the other accepts, the owner removes; a visitor sees it; the member cannot edit", async ({
  page,
  secondPage,
  expectFailure,
}) => {
  // Two sign-ups, two people's screens and a 2 s wait: a long journey.
  test.slow();
  const platformName = `Ege Ligi ${uniqueUsername("e")}`;

  // The first person signs up, opens the manager and creates a platform.
  const owner = await signUpAndLogIn(page, "kurucu");
  await page.goto("/platformlar");
  await page.getByRole("button", { name: "Yeni Platform Oluştur" }).click();
  await page.getByLabel("Platform Adı").fill(platformName);
  await page.getByLabel("Oyun Serisi").selectOption("eFootball");
  await page.getByLabel("Oyun Alanı").selectOption({ label: "PlayStation 5" });
  await page.getByLabel("Açıklama").fill("Cuma akşamları oynarız.");
  await page.getByRole("button", { name: "Platform Oluştur", exact: true }).click();
  await expect(page.getByText("Platform başarıyla oluşturuldu!")).toBeVisible();
  const card = myPlatform(page, platformName);
  await expect(card.getByText("Kurucu")).toBeVisible();
  await expect(card.getByText("PlayStation 5")).toBeVisible();

  // The second person signs up too.
  const friend = await signUpAndLogIn(secondPage, "arkadas");

  // The owner invites them by e-mail, written in capitals: the address matches regardless of case.
  await card.getByRole("button", { name: "Üye Davet Et" }).click();
  const invite = page.getByRole("dialog");
  await invite.getByLabel("E-posta").fill(friend.email.toUpperCase());
  await invite.getByRole("button", { name: "Davet Gönder" }).click();
  await expect(page.getByText(`${platformName} platformuna davet başarıyla gönderildi!`)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();

  // The friend sees the invitation and accepts it; the platform is theirs too, without the badge.
  await secondPage.goto("/platformlar");
  const invitation = secondPage.getByRole("listitem").filter({ hasText: platformName });
  await invitation.getByRole("button", { name: "Kabul Et" }).click();
  await expect(secondPage.getByText("Davet kabul edildi!")).toBeVisible();
  await expect(secondPage.getByText("Bekleyen platform davetiniz bulunmuyor.")).toBeVisible();
  const friendsCard = myPlatform(secondPage, platformName);
  await expect(friendsCard).toBeVisible();
  await expect(friendsCard.getByText("Kurucu")).toHaveCount(0);
  await expect(friendsCard.getByRole("button", { name: "Üye Davet Et" })).toHaveCount(0);

  // Both see the member in the platform's third tab, which keeps the URL in step.
  for (const [viewer, other] of [
    [page, friend],
    [secondPage, owner],
  ] as const) {
    await viewer.goto("/platformlar");
    await myPlatform(viewer, platformName).getByRole("link", { name: platformName }).click();
    await expect(viewer).toHaveURL(/platformId=[^&]+&menu=1|menu=1&platformId=/);
    await viewer.getByRole("tab", { name: "Karşılaştır/Üyeler" }).click();
    await expect(viewer).toHaveURL(/menu=3/);
    await expect(viewer.getByRole("link", { name: other.username })).toBeVisible();
  }
  const platformId = new URL(secondPage.url()).searchParams.get("platformId");
  expect(platformId).toBeTruthy();

  // The member cannot edit: the page says so and goes back to the platforms.
  await secondPage.goto(`/platformlar/${platformId}/duzenle`);
  await expect(secondPage.getByText("Bu platformu düzenleme yetkiniz yok.")).toBeVisible();
  await expect(secondPage).toHaveURL(/\/platformlar$/);

  // The owner removes the friend through the member dialog and its confirmation.
  await page.goto("/platformlar");
  await myPlatform(page, platformName).getByRole("button", { name: "Üye Çıkar" }).click();
  const members = page.getByRole("dialog");
  await expect(members.getByText("Platform Sahibi")).toBeVisible();
  await expect(members.getByText(friend.email)).toBeVisible();
  await members.getByRole("button", { name: new RegExp(friend.username) }).click();
  await page.getByRole("button", { name: "Evet, Çıkar" }).click();
  await expect(page.getByText(`${friend.username} başarıyla platformdan çıkarıldı.`)).toBeVisible();
  // The confirmation closes by itself after 2 s.
  await expect(page.getByRole("button", { name: "Evet, Çıkar" })).toBeHidden({ timeout: 5_000 });

  // The friend no longer has the platform.
  await secondPage.goto("/platformlar");
  await expect(secondPage.getByText("Bekleyen platform davetiniz bulunmuyor.")).toBeVisible();
  await expect(myPlatform(secondPage, platformName)).toHaveCount(0);

  // Signed out, the friend is a visitor: the platform is on the public list and has its page.
  await logOut(secondPage, friend.username);
  await secondPage.goto("/platformlar");
  const publicCard = secondPage.getByRole("link", { name: new RegExp(platformName) });
  await expect(publicCard).toContainText(`Kurucu: ${owner.username}`);
  await expect(publicCard).toContainText("1 üye");
  await publicCard.click();
  await expect(secondPage.getByRole("heading", { level: 1, name: platformName })).toBeVisible();
  await expect(secondPage.getByText("Cuma akşamları oynarız.")).toBeVisible();
  await expect(secondPage.getByRole("link", { name: owner.username }).first()).toBeVisible();
  await expect(secondPage.getByText("Bu platformda henüz turnuva bulunmuyor.")).toBeVisible();
  await expect(secondPage).toHaveTitle(new RegExp(platformName));
  expectFailure(404, "/platformlar/yok-boyle-bir-platform");
  expectFailure(404, "/api/platforms/slug/yok-boyle-bir-platform");
  await secondPage.goto("/platformlar/yok-boyle-bir-platform");
  await expect(secondPage.getByRole("heading", { name: "Platform Bulunamadı" })).toBeVisible();
  await expect(secondPage.getByRole("link", { name: "Tüm Platformlara Göz At" })).toBeVisible();
});

test("the Create button: no platform opens the explanation, one platform opens it, several open the list", async ({ page, request }) => {
  const account = await createAccount(request, "olustur");
  await page.goto("/giris-yap");
  await logIn(page, account);
  await expect(page.getByRole("heading", { name: `Hoş geldin, ${account.username}!` })).toBeVisible();

  await createButton(page).click();
  const info = page.getByRole("dialog", { name: "Turnuva Oluştur" });
  await expect(info).toBeVisible();
  await expect(info).toContainText("platform");
  await info.getByRole("button", { name: "Anladım" }).click();
  await expect(info).toBeHidden();
  await expect(page).toHaveURL(/\/$/);

  const first = await createPlatform(request, account);
  await createButton(page).click();
  await expect(page).toHaveURL(new RegExp(`/platformlar\\?platformId=${first._id}&menu=1$`));
  await expect(page.getByRole("tab", { name: "Yeni Turnuva", selected: true })).toBeVisible();

  await createPlatform(request, account);
  await page.goto("/");
  await createButton(page).click();
  await expect(page).toHaveURL(/\/platformlar$/);
  await expect(page.getByRole("heading", { name: "Platformlarım" })).toBeVisible();
});

test("the invite dialog works with the keyboard alone and keeps focus inside", async ({ page, request }) => {
  const owner = await createAccount(request, "klavye");
  const friend = await createAccount(request, "davetli");
  const platform = await createPlatform(request, owner);
  await page.goto("/giris-yap");
  await logIn(page, owner);
  await expect(page.getByRole("heading", { name: `Hoş geldin, ${owner.username}!` })).toBeVisible();
  await page.goto("/platformlar");
  const inviteButton = myPlatform(page, platform.name).getByRole("button", { name: "Üye Davet Et" });
  await expect(inviteButton).toBeVisible();

  // Tab through the page until the invite button has focus, as a keyboard user does.
  for (let presses = 0; presses < 60 && !(await inviteButton.evaluate((el) => el === document.activeElement)); presses += 1) {
    await page.keyboard.press("Tab");
  }
  await expect(inviteButton).toBeFocused();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  // It opens on its e-mail field, not on 'Kapat'.
  await expect(dialog.getByLabel("E-posta")).toBeFocused();

  // Focus stays inside the dialog however far one tabs.
  for (let presses = 0; presses < 8; presses += 1) {
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  const email = dialog.getByLabel("E-posta");
  for (let presses = 0; presses < 8 && !(await email.evaluate((el) => el === document.activeElement)); presses += 1) {
    await page.keyboard.press("Tab");
  }
  await expect(email).toBeFocused();
  await page.keyboard.type(friend.email);
  await page.keyboard.press("Enter");
  await expect(page.getByText(`${platform.name} platformuna davet başarıyla gönderildi!`)).toBeVisible();

  // Escape closes it and focus goes back to the button that opened it.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(inviteButton).toBeFocused();
});

test("a long one-word platform name never widens the page", async ({ page, request }) => {
  const owner = await createAccount(request, "uzun");
  const platform = await createPlatform(request, owner, `KadıköyeFootballTopluluğu${"ğ".repeat(20)}`);
  const fitsTheScreen = async () =>
    expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);

  for (const path of ["/platformlar", "/oyun/efootball", `/platformlar/${platform.slug}`]) {
    await page.goto(path);
    await expect(page.getByText(platform.name).first()).toBeVisible();
    await fitsTheScreen();
  }
  await page.goto("/giris-yap");
  await logIn(page, owner);
  await expect(page.getByRole("heading", { name: `Hoş geldin, ${owner.username}!` })).toBeVisible();
  await page.goto("/platformlar");
  await expect(myPlatform(page, platform.name)).toBeVisible();
  await fitsTheScreen();
  await page.goto(`/platformlar?platformId=${platform._id}&menu=3`);
  await expect(page.getByRole("heading", { level: 1, name: platform.name })).toBeVisible();
  await fitsTheScreen();
});
