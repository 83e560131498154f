import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { PlatformDetail } from "@turnuva/contract";
import { describe, expect, it } from "vitest";
import { renderApp } from "./render-app.tsx";
import { stubServer, userJson } from "./network-stub.ts";
import { invitationJson, invitationsPage, memberJson, platformJson, sentInvitationsPage, stubSignedIn } from "./platforms-data.ts";

/**
 * Issue 25, the platform's safety nets on screen: 'Reddet' beside 'Kabul Et', the owner's pending
 * invitations with 'Geri Al', the warning before removing a member who plays in a running
 * tournament, 'Platformdan Ayrıl' on the platform's page, and 'Platformu Sil' on the edit page.
 */

type Handlers = Parameters<typeof stubServer>[0];

async function invitationsSection() {
  const heading = await screen.findByRole("heading", { name: "Platform Davetleri" }, { timeout: 5000 });
  return heading.closest("section")!;
}

describe("declining an invitation", () => {
  it("'Reddet' beside 'Kabul Et' turns it down: the invitation leaves the list and the page says so", async () => {
    const guney = platformJson("Güney Kupası", { ownerName: "mehmet" });
    const dogu = platformJson("Doğu Ligi", { ownerName: "zeynep" });
    let invitations = [invitationJson(guney), invitationJson(dogu)];
    const requests = stubSignedIn({
      handlers: {
        "GET /api/platforms/invitations?page=1": () => ({ status: 200, body: invitationsPage(invitations) }),
        [`POST /api/platforms/${guney._id}/decline-invite`]: () => {
          invitations = invitations.filter((invitation) => invitation.platform._id !== guney._id);
          return { status: 200, body: { message: "Davet reddedildi." } };
        },
      },
    });
    const user = userEvent.setup();
    renderApp("/platformlar");
    const section = await invitationsSection();
    const row = (await within(section).findByText("Güney Kupası")).closest("li")!;
    expect(
      within(row)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Reddet", "Kabul Et"]);

    await user.click(within(row).getByRole("button", { name: "Reddet", description: "Güney Kupası" }));
    expect((await within(section).findByRole("status")).textContent).toBe("Davet reddedildi.");
    await waitFor(() => expect(within(section).queryByText("Güney Kupası")).toBeNull());
    expect(within(section).getByText("Doğu Ligi")).toBeTruthy();
    // Focus is on the sentence, not lost with the row.
    expect(section.contains(document.activeElement)).toBe(true);
    const post = requests.find((request) => request.method === "POST");
    expect(post?.path).toBe(`/api/platforms/${guney._id}/decline-invite`);
    expect(post?.headers.Authorization).toBe("Bearer t-ayse");
    expect(post?.body).toBeUndefined();
    // Nothing joined.
    expect(within(screen.getByRole("region", { name: "Platformlarım" })).queryByRole("link", { name: /Güney Kupası/ })).toBeNull();
  });

  it("says why a refusal failed, in its own words", async () => {
    const guney = platformJson("Güney Kupası", { ownerName: "mehmet" });
    stubSignedIn({
      invitations: [invitationJson(guney)],
      handlers: {
        [`POST /api/platforms/${guney._id}/decline-invite`]: () => ({
          status: 404,
          body: { message: "Bu platform için bekleyen bir davetiniz bulunmuyor.", code: "INVITATION_NOT_FOUND" },
        }),
      },
    });
    const user = userEvent.setup();
    renderApp("/platformlar");
    const section = await invitationsSection();
    await user.click(await within(section).findByRole("button", { name: "Reddet" }));
    expect((await within(section).findByRole("alert")).textContent).toBe(
      "Davet reddedilirken bir hata oluştu: Bu platform için bekleyen bir davetiniz bulunmuyor.",
    );
  });
});

const kuzey = platformJson("Kuzey Ligi");
const membersPath = `GET /api/platforms/${kuzey._id}/members`;
const sentPath = `GET /api/platforms/${kuzey._id}/invitations?page=1`;

async function openMembersDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole("button", { name: "Üye Çıkar", description: "Kuzey Ligi" }, { timeout: 5000 }));
  return screen.findByRole("dialog", { name: "Kuzey Ligi üyeleri" }, { timeout: 5000 });
}

