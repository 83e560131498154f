import { expect, test, type Page } from "./fixtures.ts";
import { expectNoViolations } from "./axe.ts";
import { logIn, uniqueUsername } from "./support.ts";
import { type Community, createCommunity, createTournament, playThrough, press } from "./tournament-support.ts";

/**
 * Issue 25, the organiser's safety nets on the tournament's page ('Turnuva Ayarları'): a finished
 * league renamed (its address kept), reopened after a second step, then deleted once its name is
 * typed, after which it is gone from the tournaments list. Made and played through the API by the
 * platform's owner, who manages it.
 */

async function signIn(page: Page, community: Community) {
  await page.goto("/giris-yap");
  await logIn(page, community.owner);
  await expect(page.getByRole("heading", { name: `Hoş geldin, ${community.owner.username}!` })).toBeVisible();
}

/** The folded settings, opened. */
async function openSettings(page: Page) {
  const summary = page.getByText("Turnuva Ayarları", { exact: true });
  await press(page, summary);
  return page.locator("details").filter({ has: summary });
}

test("the organiser renames, reopens and deletes a tournament; deleted, it is gone from the list", async ({ page, request }) => {
  test.slow();
  const community = await createCommunity(request, 2, "ayar");
  const word = uniqueUsername("ag");
  const name = `Güz Ligi ${word}`;
  const created = await createTournament(request, community, {
    name,
    system: "league",
    matchType: "single",
    participants: community.members.map((m) => m._id),
  });
  const finished = await playThrough(request, community, created);
  expect(finished.status).toBe("completed");

  // A visitor's page has no settings.
  await page.goto(`/turnuvalar/${created.slug}`);
  await expect(page.getByRole("heading", { level: 1, name, exact: true })).toBeVisible();
  await expect(page.getByText("Turnuva Ayarları", { exact: true })).toHaveCount(0);

  await signIn(page, community);
  await page.goto(`/turnuvalar/${created.slug}`);
  await expect(page.getByRole("heading", { level: 1, name, exact: true })).toBeVisible();
  let settings = await openSettings(page);

  // The open settings and the second step pass axe's WCAG 2 A and AA rules.
  await press(page, settings.getByRole("button", { name: "Turnuvayı Yeniden Aç" }));
  await expectNoViolations(page, "the tournament page with its open settings and the reopen question");
  await press(page, settings.getByRole("button", { name: "Vazgeç" }));
  await expect(settings.getByRole("button", { name: "Turnuvayı Yeniden Aç" })).toBeFocused();

  // Rename: the page shows the new name at the same address.
  const newName = `Kış Ligi ${word}`;
  await settings.getByLabel("Yeni ad").fill(newName);
  await press(page, settings.getByRole("button", { name: "Adı Kaydet" }));
  await expect(settings.getByText(`Turnuvanın adı “${newName}” olarak değiştirildi.`)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: newName, exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/turnuvalar/${created.slug}$`));

  // Reopen, after the second step: active again.
  await press(page, settings.getByRole("button", { name: "Turnuvayı Yeniden Aç" }));
  await expect(settings.getByText("Turnuvayı yeniden açmak istediğinize emin misiniz?")).toBeFocused();
  await press(page, settings.getByRole("button", { name: "Evet, yeniden aç" }));
  await expect(settings.getByText("Turnuva yeniden açıldı.")).toBeVisible();
  const header = page.locator("header").filter({ has: page.getByRole("heading", { level: 1, name: newName, exact: true }) });
  await expect(header.getByText("Devam Ediyor", { exact: true })).toBeVisible();

  // Delete: the button waits for the name typed exactly.
  settings = page.locator("details").filter({ has: page.getByText("Turnuva Ayarları", { exact: true }) });
  const remove = settings.getByRole("button", { name: "Turnuvayı Kalıcı Olarak Sil" });
  const typed = settings.getByLabel(`Silmek için turnuvanın adını yazın: ${newName}`);
  await expect(remove).toBeDisabled();
  await typed.fill(newName.toLowerCase());
  await expect(remove).toBeDisabled();
  await typed.fill(newName);
  await expect(remove).toBeEnabled();
  await press(page, remove);
  await expect(page).toHaveURL(new RegExp(`/platformlar/${community.platform.slug}$`));
  await expect(page.getByText("Turnuva silindi.", { exact: true })).toBeVisible();

  // Gone from the tournaments list, in every tab.
  await page.goto(`/turnuvalar?search=${encodeURIComponent(word)}`);
  await expect(page.getByRole("heading", { level: 1, name: "Turnuvalar" })).toBeVisible();
  for (const tab of ["Devam Eden (0)", "Tamamlanan (0)", "Duraklatılan (0)"]) await expect(page.getByRole("tab", { name: tab })).toBeVisible();
  await expect(page.getByText(newName)).toHaveCount(0);
  const listed = await request.get(`/api/tournaments?search=${encodeURIComponent(word)}`);
  expect(((await listed.json()) as { pagination: { totalCount: number } }).pagination.totalCount).toBe(0);
});
