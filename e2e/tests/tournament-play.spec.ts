import { expect, test, type Page } from "./fixtures.ts";
import { logIn, uniqueUsername } from "./support.ts";
import { confirmFinish, createCommunity, createTournament, finishedAtHome, resumeFromTab, signInOwner as signIn } from "./tournament-support.ts";

/**
 * The managing screen of a running tournament (part 2 §2, §4, §5): tournaments made through the
 * API, then played through the screen from the platform manager's 'Aktif/Yarım' tab by the
 * platform's owner, who runs them.
 */

const confirmButtons = (page: Page, label = "Skoru Onayla") => page.getByRole("button", { name: label, exact: true });
// A played match's badge: 'Oynandı', or 'Tamamlandı' on a challenge's round card (part 2 §2).
const played = (page: Page) => page.getByText(/^(Oynandı|Tamamlandı)$/);

/** Types a score into the first open match and confirms it; waits for the answer on screen. */
async function confirmFirstOpen(page: Page, home: number, away: number, label = "Skoru Onayla") {
  const before = await played(page).count();
  const form = page
    .locator("form")
    .filter({ has: confirmButtons(page, label) })
    .first();
  const [homeInput, awayInput] = [form.getByRole("spinbutton").nth(0), form.getByRole("spinbutton").nth(1)];
  await homeInput.fill(String(home));
  await awayInput.fill(String(away));
  await form.getByRole("button", { name: label, exact: true }).click();
  await expect(played(page)).toHaveCount(before + 1);
}

/** Confirms every open match on screen, home winning 2–1 (alternating with 0–1 for variety). */
async function confirmAllOpen(page: Page, label = "Skoru Onayla") {
  for (let i = 0; (await confirmButtons(page, label).count()) > 0; i += 1) {
    await confirmFirstOpen(page, i % 3 === 2 ? 0 : 2, 1, label);
  }
}

/** Counts the confirm requests the page sends, to see that a refused score never left. */
function countConfirms(page: Page) {
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/confirm")) sent.push(request.url());
  });
  return sent;
}

