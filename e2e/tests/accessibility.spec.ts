import { expect, test, type Page } from "./fixtures.ts";
import { expectNoViolations } from "./axe.ts";
import { createAccount, isPhone, tokenFor } from "./support.ts";
import { act, confirmMatch, createCommunity, createTournament, playThrough, type ApiTournament, type Community } from "./tournament-support.ts";

// Every page of the route table (part 1 §2) passes axe's WCAG 2 A and AA rules, colour contrast
// included, in the light and the dark theme, at both screen sizes: one page load per page and
// theme, the theme set as a person's system sets it (`prefers-color-scheme`). Then the theme
// choice itself, from the keyboard, kept across a reload; and 'Sistem' following the system live.

const THEMES = ["light", "dark"] as const;

/** What the pages show: a platform whose owner runs a tournament of each system, made through the API. */
interface World {
  community: Community;
  ownerToken: string;
  tournaments: Record<"league" | "group" | "elimination" | "challenge", ApiTournament>;
}

async function makeWorld(request: Parameters<typeof createCommunity>[0]): Promise<World> {
  const community = await createCommunity(request, 5, "erisim");
  const everyone = community.members.map((member) => member._id);
  // A finished league (its champion and table), a group tournament in its knockout, an elimination
  // under way and a challenge with a round played: the badges and states a visitor meets.
  const league = await playThrough(
    request,
    community,
    await createTournament(request, community, { name: "Erişim Ligi", system: "league", matchType: "single", participants: everyone.slice(0, 4) }),
  );
  let group = await createTournament(request, community, {
    name: "Erişim Grup Kupası",
    system: "group",
    matchType: "single",
    participants: everyone,
    participantCount: 6,
    groupCount: 2,
    teamsAdvancing: 2,
  });
  while (group.actions.confirm[0]) group = await confirmMatch(request, community, group, group.actions.confirm[0]);
  if (group.actions.advance) group = await act(request, community, group, "advance");
  const elimination = await createTournament(request, community, {
    name: "Erişim Elemesi",
    system: "elimination",
    matchType: "single",
    participants: everyone.slice(0, 5),
  });
  const eliminationRunning = await confirmMatch(request, community, elimination, elimination.actions.confirm[0]!);
  const challenge = await createTournament(request, community, {
    name: "Erişim Düellosu",
    system: "challenge",
    bestOf: 3,
    participants: everyone.slice(0, 2),
  });
  const challengeRunning = await confirmMatch(request, community, challenge, challenge.actions.confirm[0]!);
  const ownerToken = await tokenFor(request, community.owner);
  return {
    community,
    ownerToken,
    tournaments: { league, group, elimination: eliminationRunning, challenge: challengeRunning },
  };
}

interface Visit {
  name: string;
  path: (world: World) => string;
  /** Signed in as the platform's owner; otherwise a visitor. */
  member?: boolean;
  /** What shows that the page is there; then no spinner or skeleton may be left (`settled`). */
  ready: (page: Page, world: World) => Promise<void>;
}

const heading = (page: Page, name: string | RegExp) => expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
const tournamentPage = (system: keyof World["tournaments"]): Visit => ({
  name: `/turnuvalar/{slug} (${system})`,
  path: (world) => `/turnuvalar/${world.tournaments[system].slug}`,
  ready: (page, world) => heading(page, world.tournaments[system].name),
});
const managerTab = (menu: 1 | 2 | 3, tab: string): Visit => ({
  name: `/platformlar, a platform selected, tab ${menu}`,
  path: (world) => `/platformlar?platformId=${world.community.platform._id}&menu=${menu}`,
  member: true,
  ready: async (page) => {
    await expect(page.getByRole("tab", { name: tab, selected: true })).toBeVisible();
    await expect(page.getByRole("tabpanel")).not.toBeEmpty();
  },
});

