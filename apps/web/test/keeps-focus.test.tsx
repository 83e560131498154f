import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { accountRecoveryMessages } from "@turnuva/contract";
import { NOTIFICATION_KINDS, defaultNotificationChannels, type NotificationView } from "@turnuva/contract/notification-rules";
import { stubServer, userJson } from "./network-stub.ts";
import { stubNotificationStream } from "./notification-stream-stub.ts";
import { profileHandlers } from "./profile-data.ts";
import { renderApp } from "./render-app.tsx";

/**
 * Audit: a control pressed from the keyboard keeps the focus while its request runs and after the
 * answer (or hands it to what the answer names). A browser takes focus away from a control that
 * becomes `disabled` (to <body>, out of an open dialog); jsdom does not, so the control's focus and
 * its not being disabled are both checked.
 */
function expectFocusKept(control: HTMLElement) {
  expect(document.activeElement).toBe(control);
  expect((control as HTMLButtonElement).disabled).toBe(false);
}

/** Holds back the answers to `method` requests on paths starting with `path` until `release()`. */
function holdAnswers(method: string, path: string) {
  const waiting: (() => void)[] = [];
  const server = globalThis.fetch;
  vi.stubGlobal("fetch", (input: string, init: RequestInit = {}) =>
    (init.method ?? "GET") === method && input.startsWith(path)
      ? new Promise<Response>((resolve) => waiting.push(() => resolve(server(input, init))))
      : server(input, init),
  );
  return {
    arrived: () => waiting.length,
    release: () => waiting.splice(0).forEach((answer) => answer()),
  };
}

function signIn(username: string) {
  window.localStorage.setItem("token", `t-${username}`);
  return { "GET /api/auth/me": () => ({ status: 200, body: { user: userJson(username) } }) };
}

