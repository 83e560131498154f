import { expect, test } from "./fixtures.ts";
import { logIn, uniqueUsername } from "./support.ts";
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

// Issue 28: the organiser plays a two-legged tie through the managing screen: a first leg's draw
// stands (no shoot-out asked for); the second leg, level on aggregate, asks for penalties, is refused
// without them in the engine's words, and is decided by them: the winner on penalties is in the final.
test("a two-legged tie level on aggregate, decided on penalties in the second leg through the managing screen", async ({ page, request }) => {
  test.slow();
  const community = await createCommunity(request, 3, "rovpen");
  const name = `Rövanş ${uniqueUsername("r")}`;
  const cup = await createTournament(request, community, {
    name,
    system: "elimination",
    participantCount: 4,
    knockoutLegs: 2,
    participants: community.members.map((m) => m._id),
  });
  const semis = (cup.eliminationFixtures as Array<{ matches: Array<ApiMatch & { leg: number; index: number }> }>)[0]!.matches;
  const [first, second] = semis.filter((m) => m.index === 0);
  const [home, away] = [first!.home!.username, first!.away!.username];

  await page.goto("/giris-yap");
  await logIn(page, community.owner);
  await expect(page.getByRole("heading", { name: `Hoş geldin, ${community.owner.username}!` })).toBeVisible();
  await page.goto(`/platformlar?platformId=${community.platform._id}&menu=2`);
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name, exact: true }) });
  await card.getByRole("button", { name: "Devam Et" }).click();
  await expect(page.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();

  // Leg 1: 1–1, a draw that stands.
  // Each open match's form names its match (`data-open-match`): the two legs have the same players.
  const legOne = page.locator(`form[data-open-match="${first!._id}"]`);
  await legOne.getByRole("spinbutton", { name: `${home} skoru`, exact: true }).fill("1");
  await legOne.getByRole("spinbutton", { name: `${away} skoru`, exact: true }).fill("1");
  await expect(legOne.getByRole("group", { name: "Penaltılar" })).toHaveCount(0);
  await legOne.getByRole("button", { name: "Skoru Onayla", exact: true }).click();

  // Leg 2 (home and away swapped), offered once leg 1 is confirmed: 2–2 is 3–3 on aggregate: penalties asked for, and needed.
  const legTwo = page.locator(`form[data-open-match="${second!._id}"]`);
  await expect(legTwo).toBeVisible();
  await legTwo.getByRole("spinbutton", { name: `${away} skoru`, exact: true }).fill("2");
  await legTwo.getByRole("spinbutton", { name: `${home} skoru`, exact: true }).fill("2");
  const penalties = legTwo.getByRole("group", { name: "Penaltılar" });
  await expect(penalties).toBeVisible();
  await legTwo.getByRole("button", { name: "Skoru Onayla", exact: true }).click();
  await expect(legTwo.getByText("Hata: Toplam berabere: penaltıları da girin.")).toBeVisible();
  await penalties.getByRole("spinbutton", { name: `${away} penaltıları`, exact: true }).fill("4");
  await penalties.getByRole("spinbutton", { name: `${home} penaltıları`, exact: true }).fill("2");
  await legTwo.getByRole("button", { name: "Skoru Onayla", exact: true }).click();
  await expect(page.getByText("2 – 2 (4–2 pen.)", { exact: true })).toBeVisible();

  // The public bracket: the aggregate level, the shoot-out on leg 2, its winner in the final.
  const other = semis.filter((m) => m.index === 1);
  const played = await confirmMatch(request, community, cup, other[0]!._id, 1, 0);
  await confirmMatch(request, community, played, other[1]!._id, 0, 0);
  await page.goto(`/turnuvalar/${cup.slug}`);
  const semiFinal = page.getByRole("region", { name: "Yarı Final" });
  await expect(semiFinal.getByText("Toplam 3–3")).toBeVisible();
  await expect(semiFinal.getByText("(4–2 pen.)", { exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "Final", exact: true }).getByTitle(away, { exact: true })).toBeVisible();
});