const VISITS: Visit[] = [
  { name: "/ (visitor)", path: () => "/", ready: (page) => heading(page, /.+/) },
  { name: "/ (member)", path: () => "/", member: true, ready: (page, world) => heading(page, `Hoş geldin, ${world.community.owner.username}!`) },
  { name: "/giris-yap", path: () => "/giris-yap", ready: (page) => heading(page, "Giriş Yap") },
  { name: "/kayit-ol", path: () => "/kayit-ol", ready: (page) => heading(page, "Kayıt Ol") },
  { name: "/sifremi-unuttum", path: () => "/sifremi-unuttum", ready: (page) => heading(page, "Şifremi Unuttum") },
  { name: "/sifre-sifirla", path: () => "/sifre-sifirla?token=baglanti", ready: (page) => heading(page, "Şifre Sıfırla") },
  { name: "/turnuvalar", path: () => "/turnuvalar", ready: (page) => heading(page, /.+/) },
  tournamentPage("league"),
  tournamentPage("group"),
  tournamentPage("elimination"),
  tournamentPage("challenge"),
  {
    // The share link's form, which leads to the tournament's page.
    name: "/tournaments/{slug}",
    path: (world) => `/tournaments/${world.tournaments.league.slug}`,
    ready: (page, world) => heading(page, world.tournaments.league.name),
  },
  { name: "/platformlar (visitor)", path: () => "/platformlar", ready: (page) => heading(page, /.+/) },
  managerTab(1, "Yeni Turnuva"),
  managerTab(2, "Aktif/Yarım"),
  managerTab(3, "Karşılaştır/Üyeler"),
  {
    name: "/platformlar/{slug}",
    path: (world) => `/platformlar/${world.community.platform.slug}`,
    ready: (page, world) => heading(page, world.community.platform.name),
  },
  {
    name: "/platformlar/{id}/duzenle",
    path: (world) => `/platformlar/${world.community.platform._id}/duzenle`,
    member: true,
    ready: (page) => heading(page, "Platformu Düzenle"),
  },
  { name: "/profil", path: () => "/profil", member: true, ready: (page, world) => heading(page, new RegExp(world.community.owner.username)) },
  {
    name: "/profil/{username}",
    path: (world) => `/profil/${world.community.accounts[0]!.username}`,
    ready: (page, world) => heading(page, new RegExp(world.community.accounts[0]!.username)),
  },
  { name: "/oyun/efootball", path: () => "/oyun/efootball", ready: (page) => heading(page, /eFootball/) },
  { name: "/hakkimizda", path: () => "/hakkimizda", ready: (page) => heading(page, "Hakkımızda") },
  { name: "/gizlilik-politikasi", path: () => "/gizlilik-politikasi", ready: (page) => heading(page, "Gizlilik Politikası") },
  { name: "/kullanim-kosullari", path: () => "/kullanim-kosullari", ready: (page) => heading(page, "Kullanım Koşulları") },
  { name: "/iletisim", path: () => "/iletisim", ready: (page) => heading(page, "İletişim") },
  { name: "an unknown path", path: () => "/boyle/bir/sayfa/yok", ready: (page) => heading(page, "Sayfa Bulunamadı") },
];

/** No spinner, skeleton or lazy part still on its way. */
async function settled(page: Page) {
  await expect(page.getByRole("status").filter({ hasText: "Yükleniyor..." })).toHaveCount(0);
  await expect(page.locator(".animate-pulse")).toHaveCount(0);
}

/** The theme the page shows: <html>'s colour scheme as the stylesheet resolved it. */
const shownTheme = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).colorScheme);

let madeWorld: Promise<World> | null = null;

test.describe("every page passes axe in both themes", () => {
  // The world is made once per worker, the first time a page needs it.
  test.beforeAll(async ({ playwright }, testInfo) => {
    test.setTimeout(120_000);
    if (!madeWorld) {
      const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
      madeWorld = makeWorld(request).finally(() => request.dispose());
    }
    await madeWorld;
  });

  for (const visit of VISITS) {
    test(visit.name, async ({ page }) => {
      const shared = await madeWorld!;
      if (visit.member) await page.addInitScript((token) => window.localStorage.setItem("token", token), shared.ownerToken);
      for (const theme of THEMES) {
        await page.emulateMedia({ colorScheme: theme });
        await page.goto(visit.path(shared));
        await visit.ready(page, shared);
        await settled(page);
        expect(await shownTheme(page)).toBe(theme);
        await expectNoViolations(page, `${visit.name} in ${theme}`);
      }
    });
  }
});

