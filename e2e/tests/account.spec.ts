import { expect, test } from "./fixtures.ts";
import { createAccount, logIn, logOut, uniqueUsername } from "./support.ts";

test("a new user signs up, sees the alert, logs in, is greeted and logs out", async ({ page }) => {
  const username = uniqueUsername("yeni");
  await page.goto("/kayit-ol");
  await page.getByLabel("Kullanıcı Adı").fill(username);
  await page.getByLabel("E-posta").fill(`${username}@ornek.com`);
  await page.getByLabel("Şifre").fill("cok-gizli-sifre");
  await page.getByRole("button", { name: "Kayıt Ol" }).click();

  await expect(page).toHaveURL(/\/giris-yap$/);
  await expect(page.getByText("Kayıt başarılı! Lütfen giriş yapın.")).toBeVisible();

  await logIn(page, { username, email: "", password: "cok-gizli-sifre" });
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: `Hoş geldin, ${username}!` })).toBeVisible();
  await expect(page.getByRole("link", { name: /Platformlarım/ })).toBeVisible();
  await expect(page.getByRole("link", { name: /Profilim/ })).toBeVisible();

  await logOut(page, username);
  await expect(page.getByRole("heading", { name: `Hoş geldin, ${username}!` })).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
  // Logged out, the login page is reachable again.
  await page.goto("/giris-yap");
  await expect(page.getByRole("button", { name: "Giriş Yap" })).toBeVisible();
});

test("the username rules show while typing, and the server's refusal shows as the spec's alert", async ({ page, request, expectFailure }) => {
  expectFailure(409, "/api/auth/register");
  const taken = await createAccount(request, "dolu");
  await page.goto("/kayit-ol");
  const username = page.getByLabel("Kullanıcı Adı");
  await username.fill("ab");
  await expect(page.getByText("Kullanıcı adı en az 3 karakter olmalıdır.")).toBeVisible();
  await username.fill("ali veli");
  await expect(page.getByText("Kullanıcı adı boşluk içeremez.")).toBeVisible();
  await expect(username).toHaveAttribute("aria-invalid", "true");

  await username.fill(taken.username.toUpperCase());
  await page.getByLabel("E-posta").fill(`baska_${taken.email}`);
  await page.getByLabel("Şifre").fill("cok-gizli-sifre");
  await page.getByRole("button", { name: "Kayıt Ol" }).click();
  await expect(page.getByRole("alert")).toContainText("Kayıt sırasında bir hata oluştu: Bu kullanıcı adı zaten kullanılıyor.");
  await expect(page).toHaveURL(/\/kayit-ol$/);
});

test("a wrong password gets the spec's login failure and no session", async ({ page, request, expectFailure }) => {
  expectFailure(401, "/api/auth/login");
  const account = await createAccount(request);
  await page.goto("/giris-yap");
  await page.getByLabel("Kullanıcı Adı veya E-posta").fill(account.username);
  await page.getByLabel("Şifre", { exact: true }).fill("yanlis-sifre");
  // From the keyboard: the button keeps the focus while it waits (not disabled) and after the refusal.
  const submit = page.getByRole("button", { name: "Giriş Yap" });
  await submit.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alert")).toContainText("Giriş sırasında bir hata oluştu. Lütfen bilgilerinizi kontrol edin.");
  await expect(submit).toBeFocused();
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
});

test("a protected page sends a visitor to login and back there afterwards", async ({ page, request }) => {
  const account = await createAccount(request);
  await page.goto("/profil");
  await expect(page).toHaveURL(/\/giris-yap$/);
  await logIn(page, account);
  await expect(page).toHaveURL(/\/profil$/);
});

test("logging out on a protected page ends on the home page, not on login", async ({ page, request }) => {
  const account = await createAccount(request);
  await page.goto("/profil");
  await logIn(page, account);
  await expect(page).toHaveURL(/\/profil$/);
  await logOut(page, account.username);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(`Hoş geldin, ${account.username}!`);
  // And the protected page is protected again.
  await page.goto("/profil");
  await expect(page).toHaveURL(/\/giris-yap$/);
});

test("a logged-in user is sent away from the sign-up and login pages", async ({ page, request }) => {
  const account = await createAccount(request);
  await page.goto("/giris-yap");
  await logIn(page, account);
  await expect(page.getByRole("heading", { name: `Hoş geldin, ${account.username}!` })).toBeVisible();

  await page.goto("/kayit-ol");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: `Hoş geldin, ${account.username}!` })).toBeVisible();
  await page.goto("/giris-yap");
  await expect(page).toHaveURL(/\/$/);
});

test("a stored token that the server refuses is cleared", async ({ page, expectFailure }) => {
  expectFailure(401, "/api/auth/me");
  await page.goto("/");
  await page.evaluate(() => localStorage.setItem("token", "bozuk.bir.jeton"));
  await page.goto("/profil");
  await expect(page).toHaveURL(/\/giris-yap$/);
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
});

test("logging out ends the session on the server: the token no longer opens anything", async ({ page, request }) => {
  const account = await createAccount(request);
  await page.goto("/giris-yap");
  await logIn(page, account);
  await expect(page.getByRole("heading", { name: `Hoş geldin, ${account.username}!` })).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem("token"));
  expect(token).toBeTruthy();

  const logout = page.waitForResponse((response) => response.url().endsWith("/api/auth/logout"));
  await logOut(page, account.username);
  expect((await logout).status()).toBe(204);

  // A copy of the token (another tab, a stolen one) is refused from now on.
  const me = await request.get("/api/auth/me", { headers: { Authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(401);
  expect((await me.json()).message).toBeTruthy();
});
