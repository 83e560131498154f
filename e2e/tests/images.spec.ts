import { crc32, deflateSync } from "node:zlib";
import { expect, test, type Page } from "./fixtures.ts";
import { createAccount, createPlatform, isPhone, logIn, signUpAndLogIn } from "./support.ts";

// Issue 12: profile and platform pictures through the real server (its checks, its variants under
// /api/images) in the production build.

/** A PNG of one colour, `width` × `height`, written here: a chunk is length, type, data, CRC. */
function png(width: number, height: number, [red, green, blue]: [number, number, number] = [37, 99, 235]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter method, no interlace
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x += 1) row.set([red, green, blue], 1 + x * 3);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk("IHDR", header),
    chunk("IDAT", pixels),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const pngFile = (name: string, width: number, height: number) => ({ name, mimeType: "image/png", buffer: png(width, height) });

/** The uploader's file input: a real, labelled one (the keyboard reaches it too). */
const chooser = (page: Page) => page.getByLabel(/^(Resim Seç|Resmi Değiştir)$/);

test("a profile picture: chosen, previewed, uploaded with its progress, then shown on the profile and in the header", async ({ page }) => {
  const account = await signUpAndLogIn(page, "resim");
  await page.goto("/profil");
  await expect(page.getByRole("heading", { level: 1, name: account.username, exact: true })).toBeVisible();

  await chooser(page).setInputFiles(pngFile("yuz.png", 300, 300));
  const preview = page.getByRole("dialog", { name: "Profil Resmi Önizleme" });
  await expect(preview.locator("img")).toBeVisible();
  const uploaded = page.waitForResponse(
    (response) => response.url().endsWith("/api/users/upload-profile-image") && response.request().method() === "POST",
  );
  await preview.getByRole("button", { name: "Kaydet" }).click();

  // The bar reaches 100 % and stays a moment (part 1 §4: reset 1 s after the success).
  const bar = page.getByRole("progressbar", { name: "Yükleme durumu" });
  await expect(bar).toHaveAttribute("aria-valuenow", "100");
  await expect(page.getByText("%100")).toBeVisible();
  expect((await uploaded).status()).toBe(200);
  await expect(page.getByText("Profil resminiz başarıyla yüklendi.", { exact: true })).toBeVisible();
  await expect(bar).toHaveCount(0);

  // The picture the server made, on the profile, and in the header without reloading.
  const own = page.getByRole("img", { name: `${account.username} profil resmi` });
  await expect(own).toHaveAttribute("src", /^\/api\/images\/.+\.webp$/);
  await expect(own).toBeVisible();
  expect(await own.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  if (!isPhone(page)) {
    const header = page.getByRole("banner").getByRole("button", { name: account.username }).locator("img");
    await expect(header).toBeVisible();
    await expect(header).toHaveAttribute("srcset", /80w.*128w.*192w.*256w/);
  }

  // Another one replaces it (the replace call), and the picture changes.
  const before = await own.getAttribute("src");
  const replaced = page.waitForResponse((response) => response.url().endsWith("/api/users/profile-image") && response.request().method() === "PUT");
  await chooser(page).setInputFiles({ name: "yeni.png", mimeType: "image/png", buffer: png(200, 200, [220, 38, 38]) });
  await page.getByRole("dialog", { name: "Profil Resmi Önizleme" }).getByRole("button", { name: "Kaydet" }).click();
  expect((await replaced).status()).toBe(200);
  await expect(own).not.toHaveAttribute("src", before!);
});

test("a picture under 50×50 is refused with the spec's sentence before anything is sent", async ({ page }) => {
  await signUpAndLogIn(page, "kucuk");
  await page.goto("/profil");
  const uploads: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/users/")) uploads.push(`${request.method()} ${request.url()}`);
  });

  await chooser(page).setInputFiles(pngFile("kucuk.png", 40, 40));
  await expect(page.getByRole("alert").filter({ hasText: "Resim çok küçük. Minimum 50x50 piksel olmalıdır." })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect(uploads.filter((call) => !call.startsWith("GET "))).toEqual([]);
});

test("a platform's picture is uploaded and deleted on its edit page by its owner", async ({ page, request }) => {
  const owner = await createAccount(request, "sahip");
  const platform = await createPlatform(request, owner);
  await page.goto("/giris-yap");
  await logIn(page, owner);
  await expect(page.getByRole("heading", { name: `Hoş geldin, ${owner.username}!` })).toBeVisible();
  await page.goto(`/platformlar/${platform._id}/duzenle`);

  await chooser(page).setInputFiles(pngFile("logo.png", 400, 400));
  const preview = page.getByRole("dialog", { name: "Platform Resmi Önizleme" });
  await expect(preview.getByRole("button", { name: "İptal" })).toBeVisible();
  await preview.getByRole("button", { name: "Kaydet" }).click();
  await expect(page.getByText("Başarılı!", { exact: true })).toBeVisible();
  await expect(page.getByText("Platform resmi başarıyla yüklendi.", { exact: true })).toBeVisible();
  const picture = page.getByRole("img", { name: `${platform.name} platform resmi` });
  await expect(picture).toBeVisible();
  await expect(picture).toHaveAttribute("src", /^\/api\/images\/.+\.webp$/);

  // The platform's page shows it too.
  await page.goto(`/platformlar/${platform.slug}`);
  await expect(page.getByRole("img", { name: `${platform.name} platform resmi` })).toBeVisible();

  await page.goto(`/platformlar/${platform._id}/duzenle`);
  await page.getByRole("button", { name: "Resmi Sil" }).click();
  const confirm = page.getByRole("dialog", { name: "Platform Resmini Sil" });
  await confirm.getByRole("button", { name: "Sil" }).click();
  await expect(page.getByText("Platform resmi başarıyla silindi.", { exact: true })).toBeVisible();
  await expect(page.getByRole("img", { name: `${platform.name} platform resmi` })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Resmi Sil" })).toHaveCount(0);
});

test("a picture that cannot be loaded is tried again, then the initial stands in, saying why", async ({ page, expectFailure }) => {
  test.slow();
  const account = await signUpAndLogIn(page, "kirik");
  await page.goto("/profil");
  await chooser(page).setInputFiles(pngFile("yuz.png", 120, 120));
  await page.getByRole("dialog", { name: "Profil Resmi Önizleme" }).getByRole("button", { name: "Kaydet" }).click();
  await expect(page.getByText("Profil resminiz başarıyla yüklendi.", { exact: true })).toBeVisible();

  // From now on every stored picture is missing (a CDN gone wrong, say).
  expectFailure(404, "/api/images/");
  let asked = 0;
  await page.route("**/api/images/**", (route) => {
    asked += 1;
    return route.fulfill({ status: 404, contentType: "application/json", body: '{"code":"NOT_FOUND","message":"Bulunamadı."}' });
  });
  await page.reload();

  const avatar = page.getByRole("img", { name: `${account.username} profil resmi` });
  // The sized picture, the original, then the original again 1, 2 and 4 s later: then the letter.
  await expect(avatar).toHaveAttribute("title", "Resim yüklenemedi", { timeout: 20_000 });
  await expect(avatar).toHaveText(account.username[0]!.toLocaleUpperCase("tr-TR"));
  expect(asked).toBeGreaterThanOrEqual(5);
});
