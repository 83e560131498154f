import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { platformJson, stubSignedIn } from "./platforms-data.ts";
import { renderApp } from "./render-app.tsx";

/** The error shown under a field, as a screen reader reaches it. */
function fieldError(field: HTMLElement): string | null | undefined {
  const id = field
    .getAttribute("aria-describedby")
    ?.split(" ")
    .find((part) => part.endsWith("-error"));
  return id ? document.getElementById(id)?.textContent : null;
}

async function openForm(user: ReturnType<typeof userEvent.setup>) {
  // The manager's code loads on arrival; the first load in a run compiles its libraries.
  const toggle = await screen.findByRole("button", { name: "Yeni Platform Oluştur" }, { timeout: 5000 });
  expect(toggle.getAttribute("aria-expanded")).toBe("false");
  await user.click(toggle);
  expect(toggle.getAttribute("aria-expanded")).toBe("true");
  // The form's code loads when the section is first opened: wait for it to arrive.
  await screen.findByRole("button", { name: "Platform Oluştur" }, { timeout: 5000 });
  return toggle;
}

describe("creating a platform", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows each rule's exact message, and lists the chosen game's play areas", async () => {
    const requests = stubSignedIn({});
    const user = userEvent.setup();
    renderApp("/platformlar");
    await openForm(user);

    await user.click(screen.getByRole("button", { name: "Platform Oluştur" }));
    const name = screen.getByLabelText("Platform Adı");
    const game = screen.getByLabelText("Oyun Serisi");
    const playArea = screen.getByLabelText("Oyun Alanı");
    const description = screen.getByLabelText("Açıklama (isteğe bağlı)");
    expect(fieldError(name)).toBe("Platform adı boş bırakılamaz.");
    expect(fieldError(game)).toBe("Lütfen bir oyun serisi seçin.");
    expect(fieldError(playArea)).toBe("Lütfen bir oyun alanı seçin.");
    expect(requests.filter((request) => request.method === "POST")).toHaveLength(0);

    await user.type(name, "ab");
    expect(fieldError(name)).toBe("Platform adı en az 3 karakter olmalıdır.");
    await user.type(name, "c");
    expect(fieldError(name)).toBeNull();

    // No game, no play area to choose.
    expect((playArea as HTMLSelectElement).disabled).toBe(true);
    await user.selectOptions(game, "EA Sports FC");
    expect(fieldError(game)).toBeNull();
    expect((playArea as HTMLSelectElement).disabled).toBe(false);
    const areas = within(playArea)
      .getAllByRole("option")
      .map((option) => option.textContent);
    expect(areas).toContain("Nintendo Switch");
    expect(areas).not.toContain("PlayStation");

    // Pasted, not typed key by key: 251 keystrokes take over a second in jsdom.
    await user.click(description);
    await user.paste("x".repeat(251));
    expect(fieldError(description)).toBe("Açıklama en fazla 250 karakter olabilir.");
    expect(screen.getByText("251/250 karakter")).toBeTruthy();
    await user.type(description, "{Backspace}");
    expect(fieldError(description)).toBeNull();
    expect(screen.getByText("250/250 karakter")).toBeTruthy();
  });

  it("clears the play area when the game changes", async () => {
    const requests = stubSignedIn({});
    const user = userEvent.setup();
    renderApp("/platformlar");
    await openForm(user);

    const game = screen.getByLabelText<HTMLSelectElement>("Oyun Serisi");
    const playArea = screen.getByLabelText<HTMLSelectElement>("Oyun Alanı");
    await user.selectOptions(game, "eFootball");
    await user.selectOptions(playArea, "efootball_mobil");
    expect(playArea.value).toBe("efootball_mobil");

    await user.selectOptions(game, "Diğer");
    expect(playArea.value).toBe("");
    expect(within(playArea).getByRole("option", { name: "Konsol" })).toBeTruthy();

    // Cleared in the form's values too, not only on screen: a submit asks for a play area again.
    await user.type(screen.getByLabelText("Platform Adı"), "Kuzey");
    await user.click(screen.getByRole("button", { name: "Platform Oluştur" }));
    expect(fieldError(playArea)).toBe("Lütfen bir oyun alanı seçin.");
    expect(requests.filter((request) => request.method === "POST")).toHaveLength(0);
  });

  it("sends the form, shows the banner for 3 s, folds the form away and lists the new platform", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const created = platformJson("Kuzey Ligi", { game: "Diğer", deviceType: "generic_pc", description: "Cuma akşamları" });
    let mine: ReturnType<typeof platformJson>[] = [];
    const requests = stubSignedIn({
      handlers: {
        "GET /api/platforms/my": () => ({ status: 200, body: { platforms: mine } }),
        "POST /api/platforms": () => {
          mine = [created];
          return { status: 201, body: { message: "Platform başarıyla oluşturuldu!", platform: created } };
        },
      },
    });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderApp("/platformlar");
    expect(await screen.findByText("Henüz bir platformun yok. Yeni bir platform oluştur ya da sana gelen bir daveti kabul et.")).toBeTruthy();
    const toggle = await openForm(user);

    await user.type(screen.getByLabelText("Platform Adı"), "  Kuzey Ligi ");
    await user.selectOptions(screen.getByLabelText("Oyun Serisi"), "Diğer");
    await user.selectOptions(screen.getByLabelText("Oyun Alanı"), "generic_pc");
    await user.type(screen.getByLabelText("Açıklama (isteğe bağlı)"), "Cuma akşamları");
    await user.click(screen.getByRole("button", { name: "Platform Oluştur" }));

    const banner = await screen.findByText("Platform başarıyla oluşturuldu!");
    expect(banner.closest('[role="status"]')).toBeTruthy();
    const post = requests.find((request) => request.method === "POST");
    expect(post?.path).toBe("/api/platforms");
    expect(post?.headers.Authorization).toBe("Bearer t-ayse");
    expect(post?.body).toEqual({ name: "Kuzey Ligi", game: "Diğer", deviceType: "generic_pc", description: "Cuma akşamları" });

    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(toggle);
    expect(await screen.findByRole("link", { name: /Kuzey Ligi/ })).toBeTruthy();

    // Opened again, the form is empty.
    await user.click(toggle);
    expect(screen.getByLabelText<HTMLInputElement>("Platform Adı").value).toBe("");

    await act(() => vi.advanceTimersByTimeAsync(2800));
    expect(screen.queryByText("Platform başarıyla oluşturuldu!")).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(screen.queryByText("Platform başarıyla oluşturuldu!")).toBeNull();
  });

  it("shows the server's refusal above the button and under its field", async () => {
    stubSignedIn({
      handlers: {
        "POST /api/platforms": () => ({
          status: 400,
          body: {
            message: "Platform adı en az 3 karakter olmalıdır.",
            code: "VALIDATION_ERROR",
            fields: { name: "Platform adı en az 3 karakter olmalıdır." },
          },
        }),
      },
    });
    const user = userEvent.setup();
    renderApp("/platformlar");
    await openForm(user);

    // "ab c" passes in the browser (trimmed, 4 letters); the server, say, counts otherwise.
    await user.type(screen.getByLabelText("Platform Adı"), "ab c");
    await user.selectOptions(screen.getByLabelText("Oyun Serisi"), "eFootball");
    await user.selectOptions(screen.getByLabelText("Oyun Alanı"), "efootball_pc_steam");
    await user.click(screen.getByRole("button", { name: "Platform Oluştur" }));

    expect((await screen.findByRole("alert")).textContent).toBe("Platform adı en az 3 karakter olmalıdır.");
    expect(fieldError(screen.getByLabelText("Platform Adı"))).toBe("Platform adı en az 3 karakter olmalıdır.");
    expect(screen.getByRole("button", { name: "Yeni Platform Oluştur" }).getAttribute("aria-expanded")).toBe("true");
  });

  it("says 'Platform oluşturulurken bir hata oluştu.' when the answer carries no message", async () => {
    stubSignedIn({ handlers: { "POST /api/platforms": () => ({ status: 502, body: "<html>Bad Gateway</html>" }) } });
    const user = userEvent.setup();
    renderApp("/platformlar");
    await openForm(user);

    await user.type(screen.getByLabelText("Platform Adı"), "Kuzey");
    await user.selectOptions(screen.getByLabelText("Oyun Serisi"), "eFootball");
    await user.selectOptions(screen.getByLabelText("Oyun Alanı"), "efootball_ps4");
    await user.click(screen.getByRole("button", { name: "Platform Oluştur" }));

    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Platform oluşturulurken bir hata oluştu."));
  });
});
