import { expect, test } from "./fixtures.ts";
import { expectNoViolations } from "./axe.ts";
import { type ApiMatch, type ApiTournament, confirmMatch, createCommunity, createTournament } from "./tournament-support.ts";

/**
 * Issue 28, the ratings table: a league of a platform's three members, one match confirmed through
 * the API, and the platform page's 'Sıralama' shows the winner first with 1516 and the loser last
 * of the rated with 1484 (Elo from 1500, K 32), readable at 360 px; cancelled, both are back at
 * 1500 with no match on the next visit. The winner's profile shows the rating and its line.
 */

const matchOf = (tournament: ApiTournament, id: string) =>
  (tournament.leagueFixtures as Array<{ matches: ApiMatch[] }>).flatMap((round) => round.matches).find((match) => match._id === id)!;

test("'Sıralama' lists the members by rating, a cancel takes the match back at once, and the profile shows the rating", async ({ page, request }) => {
  test.slow();
  const community = await createCommunity(request, 2, "elo");
  const created = await createTournament(request, community, {
    name: `Elo Ligi ${community.owner.username}`,
    system: "league",
    matchType: "single",
    participants: community.members.map((m) => m._id),
  });
  const matchId = created.actions.confirm[0]!;
  const played = await confirmMatch(request, community, created, matchId, 3, 0);
  const match = matchOf(played, matchId);
  const winner = match.home!.username;
  const loser = match.away!.username;
  const third = community.members.find((m) => m.username !== winner && m.username !== loser)!.username;

  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`/platformlar/${community.platform.slug}`);
  const section = page.getByRole("region", { name: "Sıralama" });
  const rows = section.getByRole("row");
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(1)).toContainText(winner);
  await expect(rows.nth(1)).toContainText("1516");
  await expect(rows.nth(1)).toContainText("16 puan arttı");
  await expect(rows.nth(2)).toContainText(loser);
  await expect(rows.nth(2)).toContainText("1484");
  await expect(rows.nth(3)).toContainText(third);
  await expect(rows.nth(3)).toContainText("1500");
  // Readable at 360 px: the page does not scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoViolations(page, "the platform page with its 'Sıralama'");

  await page.goto(`/profil/${winner}`);
  const rating = page.getByRole("region", { name: "Elo Puanı" });
  await expect(rating.getByRole("link", { name: community.platform.name })).toBeVisible();
  await expect(rating.getByText("1516", { exact: true })).toBeVisible();
  await expect(rating.getByText("1 puanlanan maç", { exact: true })).toBeVisible();

  const cancelled = await request.post(`/api/tournaments/${created._id}/matches/${matchId}/cancel`, {
    headers: { Authorization: `Bearer ${community.ownerToken}` },
  });
  expect(cancelled.status()).toBe(200);
  await page.goto(`/platformlar/${community.platform.slug}`);
  await expect(section.getByRole("row")).toHaveCount(4);
  for (const name of [winner, loser, third]) {
    const row = section.getByRole("row").filter({ hasText: name });
    await expect(row).toContainText("1500");
    await expect(row).toContainText("değişmedi");
  }
});