describe("the owner's pending invitations", () => {
  it("are listed under the members with the address typed and the date, never a name; 'Geri Al' takes one back", async () => {
    let sent = [
      { _id: "inv-2", email: "Veli@Ornek.com", createdAt: "2025-03-04T10:00:00.000Z" },
      { _id: "inv-1", email: "ali@example.com", createdAt: "2025-03-01T10:00:00.000Z" },
    ];
    const requests = stubSignedIn({
      mine: [kuzey],
      handlers: {
        [membersPath]: () => ({ status: 200, body: { members: [memberJson("ayse", true)] } }),
        [sentPath]: () => ({ status: 200, body: sentInvitationsPage(sent) }),
        [`DELETE /api/platforms/${kuzey._id}/invitations/inv-2`]: () => {
          sent = sent.filter((invitation) => invitation._id !== "inv-2");
          return { status: 200, body: { message: "Davet geri alındı." } };
        },
      },
    });
    const user = userEvent.setup();
    renderApp("/platformlar");
    const dialog = await openMembersDialog(user);

    const pending = within(dialog).getByRole("region", { name: "Bekleyen Davetler" });
    const rows = await within(pending).findAllByRole("listitem");
    expect(rows.map((row) => row.textContent)).toEqual([
      "Veli@Ornek.com4 Mart 2025 tarihinde gönderildiGeri Al",
      "ali@example.com1 Mart 2025 tarihinde gönderildiGeri Al",
    ]);

    await user.click(within(pending).getByRole("button", { name: "Veli@Ornek.com davetini geri al" }));
    expect((await within(pending).findByRole("status")).textContent).toBe("Davet geri alındı.");
    await waitFor(() => expect(within(pending).queryByText("Veli@Ornek.com")).toBeNull());
    expect(within(pending).getByText("ali@example.com")).toBeTruthy();
    const removal = requests.find((request) => request.method === "DELETE");
    expect(removal?.path).toBe(`/api/platforms/${kuzey._id}/invitations/inv-2`);
    expect(removal?.headers.Authorization).toBe("Bearer t-ayse");
  });

  it("says when none is waiting, and why one could not be taken back", async () => {
    let sent = [{ _id: "inv-1", email: "ali@example.com", createdAt: "2025-03-01T10:00:00.000Z" }];
    stubSignedIn({
      mine: [kuzey],
      handlers: {
        [membersPath]: () => ({ status: 200, body: { members: [memberJson("ayse", true)] } }),
        [sentPath]: () => ({ status: 200, body: sentInvitationsPage(sent) }),
        [`DELETE /api/platforms/${kuzey._id}/invitations/inv-1`]: () => {
          // Meanwhile the person declined it.
          sent = [];
          return { status: 404, body: { message: "Bu davet artık bekleyen davetler arasında değil.", code: "INVITATION_NOT_FOUND" } };
        },
      },
    });
    const user = userEvent.setup();
    renderApp("/platformlar");
    const pending = within(await openMembersDialog(user)).getByRole("region", { name: "Bekleyen Davetler" });
    await user.click(await within(pending).findByRole("button", { name: "ali@example.com davetini geri al" }));
    expect((await within(pending).findByRole("alert")).textContent).toBe(
      "Davet geri alınırken bir hata oluştu: Bu davet artık bekleyen davetler arasında değil.",
    );
    // The list is asked again: the invitation that is no longer waiting goes.
    expect(await within(pending).findByText("Bekleyen davet yok.")).toBeTruthy();
  });
});

