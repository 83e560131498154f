import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp } from "./render-app.tsx";
import { stubServer, userJson } from "./network-stub.ts";

describe("register page", () => {
  it("shows the username rule that breaks, on every change", async () => {
    stubServer({});
    const user = userEvent.setup();
    renderApp("/kayit-ol");
    const username = await screen.findByLabelText("Kullanıcı Adı");
    // The hint says before any error that ş or ğ is not one of the letters allowed.
    expect(document.getElementById(username.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "3-20 karakter; Türkçe karakter olmadan harf (a-z), rakam ve alt çizgi.",
    );

    await user.type(username, "ab");
    expect(screen.getByText("Kullanıcı adı en az 3 karakter olmalıdır.")).toBeTruthy();
    expect(username.getAttribute("aria-invalid")).toBe("true");
    const describedBy = username.getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(describedBy)?.textContent).toBe("Kullanıcı adı en az 3 karakter olmalıdır.");

    await user.type(username, " c");
    expect(screen.getByText("Kullanıcı adı boşluk içeremez.")).toBeTruthy();

    await user.clear(username);
    await user.type(username, "ali-veli");
    expect(screen.getByText("Kullanıcı adı sadece harf, rakam ve alt çizgi içerebilir.")).toBeTruthy();

    await user.clear(username);
    expect(screen.getByText("Kullanıcı adı gerekli.")).toBeTruthy();

    await user.type(username, "a".repeat(21));
    expect(screen.getByText("Kullanıcı adı en fazla 20 karakter olmalıdır.")).toBeTruthy();

    await user.clear(username);
    await user.type(username, "ali_veli");
    expect(username.getAttribute("aria-invalid")).toBeNull();
  });

  it("checks every field on submit and sends nothing while one is wrong", async () => {
    const requests = stubServer({});
    const user = userEvent.setup();
    renderApp("/kayit-ol");

    await user.click(await screen.findByRole("button", { name: "Kayıt Ol" }));

    expect(screen.getByText("Kullanıcı adı gerekli.")).toBeTruthy();
    expect(screen.getByText("E-posta gerekli.")).toBeTruthy();
    expect(screen.getByText("Şifre gerekli.")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Kullanıcı Adı"));
    expect(requests).toHaveLength(0);
  });

  it("on success goes to the login page, which says the registration worked", async () => {
    const requests = stubServer({
      "POST /api/auth/register": () => ({
        status: 201,
        body: { message: "Kayıt başarılı! Lütfen giriş yapın.", user: userJson("ali") },
      }),
    });
    const user = userEvent.setup();
    const { location } = renderApp("/kayit-ol");

    await user.type(await screen.findByLabelText("Kullanıcı Adı"), "ali");
    await user.type(screen.getByLabelText("E-posta"), " ali@example.com ");
    await user.type(screen.getByLabelText("Şifre"), "uzun-bir-sifre");
    await user.click(screen.getByRole("button", { name: "Kayıt Ol" }));

    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Kayıt başarılı! Lütfen giriş yapın."));
    expect(location().pathname).toBe("/giris-yap");
    expect(requests[0]?.body).toEqual({ username: "ali", email: "ali@example.com", password: "uzun-bir-sifre" });
  });

  it("on failure shows the server's message in the spec's sentence", async () => {
    stubServer({
      "POST /api/auth/register": () => ({
        status: 409,
        body: {
          message: "Bu kullanıcı adı zaten kullanılıyor.",
          code: "USERNAME_TAKEN",
          fields: { username: "Bu kullanıcı adı zaten kullanılıyor." },
        },
      }),
    });
    const user = userEvent.setup();
    const { location } = renderApp("/kayit-ol");

    await user.type(await screen.findByLabelText("Kullanıcı Adı"), "ali");
    await user.type(screen.getByLabelText("E-posta"), "ali@example.com");
    await user.type(screen.getByLabelText("Şifre"), "uzun-bir-sifre");
    await user.click(screen.getByRole("button", { name: "Kayıt Ol" }));

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("Kayıt sırasında bir hata oluştu: Bu kullanıcı adı zaten kullanılıyor.");
    expect(location().pathname).toBe("/kayit-ol");
    // Above the form, it would be out of sight on a phone: it takes focus (and so comes into view).
    await waitFor(() => expect(document.activeElement?.contains(alert)).toBe(true));

    // The taken name is also marked on its field, until it is changed.
    const username = screen.getByLabelText("Kullanıcı Adı");
    expect(username.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(username.getAttribute("aria-describedby") ?? "")?.textContent).toBe("Bu kullanıcı adı zaten kullanılıyor.");
    expect(screen.getByLabelText("E-posta").getAttribute("aria-invalid")).toBeNull();
    await user.type(username, "_2");
    expect(username.getAttribute("aria-invalid")).toBeNull();
  });
});
