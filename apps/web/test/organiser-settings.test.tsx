import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Tournament } from "@turnuva/contract/tournaments";
import { describe, expect, it } from "vitest";
import type { RecordedRequest } from "./network-stub.ts";
import { openTournamentPage, writes } from "./tournament-page.tsx";
import { tournamentFixture, type TournamentFixtureName } from "./tournament-fixtures/load.ts";

/**
 * Issue 25, the organiser's safety nets on the tournament's page ('Turnuva Ayarları'): rename with
 * the slug kept, reopen a completed tournament after a second step, delete once the name is typed
 * exactly. Only for those the shared policy lets manage it; a player and a visitor see none of it.
 */

/** A fixture with its people as `id-{username}` (made by kurucu, who is also the platform's owner unless told otherwise). */
function fixture(name: TournamentFixtureName, change: (t: Tournament) => void = () => {}): Tournament {
  const base = tournamentFixture(name);
  let json = JSON.stringify(base);
  for (const person of [...base.participants, base.createdBy]) json = json.replaceAll(person._id, `id-${person.username}`);
  const tournament = JSON.parse(json) as Tournament;
  change(tournament);
  return tournament;
}

const open = openTournamentPage;

/** Opens the folded settings, once their code has come. */
async function settings() {
  const summary = await screen.findByText("Turnuva Ayarları", {}, { timeout: 5000 });
  await userEvent.click(summary);
  return within(summary.closest("details")!);
}