describe("removing a member who plays in a running tournament", () => {
  it("warns first and says what becomes of their matches; a member who plays in none gets the plain question", async () => {
    stubSignedIn({
      mine: [kuzey],
      handlers: {
        [membersPath]: () => ({ status: 200, body: { members: [memberJson("ali", false, 2), memberJson("ayse", true, 1), memberJson("zeynep")] } }),
      },
    });
    const user = userEvent.setup();
    renderApp("/platformlar");
    const members = await openMembersDialog(user);

    await user.click(await within(members).findByRole("button", { name: "ali üyesini çıkar" }));
    let question = screen.getByRole("dialog", { name: "Üyeyi Çıkar" });
    expect(within(question).getByRole("alert").textContent).toBe(
      "ali bu platformda sürmekte olan 2 turnuvada oynuyor. Çıkarılsa da o turnuvalarda kalır: oynadığı maçlar ve sonuçlar silinmez, " +
        "ama kalan maçlarının skorunu artık kendisi bildiremez; o maçları organizatör sonuçlandırır (skoru girer ya da hükmen verir).",
    );
    expect(within(question).getByRole("button", { name: "Evet, Çıkar" })).toBeTruthy();
    await user.click(within(question).getByRole("button", { name: "Hayır" }));

    await user.click(within(members).getByRole("button", { name: "zeynep üyesini çıkar" }));
    question = screen.getByRole("dialog", { name: "Üyeyi Çıkar" });
    expect(within(question).getByText("zeynep adlı üyeyi platformdan çıkarmak istediğine emin misin?")).toBeTruthy();
    expect(within(question).queryByRole("alert")).toBeNull();
  });
});

const bahar: PlatformDetail = { ...platformJson("Bahar Kupası", { ownerName: "mehmet", memberCount: 3 }), completedTournamentCount: 1 };

/** "ayse" signed in on Bahar Kupası's page; `mine` says whether she is a member. */
function stubDetail({ member, owner = "mehmet", handlers = {} }: { member: boolean; owner?: string; handlers?: Handlers }) {
  const platform = { ...bahar, owner: { _id: `id-${owner}`, username: owner } };
  let mine = member ? [platform] : [];
  const requests = stubSignedIn({
    handlers: {
      "GET /api/platforms/my": () => ({ status: 200, body: { platforms: mine } }),
      "GET /api/platforms/slug/bahar-kupasi": () => ({ status: 200, body: { ...platform, memberCount: mine.length > 0 ? 3 : 2 } }),
      "GET /api/platforms/slug/bahar-kupasi/tournaments": () => ({ status: 200, body: { active: [], completed: [] } }),
      "GET /api/platforms/slug/bahar-kupasi/members-preview": () => ({
        status: 200,
        body: { members: [memberJson("ayse"), memberJson("mehmet", true)], memberCount: 2 },
      }),
      "GET /api/platforms/slug/bahar-kupasi/ratings": () => ({ status: 200, body: { ratings: [] } }),
      [`POST /api/platforms/${bahar._id}/leave`]: () => {
        mine = [];
        return { status: 200, body: { message: "Bahar Kupası platformundan ayrıldınız." } };
      },
      ...handlers,
    },
  });
  return requests;
}