test("league of 4: scores typed and confirmed, one cancelled and confirmed again, finished", async ({ page, request }) => {
  test.slow();
  const community = await createCommunity(request, 3, "lig");
  const name = `Lig ${uniqueUsername("l")}`;
  await createTournament(request, community, {
    name,
    system: "league",
    matchType: "single",
    participantCount: 4,
    participants: community.members.map((m) => m._id),
  });

  await signIn(page, community);
  await resumeFromTab(page, community, name);
  await expect(page.getByText("Turnuva başarıyla devam ettirildi!", { exact: true })).toBeVisible();
  await expect(confirmButtons(page)).toHaveCount(6);

  // A missing score is refused before anything is sent.
  const confirms = countConfirms(page);
  const firstOpen = page.locator("form").first();
  await firstOpen.getByRole("button", { name: "Skoru Onayla" }).click();
  await expect(firstOpen.getByText("Hata: Skor onaylanamıyor. Eksik skor veya maç zaten onaylanmış.")).toBeVisible();
  await firstOpen.getByRole("button", { name: "Kapat", exact: true }).click();
  await expect(firstOpen.getByRole("alert")).toHaveCount(0);
  expect(confirms).toEqual([]);

  // A draw stands in a league.
  await confirmFirstOpen(page, 1, 1);
  await confirmFirstOpen(page, 3, 0);
  await expect(confirmButtons(page)).toHaveCount(4);

  // Cancelled, it opens again; confirmed again, it counts.
  await page.getByRole("button", { name: "Skoru İptal Et" }).first().click();
  await expect(played(page)).toHaveCount(1);
  await expect(confirmButtons(page)).toHaveCount(5);

  // By keyboard alone: Enter confirms, and the focus goes on to the next open match's first field,
  // so the scores go in one after the other; after the last, to 'Turnuvayı Bitir'.
  const firstField = () =>
    page
      .locator("form")
      .filter({ has: confirmButtons(page) })
      .first()
      .getByRole("spinbutton")
      .first();
  await firstField().focus();
  for (let open = 5; open > 0; open -= 1) {
    await page.keyboard.type("2");
    await page.keyboard.press("Tab");
    await page.keyboard.type("1");
    await page.keyboard.press("Enter");
    await expect(confirmButtons(page)).toHaveCount(open - 1);
    if (open > 1) await expect(firstField()).toBeFocused();
  }
  await expect(page.getByRole("button", { name: "Turnuvayı Bitir" })).toBeFocused();

  // Issue 25: it asks first; the question has the focus, 'Evet, bitir' is next.
  await page.keyboard.press("Enter");
  await expect(page.getByText("Turnuvayı bitirmek istediğinize emin misiniz?", { exact: true })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Evet, bitir" })).toBeFocused();
  await page.keyboard.press("Enter");
  await finishedAtHome(page);
});

test("groups: 8 in 2 groups, paused on group B and resumed there, knockout with a draw refused, podium, finished", async ({ page, request }) => {
  test.slow();
  const community = await createCommunity(request, 7, "grp");
  const name = `Grup ${uniqueUsername("g")}`;
  await createTournament(request, community, {
    name,
    system: "group",
    matchType: "single",
    participantCount: 8,
    groupCount: 2,
    teamsAdvancing: 2,
    participants: community.members.map((m) => m._id),
  });

  await signIn(page, community);
  await resumeFromTab(page, community, name);
  await expect(page.getByText(/Adım 4: Grup maçları/)).toBeVisible();
  await expect(page.getByRole("tab", { name: "Grup A", selected: true })).toBeVisible();
  await confirmAllOpen(page);

  // Group B open, the tournament paused: home, with the news.
  await page.getByRole("tab", { name: "Grup B" }).click();
  await expect(page.getByRole("tab", { name: "Grup B", selected: true })).toBeVisible();
  await page.getByRole("button", { name: "Turnuvayı Duraklat" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Turnuva başarıyla duraklatıldı!", { exact: true })).toBeVisible();

  // Back in 'Aktif/Yarım' it is paused; resumed, it opens on the same step and on group B.
  await page.goto(`/platformlar?platformId=${community.platform._id}&menu=2`);
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name, exact: true }) });
  await expect(card.getByText("Duraklatıldı")).toBeVisible();
  await card.getByRole("button", { name: "Devam Et" }).click();
  await expect(page.getByText("Turnuva başarıyla devam ettirildi!", { exact: true })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Grup B", selected: true })).toBeVisible();
  await expect(page.getByText(/Adım 4: Grup maçları/)).toBeVisible();
  await confirmAllOpen(page);

  await page.getByRole("button", { name: "Eleme Turlarına Geç" }).click();
  await expect(page.getByText(/Adım 5: Eleme turları/)).toBeVisible();

  // A draw in the knockout is refused on the screen; nothing is sent.
  const confirms = countConfirms(page);
  const form = page
    .locator("form")
    .filter({ has: confirmButtons(page) })
    .first();
  await form.getByRole("spinbutton").nth(0).fill("2");
  await form.getByRole("spinbutton").nth(1).fill("2");
  await form.getByRole("button", { name: "Skoru Onayla" }).click();
  await expect(form.getByText("Hata: Beraberlik kabul edilemez. Lütfen geçerli bir skor girin.")).toBeVisible();
  expect(confirms).toEqual([]);
  await confirmAllOpen(page);

  await page.getByRole("button", { name: "Sonraki Tura Geç" }).click();
  await expect(page.getByText(/Adım 6: Final ve 3.lük maçı/)).toBeVisible();
  await confirmAllOpen(page);

  await page.getByRole("button", { name: "Sonuçları Göster" }).click();
  const podium = page.getByRole("region", { name: "Sonuçlar" });
  for (const place of ["ŞAMPİYON", "İKİNCİ", "ÜÇÜNCÜ"]) await expect(podium.getByText(place, { exact: true })).toBeVisible();
  await podium.getByRole("button", { name: "Turnuvayı Bitir" }).click();
  await confirmFinish(page);
  await finishedAtHome(page);
});

