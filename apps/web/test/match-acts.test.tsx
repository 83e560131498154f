import { changesAnswer } from "./changes-answer.ts";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { MatchReport, Tournament, TournamentMatch } from "@turnuva/contract/tournaments";
import { describe, expect, it, vi } from "vitest";
import { openTournamentPage, writes } from "./tournament-page.tsx";
import { tournamentFixture } from "./tournament-fixtures/load.ts";

/**
 * Issue 25 on the tournament page: 'Maçlarım' for a player where the players enter scores, the
 * reports under every match, the organiser's desk (disputes, walkovers, deadlines).
 */

/** The running league (ali, banu, can, dilek, uzun_isimli_oyuncu_1; made by kurucu), its people as `id-{username}`. */
function league(change: (t: Tournament) => void = () => {}): Tournament {
  const fixture = tournamentFixture("league-active");
  let json = JSON.stringify(fixture);
  for (const person of [...fixture.participants, fixture.createdBy]) json = json.replaceAll(person._id, `id-${person.username}`);
  const tournament = JSON.parse(json) as Tournament;
  tournament.resultEntry = "players";
  change(tournament);
  return tournament;
}

const matchesOf = (t: Tournament) => t.leagueFixtures.flatMap((round) => round.matches);
/** The open match of these two (home first). */
const matchOf = (t: Tournament, home: string, away: string) =>
  matchesOf(t).find((match) => match.home?.username === home && match.away?.username === away && !match.isConfirmed)!;
const report = (username: string, homeScore: number, awayScore: number): MatchReport => ({
  by: { _id: `id-${username}`, username },
  homeScore,
  awayScore,
  homePenalties: null,
  awayPenalties: null,
  homeClub: null,
  awayClub: null,
  at: "2026-11-20T10:00:00.000Z",
});
/** Opens the page signed in as `username` (a member of the platform unless told otherwise), or as a visitor. */
const open = async (...args: Parameters<typeof openTournamentPage>) => (await openTournamentPage(...args)).requests;

/** The write's answer: the tournament with `change` made to a copy, one version on. */
function answer(tournament: Tournament, change: (t: Tournament) => void) {
  const next = structuredClone(tournament);
  next.version += 1;
  change(next);
  return () => ({ status: 200, body: { message: "Tamam", tournament: next } });
}
/** A match action's answer: only what changed (issue 27, `Prefer: return=minimal`). */
function changed(tournament: Tournament, change: (t: Tournament) => void) {
  const next = structuredClone(tournament);
  next.version += 1;
  change(next);
  return () => changesAnswer(tournament, next, "Tamam");
}
const inMatch = (t: Tournament, id: string, change: (match: TournamentMatch) => void) => change(matchesOf(t).find((match) => match._id === id)!);

/** The accept's answer: the match confirmed with the report's score, no longer open. */
const acceptedAs = (tournament: Tournament, matchId: string, homeScore: number, awayScore: number) =>
  changed(tournament, (t) => {
    inMatch(t, matchId, (m) => Object.assign(m, { reports: [], isConfirmed: true, homeScore, awayScore }));
    t.actions.confirm = t.actions.confirm.filter((id) => id !== matchId);
  });
/** A field's name as it stands on screen, from its <label> (none: an aria-label or placeholder only). */
const nameOnScreen = (control: Element) => ((control as HTMLInputElement).labels?.[0]?.textContent ?? null) || control.textContent;

const myMatches = () => within(screen.getByRole("region", { name: "Maçlarım" }));

