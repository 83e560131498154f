import { expect, test, type Page } from "./fixtures.ts";
import { logIn } from "./support.ts";
import {
  byRanking,
  createCommunity,
  confirmFinish,
  expectStandingsNames,
  finishedAtHome,
  placesOnDetail,
  playAllOpen,
  playFirstOpen,
  press,
  type Community,
} from "./tournament-support.ts";

type Locator = ReturnType<Page["getByRole"]>;

// Each journey first builds its community through the API (accounts, invitations), which takes
// most of its time on a shared machine.
test.describe.configure({ timeout: 90_000 });
type APIRequestContext = Page["request"];

// Part 2 §2 tab 1 'Yeni Turnuva': the owner of a platform with members chooses a system, fills
// its wizard by keyboard and pointer, is refused by a §5 rule before anything is sent, starts the
// tournament and sees its first fixtures; the server has it. Then, in the same screen, the owner
// plays it to its champion as a person does (part 2 §2, §4): scores typed into the inputs named
// after each player, the system's buttons to go on and to finish, home with the news, and the
// champion on the public detail page.

/** Signs the owner in and opens the platform's first tab; answers the chooser. */
async function openTab(page: Page, community: Community): Promise<void> {
  await page.goto("/giris-yap");
  await logIn(page, community.owner);
  await expect(page.getByRole("heading", { name: `Hoş geldin, ${community.owner.username}!` })).toBeVisible();
  await page.goto(`/platformlar?platformId=${community.platform._id}&menu=1`);
  // A fresh load of the platform's first tab fetches its lazy parts one after another (the page,
  // the manager, the tabs, the wizard: no preload helper, vite.config.ts); with two journeys on two
  // cores that took 4–6.6 s, past the 5 s default.
  await expect(page.getByRole("heading", { name: "Turnuva Sistemini Seçin" })).toBeVisible({ timeout: 15_000 });
}

/** Every POST to the tournaments API from now on: a refused step must not add one. */
function watchCreates(page: Page): () => number {
  let count = 0;
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/tournaments") count += 1;
  });
  return () => count;
}

/** Step 1 by keyboard: focus is on the step's heading; Tab to each field, Enter to go on. */
async function detailsByKeyboard(page: Page, name: string, counts: string[]): Promise<void> {
  await expect(page.getByRole("heading", { level: 3, name: "Turnuva Detayları" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Turnuva Adı")).toBeFocused();
  await page.keyboard.type(name);
  for (const count of counts) {
    await page.keyboard.press("Tab");
    await page.keyboard.type(count);
  }
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 3, name: "Katılımcıları Seçin" })).toBeFocused();
}

function member(page: Page, username: string): Locator {
  return page.getByRole("list", { name: "Platform üyeleri" }).getByRole("button", { name: username, exact: true });
}

async function pick(page: Page, usernames: string[]): Promise<void> {
  for (const username of usernames) {
    await press(page, member(page, username));
    await expect(member(page, username)).toHaveAttribute("aria-pressed", "true");
  }
}

/** The server's answer to the wizard's request, and then the managing screen with its fixtures. */
async function start(page: Page, button: Locator, confirm: string): Promise<{ slug: string }> {
  const created = page.waitForResponse(
    (response) => response.request().method() === "POST" && new URL(response.url()).pathname === "/api/tournaments",
  );
  await press(page, button);
  const response = await created;
  expect(response.status()).toBe(201);
  const { tournament } = (await response.json()) as { tournament: { slug: string } };
  await expect(page.getByText("Turnuva oluşturuldu.")).toBeVisible();
  // The first fixtures: a match with its score entry (the managing screen's own words).
  await expect(page.getByRole("tabpanel").getByRole("button", { name: confirm, exact: true }).first()).toBeVisible();
  return tournament;
}

