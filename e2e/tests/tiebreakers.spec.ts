import { expect, test } from "./fixtures.ts";
import { confirmMatch, createCommunity, createTournament, type ApiTournament, type ApiMatch } from "./tournament-support.ts";

// Issue 28: a league made with head-to-head first, played through the API so that two players end
// level on points with the better goal difference on one side and the meeting won by the other. A
// visitor reads the table: the meeting's winner above, and a note, read as the row's description,
// saying which rule separated them.

test("a head-to-head league: the winner of the meeting above the better goal difference, and a note saying why", async ({ page, request }) => {
  test.slow();
  const community = await createCommunity(request, 3, "esit");
  const [a, b, c, d] = community.members;
  // a and b finish on 6 points; b's goal difference is +7, a's +1, but a beat b.
  const results = new Map<string, [number, number]>([
    [`${a!._id}|${b!._id}`, [1, 0]],
    [`${a!._id}|${c!._id}`, [1, 0]],
    [`${a!._id}|${d!._id}`, [0, 1]],
    [`${b!._id}|${c!._id}`, [5, 0]],
    [`${b!._id}|${d!._id}`, [3, 0]],
    [`${c!._id}|${d!._id}`, [0, 0]],
  ]);
  let league = await createTournament(request, community, {
    name: "İkili Averaj Ligi",
    system: "league",
    matchType: "single",
    tiebreakers: "headToHead",
    participants: community.members.map((m) => m._id),
  });
  const matches = (league.leagueFixtures as Array<{ matches: ApiMatch[] }>).flatMap((week) => week.matches);
  for (const match of matches) {
    const [home, away] = [match.home!._id, match.away!._id];
    const straight = results.get(`${home}|${away}`);
    const [homeScore, awayScore] = straight ?? [...results.get(`${away}|${home}`)!].reverse();
    league = await confirmMatch(request, community, league, match._id, homeScore, awayScore);
  }

  await page.goto(`/turnuvalar/${(league as ApiTournament).slug}`);
  const table = page.getByRole("table", { name: "Puan Durumu" });
  const order = [a!, b!, d!, c!];
  for (const [i, person] of order.entries()) {
    await expect(table.getByRole("rowheader").nth(i).getByRole("link", { name: person.username, exact: true })).toBeVisible();
  }
  const note = `${b!.username}, ${a!.username} ile puanda eşit; aralarındaki maçların puanı ayırdı.`;
  await expect(table.getByRole("rowheader").nth(1)).toHaveAccessibleDescription(note);
  await expect(page.getByText("Eşitlikte: İkili averaj (aralarındaki maçlar)")).toBeVisible();
  await expect(page.getByRole("list", { name: "Eşitlik notları" }).getByRole("listitem")).toHaveText([`1 ${note}`]);
});
