import { expect, test, type Page } from "./fixtures.ts";
import { logIn, uniqueUsername } from "./support.ts";
import { type Community, createCommunity, createTournament, press } from "./tournament-support.ts";

/**
 * Live updates (issue 13): a score confirmed on the organiser's managing screen reaches a
 * visitor's open detail page through the tournament's event stream, without a reload, within a
 * second of the confirmation's answer, and is said in the page's polite live region.
 */

async function signIn(page: Page, community: Community) {
  await page.goto("/giris-yap");
  await logIn(page, community.owner);
  await expect(page.getByRole("heading", { name: `Hoş geldin, ${community.owner.username}!` })).toBeVisible();
}

/** The live region of the detail page and of the managing screen (role="status", polite, hidden; a score editor has its own). */
const liveRegion = (page: Page) => page.getByTestId("live-announcer").and(page.locator("[role=status][aria-live=polite]"));

test("a score confirmed by the organiser shows on a visitor's open detail page within 1 s, without a reload, and is said", async ({
  page,
  secondPage,
  request,
}) => {
  test.slow();
  const community = await createCommunity(request, 3, "canli");
  const name = `Canlı ${uniqueUsername("c")}`;
  const tournament = await createTournament(request, community, {
    name,
    system: "league",
    matchType: "single",
    participantCount: 4,
    participants: community.members.map((member) => member._id),
  });

  // The visitor: the public page, its stream open (the page asks at the version it shows).
  const visitor = secondPage;
  const streamOpened = visitor.waitForResponse((response) => response.url().includes(`/api/tournaments/${tournament.slug}/events?version=`));
  await visitor.goto(`/turnuvalar/${tournament.slug}`);
  await expect(visitor.getByRole("heading", { level: 1, name, exact: true })).toBeVisible();
  expect((await streamOpened).status()).toBe(200);
  await expect(liveRegion(visitor)).toHaveText("");
  // Set on this very document: still there afterwards means the page was not reloaded.
  await visitor.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

  // The organiser: the managing screen, from the platform manager's 'Aktif/Yarım'.
  await signIn(page, community);
  await page.goto(`/platformlar?platformId=${community.platform._id}&menu=2`);
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name, exact: true }) });
  await press(page, card.getByRole("button", { name: "Devam Et" }));
  await expect(page.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();

  const form = page
    .locator("form")
    .filter({ has: page.getByRole("button", { name: "Skoru Onayla", exact: true }) })
    .first();
  const [homeInput, awayInput] = [form.getByRole("spinbutton").nth(0), form.getByRole("spinbutton").nth(1)];
  const nameOf = async (input: typeof homeInput) => ((await input.getAttribute("aria-label")) ?? "").replace(/ skoru$/, "");
  const [home, away] = [await nameOf(homeInput), await nameOf(awayInput)];
  await homeInput.fill("2");
  await awayInput.fill("1");
  const confirmed = page.waitForResponse((response) => response.url().endsWith("/confirm") && response.request().method() === "POST");
  await press(page, form.getByRole("button", { name: "Skoru Onayla", exact: true }));
  expect((await confirmed).status()).toBe(200);

  // Within a second of the answer, on the visitor's page as it stands.
  await expect(visitor.getByText("2 – 1", { exact: true })).toBeVisible({ timeout: 1000 });
  await expect(liveRegion(visitor)).toHaveText(`Skor güncellendi: ${home} 2 - 1 ${away}`, { timeout: 1000 });
  expect(await visitor.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

  // The organiser, who pressed 'Skoru Onayla', sees the answer and is not told again.
  await expect(page.getByRole("button", { name: "Skoru İptal Et", exact: true })).toHaveCount(1);
  await page.waitForTimeout(500);
  await expect(liveRegion(page)).toHaveText("");
});
