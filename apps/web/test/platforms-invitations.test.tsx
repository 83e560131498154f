import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { invitationJson, invitationsPage, platformJson, stubSignedIn } from "./platforms-data.ts";
import { stubNotificationStream } from "./notification-stream-stub.ts";
import { renderApp } from "./render-app.tsx";

async function invitationsSection() {
  const heading = await screen.findByRole("heading", { name: "Platform Davetleri" }, { timeout: 5000 });
  return heading.closest("section")!;
}

describe("platform invitations", () => {
  it("come a page at a time: 'Daha Fazla Yükle' shows the next, and focus goes to its first 'Kabul Et'", async () => {
    const platforms = Array.from({ length: 25 }, (_, i) => platformJson(`Davet ${String(i + 1).padStart(2, "0")}`, { ownerName: "mehmet" }));
    const invitations = platforms.map(invitationJson);
    stubSignedIn({
      handlers: {
        "GET /api/platforms/invitations?page=1": () => ({ status: 200, body: invitationsPage(invitations.slice(0, 20), 1, 25) }),
        "GET /api/platforms/invitations?page=2": () => ({ status: 200, body: invitationsPage(invitations.slice(20), 2, 25) }),
      },
    });
    const user = userEvent.setup();
    renderApp("/platformlar");
    const section = await invitationsSection();
    await within(section).findByText("Davet 20");
    expect(within(section).queryByText("Davet 21")).toBeNull();
    expect(within(section).getAllByRole("button", { name: "Kabul Et" })).toHaveLength(20);
    await user.click(within(section).getByRole("button", { name: "Daha Fazla Yükle" }));
    await within(section).findByText("Davet 25");
    expect(within(section).getAllByRole("button", { name: "Kabul Et" })).toHaveLength(25);
    await waitFor(() => expect(document.activeElement).toBe(within(section).getByRole("button", { name: "Kabul Et", description: "Davet 21" })));
    expect(within(section).queryByRole("button", { name: "Daha Fazla Yükle" })).toBeNull();
  });

  it("says when there is none", async () => {
    stubSignedIn({});
    renderApp("/platformlar");
    const section = await invitationsSection();
    expect(await within(section).findByText("Bekleyen platform davetiniz bulunmuyor.")).toBeTruthy();
  });

  it("arrive on an open page with their notification, without a reload", async () => {
    const guney = platformJson("Güney Kupası", { ownerName: "mehmet" });
    let invitations: ReturnType<typeof invitationJson>[] = [];
    stubSignedIn({ handlers: { "GET /api/platforms/invitations?page=1": () => ({ status: 200, body: invitationsPage(invitations) }) } });
    const stream = stubNotificationStream();
    renderApp("/platformlar");
    const section = await invitationsSection();
    await within(section).findByText("Bekleyen platform davetiniz bulunmuyor.");
    await waitFor(() => expect(stream.opened).toHaveLength(1));

    invitations = [invitationJson(guney)];
    stream.send("notification", {
      notification: {
        _id: "00000000-0000-4000-8000-000000000009",
        kind: "platformInvited",
        data: { actor: "mehmet", platform: { slug: guney.slug, name: guney.name } },
        createdAt: new Date().toISOString(),
        readAt: null,
      },
      unreadCount: 1,
    });
    expect(await within(section).findByRole("button", { name: "Kabul Et" }, { timeout: 5000 })).toBeTruthy();
    expect(within(section).getByText("Güney Kupası")).toBeTruthy();
  });

  it("accepting moves the platform from the invitations into 'Platformlarım'", async () => {
    const guney = platformJson("Güney Kupası", { ownerName: "mehmet", game: "EA Sports FC", deviceType: "fc_ps5" });
    const dogu = platformJson("Doğu Ligi", { ownerName: "zeynep" });
    let invitations = [invitationJson(guney), invitationJson(dogu)];
    let mine: ReturnType<typeof platformJson>[] = [];
    const requests = stubSignedIn({
      handlers: {
        "GET /api/platforms/invitations?page=1": () => ({ status: 200, body: invitationsPage(invitations) }),
        "GET /api/platforms/my": () => ({ status: 200, body: { platforms: mine } }),
        [`POST /api/platforms/${guney._id}/accept-invite`]: () => {
          invitations = invitations.filter((invitation) => invitation.platform._id !== guney._id);
          mine = [guney];
          return { status: 200, body: { message: "Davet kabul edildi!", platform: guney } };
        },
      },
    });
    const user = userEvent.setup();
    renderApp("/platformlar");
    const section = await invitationsSection();

    const row = (await within(section).findByText("Güney Kupası")).closest("li")!;
    expect(within(row).getByText("Kurucu: mehmet")).toBeTruthy();
    expect(within(row).getByText("EA Sports FC · PlayStation 5")).toBeTruthy();
    await user.click(within(row).getByRole("button", { name: "Kabul Et", description: "Güney Kupası" }));

    expect((await within(section).findByRole("status")).textContent).toBe("Davet kabul edildi!");
    // The pressed button has gone with its invitation: focus is on the message, not lost.
    expect(section.contains(document.activeElement)).toBe(true);
    expect(within(section).queryByText("Güney Kupası")).toBeNull();
    expect(within(section).getByText("Doğu Ligi")).toBeTruthy();
    const myPlatforms = screen.getByRole("region", { name: "Platformlarım" });
    await waitFor(() => expect(within(myPlatforms).getByRole("link", { name: /Güney Kupası/ })).toBeTruthy());
    // She is not the owner: no owner buttons, no 'Kurucu' badge.
    expect(within(myPlatforms).queryByRole("button", { name: "Üye Davet Et" })).toBeNull();
    expect(within(myPlatforms).queryByText("Kurucu")).toBeNull();
    expect(requests.find((request) => request.method === "POST")?.body).toBeUndefined();
  });

  it("tells why an acceptance failed and keeps the invitation", async () => {
    const guney = platformJson("Güney Kupası", { ownerName: "mehmet" });
    stubSignedIn({
      invitations: [invitationJson(guney)],
      handlers: {
        [`POST /api/platforms/${guney._id}/accept-invite`]: () => ({
          status: 404,
          body: { message: "Bu platform için bekleyen bir davetiniz bulunmuyor.", code: "INVITATION_NOT_FOUND" },
        }),
      },
    });
    const user = userEvent.setup();
    renderApp("/platformlar");
    const section = await invitationsSection();

    await user.click(await within(section).findByRole("button", { name: "Kabul Et" }));
    expect((await within(section).findByRole("alert")).textContent).toBe(
      "Davet kabul edilirken bir hata oluştu: Bu platform için bekleyen bir davetiniz bulunmuyor.",
    );
    expect(within(section).getByText("Güney Kupası")).toBeTruthy();
  });

  it.each([
    {
      what: "accepted in another tab (409)",
      reply: { status: 409, body: { message: "Zaten bu platformun üyesisiniz.", code: "ALREADY_MEMBER" } },
      joined: true,
    },
    {
      what: "gone (404)",
      reply: { status: 404, body: { message: "Bu platform için bekleyen bir davetiniz bulunmuyor.", code: "INVITATION_NOT_FOUND" } },
      joined: false,
    },
  ])("an invitation $what leaves the list, 'Platformlarım' is fetched again, and the reason stays", async ({ reply, joined }) => {
    const guney = platformJson("Güney Kupası", { ownerName: "mehmet" });
    let invitations = [invitationJson(guney)];
    let mine: ReturnType<typeof platformJson>[] = [];
    const requests = stubSignedIn({
      handlers: {
        "GET /api/platforms/invitations?page=1": () => ({ status: 200, body: invitationsPage(invitations) }),
        "GET /api/platforms/my": () => ({ status: 200, body: { platforms: mine } }),
        [`POST /api/platforms/${guney._id}/accept-invite`]: () => reply,
      },
    });
    const user = userEvent.setup();
    renderApp("/platformlar");
    const section = await invitationsSection();
    const accept = await within(section).findByRole("button", { name: "Kabul Et" });

    // Meanwhile the invitation stopped being pending: accepted elsewhere, or withdrawn.
    invitations = [];
    if (joined) mine = [guney];
    const fetches = (path: string) => requests.filter((request) => request.method === "GET" && request.path === path).length;
    const before = { invitations: fetches("/api/platforms/invitations?page=1"), mine: fetches("/api/platforms/my") };
    await user.click(accept);

    const message = `Davet kabul edilirken bir hata oluştu: ${reply.body.message}`;
    expect((await within(section).findByRole("alert")).textContent).toBe(message);
    expect(await within(section).findByText("Bekleyen platform davetiniz bulunmuyor.")).toBeTruthy();
    expect(within(section).queryByRole("button", { name: "Kabul Et" })).toBeNull();
    expect(within(section).getByRole("alert").textContent).toBe(message);
    // The pressed button has gone with its invitation: focus is on the message, not lost.
    await waitFor(() => expect(section.contains(document.activeElement)).toBe(true));
    await waitFor(() => expect(fetches("/api/platforms/my")).toBe(before.mine + 1));
    expect(fetches("/api/platforms/invitations?page=1")).toBe(before.invitations + 1);
    const myPlatforms = screen.getByRole("region", { name: "Platformlarım" });
    if (joined) await waitFor(() => expect(within(myPlatforms).getByRole("link", { name: /Güney Kupası/ })).toBeTruthy());
    else expect(within(myPlatforms).queryByRole("link", { name: /Güney Kupası/ })).toBeNull();
  });
});
