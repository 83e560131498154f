import { expect, test, type Page } from "./fixtures.ts";
import { isPhone, logIn } from "./support.ts";
import { createCommunity, type Community } from "./tournament-support.ts";

type Locator = ReturnType<Page["getByRole"]>;

// Each journey first builds its community through the API (accounts, invitations), which takes
// most of its time on a shared machine.
test.describe.configure({ timeout: 90_000 });
type APIRequestContext = Page["request"];

// Part 2 §2 tab 1 'Yeni Turnuva': the owner of a platform with members chooses a system, fills
// its wizard by keyboard and pointer, is refused by a §5 rule before anything is sent, starts the
// tournament and sees its first fixtures; the server has it.

/** A tap on a phone, a click elsewhere: as a person does on each. */
async function press(page: Page, target: Locator): Promise<void> {
  if (isPhone(page)) await target.tap();
  else await target.click();
}

/** Signs the owner in and opens the platform's first tab; answers the chooser. */
async function openTab(page: Page, community: Community): Promise<void> {
  await page.goto("/giris-yap");
  await logIn(page, community.owner);
  await expect(page.getByRole("heading", { name: `Hoş geldin, ${community.owner.username}!` })).toBeVisible();
  await page.goto(`/platformlar?platformId=${community.platform._id}&menu=1`);
  await expect(page.getByRole("heading", { name: "Turnuva Sistemini Seçin" })).toBeVisible();
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
  const created = page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname === "/api/tournaments");
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
  return (await response.json()) as { system: string; name: string; participants: Array<{ username: string; seed: number | null; group: number | null }> };
}

/** The page never scrolls sideways: everything fits the screen (375 px on a phone). */
async function fitsWidth(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

test("league: details by keyboard, the weekly 'Bay' of an odd count, three members, single matches", async ({ page, request }) => {
  const community = await createCommunity(request, 3, "lig");
  const creates = watchCreates(page);
  await openTab(page, community);
  await press(page, page.getByRole("button", { name: "Lig", exact: true }));
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
});

test("elimination: four members with a seed, the count refused until reached, then round one", async ({ page, request }) => {
  const community = await createCommunity(request, 4, "eleme");
  const creates = watchCreates(page);
  await openTab(page, community);
  await press(page, page.getByRole("button", { name: "Eleme Sistemi" }));
  await expect(page.getByRole("heading", { level: 2, name: "Eleme Turnuvası Oluştur" })).toBeVisible();
  await detailsByKeyboard(page, "Kış Kupası", ["4"]);

  const [seed, ...others] = community.members.slice(1).map((m) => m.username);
  await pick(page, [seed!]);
  await press(page, page.getByRole("button", { name: "3 katılımcı daha seçin" }));
  await expect(page.getByRole("alert").filter({ hasText: "Hata: Lütfen doğru sayıda katılımcı seçin." })).toBeVisible();
  expect(creates()).toBe(0);
  const seedButton = page.getByRole("listitem").filter({ has: page.getByRole("button", { name: seed!, exact: true }) }).getByRole("button", { name: /Seri Başı/ });
  await press(page, seedButton);
  await expect(seedButton).toHaveText("★ Seri Başı");
  await pick(page, others);
  await fitsWidth(page);

  const { slug } = await start(page, page.getByRole("button", { name: "Turnuvayı Başlat" }), "Skoru Onayla");
  const elimination = await stored(request, slug);
  expect(elimination.system).toBe("elimination");
  expect(elimination.participants.find((p) => p.username === seed)?.seed).toBe(1);
});

test("groups: two groups of two, the details required before sending, manual groups for everyone", async ({ page, request }) => {
  const community = await createCommunity(request, 4, "grup");
  const creates = watchCreates(page);
  await openTab(page, community);
  await press(page, page.getByRole("button", { name: "Gruplar" }));
  await expect(page.getByRole("heading", { level: 2, name: "Grup Turnuvası Oluştur" })).toBeVisible();
  await detailsByKeyboard(page, "Yaz Kupası", ["4", "2"]);

  const chosen = community.members.slice(1).map((m) => m.username);
  await pick(page, chosen);
  await press(page, page.getByRole("button", { name: "Grup Ayarlarına Geç" }));
  await expect(page.getByRole("heading", { level: 3, name: "Maç Türü ve Gruplar" })).toBeVisible();

  // §5: match type and advancing count first; refused here, nothing sent.
  await press(page, page.getByRole("button", { name: "Turnuvayı Başlat" }));
  await expect(page.getByRole("alert").filter({ hasText: "Hata: Lütfen tüm turnuva detaylarını (maç türü, çıkacak takım sayısı vb.) doldurun." })).toBeVisible();
  expect(creates()).toBe(0);
  await press(page, page.getByRole("radio", { name: "Tek Maç" }));
  await page.getByLabel("Gruptan Çıkacak Takım Sayısı").fill("1");
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
});

test("challenge: the same member twice refused before sending, then best of three", async ({ page, request }) => {
  const community = await createCommunity(request, 2, "meydan");
  const creates = watchCreates(page);
  await openTab(page, community);
  await press(page, page.getByRole("button", { name: "Meydan Okuma", exact: true }));
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
});
