import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { openMenu } from "./menus.ts";
import { renderApp } from "./render-app.tsx";
import { stubServer, userJson } from "./network-stub.ts";
import { profileHandlers } from "./profile-data.ts";

describe("session", () => {
  it("sends a visitor from a protected page to login and back there after logging in", async () => {
    const requests = stubServer({
      "POST /api/auth/login": () => ({ status: 200, body: { token: "t-1", user: userJson("ali") } }),
      ...profileHandlers("ali", { own: true }),
    });
    const user = userEvent.setup();
    const { location } = renderApp("/profil");

    expect(await screen.findByRole("heading", { level: 1, name: "Giriş Yap" })).toBeTruthy();
    expect(location().pathname).toBe("/giris-yap");

    await user.type(screen.getByLabelText("Kullanıcı Adı veya E-posta"), "ali");
    await user.type(screen.getByLabelText("Şifre"), "uzun-bir-sifre");
    await user.click(screen.getByRole("button", { name: "Giriş Yap" }));

    expect(await screen.findByRole("heading", { level: 1, name: "ali" })).toBeTruthy();
    expect(location().pathname).toBe("/profil");
    expect(window.localStorage.getItem("token")).toBe("t-1");
    expect(requests[0]?.body).toEqual({ usernameOrEmail: "ali", password: "uzun-bir-sifre" });
  });

  it("brings a visitor who clicked Giriş Yap on a public page back to that page", async () => {
    stubServer({
      "POST /api/auth/login": () => ({ status: 200, body: { token: "t-2", user: userJson("ali") } }),
    });
    const user = userEvent.setup();
    const { location } = renderApp("/hakkimizda?bolum=ekip");

    await user.click(within(await screen.findByRole("banner")).getByRole("link", { name: "Giriş Yap" }));
    await user.type(await screen.findByLabelText("Kullanıcı Adı veya E-posta"), "ali");
    await user.type(screen.getByLabelText("Şifre"), "uzun-bir-sifre");
    await user.click(screen.getByRole("button", { name: "Giriş Yap" }));

    await waitFor(() => expect(location().pathname).toBe("/hakkimizda"));
    expect(location().search).toBe("?bolum=ekip");
  });

  it("restores a stored session on start and greets the user by name", async () => {
    window.localStorage.setItem("token", "t-stored");
    const requests = stubServer({
      "GET /api/auth/me": () => ({ status: 200, body: { user: userJson("ayse") } }),
    });
    renderApp("/");

    expect(await screen.findByRole("heading", { level: 1, name: "Hoş geldin, ayse!" })).toBeTruthy();
    expect(requests[0]?.headers.Authorization).toBe("Bearer t-stored");
  });

  it("drops a stored token the server rejects and shows the visitor's home", async () => {
    window.localStorage.setItem("token", "t-expired");
    stubServer({
      "GET /api/auth/me": () => ({ status: 401, body: { message: "Oturum süreniz dolmuş.", code: "INVALID_TOKEN" } }),
    });
    renderApp("/");

    expect(await screen.findByRole("link", { name: "Platformları Keşfet" })).toBeTruthy();
    expect(window.localStorage.getItem("token")).toBeNull();
  });

  it("sends a logged-in user away from the register page", async () => {
    window.localStorage.setItem("token", "t-stored");
    stubServer({ "GET /api/auth/me": () => ({ status: 200, body: { user: userJson("ayse") } }) });
    const { location } = renderApp("/kayit-ol");

    expect(await screen.findByRole("heading", { level: 1, name: "Hoş geldin, ayse!" })).toBeTruthy();
    expect(location().pathname).toBe("/");
  });

  it("says the spec's sentence for wrong credentials and the server's words for the rest", async () => {
    let status = 401;
    stubServer({
      "POST /api/auth/login": () =>
        status === 401
          ? { status, body: { message: "Kullanıcı adı, e-posta veya şifre hatalı.", code: "INVALID_CREDENTIALS" } }
          : {
              status,
              body: { message: "Çok fazla deneme yapıldı. Lütfen 60 saniye sonra tekrar deneyin.", code: "RATE_LIMIT_EXCEEDED" },
              // A minute is not waited out behind the button: one attempt, then the message.
              headers: { "Retry-After": "60" },
            },
    });
    const user = userEvent.setup();
    renderApp("/giris-yap");

    await user.type(await screen.findByLabelText("Kullanıcı Adı veya E-posta"), "ali");
    await user.type(screen.getByLabelText("Şifre"), "yanlis-sifre");
    await user.click(screen.getByRole("button", { name: "Giriş Yap" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Giriş sırasında bir hata oluştu. Lütfen bilgilerinizi kontrol edin.");

    status = 429;
    await user.click(screen.getByRole("button", { name: "Giriş Yap" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Çok fazla deneme yapıldı. Lütfen 60 saniye sonra tekrar deneyin."));
    expect(window.localStorage.getItem("token")).toBeNull();
  });

  it("shows the server's word on a field under that field", async () => {
    const problem = "Kullanıcı adı veya e-posta en fazla 254 karakter olabilir.";
    stubServer({
      "POST /api/auth/login": () => ({ status: 400, body: { message: problem, code: "VALIDATION_ERROR", fields: { usernameOrEmail: problem } } }),
    });
    const user = userEvent.setup();
    renderApp("/giris-yap");
    const name = await screen.findByLabelText("Kullanıcı Adı veya E-posta");
    await user.type(name, "ali");
    await user.type(screen.getByLabelText("Şifre"), "bir-sifre");
    await user.click(screen.getByRole("button", { name: "Giriş Yap" }));

    await waitFor(() => expect(name.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getAllByText(problem).length).toBeGreaterThan(0);
    expect(document.getElementById(name.getAttribute("aria-describedby")!.split(" ")[0]!)?.textContent).toBe(problem);
  });

  it("clears a token kept through an unreachable session check once a login is refused", async () => {
    window.localStorage.setItem("token", "t-stale");
    // No handler for GET /api/auth/me: the check fails like a network error (three attempts, part
    // 1 §7) and keeps the token.
    stubServer({
      "POST /api/auth/login": () => ({ status: 401, body: { message: "Kullanıcı adı, e-posta veya şifre hatalı.", code: "INVALID_CREDENTIALS" } }),
    });
    const user = userEvent.setup();
    renderApp("/giris-yap");

    await user.type(await screen.findByLabelText("Kullanıcı Adı veya E-posta", {}, { timeout: 5000 }), "ali");
    expect(window.localStorage.getItem("token")).toBe("t-stale");
    await user.type(screen.getByLabelText("Şifre"), "yanlis-sifre");
    await user.click(screen.getByRole("button", { name: "Giriş Yap" }));
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(window.localStorage.getItem("token")).toBeNull();
  }, 10_000);

  it("logs out from the user menu of a protected page to the home page; the menu closes on Escape", async () => {
    window.localStorage.setItem("token", "t-stored");
    const requests = stubServer({
      "GET /api/auth/me": () => ({ status: 200, body: { user: userJson("ayse") } }),
      "POST /api/auth/logout": () => ({ status: 204, body: null }),
    });
    const user = userEvent.setup();
    const { location } = renderApp("/profil");

    await within(await screen.findByRole("banner")).findByRole("button", { name: "ayse" });
    const { button } = await openMenu(user, "ayse");
    expect(button.getAttribute("aria-expanded")).toBe("true");
    await user.keyboard("{Escape}");
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(button);

    await user.click(button);
    await user.click(within(await screen.findByRole("menu")).getByRole("menuitem", { name: "Çıkış Yap" }));

    expect(await screen.findByRole("link", { name: "Platformları Keşfet" })).toBeTruthy();
    expect(location().pathname).toBe("/");
    expect(window.localStorage.getItem("token")).toBeNull();
    // The server is told too, so the token is dead even where it was copied (ASVS 7.4.1).
    await waitFor(() => expect(requests.map((request) => `${request.method} ${request.path}`)).toContain("POST /api/auth/logout"));
    expect(requests.find((request) => request.path === "/api/auth/logout")?.headers.Authorization).toBe("Bearer t-stored");
  });
});