async function stored(request: APIRequestContext, slug: string) {
  const response = await request.get(`/api/tournaments/${slug}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as {
    system: string;
    name: string;
    participants: Array<{ username: string; seed: number | null; group: number | null }>;
  };
}

/**
 * The page never scrolls sideways: everything fits the screen (375 px on a phone). Measured
 * against the screen's width: on a phone an overflowing page widens `innerWidth` with it.
 */
async function fitsWidth(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
}

/** The podium of a knockout on the managing screen: each place with its player. */
async function podiumShows(podium: Locator, places: { champion: string; second: string; third: string }): Promise<void> {
  await expect(podium.getByRole("listitem")).toHaveCount(3);
  for (const [label, username] of [
    ["ŞAMPİYON", places.champion],
    ["İKİNCİ", places.second],
    ["ÜÇÜNCÜ", places.third],
  ] as const) {
    await expect(podium.getByRole("listitem").filter({ hasText: label })).toHaveText(`${label}${username}`);
  }
}

/** The managing screen's own buttons: go on, show results, finish, pause. */
const actions = (page: Page) => page.getByRole("group", { name: "Turnuva işlemleri" });

test("league: details by keyboard, the weekly 'Bay' of an odd count, three members, single matches, played to its champion", async ({
  page,
  request,
}) => {
  test.slow();
  const community = await createCommunity(request, 3, "lig");
  const creates = watchCreates(page);
  await openTab(page, community);
  await press(page, page.getByRole("button", { name: /^Lig / }));
  await expect(page.getByRole("heading", { level: 2, name: "Lig Turnuvası Oluştur" })).toBeVisible();
  await detailsByKeyboard(page, "Bahar Ligi", ["3"]);

  await expect(page.getByText("Katılımcı sayısı tek: her hafta bir takım maç yapmaz (Bay).")).toBeVisible();
  // §5: the selection must equal the count; refused here, nothing sent.
  await press(page, page.getByRole("button", { name: "3 katılımcı daha seçin" }));
  await expect(page.getByRole("alert").filter({ hasText: "Hata: Lütfen doğru sayıda katılımcı seçin." })).toBeVisible();
  expect(creates()).toBe(0);
  const chosen = community.members.slice(1).map((m) => m.username);
  // Search by the start of the name: the member is found.
  await page.getByLabel("Üye Ara").fill(chosen[0]!.slice(0, 5).toUpperCase());
  await expect(member(page, chosen[0]!)).toBeVisible();
  await page.getByLabel("Üye Ara").fill("");
  await pick(page, chosen);
  await fitsWidth(page);
  await press(page, page.getByRole("button", { name: "Maç Türüne Geç" }));

  await press(page, page.getByRole("radio", { name: "Tek Maç" }));
  await expect(page.getByText("3 hafta, toplam 3 maç oynanacak.")).toBeVisible();
  const { slug } = await start(page, page.getByRole("button", { name: "Turnuvayı Başlat" }), "Skoru Onayla");
  const league = await stored(request, slug);
  expect(league.system).toBe("league");
  expect(league.participants.map((p) => p.username).sort()).toEqual([...chosen].sort());

  // Three weeks of one match each; every week one of the three sits out.
  await expect(page.getByRole("heading", { name: "3. Hafta" })).toBeVisible();
  await expect(page.getByText("Bay", { exact: true })).toHaveCount(3);
  // The first chosen beats both others, the second beats the third: the table says so.
  const played = await playAllOpen(page, byRanking(chosen));
  expect(played).toHaveLength(3);
  await expect(page.getByRole("button", { name: "Skoru İptal Et" })).toHaveCount(3);
  const table = page.getByRole("table", { name: "Puan Durumu" });
  await expectStandingsNames(
    table,
    chosen.map((username) => `${username} (ilk üç)`),
  );
  await expect(table.getByRole("row").nth(1).getByRole("cell").last()).toHaveText("6");
  await fitsWidth(page);

  await press(page, actions(page).getByRole("button", { name: "Turnuvayı Bitir", exact: true }));
  await confirmFinish(page);
  await finishedAtHome(page);
  await placesOnDetail(page, slug, "Bahar Ligi", { champion: chosen[0]! });
  await fitsWidth(page);
});

test("elimination: four members with a seed, the count refused until reached, round by round to the podium, saved", async ({ page, request }) => {
  test.slow();
  const community = await createCommunity(request, 4, "eleme");
  const creates = watchCreates(page);
  await openTab(page, community);
  await press(page, page.getByRole("button", { name: /^Eleme Sistemi / }));
  await expect(page.getByRole("heading", { level: 2, name: "Eleme Turnuvası Oluştur" })).toBeVisible();
  await detailsByKeyboard(page, "Kış Kupası", ["4"]);

  const [seed, ...others] = community.members.slice(1).map((m) => m.username);
  await pick(page, [seed!]);
  await press(page, page.getByRole("button", { name: "3 katılımcı daha seçin" }));
  await expect(page.getByRole("alert").filter({ hasText: "Hata: Lütfen doğru sayıda katılımcı seçin." })).toBeVisible();
  expect(creates()).toBe(0);
  const seedButton = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("button", { name: seed!, exact: true }) })
    .getByRole("button", { name: /Seri Başı/ });
  await press(page, seedButton);
  await expect(seedButton).toHaveText("★ Seri Başı");
  await pick(page, others);
  await fitsWidth(page);

  const { slug } = await start(page, page.getByRole("button", { name: "Turnuvayı Başlat" }), "Skoru Onayla");
  const elimination = await stored(request, slug);
  expect(elimination.system).toBe("elimination");
  expect(elimination.participants.find((p) => p.username === seed)?.seed).toBe(1);

  // The seed wins every match, and of two others the first chosen.
  const decide = byRanking([seed!, ...others]);
  const bracket = page.getByRole("region", { name: "Eleme ağacı" });
  await expect(bracket.getByRole("heading", { level: 3 })).toHaveText(["Yarı Final"]);
  await expect(page.getByRole("button", { name: "Skoru Onayla" })).toHaveCount(2);
  const semiFinals = [await playFirstOpen(page, decide)];
  // The round's last score is said to draw the next round before it is confirmed.
  await expect(page.getByText("Bu, turun son skoru: onaylandığında sonraki tur kurulur ve bu turun skorları artık iptal edilemez.")).toBeVisible();
  semiFinals.push(await playFirstOpen(page, decide));
  expect(semiFinals.flatMap((m) => [m.home, m.away]).sort()).toEqual([seed, ...others].sort());

  // The final between the semi-finals' winners, the third-place match between their losers.
  await expect(bracket.getByRole("heading", { level: 3 })).toHaveText(["Yarı Final", "Final"]);
  await expect(page.getByRole("button", { name: "Skoru Onayla" })).toHaveCount(2);
  const last = await playAllOpen(page, decide);
  const final = last.find((m) => m.winner === seed);
  const third = last.find((m) => m !== final);
  expect([final?.home, final?.away].sort()).toEqual(semiFinals.map((m) => m.winner).sort());
  expect([third?.home, third?.away].sort()).toEqual(semiFinals.map((m) => m.loser).sort());
  const places = { champion: seed!, second: final!.loser!, third: third!.winner! };

  const champion = page.getByRole("region", { name: /ŞAMPİYON/ });
  await expect(champion.getByText(seed!, { exact: true })).toBeVisible();
  await fitsWidth(page);
  await press(page, champion.getByRole("button", { name: "Turnuvayı Bitir", exact: true }));
  const podium = page.getByRole("region", { name: "Sonuçlar" });
  await podiumShows(podium, places);
  await fitsWidth(page);
  await press(page, podium.getByRole("button", { name: "Turnuvayı Bitir ve Kaydet" }));
  await confirmFinish(page);
  await expect(page.getByText("Turnuva başarıyla tamamlandı ve kaydedildi!", { exact: true })).toBeVisible();
  await expect(page.getByText("Ana sayfaya yönlendiriliyorsunuz...", { exact: true })).toBeVisible();
  await finishedAtHome(page);
  await placesOnDetail(page, slug, "Kış Kupası", places);
  await fitsWidth(page);
});

test("groups: two groups of two, the details required before sending, manual groups for everyone, knockout to the podium", async ({
  page,
  request,
}) => {
  test.slow();
  const community = await createCommunity(request, 4, "grup");
  const creates = watchCreates(page);
  await openTab(page, community);
  await press(page, page.getByRole("button", { name: /^Gruplar / }));
  await expect(page.getByRole("heading", { level: 2, name: "Grup Turnuvası Oluştur" })).toBeVisible();
  await detailsByKeyboard(page, "Yaz Kupası", ["4", "2"]);

  const chosen = community.members.slice(1).map((m) => m.username);
  await pick(page, chosen);
  await press(page, page.getByRole("button", { name: "Grup Ayarlarına Geç" }));
  await expect(page.getByRole("heading", { level: 3, name: "Maç Türü ve Gruplar" })).toBeVisible();

  // §5: match type and advancing count first; refused here, nothing sent.
  await press(page, page.getByRole("button", { name: "Turnuvayı Başlat" }));
  await expect(
    page.getByRole("alert").filter({ hasText: "Hata: Lütfen tüm turnuva detaylarını (maç türü, çıkacak takım sayısı vb.) doldurun." }),
  ).toBeVisible();
  expect(creates()).toBe(0);
  await press(page, page.getByRole("radio", { name: "Tek Maç", exact: true }));
  await page.getByLabel("Gruptan Çıkacak Takım Sayısı").fill("2");
  await press(page, page.getByRole("radio", { name: "Manuel" }));
  const assignment = page.getByRole("group", { name: "Katılımcıların grupları" });
  for (const [index, username] of chosen.entries()) {
    await assignment.getByLabel(username, { exact: true }).selectOption(index < 2 ? "Grup A" : "Grup B");
  }
  await fitsWidth(page);

  const { slug } = await start(page, page.getByRole("button", { name: "Turnuvayı Başlat" }), "Skoru Onayla");
  const group = await stored(request, slug);
  expect(group.system).toBe("group");
  const groupOf = Object.fromEntries(group.participants.map((p) => [p.username, p.group]));
  expect(chosen.map((username) => groupOf[username])).toEqual([0, 0, 1, 1]);

  // Group A is open; in each group the first chosen wins: A1, A2, B1, B2 in the order chosen.
  const [a1, a2, b1, b2] = chosen as [string, string, string, string];
  const decide = byRanking(chosen);
  const advancing = (username: string) => `${username} (üst tura çıkıyor)`;
  await expect(page.getByText(/Adım 4: Grup maçları/)).toBeVisible();
  await expect(page.getByRole("tab", { name: "Grup A", selected: true })).toBeVisible();
  expect(await playAllOpen(page, decide)).toHaveLength(1);
  await expectStandingsNames(page.getByRole("table", { name: "Grup A Puan Durumu" }), [a1, a2].map(advancing));
  await press(page, page.getByRole("tab", { name: "Grup B" }));
  await expect(page.getByRole("tab", { name: "Grup B", selected: true })).toBeVisible();
  expect(await playAllOpen(page, decide)).toHaveLength(1);
  await expectStandingsNames(page.getByRole("table", { name: "Grup B Puan Durumu" }), [b1, b2].map(advancing));

  // Two groups advancing two: A1–B2 and B1–A2 (part 2 §9).
  await press(page, actions(page).getByRole("button", { name: "Eleme Turlarına Geç" }));
  await expect(page.getByText(/Adım 5: Eleme turları/)).toBeVisible();
  const semiFinals = await playAllOpen(page, decide);
  expect(semiFinals.map((m) => [m.home, m.away].sort()).sort()).toEqual([[a1, b2].sort(), [b1, a2].sort()].sort());

  await press(page, actions(page).getByRole("button", { name: "Sonraki Tura Geç" }));
  await expect(page.getByText(/Adım 6: Final ve 3.lük maçı/)).toBeVisible();
  const last = await playAllOpen(page, decide);
  expect(last.map((m) => [m.home, m.away].sort()).sort()).toEqual([[a1, a2].sort(), [b1, b2].sort()].sort());

  await press(page, actions(page).getByRole("button", { name: "Sonuçları Göster" }));
  await expect(page.getByText(/Adım 7: Sonuçlar/)).toBeVisible();
  const podium = page.getByRole("region", { name: "Sonuçlar" });
  const places = { champion: a1, second: a2, third: b1 };
  await podiumShows(podium, places);
  await fitsWidth(page);
  await press(page, podium.getByRole("button", { name: "Turnuvayı Bitir", exact: true }));
  await confirmFinish(page);
  await finishedAtHome(page);
  await placesOnDetail(page, slug, "Yaz Kupası", places);
  await fitsWidth(page);
});

test("challenge: the same member twice refused before sending, then best of three won 2–1", async ({ page, request }) => {
  test.slow();
  const community = await createCommunity(request, 2, "meydan");
  const creates = watchCreates(page);
  await openTab(page, community);
  await press(page, page.getByRole("button", { name: /^Meydan Okuma / }));
  await expect(page.getByRole("heading", { level: 2, name: "Meydan Okuma Turnuvası Oluştur" })).toBeVisible();

  const [first, second] = community.members.slice(1).map((m) => m.username);
  // By keyboard: the name, then each select.
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Turnuva Adı")).toBeFocused();
  await page.keyboard.type("Derbi");
  await page.getByLabel("Gladyatör 1").selectOption({ label: first! });
  await page.getByLabel("Gladyatör 2").selectOption({ label: first! });
  await page.getByLabel("Seri Uzunluğu").selectOption({ label: "3 maç (2 galibiyet alan kazanır)" });
  await press(page, page.getByRole("button", { name: "Meydan Okumayı Başlat" }));
  await expect(page.getByText("Lütfen iki farklı katılımcı seçin.")).toBeVisible();
  expect(creates()).toBe(0);

  await page.getByLabel("Gladyatör 2").selectOption({ label: second! });
  await fitsWidth(page);
  const { slug } = await start(page, page.getByRole("button", { name: "Meydan Okumayı Başlat" }), "Onayla");
  const challenge = await stored(request, slug);
  expect(challenge.system).toBe("challenge");
  expect(challenge.participants.map((p) => p.username)).toEqual([first, second]);

  // Gladiator 1 wins, gladiator 2 levels, gladiator 1 wins the third and the series.
  const series = page.getByRole("region", { name: "Seri" });
  await expect(series).toContainText("3 maçlık seri: 2 galibiyete ulaşan kazanır");
  await expect(page.getByRole("button", { name: "Onayla", exact: true })).toHaveCount(3);
  const champion = page.getByRole("region", { name: /ŞAMPİYON/ });
  for (const [score, count] of [
    [[3, 1], "1 – 0"],
    [[0, 2], "1 – 1"],
    [[1, 0], "2 – 1"],
  ] as const) {
    const played = await playFirstOpen(page, () => [...score], "Onayla");
    expect([played.home, played.away]).toEqual([first, second]);
    await expect(series).toContainText(count);
    if (count !== "2 – 1") await expect(champion).toHaveCount(0);
  }
  await expect(page.getByRole("button", { name: "İptal", exact: true })).toHaveCount(3);
  await expect(champion.getByText(first!, { exact: true })).toBeVisible();
  await fitsWidth(page);
  await press(page, champion.getByRole("button", { name: "🎉 Turnuvayı Bitir" }));
  await confirmFinish(page);
  await finishedAtHome(page);
  await placesOnDetail(page, slug, "Derbi", { champion: first! });
  await fitsWidth(page);
});