describe("'Turnuva Ayarları' on the tournament page", () => {
  it.each([
    ["the creator while a member", "kurucu", "id-someone-else", true],
    ["the platform's owner, who did not create it", "sahip", "id-sahip", true],
    ["a completed tournament's creator", "kurucu", "id-someone-else", true],
  ])("is there for %s (tournamentsPolicy.canManage)", async (label, username, ownerId, member) => {
    const tournament = fixture(label.startsWith("a completed") ? "league-completed" : "league-active", (t) => {
      t.platform.ownerId = ownerId;
    });
    await open(tournament, username, { member });
    expect(await screen.findByText("Turnuva Ayarları", {}, { timeout: 5000 })).toBeTruthy();
  });

  it.each([
    ["a player", "ali", true],
    ["the creator no longer a member", "kurucu", false],
  ])("is not there for %s", async (_label, username, member) => {
    const tournament = fixture("league-active", (t) => {
      t.platform.ownerId = "id-someone-else";
    });
    await open(tournament, username, { member });
    // The player's own part has come: the settings would have come with it.
    await waitFor(() => expect(screen.queryByText("Yükleniyor...")).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText("Turnuva Ayarları")).toBeNull();
  });

  it("is not there for a visitor", async () => {
    await open(fixture("league-active"), null);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText("Turnuva Ayarları")).toBeNull();
  });

  it("renames: the new name is sent, the page shows it and says so; the slug (the address) stays", async () => {
    const tournament = fixture("league-active");
    const renamed = { ...structuredClone(tournament), name: "Bahar Ligi 2", version: tournament.version + 1 };
    const { requests, location } = await open(tournament, "kurucu", {
      handlers: {
        [`PUT /api/tournaments/${tournament._id}`]: (request: RecordedRequest) =>
          (request.body as { name: string }).name.length < 3
            ? { status: 400, body: { message: "Turnuva adı en az 3 karakter olmalıdır.", code: "VALIDATION_ERROR" } }
            : { status: 200, body: { tournament: renamed } },
      },
    });
    const part = await settings();
    const field = part.getByLabelText("Yeni ad");
    expect((field as HTMLInputElement).value).toBe(tournament.name);
    // A name the contract's rule refuses: the server's sentence, under the field, which takes the focus.
    await userEvent.clear(field);
    await userEvent.type(field, "Ba");
    await userEvent.click(part.getByRole("button", { name: "Adı Kaydet" }));
    expect(await part.findByText("Turnuva adı en az 3 karakter olmalıdır.")).toBeTruthy();
    expect(document.activeElement).toBe(field);
    expect(field.getAttribute("aria-invalid")).toBe("true");
    await userEvent.clear(field);
    await userEvent.type(field, "Bahar Ligi 2");
    await userEvent.click(part.getByRole("button", { name: "Adı Kaydet" }));
    expect(await part.findByText("Turnuvanın adı “Bahar Ligi 2” olarak değiştirildi.")).toBeTruthy();
    expect(await screen.findByRole("heading", { level: 1, name: "Bahar Ligi 2" })).toBeTruthy();
    expect(location().pathname).toBe(`/turnuvalar/${tournament.slug}`);
    expect(writes(requests).map((request) => [request.method, request.path, request.body])).toEqual([
      ["PUT", `/api/tournaments/${tournament._id}`, { name: "Ba" }],
      ["PUT", `/api/tournaments/${tournament._id}`, { name: "Bahar Ligi 2" }],
    ]);
  });

  it("reopens a completed tournament after a second step ('Vazgeç' sends nothing)", async () => {
    const tournament = fixture("league-completed", (t) => {
      t.actions.reopen = true;
    });
    const reopened = fixture("league-completed", (t) => {
      t.status = "active";
      t.champion = null;
      t.version = tournament.version + 1;
      t.actions.reopen = false;
    });
    const { requests } = await open(tournament, "kurucu", {
      handlers: {
        [`POST /api/tournaments/${tournament._id}/reopen`]: () => ({
          status: 200,
          body: { message: "Turnuva yeniden açıldı.", tournament: reopened },
        }),
      },
    });
    const part = await settings();
    await userEvent.click(part.getByRole("button", { name: "Turnuvayı Yeniden Aç" }));
    expect(document.activeElement).toBe(part.getByText("Turnuvayı yeniden açmak istediğinize emin misiniz?"));
    await userEvent.click(part.getByRole("button", { name: "Vazgeç" }));
    await waitFor(() => expect(document.activeElement).toBe(part.getByRole("button", { name: "Turnuvayı Yeniden Aç" })));
    expect(writes(requests)).toEqual([]);

    await userEvent.click(part.getByRole("button", { name: "Turnuvayı Yeniden Aç" }));
    await userEvent.click(part.getByRole("button", { name: "Evet, yeniden aç" }));
    expect(await part.findByText("Turnuva yeniden açıldı.")).toBeTruthy();
    expect(part.queryByRole("button", { name: "Turnuvayı Yeniden Aç" })).toBeNull();
    expect(await screen.findByText("Devam Ediyor")).toBeTruthy();
    expect(writes(requests).map((request) => [request.method, request.path])).toEqual([["POST", `/api/tournaments/${tournament._id}/reopen`]]);
  });

  it("offers no reopening while the tournament runs", async () => {
    const part = await (async () => {
      await open(fixture("league-active"), "kurucu");
      return settings();
    })();
    expect(part.getByRole("button", { name: "Adı Kaydet" })).toBeTruthy();
    expect(part.queryByRole("button", { name: "Turnuvayı Yeniden Aç" })).toBeNull();
  });

  it("deletes only once the name is typed exactly, then goes to the platform's page and says so", async () => {
    const tournament = fixture("league-completed");
    const { requests, location } = await open(tournament, "kurucu", {
      handlers: { [`DELETE /api/tournaments/${tournament._id}`]: () => ({ status: 200, body: { message: "Turnuva silindi." } }) },
    });
    const part = await settings();
    const button = part.getByRole("button", { name: "Turnuvayı Kalıcı Olarak Sil" }) as HTMLButtonElement;
    const field = part.getByLabelText(`Silmek için turnuvanın adını yazın: ${tournament.name}`);
    expect(button.disabled).toBe(true);
    await userEvent.type(field, tournament.name.slice(0, -1));
    expect(button.disabled).toBe(true);
    // Surrounding spaces are ignored, as for a platform; another case is another name.
    await userEvent.type(field, `${tournament.name.slice(-1)} `);
    expect(button.disabled).toBe(false);
    await userEvent.clear(field);
    await userEvent.type(field, tournament.name.toLocaleLowerCase("tr"));
    expect(button.disabled).toBe(true);
    await userEvent.clear(field);
    await userEvent.type(field, tournament.name);
    expect(button.disabled).toBe(false);
    await userEvent.click(button);

    await waitFor(() => expect(location().pathname).toBe(`/platformlar/${tournament.platform.slug}`));
    expect(await screen.findByText("Turnuva silindi.")).toBeTruthy();
    expect(writes(requests).map((request) => [request.method, request.path, request.headers.Authorization])).toEqual([
      ["DELETE", `/api/tournaments/${tournament._id}`, "Bearer t-kurucu"],
    ]);
  });

  it("says why a deletion was refused, and stays", async () => {
    const tournament = fixture("league-active");
    const { location } = await open(tournament, "kurucu", {
      handlers: {
        [`DELETE /api/tournaments/${tournament._id}`]: () => ({
          status: 403,
          body: { message: "Bu turnuvayı yönetme yetkiniz yok.", code: "FORBIDDEN" },
        }),
      },
    });
    const part = await settings();
    await userEvent.type(part.getByLabelText(`Silmek için turnuvanın adını yazın: ${tournament.name}`), tournament.name);
    await userEvent.click(part.getByRole("button", { name: "Turnuvayı Kalıcı Olarak Sil" }));
    expect((await part.findByRole("alert")).textContent).toContain("Hata: Bu turnuvayı yönetme yetkiniz yok.");
    expect(location().pathname).toBe(`/turnuvalar/${tournament.slug}`);
  });
});
