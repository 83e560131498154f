import { expect, test, type Page } from "./fixtures.ts";
import { createCommunity, createTournament, playThrough, type ApiTournament, type Community } from "./tournament-support.ts";

// A visitor on /turnuvalar: the tabs and their counts, the next page on scrolling, the search and
// system filters in the address and after a reload, a card opening its tournament. The database
// is shared with the other journeys, so everything here is narrowed by a word only this run's
// tournaments have in their names.

// One data set per project (desktop, phone), made once, read by the tests in order.
test.describe.configure({ mode: "serial" });

let word = "";
let leagues: ApiTournament[] = [];

type Request = Parameters<typeof createTournament>[0];

async function challenge(request: Request, community: Community, name: string): Promise<ApiTournament> {
  const [home, away] = community.members;
  return createTournament(request, community, { name, system: "challenge", bestOf: 3, participants: [home!._id, away!._id] });
}

test.beforeAll(async ({ playwright }, testInfo) => {
  test.setTimeout(120_000);
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  word = `Zk${Date.now().toString(36)}${testInfo.project.name}`;
  const community = await createCommunity(request, 1, "liste");
  // Twenty finished challenges (best of 3: two confirms and a finish each), more than a page of 18.
  for (let i = 1; i <= 20; i += 1) {
    const finished = await playThrough(request, community, await challenge(request, community, `${word} Düello ${i}`));
    expect(finished.status).toBe("completed");
  }
  // Three running (two leagues, one challenge) and two paused.
  const everyone = community.members.map((member) => member._id);
  leagues = [];
  for (let i = 1; i <= 2; i += 1) {
    leagues.push(
      await createTournament(request, community, { name: `${word} Lig ${i}`, system: "league", matchType: "single", participants: everyone }),
    );
  }
  await challenge(request, community, `${word} Açık Düello`);
  for (let i = 1; i <= 2; i += 1) {
    const paused = await challenge(request, community, `${word} Ara ${i}`);
    const response = await request.put(`/api/tournaments/${paused._id}`, {
      headers: { Authorization: `Bearer ${community.ownerToken}` },
      data: { status: "paused" },
    });
    expect(response.status()).toBe(200);
  }
  await request.dispose();
});

const cards = (page: Page) => page.getByRole("tabpanel").getByRole("article");

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test("the tabs count the search's tournaments, and scrolling loads the cards after the first 18", async ({ page }) => {
  await page.goto("/turnuvalar");
  await expect(page.getByRole("heading", { level: 1, name: "Turnuvalar" })).toBeVisible();

  // The search goes out once typing pauses, and the address keeps it.
  await page.getByLabel("Turnuva ara").fill(word);
  await expect(page).toHaveURL(new RegExp(`/turnuvalar\\?search=${word}$`));
  await expect(page.getByRole("tab", { name: "Tamamlanan (20)" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tab", { name: "Devam Eden (3)" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Duraklatılan (2)" })).toBeVisible();

  // 18 first; the last one in view brings the rest, then the list says it has them all.
  await expect(cards(page)).toHaveCount(18);
  await expect(page.getByText("Tüm turnuvalar yüklendi")).toHaveCount(0);
  const first = cards(page).first();
  await expect(first.getByText("Tamamlandı")).toBeVisible();
  await expect(first.getByText("Meydan Okuma · 2 katılımcı")).toBeVisible();
  await expect(first.getByText("Şampiyon:")).toBeVisible();
  await expect(first.getByText(/^(Az önce|\d+ dakika önce)$/)).toBeVisible();
  await cards(page).last().scrollIntoViewIfNeeded();
  await expect(cards(page)).toHaveCount(20);
  await expect(page.getByText("Tüm turnuvalar yüklendi")).toBeVisible();
  await expectNoSidewaysScroll(page);

  // The paused tab: both, with their badge; the address names the tab.
  await page.getByRole("tab", { name: "Duraklatılan (2)" }).click();
  await expect(page).toHaveURL(new RegExp(`\\?search=${word}&tab=paused$`));
  await expect(cards(page)).toHaveCount(2);
  await expect(cards(page).getByText("Duraklatıldı")).toHaveCount(2);
  await expect(cards(page).getByText("Şampiyon:")).toHaveCount(0);

  // The arrow keys go through the tabs in their order and open the one they reach (Radix's roving
  // focus, which finds the tabs through its collection code: vite.config.ts's radixUnnamed).
  await page.keyboard.press("ArrowLeft");
  const ongoing = page.getByRole("tab", { name: "Devam Eden (3)" });
  await expect(ongoing).toBeFocused();
  await expect(ongoing).toHaveAttribute("aria-selected", "true");
  await expect(cards(page)).toHaveCount(3);
});

test("the system filter narrows the list, the address keeps the filters through a reload, a card opens its tournament", async ({ page }) => {
  await page.goto(`/turnuvalar?search=${word}&tab=active`);
  await expect(page.getByRole("tab", { name: "Devam Eden (3)" })).toHaveAttribute("aria-selected", "true");
  await expect(cards(page)).toHaveCount(3);

  await page.getByLabel("Turnuva sistemi").selectOption({ label: "Lig" });
  await expect(page).toHaveURL(new RegExp(`\\?search=${word}&system=league&tab=active$`));
  await expect(page.getByRole("tab", { name: "Devam Eden (2)" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Tamamlanan (0)" })).toBeVisible();
  await expect(cards(page)).toHaveCount(2);
  await expect(cards(page).getByText("Devam Ediyor")).toHaveCount(2);

  await page.reload();
  await expect(page.getByLabel("Turnuva ara")).toHaveValue(word);
  await expect(page.getByLabel("Turnuva sistemi")).toHaveValue("league");
  await expect(page.getByRole("tab", { name: "Devam Eden (2)" })).toHaveAttribute("aria-selected", "true");
  await expect(cards(page)).toHaveCount(2);
  await expectNoSidewaysScroll(page);

  const league = leagues[0]!;
  await page.getByRole("link", { name: league.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/turnuvalar/${league.slug}$`));
});
