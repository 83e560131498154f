import { expect, test, type Page } from "./fixtures.ts";
import { isPhone, logIn } from "./support.ts";
import {
  act,
  confirmMatch,
  createCommunity,
  createTournament,
  press,
  type ApiTournament,
  type Community,
  type Member,
} from "./tournament-support.ts";

// Issue 11: a league played through the API shows on its players' profiles, the history pages
// through to its end, and the two players' comparison in the platform's tab 3 matches the
// fixtures. The figures expected here are counted from the scores the journey itself sent.
test.describe.configure({ timeout: 120_000 });

type Locator = ReturnType<Page["getByRole"]>;

interface Played {
  home: Member;
  away: Member;
  homeScore: number;
  awayScore: number;
}

/** Every match of an answer that has a home and an away player (a bye has one of them null). */
function matchesOf(tournament: ApiTournament): Array<{ _id: string; home: Member; away: Member }> {
  const found: Array<{ _id: string; home: Member; away: Member }> = [];
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (typeof value !== "object" || value === null) return;
    const match = value as { _id?: string; home?: Member | null; away?: Member | null };
    if (typeof match._id === "string" && match.home && match.away && "homeScore" in match) {
      found.push({ _id: match._id, home: match.home, away: match.away });
      return;
    }
    Object.values(value).forEach(walk);
  };
  walk(tournament.leagueFixtures);
  return found;
}

/** Wins, draws, losses and draws in turn by the pair, so every figure differs from the others. */
function scoreFor(index: number): [number, number] {
  return (
    [
      [3, 1],
      [1, 1],
      [0, 2],
    ] as const
  )[index % 3] as [number, number];
}

/** A double league of all members played to its end through the API; what was sent, in order. */
async function playLeague(
  request: Parameters<typeof createCommunity>[0],
  community: Community,
): Promise<{ tournament: ApiTournament; played: Played[] }> {
  let tournament = await createTournament(request, community, {
    name: "Profil Ligi",
    system: "league",
    matchType: "double",
    participants: community.members.map((member) => member._id),
  });
  const byId = new Map(matchesOf(tournament).map((match) => [match._id, match]));
  const played: Played[] = [];
  for (let index = 0; tournament.actions.confirm.length > 0; index += 1) {
    const matchId = tournament.actions.confirm[0]!;
    const match = byId.get(matchId)!;
    const [homeScore, awayScore] = scoreFor(index);
    tournament = await confirmMatch(request, community, tournament, matchId, homeScore, awayScore);
    played.push({ home: match.home, away: match.away, homeScore, awayScore });
  }
  tournament = await act(request, community, tournament, "finish");
  return { tournament, played };
}

/** A player's figures counted from the matches sent. */
function figuresOf(played: Played[], username: string) {
  const own = played
    .filter((match) => match.home.username === username || match.away.username === username)
    .map((match) => (match.home.username === username ? [match.homeScore, match.awayScore] : [match.awayScore, match.homeScore]) as [number, number]);
  return {
    matches: own.length,
    wins: own.filter(([mine, theirs]) => mine > theirs).length,
    draws: own.filter(([mine, theirs]) => mine === theirs).length,
    losses: own.filter(([mine, theirs]) => mine < theirs).length,
    scored: own.reduce((sum, [mine]) => sum + mine, 0),
    conceded: own.reduce((sum, [, theirs]) => sum + theirs, 0),
  };
}

/** The value of a figure in a section: the `dd` beside its `dt`. */
const figure = (section: Locator, name: string) =>
  section
    .locator("dt")
    .filter({ hasText: new RegExp(`^${name}$`) })
    .locator("xpath=following-sibling::dd");

async function profileShows(page: Page, username: string, expected: ReturnType<typeof figuresOf>): Promise<void> {
  await page.goto(`/profil/${username}`);
  await expect(page.getByRole("heading", { level: 1, name: username, exact: true })).toBeVisible();
  await expect(page).toHaveTitle(`${username} Profili - İstatistikler`);
  await expect(page.getByText(`${expected.matches} maç`, { exact: true })).toBeVisible();
  await expect(page.getByText("Aktif Oyuncu")).toBeVisible();
  const general = page.getByRole("region", { name: "Genel Maç İstatistikleri" });
  await expect(figure(general, "Maç")).toHaveText(String(expected.matches));
  await expect(figure(general, "Galibiyet")).toHaveText(String(expected.wins));
  await expect(figure(general, "Beraberlik")).toHaveText(String(expected.draws));
  await expect(figure(general, "Mağlubiyet")).toHaveText(String(expected.losses));
  await expect(figure(general, "Attığı Gol")).toHaveText(String(expected.scored));
  await expect(figure(general, "Yediği Gol")).toHaveText(String(expected.conceded));
  const tournaments = page.getByRole("region", { name: "Turnuva Performansı" });
  await expect(figure(tournaments, "Katıldığı Turnuva")).toHaveText("1");
}

