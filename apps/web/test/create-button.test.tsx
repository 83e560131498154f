import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { renderApp } from "./render-app.tsx";
import { stubSignedIn } from "./platforms-data.ts";

type Reply = { status: number; body: unknown };

/** Signs "ayse" in and answers the platform check with each reply in turn (the last one repeats). */
function stubCheck(...replies: Reply[]) {
  let call = 0;
  const requests = stubSignedIn({
    handlers: { "GET /api/platforms/check": () => replies[Math.min(call++, replies.length - 1)] as Reply },
  });
  return { checks: () => requests.filter((request) => request.path === "/api/platforms/check") };
}

const check = (status: "none" | "single" | "multiple", ids: string[]): Reply => ({
  status: 200,
  body: { status, count: ids.length, platforms: ids.map((_id) => ({ _id })) },
});

/** The Create button of the phone's bottom bar, once the session is restored. */
async function createButton() {
  const bar = within(await screen.findByRole("navigation", { name: "Alt menü" }));
  return bar.findByRole("button", { name: "Oluştur" });
}

describe("Create button", () => {
  it("tells someone in no platform why they cannot create a tournament; Anladım closes it", async () => {
    const { checks } = stubCheck(check("none", []));
    const user = userEvent.setup();
    const { location } = renderApp("/hakkimizda");

    const button = await createButton();
    await user.click(button);

    const opened = await screen.findByRole("dialog", { name: "Turnuva Oluştur" });
    const dialog = within(opened);
    expect(dialog.getByText(/hiçbir platformda değilsin/)).toBeTruthy();
    // The dialog itself takes focus (its title read), not 'Kapat': its buttons change with the check.
    expect(document.activeElement).toBe(opened);
    expect(dialog.getByRole("link", { name: "Platformlara Git" }).getAttribute("href")).toBe("/platformlar");
    expect(checks()[0]?.headers.Authorization).toBe("Bearer t-ayse");

    await user.click(dialog.getByRole("button", { name: "Anladım" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.activeElement).toBe(button);
    expect(location().pathname).toBe("/hakkimizda");
  });

  it("opens the only platform on its new-tournament tab", async () => {
    stubCheck(check("single", ["p-42"]));
    const user = userEvent.setup();
    const { location } = renderApp("/hakkimizda");

    await user.click(await createButton());

    await waitFor(() => expect(location().pathname).toBe("/platformlar"));
    expect(location().search).toBe("?platformId=p-42&menu=1");
  });

  it("leads someone in several platforms to the platform list", async () => {
    stubCheck(check("multiple", ["p-1", "p-2"]));
    const user = userEvent.setup();
    const { location } = renderApp("/hakkimizda");

    // The desktop header has its own Create button.
    const header = within(await screen.findByRole("banner"));
    await user.click(await header.findByRole("button", { name: "Oluştur" }));

    await waitFor(() => expect(location().pathname).toBe("/platformlar"));
    expect(location().search).toBe("");
  });

  it("checks once for a double press", async () => {
    const { checks } = stubCheck(check("none", []));
    const user = userEvent.setup();
    renderApp("/hakkimizda");

    await user.dblClick(await createButton());

    expect(await screen.findByRole("dialog", { name: "Turnuva Oluştur" })).toBeTruthy();
    expect(checks()).toHaveLength(1);
  });

  it("takes presses less than 300 ms apart as one, also once a check has finished", async () => {
    const { checks } = stubCheck(check("none", []));
    // The clock of the debounce only; everything else runs in real time.
    let now = Date.now();
    vi.spyOn(Date, "now").mockImplementation(() => now);
    const user = userEvent.setup();
    renderApp("/hakkimizda");
    const button = await createButton();

    const pressAndClose = async () => {
      await user.click(button);
      await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Anladım" }));
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    };
    await pressAndClose();
    expect(checks()).toHaveLength(1);

    now += 299;
    await user.click(button);
    now += 299; // 299 ms after the press before: still the same burst.
    await user.click(button);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(checks()).toHaveLength(1);

    now += 300;
    await pressAndClose();
    expect(checks()).toHaveLength(2);
  });

  it("shows a server error with Tekrar Dene, which checks again", async () => {
    const { checks } = stubCheck({ status: 503, body: null }, check("single", ["p-7"]));
    const user = userEvent.setup();
    const { location } = renderApp("/hakkimizda");

    await user.click(await createButton());
    const dialog = within(await screen.findByRole("dialog", { name: "Turnuva Oluştur" }));
    expect(dialog.getByRole("alert").textContent).toBe("Sunucu hatası. Lütfen daha sonra tekrar deneyin.");
    expect(dialog.getByRole("button", { name: "İptal" })).toBeTruthy();

    await user.click(dialog.getByRole("button", { name: "Tekrar Dene" }));

    await waitFor(() => expect(location().search).toBe("?platformId=p-7&menu=1"));
    expect(checks()).toHaveLength(2);
  });

  it("says the session is over after a 401 and offers to log in again", async () => {
    stubCheck({ status: 401, body: { message: "Oturum süreniz dolmuş. Lütfen tekrar giriş yapın.", code: "INVALID_TOKEN" } });
    const user = userEvent.setup();
    const { location } = renderApp("/hakkimizda");

    await user.click(await createButton());
    const dialog = within(await screen.findByRole("dialog", { name: "Turnuva Oluştur" }));
    expect(dialog.getByRole("alert").textContent).toBe("Oturum süreniz dolmuş. Lütfen tekrar giriş yapın.");
    // The session ended everywhere (the token is gone), and the dialog stayed to say so.
    expect(window.localStorage.getItem("token")).toBeNull();

    await user.click(dialog.getByRole("button", { name: "Giriş Yap" }));

    expect(await screen.findByRole("heading", { level: 1, name: "Giriş Yap" })).toBeTruthy();
    expect(location().state).toEqual({ from: "/hakkimizda" });
  });

  it("shows a slow check after 100 ms; İptal stops it and nothing follows", async () => {
    stubCheck(check("single", ["p-9"]));
    // The Network Information API (Chromium) says the connection is the slowest kind.
    Object.defineProperty(navigator, "connection", { value: { effectiveType: "slow-2g" }, configurable: true });
    onTestFinished(() => {
      Reflect.deleteProperty(navigator, "connection");
    });
    // The check's answer waits until the test lets it go; like a browser, an aborted call rejects.
    let release = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    let checkSignal: AbortSignal | undefined;
    const server = globalThis.fetch;
    vi.stubGlobal("fetch", async (input: string, init: RequestInit = {}) => {
      if (input !== "/api/platforms/check") return server(input, init);
      checkSignal = init.signal ?? undefined;
      await answered;
      if (checkSignal?.aborted) throw new DOMException("The operation was aborted.", "AbortError");
      return server(input, init);
    });
    const user = userEvent.setup();
    const { location } = renderApp("/hakkimizda");

    await user.click(await createButton());
    const dialog = within(await screen.findByRole("dialog", { name: "Turnuva Oluştur" }));
    expect(dialog.getByRole("status").textContent).toBe("Platformların kontrol ediliyor...");
    expect(dialog.getByText("Bağlantınız çok yavaş. Lütfen daha iyi bir ağa bağlanın.")).toBeTruthy();

    await user.click(dialog.getByRole("button", { name: "İptal" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(checkSignal?.aborted).toBe(true);

    release();
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(location().pathname).toBe("/hakkimizda");
  });

  it("says so when the browser is offline, without calling", async () => {
    const { checks } = stubCheck(check("none", []));
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const user = userEvent.setup();
    renderApp("/hakkimizda");

    await user.click(await createButton());

    const dialog = within(await screen.findByRole("dialog", { name: "Turnuva Oluştur" }));
    expect(dialog.getByRole("alert").textContent).toBe("İnternet bağlantınızı kontrol edin.");
    expect(checks()).toHaveLength(0);
  });

  it("is not offered to a visitor", async () => {
    stubCheck(check("none", []));
    window.localStorage.clear();
    renderApp("/hakkimizda");

    const header = within(await screen.findByRole("banner"));
    expect(await header.findByRole("link", { name: "Giriş Yap" })).toBeTruthy();
    expect(header.queryByRole("button", { name: "Oluştur" })).toBeNull();
    expect(within(screen.getByRole("navigation", { name: "Alt menü" })).queryByRole("button", { name: "Oluştur" })).toBeNull();
  });
});

describe("Create button whose check cannot be loaded", () => {
  it("goes to the platform list on each press instead of doing nothing, and lets the person leave it", async () => {
    // The check's file cannot be fetched (offline for a moment, or a deploy replaced it). React.lazy
    // keeps a module's first answer, so this test loads the app afresh with the file refused.
    vi.resetModules();
    vi.doMock("@/features/platforms/create-tournament-check.tsx", () => {
      throw new TypeError("Failed to fetch dynamically imported module");
    });
    onTestFinished(() => {
      vi.doUnmock("@/features/platforms/create-tournament-check.tsx");
    });
    const { renderApp: renderFreshApp } = await import("./render-app.tsx");
    const { checks } = stubCheck(check("none", []));
    const user = userEvent.setup();
    const { location } = renderFreshApp("/hakkimizda");

    // A press with nothing before it (assistive technology): the file is asked for, and refused,
    // only after it.
    fireEvent.click(await createButton());
    await waitFor(() => expect(location().pathname).toBe("/platformlar"));
    expect(screen.queryByRole("dialog")).toBeNull();

    // Only a press leads there: going elsewhere afterwards stays there.
    const menu = within(screen.getByRole("navigation", { name: "Ana menü" }));
    await user.click(menu.getByRole("link", { name: "Biten Turnuvalar" }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(location().pathname).toBe("/turnuvalar");

    // A later press, the failure long known, leads there again.
    await user.click(await createButton());
    await waitFor(() => expect(location().pathname).toBe("/platformlar"));
    expect(checks()).toHaveLength(0);
  });
});

describe("Create button whose check loads slowly", () => {
  it("judges a second press by when the person pressed, not by when the first was read", async () => {
    // The check's code arrives 250 ms after the first press (a slow connection): the first press
    // is read then. A second press 400 ms after the first is a new press, though it comes only
    // 150 ms after the first was read (a journey on a busy machine met exactly this).
    let release!: () => void;
    const arrived = new Promise<void>((resolve) => (release = resolve));
    vi.resetModules();
    vi.doMock("@/features/platforms/create-tournament-check.tsx", async (importOriginal) => {
      await arrived;
      return importOriginal();
    });
    onTestFinished(() => {
      vi.doUnmock("@/features/platforms/create-tournament-check.tsx");
    });
    const { renderApp: renderFreshApp } = await import("./render-app.tsx");
    const { checks } = stubCheck(check("none", []), check("single", ["p-7"]));
    let now = Date.now();
    vi.spyOn(Date, "now").mockImplementation(() => now);
    const user = userEvent.setup();
    const { location } = renderFreshApp("/hakkimizda");
    const button = await createButton();

    fireEvent.click(button);
    now += 250;
    release();
    await user.click(within(await screen.findByRole("dialog", { name: "Turnuva Oluştur" })).getByRole("button", { name: "Anladım" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(checks()).toHaveLength(1);

    now += 150;
    await user.click(button);
    await waitFor(() => expect(location().search).toBe("?platformId=p-7&menu=1"));
    expect(checks()).toHaveLength(2);
  });
});
