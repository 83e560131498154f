import { mkdirSync } from "node:fs";
import { expect, test, type Page } from "./fixtures.ts";
import { isPhone } from "./support.ts";
import { confirmMatch, createCommunity, createTournament, playThrough, type ApiTournament } from "./tournament-support.ts";

// A visitor (nobody signed in) opens the detail page of a tournament of each system, created and
// played through the API: what they read, the bracket as columns on a desktop and as a list on a
// phone, and the share link. Each page is photographed into /tmp/shots (not committed).

const SHOTS = "/tmp/shots";

async function photograph(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()?.width ?? 0}.png`, fullPage: true });
}

async function openDetail(page: Page, tournament: ApiTournament) {
  await page.goto(`/turnuvalar/${tournament.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: tournament.name })).toBeVisible();
}

/** Desktop: the rounds stand side by side, level at the top. Phone: one under another. */
async function expectBracketShape(page: Page) {
  const rounds = page.locator("[data-bracket-round]");
  const boxes = await Promise.all((await rounds.all()).map((round) => round.boundingBox()));
  expect(boxes.length).toBeGreaterThan(1);
  for (let i = 1; i < boxes.length; i += 1) {
    const [before, box] = [boxes[i - 1]!, boxes[i]!];
    if (isPhone(page)) {
      expect(box.x).toBeCloseTo(before.x, 0);
      expect(box.y).toBeGreaterThan(before.y + before.height - 1);
    } else {
      expect(box.y).toBeCloseTo(before.y, 0);
      expect(box.x).toBeGreaterThanOrEqual(before.x + before.width - 1);
    }
  }
  await expectNoSidewaysScroll(page);
}

/**
 * Nothing makes the page wider than the screen. Measured against the screen's width: on a phone
 * an overflowing page widens the layout viewport itself, so `innerWidth` grows with it.
 */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
}

test("a league: weeks, the table with its top three, the champion once finished", async ({ page, request }) => {
  test.slow();
  const community = await createCommunity(request, 3, "lig");
  const league = await playThrough(
    request,
    community,
    await createTournament(request, community, {
      name: "Cuma Ligi",
      system: "league",
      matchType: "single",
      participants: community.members.map((m) => m._id),
    }),
  );

  await openDetail(page, league);
  await expect(page.getByText("Lig", { exact: true })).toBeVisible();
  await expect(page.getByText("Tamamlandı", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: community.platform.name })).toHaveAttribute("href", `/platformlar/${community.platform.slug}`);
  await expect(page.getByRole("heading", { name: "1. Hafta" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "3. Hafta" })).toBeVisible();
  const table = page.getByRole("table", { name: "Puan Durumu" });
  await expect(table.getByRole("row")).toHaveCount(5);
  await expect(table.locator("tr[data-highlighted]")).toHaveCount(3);
  await expect(page.getByText("Oynandı").first()).toBeVisible();
  const results = page.getByRole("region", { name: "Sonuçlar" });
  await expect(results.getByText("ŞAMPİYON")).toBeVisible();
  // The table scrolls inside its box on a phone; the page itself does not widen.
  await expectNoSidewaysScroll(page);
  await photograph(page, "league");

  // The champion's name leads to their profile.
  await results.getByRole("link").first().click();
  await expect(page).toHaveURL(/\/profil\//);
});

test("a group tournament: a tab per group, the knockout as a bracket, the podium", async ({ page, request }) => {
  test.slow();
  const community = await createCommunity(request, 5, "grp");
  const group = await playThrough(
    request,
    community,
    await createTournament(request, community, {
      name: "Grup Kupası",
      system: "group",
      matchType: "single",
      participants: community.members.map((m) => m._id),
      participantCount: 6,
      groupCount: 2,
      teamsAdvancing: 2,
    }),
  );

  await openDetail(page, group);
  const tabs = page.getByRole("tablist", { name: "Grup Aşaması" });
  await expect(tabs.getByRole("tab")).toHaveText(["Grup A", "Grup B"]);
  await expect(page.getByRole("table", { name: "Grup A Puan Durumu" }).locator("tr[data-highlighted]")).toHaveCount(2);
  await tabs.getByRole("tab", { name: "Grup B" }).click();
  await expect(page.getByRole("table", { name: "Grup B Puan Durumu" })).toBeVisible();
  const knockout = page.getByRole("region", { name: "Eleme Turları" });
  await expect(knockout.getByRole("heading", { level: 3 })).toHaveText(["Son 4", "Final", "ŞAMPİYON"]);
  await expectBracketShape(page);
  await expect(page.getByRole("region", { name: "Üçüncülük Maçı" })).toBeVisible();
  const results = page.getByRole("region", { name: "Sonuçlar" });
  await expect(results.getByText("İKİNCİ")).toBeVisible();
  await expect(results.getByText("ÜÇÜNCÜ")).toBeVisible();
  await photograph(page, "group");
});