describe("'Maçlarım': a player reports their own results", () => {
  it("lists the player's open matches and sends a report; the page then says it waits for the opponent", async () => {
    const tournament = league();
    const match = matchOf(tournament, "banu", "ali");
    const requests = await open(tournament, "ali", {
      handlers: {
        [`POST /api/tournaments/${tournament._id}/matches/${match._id}/report`]: changed(tournament, (t) =>
          inMatch(t, match._id, (m) => m.reports.push(report("ali", 2, 1))),
        ),
      },
    });
    const section = await screen.findByRole("region", { name: "Maçlarım" }, { timeout: 5000 });
    // ali's open matches only: banu–ali and ali–dilek are his, dilek–can is not.
    const rows = within(section).getAllByRole("article");
    expect(rows.map((row) => row.getAttribute("aria-label"))).toEqual(
      matchesOf(tournament)
        .filter((m) => tournament.actions.confirm.includes(m._id) && (m.home?.username === "ali" || m.away?.username === "ali"))
        .map((m) => `${m.home?.username} – ${m.away?.username} · ${m.roundName}`),
    );
    const row = within(section).getByRole("article", { name: `banu – ali · ${match.roundName}` });
    await userEvent.type(within(row).getByRole("spinbutton", { name: "banu skoru" }), "2");
    await userEvent.type(within(row).getByRole("spinbutton", { name: "ali skoru" }), "1");
    await userEvent.click(within(row).getByRole("button", { name: "Skoru Bildir" }));
    expect(await within(row).findByText("Skoru 2–1 bildirdiniz; rakibinizin onayı bekleniyor.")).toBeTruthy();
    // The pressed button is gone with the form: the focus stays with the match, not the page's start.
    await waitFor(() => expect(document.activeElement).toBe(within(section).getByRole("article", { name: `banu – ali · ${match.roundName}` })));
    expect(writes(requests)).toEqual([
      expect.objectContaining({
        method: "POST",
        path: `/api/tournaments/${tournament._id}/matches/${match._id}/report`,
        body: { homeScore: 2, awayScore: 1 },
        headers: expect.objectContaining({ Authorization: "Bearer t-ali" }),
      }),
    ]);
    // Everyone sees the report under the match in the fixtures.
    expect((await screen.findAllByText("ali skoru 2–1 bildirdi")).length).toBeGreaterThan(0);
  });

  it("lists an overdue match first, then by deadline", async () => {
    const tournament = league((t) => {
      matchOf(t, "ali", "dilek").isOverdue = true;
      matchOf(t, "ali", "dilek").deadline = "2026-11-01T10:00:00.000Z";
    });
    await open(tournament, "ali");
    const rows = within(await screen.findByRole("region", { name: "Maçlarım" })).getAllByRole("article");
    expect(rows[0]!.getAttribute("aria-label")).toBe(`ali – dilek · ${matchOf(tournament, "ali", "dilek").roundName}`);
    expect(within(rows[0]!).getByText("Süresi geçti")).toBeTruthy();
  });

  it("refuses an empty score before sending with the report's own sentence, not the organiser's confirm text", async () => {
    const tournament = league();
    const match = matchOf(tournament, "banu", "ali");
    const requests = await open(tournament, "ali");
    const row = (await screen.findByRole("region", { name: "Maçlarım" })).querySelector(
      `[aria-label="banu – ali · ${match.roundName}"]`,
    ) as HTMLElement;
    await userEvent.type(within(row).getByRole("spinbutton", { name: "banu skoru" }), "2");
    await userEvent.click(within(row).getByRole("button", { name: "Skoru Bildir" }));
    expect((await within(row).findByRole("alert")).textContent).toBe("Hata: Lütfen her iki takım için de skor girin.Kapat");
    expect(writes(requests)).toEqual([]);
  });

  it("shows the opponent's report with 'Onayla', which accepts it as it stands", async () => {
    const tournament = league((t) => matchOf(t, "banu", "ali").reports.push(report("banu", 3, 0)));
    const match = matchOf(tournament, "banu", "ali");
    const requests = await open(tournament, "ali", {
      handlers: { [`POST /api/tournaments/${tournament._id}/matches/${match._id}/accept`]: acceptedAs(tournament, match._id, 3, 0) },
    });
    const row = (await screen.findByRole("region", { name: "Maçlarım" })).querySelector(
      `[aria-label="banu – ali · ${match.roundName}"]`,
    ) as HTMLElement;
    expect(within(row).getByText("banu skoru 3–0 bildirdi")).toBeTruthy();
    await userEvent.click(within(row).getByRole("button", { name: "Onayla" }));
    await waitFor(() => expect(myMatches().queryByRole("article", { name: `banu – ali · ${match.roundName}` })).toBeNull());
    expect(screen.getByText("Maç sonuçlandı.")).toBeTruthy();
    expect(writes(requests).map((r) => [r.method, r.path, r.body])).toEqual([
      ["POST", `/api/tournaments/${tournament._id}/matches/${match._id}/accept`, undefined],
    ]);
  });

  it("issue 28: the report to accept shows its clubs, and 'Onayla' sends the accepting player's own club (audit F14)", async () => {
    const tournament = league((t) => matchOf(t, "banu", "ali").reports.push({ ...report("banu", 3, 0), homeClub: "Chelsea" }));
    const match = matchOf(tournament, "banu", "ali");
    const requests = await open(tournament, "ali", {
      handlers: { [`POST /api/tournaments/${tournament._id}/matches/${match._id}/accept`]: acceptedAs(tournament, match._id, 3, 0) },
    });
    const row = within(await screen.findByRole("region", { name: "Maçlarım" }, { timeout: 5000 })).getByRole("article", {
      name: `banu – ali · ${match.roundName}`,
    });
    expect(within(row).getByText("Takımlar: Chelsea – belirtilmedi")).toBeTruthy();
    // Only the player's own side: the other's club is the report's.
    expect(within(row).queryByRole("combobox", { name: "banu takımı" })).toBeNull();
    // Named on screen (audit): a placeholder alone is gone once something is typed.
    const own = within(row).getByRole("combobox", { name: "Takımın (isteğe bağlı)" });
    expect(nameOnScreen(own)).toBe("Takımın (isteğe bağlı)");
    await userEvent.type(own, "Arsenal");
    await userEvent.click(within(row).getByRole("button", { name: "Onayla" }));
    await waitFor(() => expect(writes(requests)).toHaveLength(1));
    expect(writes(requests)[0]!.body).toEqual({ awayClub: "Arsenal" });
  });

  it("issue 28: in an elimination a level score asks for the shoot-out, sent with the player's clubs; a report shows its shoot-out", async () => {
    const fixture = tournamentFixture("elimination-active");
    let json = JSON.stringify(fixture);
    for (const person of [...fixture.participants, fixture.createdBy]) json = json.replaceAll(person._id, `id-${person.username}`);
    const tournament = JSON.parse(json) as Tournament;
    tournament.resultEntry = "players";
    const match = tournament.eliminationFixtures[1]!.matches.find((m) => m.home?.username === "ali" && m.away?.username === "can")!;
    const requests = await open(tournament, "ali", {
      handlers: {
        [`POST /api/tournaments/${tournament._id}/matches/${match._id}/report`]: changed(tournament, (t) =>
          t.eliminationFixtures[1]!.matches.find((m) => m._id === match._id)!.reports.push({
            ...report("ali", 1, 1),
            homePenalties: 4,
            awayPenalties: 3,
            homeClub: "Milan",
          }),
        ),
      },
    });
    const row = within(await screen.findByRole("region", { name: "Maçlarım" }, { timeout: 5000 })).getByRole("article", {
      name: `ali – can · ${match.roundName}`,
    });
    // Audit F18: the line's own text keeps the names and the round apart, as the card's name does.
    expect([...row.querySelectorAll("p")].map((line) => line.textContent)).toContain(`ali – can · ${match.roundName}`);
    await userEvent.type(within(row).getByRole("spinbutton", { name: "ali skoru" }), "1");
    expect(within(row).queryByRole("group", { name: "Penaltılar" })).toBeNull();
    await userEvent.type(within(row).getByRole("spinbutton", { name: "can skoru" }), "1");
    await userEvent.type(within(row).getByRole("spinbutton", { name: "ali penaltıları" }), "4");
    await userEvent.type(within(row).getByRole("spinbutton", { name: "can penaltıları" }), "3");
    // Audit F7: the penalties and the clubs come before the button that sends them, on screen and by Tab.
    expect([...row.querySelectorAll("input, button")].map((control) => control.getAttribute("aria-label") ?? nameOnScreen(control))).toEqual([
      "ali skoru",
      "can skoru",
      "ali penaltıları",
      "can penaltıları",
      "ali takımı",
      "can takımı",
      "Skoru Bildir",
    ]);
    // Each club's field is named on screen, not by its placeholder alone (audit).
    expect(within(row).getByText("ali takımı", { selector: "label" })).toBeTruthy();
    await userEvent.type(within(row).getByRole("combobox", { name: "ali takımı" }), "Milan");
    await userEvent.click(within(row).getByRole("button", { name: "Skoru Bildir" }));
    expect(await within(row).findByText("Skoru 1–1 (4–3 pen.) bildirdiniz; rakibinizin onayı bekleniyor.")).toBeTruthy();
    expect(writes(requests).map((r) => r.body)).toEqual([{ homeScore: 1, awayScore: 1, homePenalties: 4, awayPenalties: 3, homeClub: "Milan" }]);
    expect((await screen.findAllByText("ali skoru 1–1 (4–3 pen.) bildirdi")).length).toBeGreaterThan(0);
  });

  it("issue 28: a two-legged tie's leg says which it is, and a second leg how the first ended (audit F11)", async () => {
    const fixture = tournamentFixture("elimination-active");
    let json = JSON.stringify(fixture);
    for (const person of [...fixture.participants, fixture.createdBy]) json = json.replaceAll(person._id, `id-${person.username}`);
    const tournament = JSON.parse(json) as Tournament;
    tournament.resultEntry = "players";
    tournament.knockoutLegs = 2;
    const semis = tournament.eliminationFixtures[1]!;
    const [first, other] = semis.matches as [TournamentMatch, TournamentMatch];
    Object.assign(first, { homeScore: 1, awayScore: 0, isConfirmed: true, isCompleted: true });
    const second: TournamentMatch = {
      ...first,
      _id: `${first._id}-l2`,
      leg: 2,
      home: first.away,
      away: first.home,
      homeScore: null,
      awayScore: null,
      isConfirmed: false,
      isCompleted: false,
    };
    const otherSecond: TournamentMatch = { ...other, _id: `${other._id}-l2`, leg: 2, home: other.away, away: other.home };
    semis.matches = [first, second, other, otherSecond];
    tournament.ties = [
      { stage: "elimination", round: 2, index: 0, legs: [first._id, second._id], aggregate: null, winner: null },
      { stage: "elimination", round: 2, index: 1, legs: [other._id, otherSecond._id], aggregate: null, winner: null },
    ];
    tournament.actions = { ...tournament.actions, confirm: [second._id, other._id] };
    await open(tournament, "can");
    const row = within(await screen.findByRole("region", { name: "Maçlarım" }, { timeout: 5000 })).getByRole("article", {
      name: `can – ali · ${second.roundName}`,
    });
    expect(within(row).getByText("Rövanş · İlk maç: ali 1–0 can")).toBeTruthy();
    cleanup();

    await open(tournament, "banu");
    const firstLeg = within(await screen.findByRole("region", { name: "Maçlarım" }, { timeout: 5000 })).getByRole("article");
    expect(within(firstLeg).getByText("İlk maç")).toBeTruthy();
  });

  it("'İtiraz Et' opens the form for a different score, which is sent as the player's report", async () => {
    const tournament = league((t) => matchOf(t, "banu", "ali").reports.push(report("banu", 3, 0)));
    const match = matchOf(tournament, "banu", "ali");
    const requests = await open(tournament, "ali", {
      handlers: {
        [`POST /api/tournaments/${tournament._id}/matches/${match._id}/report`]: changed(tournament, (t) =>
          inMatch(t, match._id, (m) => Object.assign(m, { reports: [report("banu", 3, 0), report("ali", 1, 1)], isDisputed: true })),
        ),
      },
    });
    const row = (await screen.findByRole("region", { name: "Maçlarım" })).querySelector(
      `[aria-label="banu – ali · ${match.roundName}"]`,
    ) as HTMLElement;
    await userEvent.click(within(row).getByRole("button", { name: "İtiraz Et" }));
    // The form comes with the focus in its first field.
    expect(document.activeElement).toBe(within(row).getByRole("spinbutton", { name: "banu skoru" }));
    await userEvent.keyboard("1");
    await userEvent.type(within(row).getByRole("spinbutton", { name: "ali skoru" }), "1{Enter}");
    expect(await within(row).findByText("Bildirilen skorlar farklı; organizatörün kararı bekleniyor.")).toBeTruthy();
    expect(writes(requests).map((r) => r.body)).toEqual([{ homeScore: 1, awayScore: 1 }]);
    // Disputed, for everyone: the badge and both reports under the match.
    expect(screen.getAllByText("İtirazlı").length).toBeGreaterThan(0);
  });

  it("takes the player's own report back with 'Bildirimi Geri Al'", async () => {
    const tournament = league((t) => matchOf(t, "banu", "ali").reports.push(report("ali", 2, 2)));
    const match = matchOf(tournament, "banu", "ali");
    const requests = await open(tournament, "ali", {
      handlers: {
        [`DELETE /api/tournaments/${tournament._id}/matches/${match._id}/report`]: changed(tournament, (t) =>
          inMatch(t, match._id, (m) => (m.reports = [])),
        ),
      },
    });
    const row = (await screen.findByRole("region", { name: "Maçlarım" })).querySelector(
      `[aria-label="banu – ali · ${match.roundName}"]`,
    ) as HTMLElement;
    expect(within(row).getByText("Skoru 2–2 bildirdiniz; rakibinizin onayı bekleniyor.")).toBeTruthy();
    await userEvent.click(within(row).getByRole("button", { name: "Bildirimi Geri Al" }));
    expect(await within(row).findByRole("button", { name: "Skoru Bildir" })).toBeTruthy();
    expect(writes(requests).map((r) => [r.method, r.path])).toEqual([["DELETE", `/api/tournaments/${tournament._id}/matches/${match._id}/report`]]);
  });

  it("shows the server's refusal beside the match", async () => {
    const tournament = league();
    const match = matchOf(tournament, "banu", "ali");
    await open(tournament, "ali", {
      handlers: {
        [`POST /api/tournaments/${tournament._id}/matches/${match._id}/report`]: () => ({
          status: 409,
          body: { message: "Bu maç oynanmaya açık değil: skoru onaylanmış ya da henüz oyuncuları belli değil.", code: "MATCH_NOT_OPEN" },
        }),
      },
    });
    const row = (await screen.findByRole("region", { name: "Maçlarım" })).querySelector(
      `[aria-label="banu – ali · ${match.roundName}"]`,
    ) as HTMLElement;
    await userEvent.type(within(row).getByRole("spinbutton", { name: "banu skoru" }), "2");
    await userEvent.type(within(row).getByRole("spinbutton", { name: "ali skoru" }), "1");
    await userEvent.click(within(row).getByRole("button", { name: "Skoru Bildir" }));
    expect((await within(row).findByRole("alert")).textContent).toContain("Bu maç oynanmaya açık değil");
  });

  it("is not there for a visitor, a stranger, a removed member, or where the organiser enters scores", async () => {
    await open(league(), null);
    expect(screen.queryByRole("region", { name: "Maçlarım" })).toBeNull();
  });

  it.each([
    ["a player who is no longer a member", "ali", false, "players"],
    ["someone who does not play", "zeynep", true, "players"],
    ["a player where the organiser enters scores", "ali", true, "organizer"],
  ] as const)("is not there for %s", async (_, username, member, resultEntry) => {
    await open(
      league((t) => (t.resultEntry = resultEntry)),
      username,
      { member },
    );
    // The membership is asked before the decision: wait for it.
    await waitFor(() => expect(screen.queryByText("Yükleniyor...")).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("region", { name: "Maçlarım" })).toBeNull();
  });
});

