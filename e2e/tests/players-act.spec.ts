import type { APIRequestContext, Browser } from "@playwright/test";
import { expect, test, type Page } from "./fixtures.ts";
import { expectNoViolations } from "./axe.ts";
import { logIn, tokenFor, uniqueUsername, type Account } from "./support.ts";
import { type ApiMatch, type ApiTournament, type Community, createCommunity, createTournament, press } from "./tournament-support.ts";

/**
 * Issue 25: players report their own results, the opponent confirms, the organiser settles a
 * dispute and awards a walkover; every page open on the tournament follows without a reload.
 */

test.describe.configure({ timeout: 90_000 });

/** A league of the community's four members where the players enter the scores (the default for a new tournament). */
async function playersLeague(request: APIRequestContext, community: Community): Promise<ApiTournament> {
  return createTournament(request, community, {
    name: `Bildirim ${uniqueUsername("b")}`,
    system: "league",
    matchType: "single",
    participants: community.members.map((member) => member._id),
  });
}

const matchesOf = (tournament: ApiTournament) => (tournament.leagueFixtures as { matches: ApiMatch[] }[]).flatMap((round) => round.matches);

/** An open match between two members who are not the owner, with their accounts. */
function playersMatch(tournament: ApiTournament, community: Community) {
  const accountOf = (member: ApiMatch["home"]) => community.accounts.find((account) => account.username === member?.username);
  const match = matchesOf(tournament).find((m) => tournament.actions.confirm.includes(m._id) && accountOf(m.home) && accountOf(m.away))!;
  return { match, home: accountOf(match.home)!, away: accountOf(match.away)! };
}

async function signIn(page: Page, account: Account) {
  await page.goto("/giris-yap");
  await logIn(page, account);
  await expect(page.getByRole("heading", { name: `Hoş geldin, ${account.username}!` })).toBeVisible();
}

/** A visitor's page in a browser context of its own (no session). */
async function visitorPage(browser: Browser, page: Page) {
  const context = await browser.newContext({ viewport: page.viewportSize(), locale: "tr-TR", baseURL: new URL(page.url()).origin });
  return { visitor: await context.newPage(), close: () => context.close() };
}

/** A player's row of the standings: the table's cells as read (rank, name, O, G, B, M, A, Y, AV, P). */
const standingsRow = (page: Page, username: string) =>
  page.getByRole("table", { name: "Puan Durumu" }).getByRole("row").filter({ hasText: username });

async function report(
  request: APIRequestContext,
  account: Account,
  tournament: ApiTournament,
  matchId: string,
  homeScore: number,
  awayScore: number,
) {
  const response = await request.post(`/api/tournaments/${tournament._id}/matches/${matchId}/report`, {
    headers: { Authorization: `Bearer ${await tokenFor(request, account)}` },
    data: { homeScore, awayScore },
  });
  expect(response.status()).toBe(200);
}

