import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "./render-app.tsx";
import { stubServer } from "./network-stub.ts";
import { tournamentFixture } from "./tournament-fixtures/load.ts";

describe("route table", () => {
  it("shows 'Sayfa Bulunamadı', marked noindex, with a link home for an unknown path", async () => {
    stubServer({});
    renderApp("/boyle-bir-sayfa-yok");

    expect(await screen.findByRole("heading", { level: 1, name: "Sayfa Bulunamadı" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Ana sayfaya dön" }).getAttribute("href")).toBe("/");
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
  });

  it("knows the three game pages and nothing else under /oyun", async () => {
    stubServer({});
    renderApp("/oyun/ea-sports-fc");
    expect(await screen.findByRole("heading", { level: 1, name: "EA Sports FC" })).toBeTruthy();
  });

  it("treats an unknown game slug as a missing page", async () => {
    stubServer({});
    renderApp("/oyun/satranc");
    expect(await screen.findByRole("heading", { level: 1, name: "Sayfa Bulunamadı" })).toBeTruthy();
  });

  it("sends the share-link form of a tournament to its page", async () => {
    const tournament = tournamentFixture("league-active");
    stubServer({ "GET /api/tournaments/bahar-ligi": () => ({ status: 200, body: tournament }) });
    const { location } = renderApp("/tournaments/bahar-ligi");
    expect(await screen.findByRole("heading", { level: 1, name: tournament.name })).toBeTruthy();
    expect(location().pathname).toBe("/turnuvalar/bahar-ligi");
  });

  it("guards the platform edit page like the own profile", async () => {
    stubServer({});
    const { location } = renderApp("/platformlar/abc/duzenle");
    expect(await screen.findByRole("heading", { level: 1, name: "Giriş Yap" })).toBeTruthy();
    expect(location().state).toEqual({ from: "/platformlar/abc/duzenle" });
  });

  it("drops the obsolete action parameter from the platforms page", async () => {
    stubServer({});
    const { location } = renderApp("/platformlar?action=createTournament&menu=1");
    expect(await screen.findByRole("heading", { level: 1, name: "Platformlar" })).toBeTruthy();
    await waitFor(() => expect(location().search).toBe("?menu=1"));
  });
});