test("elimination of 5: the round's last score said to be final, the champion card, the podium, saved", async ({ page, request }) => {
  test.slow();
  const community = await createCommunity(request, 4, "elm");
  const name = `Eleme ${uniqueUsername("e")}`;
  await createTournament(request, community, { name, system: "elimination", participantCount: 5, participants: community.members.map((m) => m._id) });

  await signIn(page, community);
  await resumeFromTab(page, community, name);
  const note = "Bu, turun son skoru: onaylandığında sonraki tur kurulur ve bu turun skorları artık iptal edilemez.";
  // Round by round: each round's last open score says so before it is confirmed.
  for (let round = 0; round < 2; round += 1) {
    while ((await confirmButtons(page).count()) > 1) await confirmFirstOpen(page, 2, 1);
    await expect(page.getByText(note)).toBeVisible();
    await confirmFirstOpen(page, 3, 1);
    // The confirmed score shows at once; the round it drew (two matches: the semi-finals, then the
    // final and the third-place match) comes with the read that follows.
    await expect(confirmButtons(page)).toHaveCount(2);
  }
  // The final and the third-place match.
  const final = page
    .locator("form")
    .filter({ has: confirmButtons(page) })
    .first();
  await final.getByRole("spinbutton").nth(0).fill("0");
  await final.getByRole("spinbutton").nth(1).fill("0");
  await final.getByRole("button", { name: "Skoru Onayla" }).click();
  await expect(page.getByText("Hata: Beraberlik kabul edilemez. Lütfen geçerli bir skor girin.")).toBeVisible();
  await confirmAllOpen(page);

  const champion = page.getByRole("region", { name: /ŞAMPİYON/ });
  await expect(champion).toBeVisible();
  await champion.getByRole("button", { name: "Turnuvayı Bitir" }).click();
  const podium = page.getByRole("region", { name: "Sonuçlar" });
  await expect(podium.getByRole("listitem")).toHaveCount(3);
  await podium.getByRole("button", { name: "Turnuvayı Bitir ve Kaydet" }).click();
  await confirmFinish(page);
  await expect(page.getByText("Turnuva başarıyla tamamlandı ve kaydedildi!", { exact: true })).toBeVisible();
  await expect(page.getByText("Ana sayfaya yönlendiriliyorsunuz...")).toBeVisible();
  await finishedAtHome(page);
});

test("challenge best of 3: 'Onayla', 'İptal', the champion card and '🎉 Turnuvayı Bitir'", async ({ page, request }) => {
  test.slow();
  const community = await createCommunity(request, 1, "mdo");
  const name = `Meydan ${uniqueUsername("m")}`;
  await createTournament(request, community, { name, system: "challenge", bestOf: 3, participants: community.members.map((m) => m._id) });

  await signIn(page, community);
  await resumeFromTab(page, community, name);
  const confirms = countConfirms(page);
  const first = page
    .locator("form")
    .filter({ has: confirmButtons(page, "Onayla") })
    .first();
  await first.getByRole("spinbutton").nth(0).fill("1");
  await first.getByRole("spinbutton").nth(1).fill("1");
  await first.getByRole("button", { name: "Onayla", exact: true }).click();
  await expect(page.getByText("Hata: Beraberlik skoru girilemez. Lütfen farklı skorlar girin.")).toBeVisible();
  expect(confirms).toEqual([]);

  await confirmFirstOpen(page, 2, 0, "Onayla");
  await page.getByRole("button", { name: "İptal", exact: true }).first().click();
  await expect(played(page)).toHaveCount(0);
  await confirmFirstOpen(page, 2, 0, "Onayla");
  await confirmFirstOpen(page, 3, 1, "Onayla");

  const champion = page.getByRole("region", { name: /ŞAMPİYON/ });
  await expect(champion.getByText(community.members[0]!.username, { exact: true })).toBeVisible();
  await champion.getByRole("button", { name: "🎉 Turnuvayı Bitir" }).click();
  await confirmFinish(page);
  await finishedAtHome(page);
});

test("a member who did not create the tournament sees it read-only", async ({ page, request }) => {
  const community = await createCommunity(request, 3, "izl");
  const name = `İzle ${uniqueUsername("i")}`;
  await createTournament(request, community, {
    name,
    system: "league",
    matchType: "single",
    participantCount: 4,
    participants: community.members.map((m) => m._id),
  });
  const member = community.accounts[0]!;

  await page.goto("/giris-yap");
  await logIn(page, member);
  await expect(page.getByRole("heading", { name: `Hoş geldin, ${member.username}!` })).toBeVisible();
  await resumeFromTab(page, community, name);
  await expect(page.getByText(/yalnızca oluşturan kişi ve platformun sahibi yönetebilir/)).toBeVisible();
  await expect(page.getByText("Beklemede").first()).toBeVisible();
  await expect(page.getByRole("spinbutton")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Turnuvayı Duraklat" })).toHaveCount(0);
  await expect(page.getByText("Turnuva başarıyla devam ettirildi!", { exact: true })).toHaveCount(0);
});
