import { AxeBuilder } from "@axe-core/playwright";
import { expect, test } from "./fixtures.ts";
import { logIn, tokenFor } from "./support.ts";
import { createCommunity, createTournament } from "./tournament-support.ts";

/**
 * Issue 25: a member with matches waiting for them finds 'Seni bekleyen maçlar' on their home
 * page, sees what each waits for (to report, to accept the opponent's score), follows one to the
 * tournament's 'Maçlarım' and accepts the score there; back home, it no longer waits. The
 * tournament's calendar file is one link away on its page.
 */
test("a member sees the matches waiting for them on the home page and follows one to 'Maçlarım'", async ({ page, request }) => {
  test.slow();
  const community = await createCommunity(request, 2, "bekle");
  const [me, rival] = community.accounts as [(typeof community.accounts)[0], (typeof community.accounts)[0]];
  const tournament = await createTournament(request, community, {
    name: "Bekleyen Ligi",
    system: "league",
    matchType: "single",
    resultEntry: "players",
    roundDays: 7,
    participants: community.members.map((member) => member._id),
  });
  const matches = (
    tournament.leagueFixtures as Array<{ matches: Array<{ _id: string; home: { username: string } | null; away: { username: string } | null }> }>
  )
    .flatMap((week) => week.matches)
    .filter((match) => match.home && match.away);
  const ours = matches.find((match) => [match.home!.username, match.away!.username].sort().join() === [me.username, rival.username].sort().join())!;
  // The rival reports 3–1 (home–away): for me, a score to accept.
  const reported = await request.post(`/api/tournaments/${tournament._id}/matches/${ours._id}/report`, {
    headers: { Authorization: `Bearer ${await tokenFor(request, rival)}` },
    data: { homeScore: 3, awayScore: 1 },
  });
  expect(reported.status()).toBe(200);

  await page.goto("/giris-yap");
  await logIn(page, me);
  await expect(page.getByRole("heading", { name: `Hoş geldin, ${me.username}!` })).toBeVisible();
  const waiting = page.getByRole("region", { name: "Seni bekleyen maçlar" });
  const toAccept = waiting.getByRole("link", { name: `${rival.username} skoru 3–1 bildirdi` });
  await expect(toAccept).toBeVisible();
  // My other match in the league (against the owner) waits for my report.
  await expect(waiting.getByRole("link", { name: /Skorunu bildir/ })).toHaveCount(1);
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);

  await toAccept.click();
  await expect(page).toHaveURL(new RegExp(`/turnuvalar/${tournament.slug}#maclarim$`));
  const myMatches = page.getByRole("region", { name: "Maçlarım" });
  await expect(myMatches).toBeFocused();
  await expect(page.getByRole("link", { name: "Takvime ekle" })).toHaveAttribute("href", `/api/tournaments/${tournament._id}/calendar.ics`);
  await myMatches.getByRole("button", { name: "Onayla", exact: true }).click();
  await expect(myMatches.getByRole("button", { name: "Onayla", exact: true })).toHaveCount(0);

  // Home again: the accepted match no longer waits; the one to report still does.
  await page.goto("/");
  await expect(waiting.getByRole("link", { name: /Skorunu bildir/ })).toHaveCount(1);
  await expect(waiting.getByRole("link", { name: `${rival.username} skoru 3–1 bildirdi` })).toHaveCount(0);
});
