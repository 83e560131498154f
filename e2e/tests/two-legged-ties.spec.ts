import { expect, test } from "./fixtures.ts";
import { confirmMatch, createCommunity, createTournament, type ApiMatch } from "./tournament-support.ts";

// Issue 28: an elimination of four over two legs, its semi-finals played through the API. A
// visitor reads the bracket: each tie once, its two legs labelled, and the aggregate ('Toplam 3–2').

test("a two-legged elimination: both legs of each tie in the bracket, and the aggregate", async ({ page, request }) => {
  test.slow();
  const community = await createCommunity(request, 3, "rovans");
  let cup = await createTournament(request, community, {
    name: "Rövanşlı Kupa",
    system: "elimination",
    participantCount: 4,
    knockoutLegs: 2,
    participants: community.members.map((m) => m._id),
  });
  const semis = (cup.eliminationFixtures as Array<{ matches: Array<ApiMatch & { leg: number }> }>)[0]!.matches;
  // Tie 1: 2–1 then 1–1 (3–2 on aggregate); tie 2: 1–0 then 0–0.
  const scores: Array<[number, number]> = [
    [2, 1],
    [1, 1],
    [1, 0],
    [0, 0],
  ];
  for (const [i, match] of semis.entries()) cup = await confirmMatch(request, community, cup, match._id, ...scores[i]!);

  await page.goto(`/turnuvalar/${cup.slug}`);
  const semiFinal = page.getByRole("region", { name: "Yarı Final" });
  const ties = semiFinal.getByRole("listitem").filter({ hasText: "Rövanş" });
  await expect(ties).toHaveCount(2);
  await expect(ties.nth(0).getByText("İlk maç")).toBeVisible();
  await expect(semiFinal.getByText("Toplam 3–2")).toBeVisible();
  await expect(semiFinal.getByText("Toplam 1–0")).toBeVisible();
  // The final was drawn from the two ties' winners.
  await expect(page.getByRole("region", { name: "Final", exact: true })).toBeVisible();
});
