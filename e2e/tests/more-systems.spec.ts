import { expandTournament, type TournamentAnswer } from "@turnuva/contract/tournament-answer";
import { matchesOf } from "@turnuva/contract/tournament-matches";
import { expectNoViolations } from "./axe.ts";
import { expect, test, type Page } from "./fixtures.ts";
import { uniqueUsername } from "./support.ts";
import {
  byRanking,
  type Community,
  confirmFinish,
  createCommunity,
  createTournament,
  finishedAtHome,
  placesOnDetail,
  playAllOpen,
  press,
  resumeFromTab,
  signInOwner,
} from "./tournament-support.ts";

/**
 * Issue 29: double elimination and Swiss played to their champions on the managing screen, as the
 * spec's systems are (made through the API, then every score typed by the organiser), and their
 * public pages read by a visitor: both brackets and the grand final, the Swiss table with its
 * Buchholz column and the knockout, the podium, no axe violation.
 */

test.describe.configure({ timeout: 150_000 });

const actions = (page: Page) => page.getByRole("group", { name: "Turnuva işlemleri" });

/** The podium as the server has it once finished, by username. */
async function podiumOf(page: Page, slug: string) {
  const response = await page.request.get(`/api/tournaments/${slug}`);
  expect(response.status()).toBe(200);
  const finished = expandTournament((await response.json()) as TournamentAnswer);
  return { champion: finished.champion!.username, second: finished.secondPlace!.username, third: finished.thirdPlace!.username };
}

/** The first match the server offers to confirm, by its players' names; null when none is left. */
async function firstOpen(page: Page, slug: string): Promise<{ home: string; away: string } | null> {
  const response = await page.request.get(`/api/tournaments/${slug}`);
  const tournament = expandTournament((await response.json()) as TournamentAnswer);
  const id = tournament.actions.confirm[0];
  const match = id === undefined ? undefined : matchesOf(tournament).find((m) => m._id === id);
  return match ? { home: match.home!.username, away: match.away!.username } : null;
}

/** 'Turnuvayı Bitir' on the decided tournament's 'ŞAMPİYON' card, its question answered, home with the news. */
async function finish(page: Page) {
  const champion = page.getByRole("region", { name: /ŞAMPİYON/ });
  await expect(champion).toBeVisible();
  await press(page, champion.getByRole("button", { name: "Turnuvayı Bitir", exact: true }));
  await confirmFinish(page);
  await finishedAtHome(page);
}

test("double elimination of five: both brackets played on the managing screen, the grand final, the podium on its page", async ({
  page,
  request,
}) => {
  test.slow();
  const community: Community = await createCommunity(request, 4, "cift");
  const name = `Çift Eleme ${uniqueUsername("c")}`;
  const ranking = community.members.map((m) => m.username);
  const created = await createTournament(request, community, {
    name,
    system: "doubleElimination",
    participants: community.members.map((m) => m._id),
  });

  await signInOwner(page, community);
  await resumeFromTab(page, community, name);
  // The better ranked wins every match. Later matches appear as results decide them (with the read
  // that follows each answer), sometimes above the one being typed in: each match is found by its
  // two players' inputs, the next open one as the server lists it.
  const decide = byRanking(ranking);
  let played = 0;
  for (let next = await firstOpen(page, created.slug); next !== null; next = await firstOpen(page, created.slug)) {
    const form = page
      .locator("form")
      .filter({ has: page.getByLabel(`${next.home} skoru`, { exact: true }) })
      .filter({ has: page.getByLabel(`${next.away} skoru`, { exact: true }) })
      .filter({ has: page.getByRole("button", { name: "Skoru Onayla", exact: true }) });
    await expect(form).toHaveCount(1);
    const [homeScore, awayScore] = decide(next.home, next.away);
    await form.getByLabel(`${next.home} skoru`, { exact: true }).fill(String(homeScore));
    await form.getByLabel(`${next.away} skoru`, { exact: true }).fill(String(awayScore));
    await press(page, form.getByRole("button", { name: "Skoru Onayla", exact: true }));
    await expect(form).toHaveCount(0);
    played += 1;
  }
  // 2n − 2 matches: everyone but the champion lost twice (no reset: the winners' side won).
  expect(played).toBe(8);
  await finish(page);

  const places = await podiumOf(page, created.slug);
  expect(places).toEqual({ champion: ranking[0], second: ranking[1], third: ranking[2] });
  await placesOnDetail(page, created.slug, name, places);
  for (const heading of ["Kazananlar Tablosu", "Kaybedenler Tablosu", "Final Tablosu", "Büyük Final"]) {
    await expect(page.getByRole("heading", { name: heading, exact: true }).first()).toBeVisible();
  }
  await expectNoViolations(page, "a finished double elimination's page");
});

test("Swiss of six: three rounds paired on 'Sonraki Tura Geç', the table with Buchholz, a knockout of four to the podium", async ({
  page,
  request,
}) => {
  test.slow();
  const community: Community = await createCommunity(request, 5, "isv");
  const name = `İsviçre ${uniqueUsername("i")}`;
  const ranking = community.members.map((m) => m.username);
  const created = await createTournament(request, community, {
    name,
    system: "swiss",
    participants: community.members.map((m) => m._id),
    swissRounds: 3,
    knockoutSize: 4,
  });

  await signInOwner(page, community);
  await resumeFromTab(page, community, name);
  // Three Swiss rounds, the semi-finals, then the final with the third-place match.
  for (let step = 0; step < 5; step++) {
    expect(await playAllOpen(page, byRanking(ranking))).not.toHaveLength(0);
    if (step === 4) break;
    await press(page, actions(page).getByRole("button", { name: "Sonraki Tura Geç" }));
    await expect(page.getByRole("button", { name: "Skoru Onayla", exact: true }).first()).toBeVisible();
  }
  await finish(page);

  const places = await podiumOf(page, created.slug);
  expect(places.champion).toBe(ranking[0]);
  await placesOnDetail(page, created.slug, name, places);
  const table = page.getByRole("table", { name: /Puan Durumu/ });
  await expect(table.getByRole("columnheader", { name: "Buchholz" })).toBeVisible();
  await expect(table.getByRole("rowheader")).toHaveCount(6);
  for (const round of ["1. Tur", "2. Tur", "3. Tur"]) await expect(page.getByRole("heading", { name: round, exact: true }).first()).toBeVisible();
  await expectNoViolations(page, "a finished Swiss tournament's page");
});