test("two players report and accept a league match; the opponent's page and a visitor's table follow within a second", async ({
  page,
  secondPage,
  browser,
  request,
}) => {
  const community = await createCommunity(request, 3, "bildir");
  const tournament = await playersLeague(request, community);
  const { match, home, away } = playersMatch(tournament, community);

  await signIn(page, home);
  await signIn(secondPage, away);
  await page.goto(`/turnuvalar/${tournament.slug}`);
  await secondPage.goto(`/turnuvalar/${tournament.slug}`);
  const { visitor, close } = await visitorPage(browser, page);
  await visitor.goto(`/turnuvalar/${tournament.slug}`);
  await expect(standingsRow(visitor, home.username)).toBeVisible();
  await visitor.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

  // The home player reports 2–1 from 'Maçlarım'.
  const mine = page.getByRole("region", { name: "Maçlarım" }).getByRole("article", { name: new RegExp(`^${home.username} – ${away.username} · `) });
  await mine.getByRole("spinbutton", { name: `${home.username} skoru` }).fill("2");
  await mine.getByRole("spinbutton", { name: `${away.username} skoru` }).fill("1");
  await press(page, mine.getByRole("button", { name: "Skoru Bildir" }));
  await expect(mine.getByText("Skoru 2–1 bildirdiniz; rakibinizin onayı bekleniyor.")).toBeVisible();
  await expectNoViolations(page, "'Maçlarım' with a report waiting");

  // The opponent's open page shows it within a second, with 'Onayla'.
  const theirs = secondPage
    .getByRole("region", { name: "Maçlarım" })
    .getByRole("article", { name: new RegExp(`^${home.username} – ${away.username} · `) });
  await expect(theirs.getByText(`${home.username} skoru 2–1 bildirdi`)).toBeVisible({ timeout: 1000 });
  const accepted = secondPage.waitForResponse((response) => response.url().endsWith(`/matches/${match._id}/accept`));
  await press(secondPage, theirs.getByRole("button", { name: "Onayla" }));
  expect((await accepted).status()).toBe(200);
  await expect(theirs).toHaveCount(0);

  // The visitor's table: the home player has played once and has 3 points, within a second, no reload.
  const row = standingsRow(visitor, home.username);
  await expect(row.getByRole("cell").last()).toHaveText("3", { timeout: 1000 });
  expect(await visitor.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  // And the reporter's own page no longer lists the match.
  await expect(mine).toHaveCount(0);
  await close();
});

test("a dispute: both reports shown to everyone, and the organiser confirms one of them", async ({ page, request }) => {
  const community = await createCommunity(request, 3, "itiraz");
  const tournament = await playersLeague(request, community);
  const { match, home, away } = playersMatch(tournament, community);
  await report(request, home, tournament, match._id, 2, 1);
  await report(request, away, tournament, match._id, 1, 1);

  await signIn(page, community.owner);
  await page.goto(`/turnuvalar/${tournament.slug}`);
  const desk = page.getByRole("region", { name: "Organizatör Masası" });
  await expect(desk.getByText(`${home.username} skoru 2–1 bildirdi`)).toBeVisible();
  await expect(desk.getByText(`${away.username} skoru 1–1 bildirdi`)).toBeVisible();
  // 'İtirazlı' under the match in the fixtures, for everyone.
  await expect(page.getByText("İtirazlı").first()).toBeVisible();
  await expectNoViolations(page, "the organiser's desk with a dispute");

  await press(page, desk.getByRole("button", { name: `2–1 skorunu onayla (${home.username} bildirimi)` }));
  await expect(desk.getByText("Karar bekleyen maç yok.")).toBeVisible();
  await expect(standingsRow(page, home.username).getByRole("cell").last()).toHaveText("3");
  await expect(page.getByText("İtirazlı")).toHaveCount(0);
});

test("a walkover from the managing screen: 3–0 for the chosen player, marked, in the table", async ({ page, request }) => {
  const community = await createCommunity(request, 3, "hukmen");
  const tournament = await playersLeague(request, community);
  const { home, away } = playersMatch(tournament, community);

  await signIn(page, community.owner);
  await page.goto(`/platformlar?platformId=${community.platform._id}&menu=2`);
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: tournament.name, exact: true }) });
  await press(page, card.getByRole("button", { name: "Devam Et" }));
  await expect(page.getByRole("heading", { level: 2, name: tournament.name, exact: true })).toBeVisible();

  await press(page, page.getByRole("button", { name: `${home.username} – ${away.username}: hükmen galibiyet` }));
  const awarded = page.waitForResponse((response) => response.url().endsWith("/walkover"));
  await press(page, page.getByRole("button", { name: `${away.username} kazanır` }));
  expect((await awarded).status()).toBe(200);

  await page.goto(`/turnuvalar/${tournament.slug}`);
  await expect(page.getByText("Hükmen", { exact: true })).toBeVisible();
  await expect(standingsRow(page, away.username).getByRole("cell").last()).toHaveText("3");
  await expect(standingsRow(page, home.username).getByRole("cell").last()).toHaveText("0");
});
