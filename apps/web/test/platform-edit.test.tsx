import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { PlatformDetail } from "@turnuva/contract";
import { describe, expect, it, vi } from "vitest";
import { renderApp } from "./render-app.tsx";
import { stubServer, userJson } from "./network-stub.ts";
import { platformJson, invitationsPage } from "./platforms-data.ts";

type Handlers = Parameters<typeof stubServer>[0];

function detailJson(ownerName: string): PlatformDetail {
  return {
    ...platformJson("Bahar Kupası", { ownerName, description: "Cuma akşamları.", deviceType: "efootball_ps5" }),
    completedTournamentCount: 0,
  };
}

/** "ayse" is signed in; the platform p-bahar-kupasi belongs to `ownerName`. */
function stubEdit(ownerName: string, handlers: Handlers = {}) {
  window.localStorage.setItem("token", "t-ayse");
  return stubServer({
    "GET /api/auth/me": () => ({ status: 200, body: { user: userJson("ayse") } }),
    "GET /api/platforms/p-bahar-kupasi": () => ({ status: 200, body: detailJson(ownerName) }),
    ...handlers,
  });
}

const select = (name: string) => screen.getByLabelText<HTMLSelectElement>(name);

describe("platform edit page", () => {
  it("lets the owner change game, play area and description, and says it is saved", async () => {
    const requests = stubEdit("ayse", {
      "PUT /api/platforms/p-bahar-kupasi": (request) => ({
        status: 200,
        body: { message: "Platform başarıyla güncellendi!", platform: { ...detailJson("ayse"), ...(request.body as object) } },
      }),
    });
    const user = userEvent.setup();
    renderApp("/platformlar/p-bahar-kupasi/duzenle");

    // The name is shown and cannot be changed.
    const name = await screen.findByLabelText<HTMLInputElement>("Platform Adı");
    expect(name.value).toBe("Bahar Kupası");
    expect(name.readOnly).toBe(true);
    expect(select("Oyun Serisi").value).toBe("eFootball");
    expect(select("Oyun Alanı").value).toBe("efootball_ps5");

    // Another game, another list: the play area chosen for the old one goes.
    await user.selectOptions(select("Oyun Serisi"), "EA Sports FC");
    expect(select("Oyun Alanı").value).toBe("");
    await user.selectOptions(select("Oyun Alanı"), "fc_ps5");
    const description = screen.getByLabelText("Açıklama (isteğe bağlı)");
    await user.clear(description);
    await user.type(description, "  Pazar ligi  ");
    expect(screen.getByText("14/250 karakter")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Değişiklikleri Kaydet" }));

    expect((await screen.findByRole("status")).textContent).toContain("Platform başarıyla güncellendi!");
    const put = requests.find((request) => request.method === "PUT");
    expect(put?.headers.Authorization).toBe("Bearer t-ayse");
    expect(put?.body).toEqual({ game: "EA Sports FC", deviceType: "fc_ps5", description: "Pazar ligi" });
    expect(screen.getByRole("link", { name: "Platform sayfasına git" }).getAttribute("href")).toBe("/platformlar/bahar-kupasi");
  });

  it("asks for a play area after the game changed, without sending anything", async () => {
    const requests = stubEdit("ayse");
    const user = userEvent.setup();
    renderApp("/platformlar/p-bahar-kupasi/duzenle");

    await user.selectOptions(await screen.findByLabelText("Oyun Serisi"), "Diğer");
    await user.click(screen.getByRole("button", { name: "Değişiklikleri Kaydet" }));

    expect(await screen.findByText("Lütfen bir oyun alanı seçin.")).toBeTruthy();
    expect(requests.some((request) => request.method === "PUT")).toBe(false);
  });

  it("shows the server's refusal", async () => {
    stubEdit("ayse", {
      "PUT /api/platforms/p-bahar-kupasi": () => ({ status: 403, body: { message: "Bu platformu düzenleme yetkiniz yok.", code: "UNAUTHORIZED" } }),
    });
    const user = userEvent.setup();
    renderApp("/platformlar/p-bahar-kupasi/duzenle");

    await user.click(await screen.findByRole("button", { name: "Değişiklikleri Kaydet" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Bu platformu düzenleme yetkiniz yok.");
  });

  it("refuses someone who is not the owner and takes them to /platformlar", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      stubEdit("mehmet", {
        "GET /api/platforms/my": () => ({ status: 200, body: { platforms: [] } }),
        "GET /api/platforms/invitations?page=1": () => ({ status: 200, body: invitationsPage([]) }),
      });
      const { location } = renderApp("/platformlar/p-bahar-kupasi/duzenle");

      expect((await screen.findByRole("alert")).textContent).toBe("Bu platformu düzenleme yetkiniz yok.");
      expect(screen.queryByLabelText("Oyun Serisi")).toBeNull();
      expect(location().pathname).toBe("/platformlar/p-bahar-kupasi/duzenle");

      await act(() => vi.advanceTimersByTimeAsync(3000));
      await waitFor(() => expect(location().pathname).toBe("/platformlar"));
    } finally {
      vi.useRealTimers();
    }
  });

  it("says when the platform does not exist, with a way out, and takes them to /platformlar", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      // An id nobody has, or a slug where the id belongs: the server has no such platform.
      stubEdit("ayse", {
        "GET /api/platforms/bahar-kupasi": () => ({ status: 404, body: { message: "Platform bulunamadı.", code: "PLATFORM_NOT_FOUND" } }),
        "GET /api/platforms/my": () => ({ status: 200, body: { platforms: [] } }),
        "GET /api/platforms/invitations?page=1": () => ({ status: 200, body: invitationsPage([]) }),
      });
      const { location } = renderApp("/platformlar/bahar-kupasi/duzenle");

      expect((await screen.findByRole("alert")).textContent).toBe("Platform bulunamadı veya erişim yetkiniz yok.");
      expect(screen.getByRole("link", { name: "Platformlarım" }).getAttribute("href")).toBe("/platformlar");
      expect(location().pathname).toBe("/platformlar/bahar-kupasi/duzenle");

      await act(() => vi.advanceTimersByTimeAsync(3000));
      await waitFor(() => expect(location().pathname).toBe("/platformlar"));
    } finally {
      vi.useRealTimers();
    }
  });
});