describe("what everyone sees of a match", () => {
  it("the round's deadline beside its heading, an overdue match marked, a walkover marked", async () => {
    const tournament = league((t) => {
      const week = t.leagueFixtures.find((round) => round.matches.some((m) => !m.isConfirmed && !m.isBye))!;
      // The reader derives overdue from the deadline (issue 27): this week's first open match is past it.
      for (const m of week.matches) m.deadline = "2099-12-03T13:05:00.000Z";
      const open = week.matches.find((m) => !m.isConfirmed && !m.isBye)!;
      open.deadline = "2020-12-03T13:05:00.000Z";
      const played = matchesOf(t).find((m) => m.isConfirmed)!;
      played.isWalkover = true;
    });
    await open(tournament, null);
    const week = tournament.leagueFixtures.find((round) => round.matches.some((m) => m.deadline))!;
    const region = screen.getByRole("region", { name: week.name });
    const shown = new Intl.DateTimeFormat("tr-TR", { day: "numeric", month: "long", hour: "2-digit", minute: "2-digit" }).format(
      new Date("2020-12-03T13:05:00.000Z"),
    );
    expect(within(region).getByText(`Son gün: ${shown}`)).toBeTruthy();
    expect(shown).toMatch(/^3 Aralık/);
    expect(within(region).getByText("Süresi geçti")).toBeTruthy();
    expect(screen.getByText("Hükmen")).toBeTruthy();
  });
});

