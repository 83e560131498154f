import { expect, test } from "./fixtures.ts";
import { isPhone } from "./support.ts";

test("an unknown path shows 'Sayfa Bulunamadı', is not indexed and links home", async ({ page }) => {
  const response = await page.goto("/boyle/bir/sayfa/yok");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "Sayfa Bulunamadı" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await page
    .getByRole("main")
    .getByRole("link", { name: /Ana sayfa/i })
    .click();
  await expect(page).toHaveURL(/\/$/);
});

test("a phone shows the bottom bar and no header links; a desktop the other way round", async ({ page }) => {
  await page.goto("/");
  const bottomBar = page.getByRole("navigation", { name: "Alt menü" });
  const headerNav = page.getByRole("navigation", { name: "Ana menü" });
  if (isPhone(page)) {
    await expect(bottomBar).toBeVisible();
    await expect(headerNav).toBeHidden();
    for (const name of ["Ana Sayfa", "Platformlar", "Turnuvalar"]) {
      await expect(bottomBar.getByRole("link", { name })).toBeVisible();
    }
    // Visitors get no Create button, and the page does not scroll sideways.
    await expect(bottomBar.getByRole("link", { name: "Oluştur" })).toHaveCount(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  } else {
    await expect(headerNav).toBeVisible();
    await expect(bottomBar).toBeHidden();
    for (const name of ["Ana Sayfa", "Platformlar", "Biten Turnuvalar"]) {
      await expect(headerNav.getByRole("link", { name })).toBeVisible();
    }
  }
});

test("the visitor's home has the hero, both buttons and the three feature cards", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "Biten Turnuvalar" })).toBeVisible();
  await expect(main.getByRole("link", { name: "Platformları Keşfet" })).toBeVisible();
  for (const title of ["Esnek Turnuva Formatları", "Topluluk Yönetimi", "Performans İstatistikleri"]) {
    await expect(main.getByRole("heading", { name: title })).toBeVisible();
  }
});

test("the footer links reach the static pages, each with its own content", async ({ page }) => {
  const pages: Array<[string, RegExp]> = [
    ["Hakkımızda", /\/hakkimizda$/],
    ["İletişim", /\/iletisim$/],
    ["Gizlilik Politikası", /\/gizlilik-politikasi$/],
    ["Kullanım Koşulları", /\/kullanim-kosullari$/],
  ];
  for (const [name, url] of pages) {
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name }).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  }
  // Contact is by e-mail only (part 1 §2).
  await page.goto("/iletisim");
  await expect(page.getByRole("main").locator('a[href^="mailto:"]').first()).toBeVisible();
  const sitemap = await page.request.get("/sitemap.xml");
  expect(await sitemap.text()).toContain("/kullanim-kosullari</loc>");
});

test("the API's documentation opens at /api/docs under its own content security policy", async ({ page }) => {
  await page.goto("/api/docs");
  // The page draws the operations from the generated OpenAPI document; a blocked script or style
  // would leave it empty and fail the journey through the fixture's console watch.
  // The document is about 330 kB since the tournament calls (the whole tournament is inlined in
  // each of their answers): on a busy two-core machine the page takes more than the default 5 s.
  await expect(page.getByText("/api/auth/login").first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("/api/health").first()).toBeVisible();
});
