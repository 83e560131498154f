import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { memberJson, platformJson, stubSignedIn } from "./platforms-data.ts";
import { renderApp } from "./render-app.tsx";

const kuzey = platformJson("Kuzey Ligi");
const guney = platformJson("Güney Kupası", { ownerName: "mehmet" });

describe("a selected platform", () => {
  it("opens from 'Platformlarım' on its first tab, and the tab and the address follow each other", async () => {
    stubSignedIn({
      mine: [kuzey, guney],
      handlers: {
        [`GET /api/platforms/${guney._id}/members`]: () => ({ status: 200, body: { members: [memberJson("mehmet", true), memberJson("ayse")] } }),
      },
    });
    const user = userEvent.setup();
    const { location } = renderApp("/platformlar?action=createTournament");
    const myPlatforms = await screen.findByRole("region", { name: "Platformlarım" }, { timeout: 5000 });
    await waitFor(() => expect(location().search).toBe(""));

    // Owner of one, member of the other: the badge and the owner's buttons only on hers.
    const kuzeyRow = (await within(myPlatforms).findByRole("link", { name: /Kuzey Ligi/ })).closest("li")!;
    expect(within(kuzeyRow).getByText("Kurucu")).toBeTruthy();
    expect(within(kuzeyRow).getByText("eFootball · PlayStation 5")).toBeTruthy();
    expect(within(kuzeyRow).getByRole("link", { name: "Düzenle" }).getAttribute("href")).toBe(`/platformlar/${kuzey._id}/duzenle`);
    const guneyLink = within(myPlatforms).getByRole("link", { name: /Güney Kupası/ });
    const guneyRow = guneyLink.closest("li")!;
    expect(within(guneyRow).queryByText("Kurucu")).toBeNull();
    expect(within(guneyRow).queryByRole("button")).toBeNull();

    await user.click(guneyLink);
    expect(location().search).toBe(`?platformId=${guney._id}&menu=1`);
    // The tabs' code loads when a platform is first selected: the heading arrives a moment later.
    const heading = await screen.findByRole("heading", { level: 1, name: "Güney Kupası" }, { timeout: 5000 });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByRole("tab", { name: "Yeni Turnuva" }).getAttribute("aria-selected")).toBe("true");
    // The tab's own code loads after the tabs' (a lazy part inside a lazy part).
    expect(await within(screen.getByRole("tabpanel")).findByRole("heading", { name: "Turnuva Sistemini Seçin" })).toBeTruthy();

    await user.click(screen.getByRole("tab", { name: "Aktif/Yarım" }));
    expect(location().search).toBe(`?platformId=${guney._id}&menu=2`);

    // Arrow keys move between tabs, and the address follows.
    await user.keyboard("{ArrowRight}");
    await waitFor(() => expect(location().search).toBe(`?platformId=${guney._id}&menu=3`));
    const panel = screen.getByRole("tabpanel");
    expect(await within(panel).findByRole("heading", { name: "Üyeleri Karşılaştır" }, { timeout: 5000 })).toBeTruthy();
    const cards = await within(within(panel).getByRole("region", { name: "Üyeler" })).findAllByRole("link");
    expect(cards.map((card) => card.getAttribute("href"))).toEqual(["/profil/ayse", "/profil/mehmet"]);
    expect(within(cards[1]!).getByText("Platform Sahibi")).toBeTruthy();

    await user.click(screen.getByRole("link", { name: "Platformlarıma dön" }));
    expect(location().search).toBe("");
    expect(await screen.findByRole("region", { name: "Platformlarım" })).toBeTruthy();
  });

  it("opens on the tab the address names, and an unknown tab becomes the first", async () => {
    stubSignedIn({ mine: [kuzey], handlers: { [`GET /api/platforms/${kuzey._id}/members`]: () => ({ status: 200, body: { members: [] } }) } });
    const { location, unmount } = renderApp(`/platformlar?platformId=${kuzey._id}&menu=3`);
    expect(await screen.findByRole("heading", { level: 1, name: "Kuzey Ligi" }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Karşılaştır/Üyeler" }).getAttribute("aria-selected")).toBe("true");
    expect(location().search).toBe(`?platformId=${kuzey._id}&menu=3`);
    unmount();

    const second = renderApp(`/platformlar?platformId=${kuzey._id}&menu=7`);
    await waitFor(() => expect(second.location().search).toBe(`?platformId=${kuzey._id}&menu=1`));
    expect((await screen.findByRole("tab", { name: "Yeni Turnuva" })).getAttribute("aria-selected")).toBe("true");
  });

  it("says so, with a way back, when the platform is not one of hers", async () => {
    stubSignedIn({ mine: [kuzey] });
    const { location } = renderApp("/platformlar?platformId=baskasinin&menu=1");
    expect((await screen.findByRole("alert", {}, { timeout: 5000 })).textContent).toBe(
      "Bu platform platformların arasında yok: üyesi olmayabilirsin ya da platform artık bulunmuyor olabilir.",
    );
    expect(screen.queryByRole("tablist")).toBeNull();
    await userEvent.setup().click(screen.getByRole("link", { name: "Platformlarıma dön" }));
    expect(location().search).toBe("");
  });
});