describe("the organiser's desk", () => {
  const disputed = (t: Tournament) => {
    const match = matchOf(t, "banu", "ali");
    match.reports.push(report("banu", 2, 1), report("ali", 1, 1));
    match.isDisputed = true;
  };

  it("shows the disputed match with both reports; one report's score is confirmed as the organiser's decision", async () => {
    const tournament = league(disputed);
    const match = matchOf(tournament, "banu", "ali");
    const requests = await open(tournament, "kurucu", {
      handlers: {
        [`POST /api/tournaments/${tournament._id}/matches/${match._id}/confirm`]: changed(tournament, (t) =>
          inMatch(t, match._id, (m) => Object.assign(m, { reports: [], isDisputed: false, isConfirmed: true, homeScore: 1, awayScore: 1 })),
        ),
      },
    });
    const desk = within(await screen.findByRole("region", { name: "Organizatör Masası" }));
    expect(desk.getByText("banu skoru 2–1 bildirdi")).toBeTruthy();
    expect(desk.getByText("ali skoru 1–1 bildirdi")).toBeTruthy();
    // Label in name (WCAG 2.5.3): the name starts with what the button shows.
    const accept = desk.getByRole("button", { name: "1–1 skorunu onayla (ali bildirimi)" });
    expect(accept.textContent).toBe("1–1 skorunu onayla");
    await userEvent.click(accept);
    expect(await desk.findByText("Karar bekleyen maç yok.")).toBeTruthy();
    expect(writes(requests).map((r) => [r.method, r.path, r.body, r.headers.Authorization])).toEqual([
      ["POST", `/api/tournaments/${tournament._id}/matches/${match._id}/confirm`, { homeScore: 1, awayScore: 1 }, "Bearer t-kurucu"],
    ]);
    // A player does not see the desk.
    expect(screen.queryByRole("region", { name: "Maçlarım" })).toBeNull();
  });

  it("asks both to report again", async () => {
    const tournament = league(disputed);
    const match = matchOf(tournament, "banu", "ali");
    const requests = await open(tournament, "kurucu", {
      handlers: {
        [`DELETE /api/tournaments/${tournament._id}/matches/${match._id}/reports`]: changed(tournament, (t) =>
          inMatch(t, match._id, (m) => Object.assign(m, { reports: [], isDisputed: false })),
        ),
      },
    });
    const desk = within(await screen.findByRole("region", { name: "Organizatör Masası" }));
    await userEvent.click(desk.getByRole("button", { name: "Yeniden Bildirilsin" }));
    expect(await desk.findByText("Karar bekleyen maç yok.")).toBeTruthy();
    // The decided match left the desk with the pressed button: the focus goes to the desk.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("region", { name: "Organizatör Masası" })));
    expect(writes(requests).map((r) => [r.method, r.path])).toEqual([["DELETE", `/api/tournaments/${tournament._id}/matches/${match._id}/reports`]]);
  });

  it("awards an overdue match by walkover to the player chosen", async () => {
    // Past its deadline: the reader derives it overdue (issue 27).
    const tournament = league((t) => (matchOf(t, "banu", "ali").deadline = "2020-12-03T13:05:00.000Z"));
    const match = matchOf(tournament, "banu", "ali");
    const requests = await open(tournament, "kurucu", {
      handlers: {
        [`POST /api/tournaments/${tournament._id}/matches/${match._id}/walkover`]: changed(tournament, (t) => {
          inMatch(t, match._id, (m) => Object.assign(m, { isOverdue: false, isWalkover: true, isConfirmed: true, homeScore: 0, awayScore: 3 }));
          t.actions.confirm = t.actions.confirm.filter((id) => id !== match._id);
        }),
      },
    });
    const desk = within(await screen.findByRole("region", { name: "Organizatör Masası" }));
    expect(desk.getByText("Süresi geçti")).toBeTruthy();
    await userEvent.click(desk.getByRole("button", { name: "Hükmen Galibiyet" }));
    // A second step in place: the focus on the first player's button; 'Vazgeç' gives it back.
    const choice = within(desk.getByRole("group", { name: /Hükmen galibiyet 3–0 sayılır/ }));
    expect(document.activeElement).toBe(choice.getByRole("button", { name: "banu kazanır" }));
    await userEvent.click(choice.getByRole("button", { name: "Vazgeç" }));
    await waitFor(() => expect(document.activeElement).toBe(desk.getByRole("button", { name: "Hükmen Galibiyet" })));
    expect(writes(requests)).toEqual([]);
    await userEvent.click(desk.getByRole("button", { name: "Hükmen Galibiyet" }));
    await userEvent.click(desk.getByRole("button", { name: "ali kazanır" }));
    expect(await desk.findByText("Karar bekleyen maç yok.")).toBeTruthy();
    expect(writes(requests).map((r) => [r.path, r.body])).toEqual([
      [`/api/tournaments/${tournament._id}/matches/${match._id}/walkover`, { winner: "id-ali" }],
    ]);
  });

  it("changes a round's deadline", async () => {
    const tournament = league();
    const requests = await open(tournament, "kurucu", {
      handlers: {
        [`PUT /api/tournaments/${tournament._id}/rounds/deadline`]: answer(tournament, () => {}),
      },
    });
    const desk = within(await screen.findByRole("region", { name: "Organizatör Masası" }));
    await userEvent.click(desk.getByText("Son Günler"));
    const round = desk.getByRole("combobox", { name: "Tur" }) as HTMLSelectElement;
    const firstOpen = tournament.leagueFixtures.find((r) => r.matches.some((m) => !m.isConfirmed && !m.isBye && !m.isCompleted))!;
    expect(round.selectedOptions[0]!.textContent).toBe(`${firstOpen.name} (son gün yok)`);
    const date = desk.getByLabelText("Son gün");
    await userEvent.type(date, "2026-12-10T18:30");
    await userEvent.click(desk.getByRole("button", { name: "Son Günü Kaydet" }));
    await waitFor(() => expect(writes(requests)).toHaveLength(1));
    expect(writes(requests)[0]!.body).toEqual({
      stage: "league",
      group: null,
      round: firstOpen.round,
      deadline: new Date("2026-12-10T18:30").toISOString(),
    });
  });

  it("after a saved deadline, a refused one is said alone, and 'Son Günü Kaydet' keeps the focus", async () => {
    const tournament = league();
    let refuse = false;
    const saved = answer(tournament, () => {});
    await open(tournament, "kurucu", {
      handlers: {
        [`PUT /api/tournaments/${tournament._id}/rounds/deadline`]: () =>
          refuse ? { status: 400, body: { message: "Son gün geçerli bir tarih ve saat olmalıdır.", code: "VALIDATION_ERROR" } } : saved(),
      },
    });
    const region = await screen.findByRole("region", { name: "Organizatör Masası" });
    const desk = within(region);
    await userEvent.click(desk.getByText("Son Günler"));
    const date = desk.getByLabelText("Son gün");
    await userEvent.type(date, "2026-12-10T18:30");
    const save = desk.getByRole("button", { name: "Son Günü Kaydet" });
    await userEvent.click(save);
    const said = () => desk.getAllByRole("status").map((status) => status.textContent);
    await waitFor(() => expect(said()).toContain("Son gün kaydedildi."));

    refuse = true;
    // The refusal is held back until the busy button is looked at.
    let release = () => {};
    const server = globalThis.fetch;
    vi.stubGlobal("fetch", (input: string, init: RequestInit = {}) =>
      init.method === "PUT" ? new Promise<Response>((resolve) => (release = () => resolve(server(input, init)))) : server(input, init),
    );
    await userEvent.clear(date);
    await userEvent.type(date, "2150-12-10T18:30");
    save.focus();
    await userEvent.keyboard("{Enter}");
    // A browser takes focus from a disabled button; jsdom does not, so both are checked.
    await waitFor(() => expect(save.getAttribute("aria-disabled")).toBe("true"));
    expect(document.activeElement).toBe(save);
    expect((save as HTMLButtonElement).disabled).toBe(false);
    release();
    expect((await desk.findByRole("alert")).textContent).toBe("Hata: Son gün geçerli bir tarih ve saat olmalıdır.Kapat");
    expect(said()).not.toContain("Son gün kaydedildi.");
    expect(document.activeElement).toBe(save);
  });
});
