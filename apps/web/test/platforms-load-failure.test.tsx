import type { ComponentProps } from "react";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { memberJson, platformJson, stubSignedIn } from "./platforms-data.ts";
import type * as TabsModule from "@/features/platforms/manager/platform-tabs.tsx";
import { renderApp } from "./render-app.tsx";

// The parts of /platformlar whose code loads later, each of which can be made to fail to download
// (offline, or an open tab asking for a file a deploy replaced) and then to arrive on a new try.
// Vitest runs a mock's factory again after it threw, and keeps what it returned once it did not.
// A second import made while a factory runs gets the real module, though: a failing part is
// pressed with fireEvent, whose bare click does not also preload it on hover and focus.
const parts = vi.hoisted(() => ({ failing: new Set<string>(), buggy: false }));
const unreachable = () => new TypeError("Failed to fetch dynamically imported module");

vi.mock("@/features/platforms/manager/platform-manager.tsx", async (importOriginal) => {
  if (parts.failing.has("manager")) throw unreachable();
  return importOriginal();
});
vi.mock("@/features/platforms/manager/platform-tabs.tsx", async (importOriginal) => {
  if (parts.failing.has("tabs")) throw unreachable();
  const real = await importOriginal<typeof TabsModule>();
  // A bug in the part, once it has arrived: not the connection's fault.
  function PlatformTabs(props: ComponentProps<typeof real.PlatformTabs>) {
    if (parts.buggy) throw new Error("PlatformTabs is broken");
    return <real.PlatformTabs {...props} />;
  }
  return { PlatformTabs };
});
vi.mock("@/features/platforms/manager/create-platform-form.tsx", async (importOriginal) => {
  if (parts.failing.has("form")) throw unreachable();
  return importOriginal();
});
vi.mock("@/features/platforms/manager/invite-dialog.tsx", async (importOriginal) => {
  if (parts.failing.has("invite")) throw unreachable();
  return importOriginal();
});
vi.mock("@/features/platforms/manager/members-dialog.tsx", async (importOriginal) => {
  if (parts.failing.has("members")) throw unreachable();
  return importOriginal();
});

const kuzey = platformJson("Kuzey Ligi");
const network = "Sunucuya bağlanılamadı. İnternet bağlantınızı kontrol edin.";

function stub() {
  return stubSignedIn({
    mine: [kuzey],
    handlers: {
      [`GET /api/platforms/${kuzey._id}/members`]: () => ({ status: 200, body: { members: [memberJson("ayse", true), memberJson("ali")] } }),
    },
  });
}

// Each part's code, once it has arrived, stays for the rest of this file: the tests run in order,
// and each makes its part fail before anything has loaded it.
describe("a part of /platformlar whose code cannot be downloaded", () => {
  beforeEach(() => {
    // React reports each caught failure on the console.
    vi.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => {
    parts.failing.clear();
    parts.buggy = false;
    vi.restoreAllMocks();
  });

  it("the manager: the page says so in place, not the route's error page, and 'Tekrar Dene' loads it", async () => {
    parts.failing.add("manager");
    stub();
    const user = userEvent.setup();
    renderApp("/platformlar");

    const alert = await screen.findByRole("alert", {}, { timeout: 5000 });
    expect(within(alert).getByText(network)).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Platformlar" })).toBeTruthy();
    expect(screen.queryByText("Bir Hata Oluştu")).toBeNull();

    // Still offline: the same message again.
    await user.click(within(alert).getByRole("button", { name: "Tekrar Dene" }));
    expect(await within(await screen.findByRole("alert")).findByText(network)).toBeTruthy();

    parts.failing.delete("manager");
    await user.click(within(screen.getByRole("alert")).getByRole("button", { name: "Tekrar Dene" }));
    expect(await screen.findByRole("region", { name: "Platformlarım" }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText(network)).toBeNull();
  });

  it("a platform's tabs: the message keeps the way back, and 'Tekrar Dene' loads them", async () => {
    parts.failing.add("tabs");
    stub();
    const user = userEvent.setup();
    renderApp(`/platformlar?platformId=${kuzey._id}&menu=1`);

    const alert = await screen.findByRole("alert", {}, { timeout: 5000 });
    expect(within(alert).getByText(network)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Platformlarıma dön" })).toBeTruthy();

    parts.failing.delete("tabs");
    await user.click(within(alert).getByRole("button", { name: "Tekrar Dene" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Kuzey Ligi" }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Yeni Turnuva" })).toBeTruthy();
  });

  it("a bug in a part that did arrive is not blamed on the connection: the route's error page says so", async () => {
    parts.buggy = true;
    stub();
    renderApp(`/platformlar?platformId=${kuzey._id}&menu=1`);
    expect(await screen.findByRole("heading", { name: "Bir Hata Oluştu" }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText(network)).toBeNull();
  });

  it("the creation form: the section says so with 'Tekrar Dene', which loads the form", async () => {
    parts.failing.add("form");
    stub();
    const user = userEvent.setup();
    renderApp("/platformlar");

    fireEvent.click(await screen.findByRole("button", { name: "Yeni Platform Oluştur" }, { timeout: 5000 }));
    const alert = await screen.findByRole("alert", {}, { timeout: 5000 });
    expect(within(alert).getByText(network)).toBeTruthy();
    // The rest of the manager is untouched.
    expect(screen.getByRole("region", { name: "Platformlarım" })).toBeTruthy();

    parts.failing.delete("form");
    await user.click(within(alert).getByRole("button", { name: "Tekrar Dene" }));
    expect(await screen.findByLabelText("Platform Adı", {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText(network)).toBeNull();
  });

  it.each([
    { part: "invite", button: "Üye Davet Et", dialog: "Kuzey Ligi platformuna davet gönder" },
    { part: "members", button: "Üye Çıkar", dialog: "Kuzey Ligi üyeleri" },
  ] as const)(
    "the $button dialog does not open, its row says so, what was typed stays, and a new press opens it",
    async ({ part, button, dialog }) => {
      parts.failing.add(part);
      stub();
      const user = userEvent.setup();
      renderApp("/platformlar");

      // Something typed elsewhere on the page, which must survive.
      await user.click(await screen.findByRole("button", { name: "Yeni Platform Oluştur" }, { timeout: 5000 }));
      await user.type(await screen.findByLabelText("Platform Adı", {}, { timeout: 5000 }), "Yarım kalan ad");

      const opener = screen.getByRole("button", { name: button, description: "Kuzey Ligi" });
      fireEvent.click(opener);
      const row = opener.closest("li")!;
      expect((await within(row).findByRole("alert")).textContent).toBe(network);
      expect(screen.queryByRole("dialog")).toBeNull();
      expect(screen.queryByText("Bir Hata Oluştu")).toBeNull();
      expect((screen.getByLabelText("Platform Adı") as HTMLInputElement).value).toBe("Yarım kalan ad");

      parts.failing.delete(part);
      await user.click(opener);
      expect(await screen.findByRole("dialog", { name: dialog }, { timeout: 5000 })).toBeTruthy();
      await waitFor(() => expect(within(row).queryByRole("alert")).toBeNull());
    },
  );
});