test("the theme is chosen from the keyboard in the menu, applied at once and kept after a reload", async ({ page, request }) => {
  // The system prefers light; the person chooses dark.
  await page.emulateMedia({ colorScheme: "light" });
  let menuButton;
  if (isPhone(page)) {
    // A visitor's overflow menu in the bottom bar.
    await page.goto("/hakkimizda");
    menuButton = page.getByRole("navigation", { name: "Alt menü" }).getByRole("button", { name: "Menü" });
  } else {
    // A member's user menu in the header.
    const account = await createAccount(request, "tema");
    await page.addInitScript((token) => window.localStorage.setItem("token", token), await tokenFor(request, account));
    await page.goto("/hakkimizda");
    menuButton = page.getByRole("banner").getByRole("button", { name: account.username });
  }
  await heading(page, "Hakkımızda");
  expect(await shownTheme(page)).toBe("light");

  // Focus reaches the menu button, whose code loads meanwhile (Radix's button takes over the focus).
  await menuButton.focus();
  await expect(menuButton).toHaveAttribute("data-state", "closed");
  await expect(menuButton).toBeFocused();
  await page.keyboard.press("Enter");
  const menu = page.getByRole("menu");
  await expect(menu).toBeVisible();
  await expect(menu.getByRole("group", { name: "Tema" })).toBeVisible();
  await expect(menu.getByRole("menuitemradio", { name: "Sistem" })).toHaveAttribute("aria-checked", "true");
  const dark = menu.getByRole("menuitemradio", { name: "Koyu" });
  for (let step = 0; step < 8 && !(await dark.evaluate((item) => item === document.activeElement)); step += 1) {
    await page.keyboard.press("ArrowDown");
  }
  await expect(dark).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  expect(await shownTheme(page)).toBe("dark");

  // The open menu itself passes axe in dark, and the choice shows as checked.
  await page.keyboard.press("Enter");
  await expect(menu.getByRole("menuitemradio", { name: "Koyu" })).toHaveAttribute("aria-checked", "true");
  await expectNoViolations(page, "the open menu in dark");
  await page.keyboard.press("Escape");

  await page.reload();
  await heading(page, "Hakkımızda");
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  expect(await shownTheme(page)).toBe("dark");
});

test("a visitor on a desktop finds 'Tema' in the header; 'Sistem' follows the system while the page is open", async ({ page }) => {
  test.skip(isPhone(page), "the phone's visitor has the theme in the bottom bar's menu (above)");
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/");
  await heading(page, /.+/);
  expect(await shownTheme(page)).toBe("dark");

  const themeButton = page.getByRole("banner").getByRole("button", { name: "Tema" });
  await themeButton.click();
  await page.getByRole("menuitemradio", { name: "Açık" }).click();
  expect(await shownTheme(page)).toBe("light");
  // A choice stays whatever the system says.
  await page.emulateMedia({ colorScheme: "dark" });
  expect(await shownTheme(page)).toBe("light");

  await themeButton.click();
  await page.getByRole("menuitemradio", { name: "Sistem" }).click();
  await expect(page.locator("html")).not.toHaveAttribute("data-theme");
  expect(await shownTheme(page)).toBe("dark");
  await page.emulateMedia({ colorScheme: "light" });
  expect(await shownTheme(page)).toBe("light");
  await page.emulateMedia({ colorScheme: "dark" });
  expect(await shownTheme(page)).toBe("dark");
  expect(await page.evaluate(() => window.localStorage.getItem("theme"))).toBeNull();
});
