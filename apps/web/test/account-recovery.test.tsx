import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { accountRecoveryMessages } from "@turnuva/contract";
import { stubServer } from "./network-stub.ts";
import { renderApp } from "./render-app.tsx";

/** The message a field shows, as a screen reader reaches it: through aria-describedby. */
const describedBy = (field: HTMLElement) => document.getElementById(field.getAttribute("aria-describedby") ?? "")?.textContent;

describe("account recovery (issue 26)", () => {
  it("leads from the login page to 'Şifremi Unuttum', which sends the address and shows the server's sentence", async () => {
    const requests = stubServer({
      "POST /api/auth/forgot-password": () => ({ status: 202, body: { message: accountRecoveryMessages.forgotAccepted } }),
    });
    const user = userEvent.setup();
    const { location } = renderApp("/giris-yap");

    await user.click(await screen.findByRole("link", { name: "Şifremi Unuttum" }));
    await waitFor(() => expect(location().pathname).toBe("/sifremi-unuttum"));
    expect(await screen.findByRole("heading", { level: 1, name: "Şifremi Unuttum" })).toBeTruthy();

    const email = screen.getByLabelText("E-posta");
    await user.click(screen.getByRole("button", { name: "Bağlantı Gönder" }));
    expect(describedBy(email)).toBe("E-posta gerekli.");
    expect(requests).toHaveLength(0);

    await user.type(email, "ayse@example.com");
    await user.click(screen.getByRole("button", { name: "Bağlantı Gönder" }));
    expect((await screen.findByRole("status")).textContent).toBe(accountRecoveryMessages.forgotAccepted);
    expect(requests.map((request) => [request.method, request.path, request.body])).toEqual([
      ["POST", "/api/auth/forgot-password", { email: "ayse@example.com" }],
    ]);
  });

  it("sets a new password with the link's token (the sign-up's rules), then shows the server's sentence and the way to log in", async () => {
    const requests = stubServer({
      "POST /api/auth/reset-password": () => ({ status: 200, body: { message: accountRecoveryMessages.passwordReset } }),
    });
    const user = userEvent.setup();
    const { location } = renderApp("/sifre-sifirla?token=abc123");

    const password = await screen.findByLabelText("Yeni Şifre");
    await user.type(password, "kisa");
    expect(describedBy(password)).toBe("Şifre en az 8 karakter olmalıdır.");
    await user.click(screen.getByRole("button", { name: "Şifreyi Kaydet" }));
    expect(requests).toHaveLength(0);

    await user.type(password, "-uzun-sifre");
    await user.click(screen.getByRole("button", { name: "Şifreyi Kaydet" }));
    const done = await screen.findByRole("status");
    expect(within(done).getByText(accountRecoveryMessages.passwordReset)).toBeTruthy();
    expect(requests.map((request) => request.body)).toEqual([{ token: "abc123", password: "kisa-uzun-sifre" }]);

    await user.click(within(done).getByRole("link", { name: "Giriş sayfasına git" }));
    await waitFor(() => expect(location().pathname).toBe("/giris-yap"));
  });

  it("shows the server's sentence for a used or expired link, with the way to ask for a new one; a field the server refuses goes under it", async () => {
    let answer = { status: 400, body: { message: accountRecoveryMessages.tokenInvalid, code: "VALIDATION_ERROR" } as Record<string, unknown> };
    stubServer({ "POST /api/auth/reset-password": () => answer });
    const user = userEvent.setup();
    const { location } = renderApp("/sifre-sifirla?token=eski");

    const password = await screen.findByLabelText("Yeni Şifre");
    await user.type(password, "yepyeni-sifre");
    await user.click(screen.getByRole("button", { name: "Şifreyi Kaydet" }));
    const refused = await screen.findByRole("alert");
    expect(refused.textContent).toBe(`${accountRecoveryMessages.tokenInvalid} Yeni bir bağlantı iste`);

    answer = {
      status: 400,
      body: { message: "Geçersiz istek.", code: "VALIDATION_ERROR", fields: { password: "Şifre en fazla 128 karakter olabilir." } },
    };
    await user.click(screen.getByRole("button", { name: "Şifreyi Kaydet" }));
    await waitFor(() => expect(describedBy(password)).toBe("Şifre en fazla 128 karakter olabilir."));
    expect(screen.queryByRole("alert")?.textContent ?? "").not.toContain(accountRecoveryMessages.tokenInvalid);

    answer = { status: 400, body: { message: accountRecoveryMessages.tokenInvalid, code: "VALIDATION_ERROR" } };
    await user.type(password, "x");
    await user.click(screen.getByRole("button", { name: "Şifreyi Kaydet" }));
    await user.click(within(await screen.findByRole("alert")).getByRole("link", { name: "Yeni bir bağlantı iste" }));
    await waitFor(() => expect(location().pathname).toBe("/sifremi-unuttum"));
  });

  it("says a link without its token is incomplete", async () => {
    stubServer({});
    renderApp("/sifre-sifirla");
    expect((await screen.findByRole("alert")).textContent).toBe(`${accountRecoveryMessages.tokenRequired} Yeni bir bağlantı iste`);
    expect(screen.queryByLabelText("Yeni Şifre")).toBeNull();
  });
});