describe("the pressed control keeps focus while its request runs", () => {
  it("'Giriş Yap' after a wrong password: the button keeps focus, a second Enter sends nothing more", async () => {
    const requests = stubServer({
      "POST /api/auth/login": () => ({ status: 401, body: { message: "Kullanıcı adı, e-posta veya şifre hatalı.", code: "INVALID_CREDENTIALS" } }),
    });
    const held = holdAnswers("POST", "/api/auth/login");
    const user = userEvent.setup();
    renderApp("/giris-yap");

    await user.type(await screen.findByLabelText("Kullanıcı Adı veya E-posta"), "ayse");
    await user.type(screen.getByLabelText("Şifre"), "yanlis-sifre");
    const button = screen.getByRole("button", { name: "Giriş Yap" });
    button.focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(button.textContent).toBe("Giriş yapılıyor..."));
    expectFocusKept(button);
    expect(button.getAttribute("aria-disabled")).toBe("true");
    await user.keyboard("{Enter}");

    held.release();
    expect((await screen.findByRole("alert")).textContent).toBe("Giriş sırasında bir hata oluştu. Lütfen bilgilerinizi kontrol edin.");
    expectFocusKept(button);
    expect(requests.filter((request) => request.path === "/api/auth/login")).toHaveLength(1);
  });

  it("'Bağlantı Gönder' keeps focus while the address is sent and after the server's sentence", async () => {
    stubServer({
      "POST /api/auth/forgot-password": () => ({ status: 202, body: { message: accountRecoveryMessages.forgotAccepted } }),
    });
    const held = holdAnswers("POST", "/api/auth/forgot-password");
    const user = userEvent.setup();
    renderApp("/sifremi-unuttum");

    await user.type(await screen.findByLabelText("E-posta"), "ayse@example.com");
    const button = screen.getByRole("button", { name: "Bağlantı Gönder" });
    button.focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(button.textContent).toBe("Bağlantı gönderiliyor..."));
    expectFocusKept(button);

    held.release();
    expect((await screen.findByRole("status")).textContent).toBe(accountRecoveryMessages.forgotAccepted);
    expectFocusKept(button);
  });

  it("'Şifreyi Değiştir' with a wrong current password: the button keeps focus, then 'Mevcut Şifre' takes it with its sentence", async () => {
    stubServer({
      ...signIn("ayse"),
      ...profileHandlers("ayse", { own: true }),
      "GET /api/notifications/preferences": () => ({
        status: 200,
        body: { preferences: NOTIFICATION_KINDS.map((kind) => ({ kind, ...defaultNotificationChannels[kind] })) },
      }),
      "POST /api/auth/change-password": () => ({
        status: 400,
        body: {
          message: accountRecoveryMessages.currentPasswordWrong,
          code: "VALIDATION_ERROR",
          fields: { currentPassword: accountRecoveryMessages.currentPasswordWrong },
        },
      }),
    });
    const held = holdAnswers("POST", "/api/auth/change-password");
    const user = userEvent.setup();
    renderApp("/profil");

    const section = within(await screen.findByRole("region", { name: "Şifre Değiştir" }));
    const current = section.getByLabelText("Mevcut Şifre");
    await user.type(current, "yanlis-sifre");
    await user.type(section.getByLabelText("Yeni Şifre"), "yepyeni-sifre");
    const button = section.getByRole("button", { name: "Şifreyi Değiştir" });
    button.focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(button.textContent).toBe("Değiştiriliyor..."));
    expectFocusKept(button);

    held.release();
    await waitFor(() => expect(document.activeElement).toBe(current));
    expect(document.getElementById(current.getAttribute("aria-describedby") ?? "")?.textContent).toBe(accountRecoveryMessages.currentPasswordWrong);
  });

  it("a notification preference toggled with Space keeps focus while it is saved; Space meanwhile changes nothing", async () => {
    const stored = NOTIFICATION_KINDS.map((kind) => ({ kind, ...defaultNotificationChannels[kind] }));
    const requests = stubServer({
      ...signIn("ayse"),
      ...profileHandlers("ayse", { own: true }),
      "GET /api/notifications/preferences": () => ({ status: 200, body: { preferences: stored } }),
      "PUT /api/notifications/preferences": (request) => ({
        status: 200,
        body: { preferences: stored.map((one) => (one.kind === (request.body as (typeof stored)[number]).kind ? request.body : one)) },
      }),
    });
    const held = holdAnswers("PUT", "/api/notifications/preferences");
    const user = userEvent.setup();
    renderApp("/profil");

    const section = within(await screen.findByRole("region", { name: "Bildirim Tercihleri" }));
    const box = (await section.findByRole("checkbox", { name: "Platform davetleri: E-posta" })) as HTMLInputElement;
    box.focus();
    await user.keyboard(" ");
    await waitFor(() => expect(held.arrived()).toBe(1));
    expectFocusKept(box);
    expect(box.checked).toBe(false);
    await user.keyboard(" ");
    expect(box.checked).toBe(false);

    held.release();
    await waitFor(() => expect(section.getAllByRole("status").map((status) => status.textContent)).toContain("Bildirim tercihleriniz kaydedildi."));
    expectFocusKept(box);
    expect(requests.filter((request) => request.method === "PUT").map((request) => request.body)).toEqual([
      { kind: "platformInvited", email: false, push: true },
    ]);
  });

  it("the bell's panel: 'Daha fazla' and 'Tümünü okundu işaretle' keep focus, inside the dialog", async () => {
    const notification = (n: number): NotificationView => ({
      _id: `00000000-0000-4000-8000-00000000000${n}`,
      kind: "tournamentFinished",
      data: { tournament: { slug: `lig-${n}`, name: `Lig ${n}` }, champion: "ayse" },
      createdAt: "2026-01-01T00:00:00.000Z",
      readAt: "2026-01-02T00:00:00.000Z",
    });
    const page = (n: number, totalPages: number) => ({
      status: 200,
      body: {
        notifications: [notification(n)],
        unreadCount: 0,
        pagination: { currentPage: n, totalPages, totalCount: totalPages, hasMore: n < totalPages, limit: 20 },
      },
    });
    stubServer({
      ...signIn("ayse"),
      "GET /api/notifications?page=1&limit=20": () => page(1, 3),
      "GET /api/notifications?page=2&limit=20": () => page(2, 3),
      "GET /api/notifications?page=3&limit=20": () => page(3, 3),
      "POST /api/notifications/read": () => ({ status: 200, body: { unreadCount: 0 } }),
    });
    stubNotificationStream();
    const user = userEvent.setup();
    renderApp("/hakkimizda");

    await user.click((await screen.findAllByRole("button", { name: /^Bildirimler/ }))[0]!);
    const panel = await screen.findByRole("dialog", { name: "Bildirimler" });
    await within(panel).findByRole("link", { name: /Lig 1/ });

    const pages = holdAnswers("GET", "/api/notifications?page=2");
    const more = within(panel).getByRole("button", { name: "Daha fazla" });
    more.focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(more.textContent).toBe("Yükleniyor..."));
    expectFocusKept(more);
    pages.release();
    await within(panel).findByRole("link", { name: /Lig 2/ });
    expectFocusKept(more);

    const reads = holdAnswers("POST", "/api/notifications/read");
    const markAll = within(panel).getByRole("button", { name: "Tümünü okundu işaretle" });
    markAll.focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(reads.arrived()).toBe(1));
    expectFocusKept(markAll);
    expect(markAll.getAttribute("aria-disabled")).toBe("true");
    reads.release();
    await waitFor(() => expect(markAll.getAttribute("aria-disabled")).toBe("false"));
    expectFocusKept(markAll);
  });
});
