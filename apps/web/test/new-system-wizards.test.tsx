import { screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { RecordedRequest } from "./network-stub.ts";
import { memberJson, platformJson, stubSignedIn } from "./platforms-data.ts";
import { renderApp } from "./render-app.tsx";
import { doubleEliminationActive, swissKnockout } from "./tournament-fixtures/more-systems.ts";

// Issue 29: the platform manager's chooser with six systems, and the wizards of double elimination
// and Swiss, through the real app with the network stubbed at fetch.

const kuzey = platformJson("Kuzey Ligi");
const members = ["zeynep", "mali", "ayse", "baran", "alper", "Ali"].map((name) => memberJson(name, name === "ayse"));
const id = (username: string) => `id-${username}`;
const LONG = 30_000;

type Reply = { status: number; body: unknown };

function setUp(create: (request: RecordedRequest) => Reply) {
  const requests = stubSignedIn({
    mine: [kuzey],
    handlers: {
      [`GET /api/platforms/${kuzey._id}/members`]: () => ({ status: 200, body: { members } }),
      "POST /api/tournaments": create,
    },
  });
  const user = userEvent.setup();
  renderApp(`/platformlar?platformId=${kuzey._id}&menu=1`);
  return { user, posts: () => requests.filter((request) => request.method === "POST") };
}

async function choose(user: UserEvent, system: string, title: string) {
  await screen.findByRole("heading", { name: "Turnuva Sistemini Seçin" }, { timeout: 5000 });
  // A card is named by its system, then its line (WCAG 2.5.3: all it shows).
  await user.click(screen.getByRole("button", { name: (name) => name.startsWith(`${system} `) }));
  return screen.findByRole("heading", { level: 2, name: title }, { timeout: 5000 });
}

const memberButton = (username: string) => within(screen.getByRole("list", { name: "Platform üyeleri" })).getByRole("button", { name: username });
const toParticipants = () => screen.getByRole("button", { name: "Katılımcı Seçimine Geç" });
const participantStep = () => screen.findByRole("heading", { level: 3, name: "Katılımcıları Seçin" }, { timeout: 5000 });

async function retype(user: UserEvent, label: string, text: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  if (text) await user.type(field, text);
}

describe("tab 1 'Yeni Turnuva', issue 29's systems", () => {
  it(
    "the chooser offers six systems, each with its line",
    async () => {
      setUp(() => ({ status: 500, body: {} }));
      await screen.findByRole("heading", { name: "Turnuva Sistemini Seçin" }, { timeout: 5000 });
      const systems = [
        ["Lig", "Herkes herkesle karşılaşır"],
        ["Gruplar", "Grup maçları ve ardından eleme"],
        ["Eleme Sistemi", "Tek maç eleme usulü"],
        ["Meydan Okuma", "Birebir karşılaşmalar"],
        ["Çift Eleme", "Kaybeden alt tabloda ikinci şans bulur"],
        ["İsviçre Sistemi", "Her turda puanı yakın rakiplerle eşleşme"],
      ];
      const chooser = screen.getByRole("heading", { name: "Turnuva Sistemini Seçin" }).closest("section")!;
      expect(within(chooser).getAllByRole("listitem")).toHaveLength(6);
      for (const [name, line] of systems) expect(within(chooser).getByRole("button", { name: `${name} ${line}` })).toBeTruthy();
    },
    LONG,
  );

  it(
    "double elimination: at least 3, the grand final's reset (yes unless chosen), seeds, and the request",
    async () => {
      const { user, posts } = setUp(() => ({ status: 201, body: { message: "Turnuva oluşturuldu.", tournament: doubleEliminationActive() } }));
      await choose(user, "Çift Eleme", "Çift Eleme Turnuvası Oluştur");
      const reset = screen.getByRole("group", { name: "Büyük final tekrarı" });
      expect((within(reset).getByRole("radio", { name: "Evet, gerekirse tekrar" }) as HTMLInputElement).checked).toBe(true);

      await user.type(screen.getByLabelText("Turnuva Adı"), "Çifte Kupa");
      await user.type(screen.getByLabelText("Katılımcı Sayısı"), "2");
      await user.click(toParticipants());
      expect(await screen.findByText("Çift eleme için en az 3 katılımcı gereklidir.")).toBeTruthy();
      expect(screen.queryByRole("heading", { name: "Katılımcıları Seçin" })).toBeNull();

      await retype(user, "Katılımcı Sayısı", "3");
      await user.click(within(reset).getByRole("radio", { name: "Hayır, tek final" }));
      await user.click(toParticipants());
      await participantStep();

      await user.click(memberButton("Ali"));
      await user.click(memberButton("baran"));
      // Fewer than the count: refused before sending.
      await user.click(screen.getByRole("button", { name: "1 katılımcı daha seçin" }));
      expect(await screen.findByText("Hata: Lütfen doğru sayıda katılımcı seçin.")).toBeTruthy();
      expect(posts()).toEqual([]);

      await user.click(memberButton("zeynep"));
      await user.click(within(memberButton("baran").closest("li")!).getByRole("button", { name: "Seri Başı Yap" }));
      await user.click(screen.getByRole("button", { name: "Turnuvayı Başlat" }));
      await waitFor(() => expect(posts()).toHaveLength(1));
      expect(posts()[0]!.body).toEqual({
        name: "Çifte Kupa",
        system: "doubleElimination",
        participants: [id("Ali"), id("baran"), id("zeynep")],
        seededParticipants: [id("baran")],
        participantCount: 3,
        grandFinalReset: false,
        resultEntry: "players",
        platform: kuzey._id,
      });
      expect(await screen.findByText("Turnuva oluşturuldu.", {}, { timeout: 5000 })).toBeTruthy();
    },
    LONG,
  );

  it(
    "Swiss: rounds 1 to n − 1 (empty is ceil(log2 n)), a knockout no larger than the field with its legs, and the request",
    async () => {
      const { user, posts } = setUp(() => ({ status: 201, body: { message: "Turnuva oluşturuldu.", tournament: swissKnockout() } }));
      await choose(user, "İsviçre Sistemi", "İsviçre Turnuvası Oluştur");
      const knockout = screen.getByRole("group", { name: "İsviçre turlarından sonra eleme" });
      expect((within(knockout).getByRole("radio", { name: "Yok" }) as HTMLInputElement).checked).toBe(true);
      // No knockout, no legs to choose.
      expect(screen.queryByRole("group", { name: "Final" })).toBeNull();

      await user.type(screen.getByLabelText("Turnuva Adı"), "İsviçre Kupası");
      await user.type(screen.getByLabelText("Katılımcı Sayısı"), "5");
      expect(screen.getByText("Boş bırakılırsa 3 tur; en fazla 4.")).toBeTruthy();
      await user.type(screen.getByLabelText("Tur Sayısı"), "5");
      await user.click(within(knockout).getByRole("radio", { name: "İlk 8" }));
      await user.click(toParticipants());
      expect(await screen.findByText("Tur sayısı 1 ile 4 arasında olmalıdır.")).toBeTruthy();
      expect(screen.getByText("Eleme turuna en fazla katılımcı sayısı (5) kadar oyuncu çıkabilir.")).toBeTruthy();
      expect(screen.queryByRole("heading", { name: "Katılımcıları Seçin" })).toBeNull();

      // A knockout of two is a final: its legs only.
      await user.click(within(knockout).getByRole("radio", { name: "İlk 2" }));
      expect(screen.getByRole("group", { name: "Final" })).toBeTruthy();
      expect(screen.queryByRole("group", { name: "Eleme turlarındaki eşleşmeler" })).toBeNull();
      await user.click(within(knockout).getByRole("radio", { name: "İlk 4" }));
      await user.click(screen.getByRole("radio", { name: "Final rövanşlı" }));
      await retype(user, "Katılımcı Sayısı", "4");
      await retype(user, "Tur Sayısı", "");
      expect(screen.getByText("Boş bırakılırsa 2 tur; en fazla 3.")).toBeTruthy();
      await user.click(toParticipants());
      await participantStep();
      // No seeds in a Swiss tournament.
      expect(screen.queryByRole("button", { name: "Seri Başı Yap" })).toBeNull();
      for (const name of ["Ali", "baran", "zeynep", "mali"]) await user.click(memberButton(name));
      await user.click(screen.getByRole("button", { name: "Turnuvayı Başlat" }));
      await waitFor(() => expect(posts()).toHaveLength(1));
      expect(posts()[0]!.body).toEqual({
        name: "İsviçre Kupası",
        system: "swiss",
        participants: [id("Ali"), id("baran"), id("zeynep"), id("mali")],
        participantCount: 4,
        swissRounds: 2,
        knockoutSize: 4,
        finalLegs: 2,
        resultEntry: "players",
        platform: kuzey._id,
      });
      expect(await screen.findByText("Turnuva oluşturuldu.", {}, { timeout: 5000 })).toBeTruthy();
    },
    LONG,
  );
});
