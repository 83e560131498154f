import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { accountRecoveryMessages } from "@turnuva/contract";
import { NOTIFICATION_KINDS, defaultNotificationChannels, notificationKindLabels } from "@turnuva/contract/notification-rules";
import { stubServer, userJson } from "./network-stub.ts";
import { profileHandlers } from "./profile-data.ts";
import { renderApp } from "./render-app.tsx";

function signIn(username: string) {
  window.localStorage.setItem("token", `t-${username}`);
  return { "GET /api/auth/me": () => ({ status: 200, body: { user: userJson(username) } }) };
}

const describedBy = (field: HTMLElement) => document.getElementById(field.getAttribute("aria-describedby") ?? "")?.textContent;

const defaults = () => NOTIFICATION_KINDS.map((kind) => ({ kind, ...defaultNotificationChannels[kind] }));

describe("the own profile's settings (issue 26)", () => {
  it("changes the password: the server's refusal of the current one under its field, then its sentence of success", async () => {
    let answer: { status: number; body: unknown } = {
      status: 400,
      body: {
        message: accountRecoveryMessages.currentPasswordWrong,
        code: "VALIDATION_ERROR",
        fields: { currentPassword: accountRecoveryMessages.currentPasswordWrong },
      },
    };
    const requests = stubServer({
      ...signIn("ayse"),
      ...profileHandlers("ayse", { own: true }),
      "GET /api/notifications/preferences": () => ({ status: 200, body: { preferences: defaults() } }),
      "POST /api/auth/change-password": () => answer,
    });
    const user = userEvent.setup();
    renderApp("/profil");

    const section = await screen.findByRole("region", { name: "Şifre Değiştir" });
    const current = within(section).getByLabelText("Mevcut Şifre");
    const next = within(section).getByLabelText("Yeni Şifre");
    await user.click(within(section).getByRole("button", { name: "Şifreyi Değiştir" }));
    expect(describedBy(current)).toBe(accountRecoveryMessages.currentPasswordRequired);
    expect(describedBy(next)).toBe("Şifre gerekli.");

    await user.type(current, "yanlis-sifre");
    await user.type(next, "yepyeni-sifre");
    await user.click(within(section).getByRole("button", { name: "Şifreyi Değiştir" }));
    await waitFor(() => expect(describedBy(current)).toBe(accountRecoveryMessages.currentPasswordWrong));
    expect(current.getAttribute("aria-invalid")).toBe("true");
    const sent = requests.filter((request) => request.path === "/api/auth/change-password");
    expect(sent.map((request) => [request.body, request.headers.Authorization])).toEqual([
      [{ currentPassword: "yanlis-sifre", newPassword: "yepyeni-sifre" }, "Bearer t-ayse"],
    ]);

    answer = { status: 200, body: { message: accountRecoveryMessages.passwordChanged } };
    await user.clear(current);
    await user.type(current, "dogru-sifre");
    await user.click(within(section).getByRole("button", { name: "Şifreyi Değiştir" }));
    expect((await within(section).findByRole("status")).textContent).toBe(accountRecoveryMessages.passwordChanged);
    expect((current as HTMLInputElement).value).toBe("");
  });

  it("lists every kind with its two channels and saves a change at once, saying so politely", async () => {
    let stored = defaults();
    const requests = stubServer({
      ...signIn("ayse"),
      ...profileHandlers("ayse", { own: true }),
      "GET /api/notifications/preferences": () => ({ status: 200, body: { preferences: stored } }),
      "PUT /api/notifications/preferences": (request) => {
        const change = request.body as (typeof stored)[number];
        stored = stored.map((preference) => (preference.kind === change.kind ? change : preference));
        return { status: 200, body: { preferences: stored } };
      },
    });
    const user = userEvent.setup();
    renderApp("/profil");

    const section = await screen.findByRole("region", { name: "Bildirim Tercihleri" });
    const rows = await within(section).findAllByRole("row");
    expect(rows.slice(1).map((row) => within(row).getByRole("rowheader").textContent)).toEqual(
      NOTIFICATION_KINDS.map((kind) => notificationKindLabels[kind]),
    );

    const invitationsByMail = within(section).getByRole("checkbox", { name: "Platform davetleri: E-posta" });
    const acceptedByPush = within(section).getByRole("checkbox", { name: "Kabul edilen davetler: Bildirim" });
    expect((invitationsByMail as HTMLInputElement).checked).toBe(true);
    expect((acceptedByPush as HTMLInputElement).checked).toBe(false);

    await user.click(invitationsByMail);
    // The section has two polite lines: this device's push switch and the table's.
    await waitFor(() =>
      expect(
        within(section)
          .getAllByRole("status")
          .map((status) => status.textContent),
      ).toContain("Bildirim tercihleriniz kaydedildi."),
    );
    expect((invitationsByMail as HTMLInputElement).checked).toBe(false);

    await user.click(acceptedByPush);
    await waitFor(() => expect((acceptedByPush as HTMLInputElement).checked).toBe(true));
    const saved = requests.filter((request) => request.method === "PUT").map((request) => request.body);
    expect(saved).toEqual([
      { kind: "platformInvited", email: false, push: true },
      { kind: "invitationAccepted", email: false, push: true },
    ]);
  });

  it("is not on someone else's profile", async () => {
    stubServer({ ...signIn("ayse"), ...profileHandlers("mehmet") });
    renderApp("/profil/mehmet");
    expect(await screen.findByRole("heading", { level: 1, name: "mehmet" })).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Şifre Değiştir" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Bildirim Tercihleri" })).toBeNull();
  });
});
