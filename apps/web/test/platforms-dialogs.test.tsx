import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { memberJson, platformJson, stubSignedIn } from "./platforms-data.ts";
import { renderApp } from "./render-app.tsx";

const kuzey = platformJson("Kuzey Ligi");
const invitePath = `POST /api/platforms/${kuzey._id}/invite`;
const removePath = `POST /api/platforms/${kuzey._id}/remove-member`;
const membersPath = `GET /api/platforms/${kuzey._id}/members`;

/** An opened dialog: its code loads when it is first opened, so it appears a moment after the press. */
async function openedDialog(name?: string) {
  return screen.findByRole("dialog", name === undefined ? {} : { name }, { timeout: 5000 });
}

/** The owner's button of a platform in 'Platformlarım' (each is described by its platform's name). */
async function ownerButton(name: "Üye Davet Et" | "Üye Çıkar") {
  return screen.findByRole("button", { name, description: "Kuzey Ligi" }, { timeout: 5000 });
}

describe("quick invite", () => {
  it("is used from the keyboard alone: opens, takes an e-mail, sends it, says so and closes on Escape", async () => {
    const requests = stubSignedIn({
      mine: [kuzey],
      handlers: {
        [invitePath]: () => ({
          status: 201,
          body: {
            message: "Kuzey Ligi platformuna davet başarıyla gönderildi!",
            invitation: { _id: "inv-1", invitee: { _id: "id-ali", username: "ali" }, createdAt: "2025-01-02T00:00:00.000Z" },
          },
        }),
      },
    });
    const user = userEvent.setup();
    renderApp("/platformlar");
    const opener = await ownerButton("Üye Davet Et");
    opener.focus();
    await user.keyboard("{Enter}");

    const dialog = await openedDialog("Kuzey Ligi platformuna davet gönder");
    expect(within(dialog).getByText(/Davet edeceğin kişinin siteye önceden kayıt olmuş olması gerekir/)).toBeTruthy();
    // The field to fill takes focus, not the close button.
    const email = within(dialog).getByLabelText("E-posta");
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(email.getAttribute("type")).toBe("email");

    // The contract's rule first; nothing is sent while it is broken.
    await user.keyboard("ali@{Enter}");
    expect(within(dialog).getByText("Lütfen geçerli bir e-posta adresi girin.")).toBeTruthy();
    expect(requests.filter((request) => request.method === "POST")).toHaveLength(0);

    await user.keyboard("example.com{Enter}");
    expect((await within(dialog).findByRole("status")).textContent).toBe("Kuzey Ligi platformuna davet başarıyla gönderildi!");
    expect(requests.find((request) => request.method === "POST")?.body).toEqual({ email: "ali@example.com" });
    expect((email as HTMLInputElement).value).toBe("");

    // Tab stays inside the dialog: close, field, İptal, Davet Gönder, and round again.
    for (let i = 0; i < 5; i++) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it("shows the spec's sentence around the server's reason, and 'Gönderiliyor...' while it waits", async () => {
    let answer: (() => void) | null = null;
    stubSignedIn({
      mine: [kuzey],
      handlers: {
        [invitePath]: () => ({
          status: 404,
          body: {
            message: "Bu e-posta adresiyle kayıtlı bir kullanıcı bulunamadı. Davet edilecek kişinin önce siteye kayıt olması gerekir.",
            code: "INVITEE_NOT_FOUND",
          },
        }),
      },
    });
    // Hold the answer back to see the busy state.
    const stubbed = globalThis.fetch;
    vi.stubGlobal("fetch", (input: string, init?: RequestInit) =>
      init?.method === "POST" ? new Promise<Response>((resolve) => (answer = () => resolve(stubbed(input, init)))) : stubbed(input, init),
    );
    const user = userEvent.setup();
    renderApp("/platformlar");
    await user.click(await ownerButton("Üye Davet Et"));
    const dialog = await openedDialog();

    await user.type(within(dialog).getByLabelText("E-posta"), "yok@example.com");
    await user.click(within(dialog).getByRole("button", { name: "Davet Gönder" }));
    expect(within(dialog).getByRole("button", { name: "Gönderiliyor..." }).getAttribute("aria-disabled")).toBe("true");

    await waitFor(() => expect(answer).not.toBeNull());
    answer!();
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      "Davet gönderilirken bir hata oluştu: Bu e-posta adresiyle kayıtlı bir kullanıcı bulunamadı. Davet edilecek kişinin önce siteye kayıt olması gerekir.",
    );
    await user.click(within(dialog).getByRole("button", { name: "İptal" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("removing a member", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  function stubMembers(remove: () => { status: number; body: unknown }) {
    let members = [memberJson("zeynep"), memberJson("ayse", true), memberJson("ali")];
    const requests = stubSignedIn({
      mine: [kuzey],
      handlers: {
        [membersPath]: () => ({ status: 200, body: { members } }),
        [removePath]: () => {
          const reply = remove();
          if (reply.status === 200) members = members.filter((member) => member.username !== "ali");
          return reply;
        },
      },
    });
    return requests;
  }

  it("lists the members with e-mails, asks first, removes with 'Evet, Çıkar' and closes the question after 2 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const requests = stubMembers(() => ({ status: 200, body: { message: "ali başarıyla platformdan çıkarıldı.", userId: "id-ali" } }));
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderApp("/platformlar");
    await user.click(await ownerButton("Üye Çıkar"));

    const members = await openedDialog("Kuzey Ligi üyeleri");
    const rows = await within(members).findAllByRole("listitem");
    // Part 1 §9: sorted by username.
    expect(rows.map((row) => row.querySelector("p")?.textContent)).toEqual(["ali", "ayse", "zeynep"]);
    expect(within(rows[0]!).getByText("ali@example.com")).toBeTruthy();
    expect(within(rows[1]!).getByText("Platform Sahibi")).toBeTruthy();
    expect(within(rows[1]!).queryByRole("button")).toBeNull();

    // 'Hayır' changes nothing and gives focus back to the button that asked.
    const removeAli = within(members).getByRole("button", { name: "ali üyesini çıkar" });
    await user.click(removeAli);
    let question = screen.getByRole("dialog", { name: "Üyeyi Çıkar" });
    // The safe answer takes focus, not the close button; Escape gives it back to the button that asked.
    await waitFor(() => expect(document.activeElement).toBe(within(question).getByRole("button", { name: "Hayır" })));
    await user.keyboard("{Escape}");
    await waitFor(() => expect(document.activeElement).toBe(removeAli));
    expect(screen.getByRole("dialog", { name: "Kuzey Ligi üyeleri" })).toBe(members);
    await user.click(removeAli);
    question = screen.getByRole("dialog", { name: "Üyeyi Çıkar" });
    expect(within(question).getByText("ali adlı üyeyi platformdan çıkarmak istediğine emin misin?")).toBeTruthy();
    await user.click(within(question).getByRole("button", { name: "Hayır" }));
    expect(screen.queryByRole("dialog", { name: "Üyeyi Çıkar" })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(removeAli));

    await user.click(removeAli);
    question = screen.getByRole("dialog", { name: "Üyeyi Çıkar" });
    await user.click(within(question).getByRole("button", { name: "Evet, Çıkar" }));
    expect((await within(question).findByRole("status")).textContent).toBe("ali başarıyla platformdan çıkarıldı.");
    expect(requests.find((request) => request.path.endsWith("/remove-member"))?.body).toEqual({ userId: "id-ali" });
    expect(within(members).queryByText("ali")).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(1900));
    expect(screen.queryByRole("dialog", { name: "Üyeyi Çıkar" })).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.queryByRole("dialog", { name: "Üyeyi Çıkar" })).toBeNull();
    // The member dialog stays, and focus comes back into it (its opener is gone).
    expect(screen.getByRole("dialog", { name: "Kuzey Ligi üyeleri" })).toBe(members);
    await waitFor(() => expect(members.contains(document.activeElement)).toBe(true));
  });

  it.each([
    {
      failure: "the server's reason",
      reply: () => ({ status: 403, body: { message: "Bu platformdan yalnızca platform sahibi üye çıkarabilir.", code: "UNAUTHORIZED" } }),
      text: "Bu platformdan yalnızca platform sahibi üye çıkarabilir.",
    },
    {
      failure: "an answer without a message",
      reply: () => ({ status: 502, body: "<html>Bad Gateway</html>" }),
      text: "Üye çıkarılırken bir hata oluştu.",
    },
    {
      failure: "no answer at all",
      reply: (): never => {
        throw new TypeError("Failed to fetch");
      },
      text: "Sunucuya bağlanılamadı. İnternet bağlantınızı kontrol edin.",
    },
  ])("says so on $failure and keeps the question open", async ({ reply, text }) => {
    stubMembers(reply);
    const user = userEvent.setup();
    renderApp("/platformlar");
    await user.click(await ownerButton("Üye Çıkar"));
    await user.click(await within(await openedDialog("Kuzey Ligi üyeleri")).findByRole("button", { name: "ali üyesini çıkar" }));
    const question = screen.getByRole("dialog", { name: "Üyeyi Çıkar" });
    await user.click(within(question).getByRole("button", { name: "Evet, Çıkar" }));

    expect((await within(question).findByRole("alert")).textContent).toBe(text);
    expect(within(question).getByRole("button", { name: "Evet, Çıkar" })).toBeTruthy();
    // The member dialog waits behind the question (hidden from the accessibility tree meanwhile).
    const [members] = screen.getAllByRole("dialog", { hidden: true });
    expect(within(members!).getByText("Kuzey Ligi üyeleri")).toBeTruthy();
    expect(within(members!).getByText("ali")).toBeTruthy();
  });

  it("says so when the members cannot be loaded", async () => {
    stubSignedIn({ mine: [kuzey], handlers: { [membersPath]: () => ({ status: 403, body: { message: "Yetkiniz yok.", code: "UNAUTHORIZED" } }) } });
    const user = userEvent.setup();
    renderApp("/platformlar");
    await user.click(await ownerButton("Üye Çıkar"));
    expect((await within(await openedDialog("Kuzey Ligi üyeleri")).findByRole("alert")).textContent).toContain(
      "Platform üyeleri yüklenirken bir hata oluştu.",
    );
  });
});
