import { expect, test, type Page } from "./fixtures.ts";
import { logIn, uniqueUsername } from "./support.ts";
import { type Community, createCommunity, createTournament } from "./tournament-support.ts";

/**
 * Issue 28: a knockout match level after play is decided on penalties through the managing screen:
 * the shoot-out's fields appear only while the score is level, a level score without them is
 * refused in the spec's words, the winner on penalties goes through to the final, and the bracket
 * (the managing screen's and the public page's) says '1 – 1 (3–5 pen.)' and the clubs.
 */

async function signIn(page: Page, community: Community) {
  await page.goto("/giris-yap");
  await logIn(page, community.owner);
  await expect(page.getByRole("heading", { name: `Hoş geldin, ${community.owner.username}!` })).toBeVisible();
}

interface Side {
  username: string;
}

test("elimination of 4: a level semi-final decided on penalties, its winner in the final, the shoot-out in the bracket", async ({
  page,
  request,
}) => {
  test.slow();
  const community = await createCommunity(request, 3, "pen");
  const name = `Penaltı ${uniqueUsername("p")}`;
  const created = await createTournament(request, community, {
    name,
    system: "elimination",
    participantCount: 4,
    participants: community.members.map((m) => m._id),
  });
  const rounds = created.eliminationFixtures as Array<{ matches: Array<{ home: Side; away: Side }> }>;
  const semi = rounds[0]!.matches[0]!;
  const [home, away] = [semi.home.username, semi.away.username];

  await signIn(page, community);
  await page.goto(`/platformlar?platformId=${community.platform._id}&menu=2`);
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name, exact: true }) });
  await card.getByRole("button", { name: "Devam Et" }).click();
  await expect(page.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();

  const form = page.locator("form").filter({ has: page.getByRole("spinbutton", { name: `${home} skoru`, exact: true }) });
  const penalties = form.getByRole("group", { name: "Penaltılar" });
  await form.getByRole("spinbutton", { name: `${home} skoru`, exact: true }).fill("1");
  await form.getByRole("spinbutton", { name: `${away} skoru`, exact: true }).fill("2");
  await expect(penalties).toHaveCount(0);
  await form.getByRole("spinbutton", { name: `${away} skoru`, exact: true }).fill("1");
  await expect(penalties).toBeVisible();

  // Level and no shoot-out: refused before anything is sent, in the spec's words.
  await form.getByRole("button", { name: "Skoru Onayla", exact: true }).click();
  await expect(form.getByText("Hata: Beraberlik kabul edilemez. Lütfen geçerli bir skor girin.")).toBeVisible();

  await penalties.getByRole("spinbutton", { name: `${home} penaltıları`, exact: true }).fill("3");
  await penalties.getByRole("spinbutton", { name: `${away} penaltıları`, exact: true }).fill("5");
  await form.getByRole("combobox", { name: `${home} takımı`, exact: true }).fill("Galatasaray");
  await form.getByRole("combobox", { name: `${away} takımı`, exact: true }).fill("Real Madrid");
  await form.getByRole("button", { name: "Skoru Onayla", exact: true }).click();
  await expect(page.getByText("1 – 1 (3–5 pen.)", { exact: true })).toBeVisible();
  await expect(page.getByText("Takımlar: Galatasaray – Real Madrid", { exact: true })).toBeVisible();

  // The other semi-final: the final and the third-place match are drawn.
  const other = page
    .locator("form")
    .filter({ has: page.getByRole("button", { name: "Skoru Onayla", exact: true }) })
    .first();
  await other.getByRole("spinbutton").nth(0).fill("2");
  await other.getByRole("spinbutton").nth(1).fill("0");
  await other.getByRole("button", { name: "Skoru Onayla", exact: true }).click();
  const final = page.getByRole("region", { name: "Final", exact: true });
  await expect(final.getByRole("spinbutton", { name: `${away} skoru`, exact: true })).toBeVisible();
  await expect(final.getByRole("spinbutton", { name: `${home} skoru`, exact: true })).toHaveCount(0);

  // The public page's bracket: the semi-final with its shoot-out and clubs, the winner on penalties in the final.
  await page.goto(`/turnuvalar/${created.slug}`);
  const semis = page.getByRole("region", { name: "Yarı Final", exact: true });
  await expect(semis.getByText("(3–5 pen.)", { exact: true })).toBeVisible();
  await expect(semis.getByText("Takımlar: Galatasaray – Real Madrid", { exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "Final", exact: true }).getByTitle(away, { exact: true })).toBeVisible();
});