describe("leaving a platform", () => {
  it("'Platformdan Ayrıl' asks once in place, 'Hayır' changes nothing, 'Evet, Ayrıl' leaves and says so", async () => {
    const requests = stubDetail({ member: true });
    const user = userEvent.setup();
    renderApp("/platformlar/bahar-kupasi");
    const leave = await screen.findByRole("button", { name: "Platformdan Ayrıl" }, { timeout: 5000 });
    const ratingsAsked = () => requests.filter((request) => request.path === "/api/platforms/slug/bahar-kupasi/ratings").length;
    await waitFor(() => expect(ratingsAsked()).toBe(1), { timeout: 5000 });

    await user.click(leave);
    let step = screen.getByRole("group", { name: "Bahar Kupası platformundan ayrılmak istediğine emin misin?" });
    expect(
      within(step).getByText(
        "Oynadığın turnuvalar ve maçların silinmez. Sürmekte olan turnuvalarda kalan maçlarının skorunu artık sen bildiremezsin; onları organizatör sonuçlandırır. Yeniden katılmak için yeni bir davet gerekir.",
      ),
    ).toBeTruthy();
    expect(step.contains(document.activeElement)).toBe(true);
    await user.click(within(step).getByRole("button", { name: "Hayır" }));
    expect(screen.queryByRole("group")).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Platformdan Ayrıl" })));
    expect(requests.some((request) => request.method === "POST")).toBe(false);

    await user.click(screen.getByRole("button", { name: "Platformdan Ayrıl" }));
    step = screen.getByRole("group");
    await user.click(within(step).getByRole("button", { name: "Evet, Ayrıl" }));
    expect((await screen.findByText("Bahar Kupası platformundan ayrıldınız.")).getAttribute("role")).toBe("status");
    expect(screen.queryByRole("button", { name: "Platformdan Ayrıl" })).toBeNull();
    const post = requests.find((request) => request.method === "POST");
    expect(post?.path).toBe(`/api/platforms/${bahar._id}/leave`);
    expect(post?.headers.Authorization).toBe("Bearer t-ayse");
    // The page's counts are asked again, and its ratings ('Sıralama' lists members only).
    await waitFor(() => expect(requests.filter((request) => request.path === "/api/platforms/slug/bahar-kupasi").length).toBeGreaterThan(1));
    await waitFor(() => expect(ratingsAsked()).toBeGreaterThan(1));
  });

  it("shows the server's reason when leaving fails", async () => {
    stubDetail({
      member: true,
      handlers: {
        [`POST /api/platforms/${bahar._id}/leave`]: () => ({
          status: 404,
          body: { message: "Bu platformun üyesi değilsiniz.", code: "NOT_A_MEMBER" },
        }),
      },
    });
    const user = userEvent.setup();
    renderApp("/platformlar/bahar-kupasi");
    await user.click(await screen.findByRole("button", { name: "Platformdan Ayrıl" }, { timeout: 5000 }));
    await user.click(screen.getByRole("button", { name: "Evet, Ayrıl" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Platformdan ayrılırken bir hata oluştu: Bu platformun üyesi değilsiniz.");
  });

  it("is not offered to the owner, to someone who is not a member, or to a visitor", async () => {
    stubDetail({ member: true, owner: "ayse" });
    const { unmount } = renderApp("/platformlar/bahar-kupasi");
    expect(await screen.findByRole("link", { name: "Düzenle" }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Platformdan Ayrıl" })).toBeNull();
    unmount();

    const requests = stubDetail({ member: false });
    const second = renderApp("/platformlar/bahar-kupasi");
    await screen.findByRole("heading", { level: 1, name: "Bahar Kupası" });
    await waitFor(() => expect(requests.some((request) => request.path === "/api/platforms/my")).toBe(true));
    expect(screen.queryByRole("button", { name: "Platformdan Ayrıl" })).toBeNull();
    second.unmount();

    window.localStorage.removeItem("token");
    stubServer({
      "GET /api/platforms/slug/bahar-kupasi": () => ({ status: 200, body: bahar }),
      "GET /api/platforms/slug/bahar-kupasi/tournaments": () => ({ status: 200, body: { active: [], completed: [] } }),
      "GET /api/platforms/slug/bahar-kupasi/members-preview": () => ({ status: 200, body: { members: [], memberCount: 0 } }),
    });
    renderApp("/platformlar/bahar-kupasi");
    await screen.findByRole("heading", { level: 1, name: "Bahar Kupası" });
    expect(screen.queryByRole("button", { name: "Platformdan Ayrıl" })).toBeNull();
  });
});

describe("deleting a platform", () => {
  const detail: PlatformDetail = { ...platformJson("Bahar Kupası", { ownerName: "ayse", tournamentCount: 3 }), completedTournamentCount: 2 };

  function stubEdit(handlers: Handlers = {}) {
    window.localStorage.setItem("token", "t-ayse");
    return stubServer({
      "GET /api/auth/me": () => ({ status: 200, body: { user: userJson("ayse") } }),
      "GET /api/platforms/p-bahar-kupasi": () => ({ status: 200, body: detail }),
      "GET /api/platforms/my": () => ({ status: 200, body: { platforms: [] } }),
      "GET /api/platforms/invitations?page=1": () => ({ status: 200, body: invitationsPage([]) }),
      ...handlers,
    });
  }

  it("'Platformu Sil' is enabled only once the name is typed exactly; then it deletes and goes to /platformlar, saying so", async () => {
    const requests = stubEdit({
      "DELETE /api/platforms/p-bahar-kupasi": () => ({ status: 200, body: { message: "Bahar Kupası platformu ve tüm turnuvaları silindi." } }),
    });
    const user = userEvent.setup();
    const view = renderApp("/platformlar/p-bahar-kupasi/duzenle");

    const zone = await screen.findByRole("region", { name: "Tehlikeli Bölge" }, { timeout: 5000 });
    expect(
      within(zone).getByText(
        "Platform, içindeki 3 turnuva ve bütün maçlarıyla birlikte kalıcı olarak silinir; üyelikler ve bekleyen davetler de gider. Bu işlem geri alınamaz.",
      ),
    ).toBeTruthy();
    const name = within(zone).getByLabelText("Onaylamak için platformun adını yaz: Bahar Kupası");
    const submit = within(zone).getByRole<HTMLButtonElement>("button", { name: "Platformu Sil" });
    expect(submit.disabled).toBe(true);
    await user.type(name, "bahar kupası");
    expect(submit.disabled).toBe(true);
    // Enter does nothing either while the name does not match.
    await user.keyboard("{Enter}");
    expect(requests.some((request) => request.method === "DELETE")).toBe(false);

    await user.clear(name);
    await user.type(name, "Bahar Kupası");
    expect(submit.disabled).toBe(false);
    await user.click(submit);

    await waitFor(() => expect(view.location().pathname).toBe("/platformlar"));
    expect(await screen.findByText("Bahar Kupası platformu ve tüm turnuvaları silindi.", {}, { timeout: 5000 })).toBeTruthy();
    const removal = requests.find((request) => request.method === "DELETE");
    expect(removal?.path).toBe("/api/platforms/p-bahar-kupasi");
    expect(removal?.headers.Authorization).toBe("Bearer t-ayse");
    expect(requests.filter((request) => request.method === "DELETE")).toHaveLength(1);
  });

  it("shows the server's refusal and stays; a platform without tournaments is not said to have 0", async () => {
    stubEdit({
      "GET /api/platforms/p-bahar-kupasi": () => ({ status: 200, body: { ...detail, tournamentCount: 0, completedTournamentCount: 0 } }),
      "DELETE /api/platforms/p-bahar-kupasi": () => ({
        status: 403,
        body: { message: "Bu platformu yalnızca platform sahibi silebilir.", code: "UNAUTHORIZED" },
      }),
    });
    const user = userEvent.setup();
    const view = renderApp("/platformlar/p-bahar-kupasi/duzenle");
    const zone = await screen.findByRole("region", { name: "Tehlikeli Bölge" }, { timeout: 5000 });
    expect(within(zone).getByText("Platform kalıcı olarak silinir; üyelikler ve bekleyen davetler de gider. Bu işlem geri alınamaz.")).toBeTruthy();
    await user.type(within(zone).getByRole("textbox"), "Bahar Kupası{Enter}");
    expect((await within(zone).findByRole("alert")).textContent).toBe(
      "Platform silinirken bir hata oluştu: Bu platformu yalnızca platform sahibi silebilir.",
    );
    expect(view.location().pathname).toBe("/platformlar/p-bahar-kupasi/duzenle");
  });
});
