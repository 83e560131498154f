import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { NotificationView } from "@turnuva/contract/notification-rules";
import { stubServer, userJson, type RecordedRequest } from "./network-stub.ts";
import { openMenu } from "./menus.ts";
import { stubNotificationStream } from "./notification-stream-stub.ts";
import { renderApp } from "./render-app.tsx";

function signIn(username: string) {
  window.localStorage.setItem("token", `t-${username}`);
  return { "GET /api/auth/me": () => ({ status: 200, body: { user: userJson(username) } }) };
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const invitation: NotificationView = {
  _id: "00000000-0000-4000-8000-000000000001",
  kind: "platformInvited",
  data: { actor: "mehmet", platform: { slug: "fifa-dostlari", name: "FIFA Dostları" } },
  createdAt: minutesAgo(5),
  readAt: null,
};
const confirmed: NotificationView = {
  _id: "00000000-0000-4000-8000-000000000002",
  kind: "matchConfirmed",
  data: { actor: "zeynep", score: "2–1", tournament: { slug: "bahar-kupasi", name: "Bahar Kupası" } },
  createdAt: minutesAgo(180),
  readAt: "2026-01-01T00:00:00.000Z",
};
const finished: NotificationView = {
  _id: "00000000-0000-4000-8000-000000000003",
  kind: "tournamentFinished",
  data: { tournament: { slug: "kis-ligi", name: "Kış Ligi" }, champion: "ayse" },
  createdAt: minutesAgo(60 * 24 * 3),
  readAt: null,
};

const page = (notifications: NotificationView[], currentPage: number, totalPages: number, unreadCount: number) => ({
  status: 200,
  body: {
    notifications,
    unreadCount,
    pagination: { currentPage, totalPages, totalCount: 3, hasMore: currentPage < totalPages, limit: 20 },
  },
});

/** The bells of the header and the bottom bar: both say the same. */
const bellNames = () => screen.getAllByRole("button", { name: /^Bildirimler/ }).map((bell) => bell.getAttribute("aria-label"));

describe("notifications (issue 26)", () => {
  it("names the bottom bar's bell by the word it shows, then the count its badge shows (label in name)", async () => {
    stubServer({ ...signIn("ayse") });
    const stream = stubNotificationStream();
    renderApp("/hakkimizda");
    await waitFor(() => expect(stream.opened).toHaveLength(1));
    const bar = within(await screen.findByRole("navigation", { name: "Alt menü" }));

    for (const [unread, shown] of [
      [23, "23"],
      [150, "99+"],
    ] as const) {
      stream.send("ready", { unreadCount: unread });
      const bell = await bar.findByRole("button", { name: `Bildirimler, ${shown} okunmamış` });
      // What it shows, in reading order, begins its name (axe's label-content-name-mismatch).
      expect(bell.textContent).toBe(`Bildirimler${shown}`);
    }
  });

  it("shows the unread count from the person's own stream, opened with the session's token, and announces a new one", async () => {
    const requests = stubServer({ ...signIn("ayse") });
    const stream = stubNotificationStream();
    renderApp("/hakkimizda");

    await waitFor(() => expect(stream.opened).toHaveLength(1));
    // The token goes in the header, as on every call, never into the address.
    expect(stream.opened[0]!.headers.Authorization).toBe("Bearer t-ayse");
    expect(stream.opened[0]!.path).toBe("/api/notifications/events");
    expect(await screen.findAllByRole("button", { name: "Bildirimler" })).toHaveLength(2);

    stream.send("ready", { unreadCount: 2 });
    await waitFor(() => expect(bellNames()).toEqual(["Bildirimler, 2 okunmamış", "Bildirimler, 2 okunmamış"]));

    stream.send("notification", { notification: invitation, unreadCount: 3 });
    await waitFor(() => expect(bellNames()).toEqual(["Bildirimler, 3 okunmamış", "Bildirimler, 3 okunmamış"]));
    const said = await screen.findByText("mehmet sizi FIFA Dostları platformuna davet etti.");
    expect(said.getAttribute("aria-live")).toBe("polite");

    // Read elsewhere (another tab): the count follows.
    stream.send("notifications-read", { unreadCount: 0 });
    await waitFor(() => expect(bellNames()).toEqual(["Bildirimler", "Bildirimler"]));
    expect(requests.filter((request: RecordedRequest) => request.path.startsWith("/api/notifications?"))).toHaveLength(0);
  });

  it("opens the stream again after it drops, a few seconds later, and the count follows the new one", async () => {
    stubServer({ ...signIn("ayse") });
    const stream = stubNotificationStream();
    renderApp("/hakkimizda");
    await waitFor(() => expect(stream.opened).toHaveLength(1));
    stream.send("ready", { unreadCount: 1 });
    await waitFor(() => expect(bellNames()[0]).toBe("Bildirimler, 1 okunmamış"));

    stream.drop();
    await waitFor(() => expect(stream.opened).toHaveLength(2), { timeout: 8000 });
    expect(stream.opened[1]!.headers.Authorization).toBe("Bearer t-ayse");
    stream.send("ready", { unreadCount: 4 });
    await waitFor(() => expect(bellNames()[0]).toBe("Bildirimler, 4 okunmamış"));
  });

  it("ends the stream on logout, and the bells go", async () => {
    stubServer({ ...signIn("ayse"), "POST /api/auth/logout": () => ({ status: 204, body: null }) });
    const stream = stubNotificationStream();
    const user = userEvent.setup();
    renderApp("/hakkimizda");
    await waitFor(() => expect(stream.opened).toHaveLength(1));
    stream.send("ready", { unreadCount: 1 });
    await waitFor(() => expect(bellNames()[0]).toBe("Bildirimler, 1 okunmamış"));

    await openMenu(user, "ayse");
    await user.click(within(await screen.findByRole("menu")).getByRole("menuitem", { name: "Çıkış Yap" }));
    await waitFor(() => expect(stream.ended()).toBe(1));
    expect(screen.queryAllByRole("button", { name: /^Bildirimler/ })).toHaveLength(0);
    expect(stream.opened).toHaveLength(1);
  });

  it("opens a panel listing the sentences with their links, marks what it shows read, loads more and marks all read", async () => {
    let read = false;
    const requests = stubServer({
      ...signIn("ayse"),
      "GET /api/notifications?page=1&limit=20": () =>
        page([read ? { ...invitation, readAt: minutesAgo(0) } : invitation, confirmed], 1, 2, read ? 1 : 2),
      "GET /api/notifications?page=2&limit=20": () => page([finished], 2, 2, 1),
      "POST /api/notifications/read": (request) => (
        (read = true),
        {
          status: 200,
          body: { unreadCount: "all" in (request.body as object) ? 0 : 2 - (request.body as { ids: string[] }).ids.length },
        }
      ),
    });
    const stream = stubNotificationStream();
    const user = userEvent.setup();
    renderApp("/hakkimizda");
    await waitFor(() => expect(stream.opened).toHaveLength(1));
    stream.send("ready", { unreadCount: 2 });
    await waitFor(() => expect(bellNames()[0]).toBe("Bildirimler, 2 okunmamış"));

    const bell = screen.getAllByRole("button", { name: "Bildirimler, 2 okunmamış" })[0]!;
    await user.click(bell);
    const panel = await screen.findByRole("dialog", { name: "Bildirimler" });
    const invitationLink = await within(panel).findByRole("link", { name: /mehmet sizi FIFA Dostları platformuna davet etti\./ });
    expect(invitationLink.getAttribute("href")).toBe("/platformlar");
    // Unread: said before the sentence, and how long ago.
    expect(invitationLink.textContent).toBe("Okunmamış: mehmet sizi FIFA Dostları platformuna davet etti.5 dakika önce");
    const confirmedLink = within(panel).getByRole("link", { name: /Bahar Kupası: zeynep ile maçınız 2–1 olarak onaylandı\./ });
    expect(confirmedLink.getAttribute("href")).toBe("/turnuvalar/bahar-kupasi");
    expect(confirmedLink.textContent).toBe("Bahar Kupası: zeynep ile maçınız 2–1 olarak onaylandı.3 saat önce");

    // Opening it read what it shows: the unread one, by id; the count is the server's answer.
    await waitFor(() =>
      expect(requests.filter((request) => request.path === "/api/notifications/read").map((request) => request.body)).toEqual([
        { ids: [invitation._id] },
      ]),
    );
    await waitFor(() => expect(bell.getAttribute("aria-label")).toBe("Bildirimler, 1 okunmamış"));
    // The list read again (the stream says it was read) keeps it marked as new while the panel is open.
    const listReads = () => requests.filter((request) => request.path === "/api/notifications?page=1&limit=20").length;
    stream.send("notifications-read", { unreadCount: 1 });
    await waitFor(() => expect(listReads()).toBe(2));
    expect(within(panel).getByRole("link", { name: /mehmet sizi/ }).textContent).toMatch(/^Okunmamış: /);

    await user.click(within(panel).getByRole("button", { name: "Daha fazla" }));
    const finishedLink = await within(panel).findByRole("link", { name: /Kış Ligi tamamlandı\. Şampiyon: ayse\./ });
    expect(finishedLink.getAttribute("href")).toBe("/turnuvalar/kis-ligi");
    expect(within(panel).queryByRole("button", { name: "Daha fazla" })).toBeNull();

    await user.click(within(panel).getByRole("button", { name: "Tümünü okundu işaretle" }));
    await waitFor(() => expect(requests.filter((request) => request.path === "/api/notifications/read").at(-1)?.body).toEqual({ all: true }));
    await waitFor(() => expect(bell.getAttribute("aria-label")).toBe("Bildirimler"));

    // Escape closes it and gives focus back to the bell.
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.activeElement).toBe(bell);
  });

  it("follows a notification's link and closes the panel", async () => {
    stubServer({
      ...signIn("ayse"),
      "GET /api/notifications?page=1&limit=20": () => page([confirmed], 1, 1, 0),
      "GET /api/tournaments/bahar-kupasi": () => ({ status: 404, body: { message: "Turnuva bulunamadı.", code: "NOT_FOUND" } }),
    });
    stubNotificationStream();
    const user = userEvent.setup();
    const { location } = renderApp("/hakkimizda");
    await user.click((await screen.findAllByRole("button", { name: "Bildirimler" }))[1]!);
    const panel = await screen.findByRole("dialog", { name: "Bildirimler" });
    await user.click(await within(panel).findByRole("link", { name: /Bahar Kupası/ }));
    await waitFor(() => expect(location().pathname).toBe("/turnuvalar/bahar-kupasi"));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});