test("a played league shows on both players' profiles, the history pages to its end, the comparison matches the fixtures", async ({
  page,
  request,
}) => {
  test.slow();
  // Seven players in a double league: everyone plays 12 matches, so the history has two pages.
  const community = await createCommunity(request, 6, "profil");
  const { tournament, played } = await playLeague(request, community);
  const [first, second] = [community.members[1]!, community.members[2]!];

  // Both players' profiles, as a visitor.
  const firstFigures = figuresOf(played, first.username);
  const secondFigures = figuresOf(played, second.username);
  expect(firstFigures.matches).toBe(12);
  await profileShows(page, second.username, secondFigures);
  await profileShows(page, first.username, firstFigures);
  await expect(page.getByText(`${first.username.toLowerCase()}@`, { exact: false })).toHaveCount(0);

  // The history: 10, then the last 2 and the end; each links to the tournament and the opponent.
  const history = page.getByRole("region", { name: /Maç Geçmişi/ });
  const items = history.getByRole("listitem");
  await expect(items).toHaveCount(10);
  await expect(items.first().getByRole("link", { name: "Profil Ligi" })).toHaveAttribute("href", `/turnuvalar/${tournament.slug}`);
  await expect(history.getByText(/Tüm maçlar yüklendi/)).toHaveCount(0);
  await press(page, history.getByRole("button", { name: "Daha Fazla Yükle" }));
  await expect(items).toHaveCount(12);
  await expect(history.getByText("Tüm maçlar yüklendi (12 maç)", { exact: true })).toBeVisible();
  const opponentLink = items.first().getByRole("link").first();
  const opponent = (await opponentLink.textContent())!;
  await press(page, opponentLink);
  await expect(page).toHaveURL(new RegExp(`/profil/${opponent}$`));
  await expect(page.getByRole("heading", { level: 1, name: opponent, exact: true })).toBeVisible();

  // Nothing sideways on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

  // The comparison in the platform's tab 3, as its owner.
  await page.goto("/giris-yap");
  await logIn(page, community.owner);
  await expect(page.getByRole("heading", { name: `Hoş geldin, ${community.owner.username}!` })).toBeVisible();
  await page.goto(`/platformlar?platformId=${community.platform._id}&menu=3`);
  const compare = page.getByRole("region", { name: "Üyeleri Karşılaştır" });
  await compare.getByRole("combobox", { name: "Birinci oyuncu" }).selectOption({ label: first.username });
  await compare.getByRole("combobox", { name: "İkinci oyuncu" }).selectOption({ label: second.username });
  const submit = compare.getByRole("button", { name: "Karşılaştır" });
  await press(page, submit);

  const between = played.filter(
    (match) =>
      new Set([match.home.username, match.away.username]).size === 2 &&
      [match.home.username, match.away.username].every((name) => name === first.username || name === second.username),
  );
  expect(between).toHaveLength(2);
  const goals = (username: string) => between.reduce((sum, match) => sum + (match.home.username === username ? match.homeScore : match.awayScore), 0);
  const wins = (username: string) =>
    between.filter((match) => (match.home.username === username ? match.homeScore > match.awayScore : match.awayScore > match.homeScore)).length;
  await expect(figure(compare, "Toplam Maç")).toHaveText("2");
  await expect(figure(compare, `${first.username} galibiyeti`)).toHaveText(String(wins(first.username)));
  await expect(figure(compare, `${second.username} galibiyeti`)).toHaveText(String(wins(second.username)));
  await expect(figure(compare, "Beraberlik")).toHaveText(String(2 - wins(first.username) - wins(second.username)));
  await expect(figure(compare, `${first.username} golü`)).toHaveText(String(goals(first.username)));
  await expect(figure(compare, `${second.username} golü`)).toHaveText(String(goals(second.username)));
  await expect(compare.getByRole("listitem")).toHaveCount(2);
  await expect(compare.getByRole("listitem").first().getByRole("link", { name: "Profil Ligi" })).toHaveAttribute(
    "href",
    `/turnuvalar/${tournament.slug}`,
  );
  // Part 1 §2: the pair just compared cannot be asked again.
  await expect(submit).toBeDisabled();
  if (!isPhone(page)) await expect(compare.getByRole("heading", { name: "Karşılaşmalar" })).toBeVisible();
});

test("a person without matches reads the own empty history with the way to start", async ({ page, request }) => {
  const community = await createCommunity(request, 0, "bos");
  await page.goto("/giris-yap");
  await logIn(page, community.owner);
  await expect(page.getByRole("heading", { name: `Hoş geldin, ${community.owner.username}!` })).toBeVisible();
  await page.goto("/profil");
  await expect(page.getByRole("heading", { level: 1, name: community.owner.username, exact: true })).toBeVisible();
  await expect(page.getByText(community.owner.email)).toBeVisible();
  await expect(page.getByText("Henüz hiç maç oynamamışsınız", { exact: true })).toBeVisible();
  await expect(page.getByText("Performans verisi yok", { exact: true })).toBeVisible();
  await expect(page.getByText("Aktif Oyuncu")).toHaveCount(0);
});