test("an elimination of five: the byes as 'Bay', the rounds by name, the champion at the end", async ({ page, request }) => {
  test.slow();
  const community = await createCommunity(request, 4, "elm");
  const created = await createTournament(request, community, {
    name: "Hızlı Eleme",
    system: "elimination",
    matchType: "single",
    participants: community.members.map((m) => m._id),
  });

  // Running: one match played, no champion yet.
  const running = await confirmMatch(request, community, created, created.actions.confirm[0]!);
  await openDetail(page, running);
  await expect(page.getByText("Devam Ediyor", { exact: true })).toBeVisible();
  const bracket = page.getByRole("region", { name: "Eleme ağacı" });
  await expect(bracket.getByRole("heading", { name: "Çeyrek Final" })).toBeVisible();
  await expect(bracket.getByText("Bay")).toHaveCount(3);
  await expect(page.getByText("ŞAMPİYON")).toHaveCount(0);
  await expectBracketShape(page);
  await photograph(page, "elimination-running");

  await playThrough(request, community, running);
  await page.reload();
  await expect(bracket.getByRole("heading", { level: 3 })).toHaveText(["Çeyrek Final", "Yarı Final", "Final", "ŞAMPİYON"]);
  await expect(bracket.getByText("Bay")).toHaveCount(3);
  await expectBracketShape(page);
  await photograph(page, "elimination");
});

test("a challenge: the two gladiators, the running count, the best-of rounds", async ({ page, request }) => {
  test.slow();
  const community = await createCommunity(request, 1, "mdo");
  let challenge = await createTournament(request, community, {
    name: "Derbi Serisi",
    system: "challenge",
    participants: community.members.map((m) => m._id),
    bestOf: 5,
  });
  challenge = await confirmMatch(request, community, challenge, challenge.actions.confirm[0]!, 2, 1);
  challenge = await confirmMatch(request, community, challenge, challenge.actions.confirm[0]!, 0, 3);

  await openDetail(page, challenge);
  const series = page.getByRole("region", { name: "Seri" });
  await expect(series.getByText("1 – 1")).toBeVisible();
  await expect(series.getByText("5 maçlık seri: 3 galibiyete ulaşan kazanır")).toBeVisible();
  const matches = page.getByRole("region", { name: "Maçlar" });
  await expect(matches.getByRole("listitem")).toHaveCount(5);
  // The spec's match badge, as in every system (part 2 §2; issue 25): 'Oynandı' once played.
  await expect(matches.getByText("Oynandı", { exact: true })).toHaveCount(2);
  await expect(matches.getByText("Tamamlandı", { exact: true })).toHaveCount(0);
  await expect(matches.getByText("Beklemede")).toHaveCount(3);
  await expectNoSidewaysScroll(page);
  await photograph(page, "challenge");
});

test("the share link /tournaments/{slug} lands on the detail page; an unknown one says so", async ({ page, request, expectFailure }) => {
  const community = await createCommunity(request, 1, "pay");
  const challenge = await createTournament(request, community, {
    name: "Paylaşılan Seri",
    system: "challenge",
    participants: community.members.map((m) => m._id),
    bestOf: 3,
  });

  await page.goto(`/tournaments/${challenge.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: "Paylaşılan Seri" })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/turnuvalar/${challenge.slug}$`));

  // Copying: the link is written to the clipboard, or, where the browser refuses, shown to copy by hand.
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.getByRole("button", { name: "Turnuva Linkini Kopyala" }).click();
  const link = new URL(`/tournaments/${challenge.slug}`, page.url()).toString();
  const copied = page.getByRole("button", { name: "Link Kopyalandı!" });
  const manual = page.getByRole("textbox", { name: "Turnuva linki" });
  await expect(copied.or(manual)).toBeVisible();
  if (await copied.isVisible()) expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  else await expect(manual).toHaveValue(link);

  // The server answers the page itself with 404 too (its site module knows the slug is unknown).
  expectFailure(404, "/turnuvalar/boyle-bir-turnuva-yok");
  expectFailure(404, "/api/tournaments/boyle-bir-turnuva-yok");
  await page.goto("/turnuvalar/boyle-bir-turnuva-yok");
  await expect(page.getByText("Turnuva bulunamadı veya yükleniyor...")).toBeVisible();
});
