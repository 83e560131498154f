import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { memberJson, platformJson, stubSignedIn } from "./platforms-data.ts";
import { renderApp } from "./render-app.tsx";

const platform = platformJson("Kuzey Ligi");
const members = [memberJson("ayse", true), memberJson("mehmet"), memberJson("zeynep"), memberJson("Zerrin")];
const comparison = {
  totalMatches: 3,
  user1Wins: 2,
  user2Wins: 0,
  draws: 1,
  user1GoalsScored: 7,
  user2GoalsScored: 3,
  matchHistory: [
    {
      _id: "m3",
      tournamentName: "Kış Kupası",
      tournamentSlug: "kis-kupasi",
      tournamentSystem: "group",
      round: "Final",
      date: new Date().toISOString(),
      user1Score: 3,
      user2Score: 1,
      user1Penalties: null,
      user2Penalties: null,
      user1Club: "Galatasaray",
      user2Club: null,
    },
    {
      // Issue 28: level after play, ayse through on penalties: still the one draw of the figures.
      _id: "m2",
      tournamentName: "Kış Kupası",
      tournamentSlug: "kis-kupasi",
      tournamentSystem: "group",
      round: "Yarı Final",
      date: "2026-01-01T10:00:00.000Z",
      user1Score: 2,
      user2Score: 2,
      user1Penalties: 4,
      user2Penalties: 2,
      user1Club: "Real Madrid",
      user2Club: "Fenerbahçe",
    },
    {
      _id: "m1",
      tournamentName: "Sonbahar Ligi",
      tournamentSlug: "sonbahar-ligi",
      tournamentSystem: "league",
      round: "1. Hafta",
      date: "2026-01-01T09:00:00.000Z",
      user1Score: 2,
      user2Score: 0,
      user1Penalties: null,
      user2Penalties: null,
      user1Club: null,
      user2Club: null,
    },
  ],
};

function open(handlers: Parameters<typeof stubSignedIn>[0]["handlers"] = {}) {
  const requests = stubSignedIn({
    mine: [platform],
    handlers: {
      [`GET /api/platforms/${platform._id}/members`]: () => ({ status: 200, body: { members } }),
      ...handlers,
    },
  });
  renderApp(`/platformlar?platformId=${platform._id}&menu=3`);
  return requests;
}

const compares = (requests: Array<{ path: string }>) => requests.filter((request) => request.path.startsWith("/api/tournaments/compare/"));

describe("tab 3 'Karşılaştır/Üyeler' (part 1 §2, §5)", () => {
  it("refuses fewer than two and the same one twice before asking, then shows the head-to-head and disables the button for the pair on screen", async () => {
    const path = `/api/tournaments/compare/id-ayse/id-mehmet?platformId=${platform._id}`;
    const requests = open({ [`GET ${path}`]: () => ({ status: 200, body: comparison }) });
    const user = userEvent.setup();
    const section = await screen.findByRole("region", { name: "Üyeleri Karşılaştır" }, { timeout: 5000 });
    const [first, second] = within(section).getAllByRole("combobox", { name: /oyuncu/ });
    const submit = within(section).getByRole("button", { name: "Karşılaştır" });

    await user.click(submit);
    expect(await within(section).findByText("Lütfen karşılaştırılacak iki kullanıcı seçin.")).toBeTruthy();
    await user.selectOptions(first!, "ayse");
    await user.selectOptions(second!, "ayse");
    await user.click(submit);
    expect(await within(section).findByText("Lütfen farklı iki kullanıcı seçin.")).toBeTruthy();
    expect(compares(requests)).toEqual([]);

    // The search narrows the second list: prefix matches first, case and Turkish letters aside.
    await user.type(within(section).getAllByRole("searchbox", { name: "Üye ara" })[1]!, "ze");
    // The chosen one stays listed whatever the search.
    expect(
      within(second!)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Üye seçin", "ayse", "Zerrin", "zeynep"]);
    await user.clear(within(section).getAllByRole("searchbox", { name: "Üye ara" })[1]!);
    await user.selectOptions(second!, "mehmet");
    expect(within(section).queryByText("Lütfen farklı iki kullanıcı seçin.")).toBeNull();
    await user.click(submit);

    const figures = await within(section).findByText("Toplam Maç");
    const list = figures.closest("dl")!;
    const value = (term: string) => within(list).getByText(term, { selector: "dt" }).parentElement!.querySelector("dd")!.textContent;
    expect(value("Toplam Maç")).toBe("3");
    expect(value("ayse galibiyeti")).toBe("2");
    expect(value("Beraberlik")).toBe("1");
    expect(value("mehmet galibiyeti")).toBe("0");
    expect(value("ayse golü")).toBe("7");
    expect(value("mehmet golü")).toBe("3");
    const history = within(section).getAllByRole("listitem");
    expect(history).toHaveLength(3);
    expect(within(history[0]!).getByRole("link", { name: "Kış Kupası" }).getAttribute("href")).toBe("/turnuvalar/kis-kupasi");
    expect(history[0]!.textContent).toContain("Grup · Final");
    expect(history[0]!.textContent).toContain("3 – 1");
    // Issue 28: the clubs of each meeting (a side nobody recorded says so) and the shoot-out after the score.
    expect(history[0]!.textContent).toContain("ayse: Galatasaray · mehmet: belirtilmedi");
    expect(history[1]!.textContent).toContain("2 – 2 (4–2 pen.)");
    expect(history[1]!.textContent).toContain("ayse: Real Madrid · mehmet: Fenerbahçe");
    expect(history[2]!.textContent).not.toContain("belirtilmedi");
    expect(compares(requests).map((request) => request.path)).toEqual([path]);

    // Part 1 §2: the same pair again is disabled; another scope is another comparison.
    expect(submit.hasAttribute("disabled")).toBe(true);
    await user.click(within(section).getByRole("checkbox", { name: "Bütün platformlardaki maçları say" }));
    await waitFor(() => expect(submit.hasAttribute("disabled")).toBe(false));
  });

  it("says 'Kullanıcılar karşılaştırılırken bir hata oluştu: ' with the server's message", async () => {
    open({
      [`GET /api/tournaments/compare/id-ayse/id-zeynep?platformId=${platform._id}`]: () => ({
        status: 404,
        body: { code: "USER_NOT_FOUND", message: "Kullanıcı bulunamadı." },
      }),
    });
    const user = userEvent.setup();
    const section = await screen.findByRole("region", { name: "Üyeleri Karşılaştır" }, { timeout: 5000 });
    const [first, second] = within(section).getAllByRole("combobox", { name: /oyuncu/ });
    await user.selectOptions(first!, "ayse");
    await user.selectOptions(second!, "zeynep");
    await user.click(within(section).getByRole("button", { name: "Karşılaştır" }));
    expect(await within(section).findByText("Kullanıcılar karşılaştırılırken bir hata oluştu: Kullanıcı bulunamadı.")).toBeTruthy();
  });
});
