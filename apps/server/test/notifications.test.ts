import { notificationMessages, type NotificationKind, type NotificationList } from "@turnuva/contract/notifications";
import type { TournamentMatch } from "@turnuva/contract/tournaments";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../src/db/database.ts";
import { type TestApp, caller, startTestApp } from "./support/app.ts";
import {
  type BuiltSession,
  type BuiltTournament,
  buildInvitation,
  buildMembership,
  buildOwnedPlatform,
  buildPlatformWithMembers,
  buildSession,
  buildTournament,
  buildUser,
  playTournament,
} from "./support/factories.ts";
import { writtenTournamentOf } from "./support/tournaments.ts";

/**
 * Issue 26: every kind of notification is made by its cause, for the right person with the right
 * data, never by a refused action and never for the one who acted; read marks and the unread
 * count; preferences; the outbox row of a mailed kind and the unsubscribe link in it. On PGlite
 * and on PostgreSQL.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
const call = caller(() => t.app);

interface Told {
  kind: NotificationKind;
  data: Record<string, unknown>;
}
const toldTo = async (userId: string, kind?: NotificationKind): Promise<Told[]> =>
  queryRows<Told>(
    t.database.db,
    kind
      ? sql`SELECT kind, data FROM notifications WHERE user_id = ${userId} AND kind = ${kind} ORDER BY created_at, id`
      : sql`SELECT kind, data FROM notifications WHERE user_id = ${userId} ORDER BY created_at, id`,
  );
const mailsTo = (address: string) =>
  queryRows<{ subject: string; text: string; html: string; headers: Record<string, string> }>(
    t.database.db,
    sql`SELECT subject, text, html, headers FROM mail_outbox WHERE to_address = ${address} ORDER BY created_at`,
  );
const ok = (response: Awaited<ReturnType<typeof call>>, status = 200) => {
  expect(response.statusCode, response.body).toBe(status);
  return response;
};

describe("platforms", () => {
  it("an invitation tells the invitee (and mails them, naming the platform and the inviter); the inviter is not told", async () => {
    const { platform, owner } = await buildOwnedPlatform(t.database.db);
    const invitee = await buildUser(t.database.db);
    ok(await call("POST", `/api/platforms/${platform.id}/invite`, owner, { email: invitee.email }), 201);
    expect(await toldTo(invitee.id)).toEqual([
      { kind: "platformInvited", data: { platform: { slug: platform.slug, name: platform.name }, actor: owner.user.username } },
    ]);
    expect(await toldTo(owner.user.id)).toEqual([]);
    const [mail, ...more] = await mailsTo(invitee.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toContain(platform.name);
    expect(mail!.subject).toContain(owner.user.username);
    expect(mail!.text).toContain("/platformlar");
    // Read on a phone at the phone's width.
    expect(mail!.html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(mail!.headers["List-Unsubscribe"]).toMatch(/\/api\/notifications\/unsubscribe\?u=/);
  });

  it("a refused invitation tells nobody and mails nobody", async () => {
    const { platform, owner, members } = await buildPlatformWithMembers(t.database.db, { memberCount: 1 });
    const member = members[0]!;
    ok(await call("POST", `/api/platforms/${platform.id}/invite`, owner, { email: "kimse-degil@ornek.com" }), 404);
    ok(await call("POST", `/api/platforms/${platform.id}/invite`, owner, { email: member.user.email }), 409);
    const outsider = await buildSession(t.database.db);
    const invitee = await buildUser(t.database.db);
    ok(await call("POST", `/api/platforms/${platform.id}/invite`, outsider, { email: invitee.email }), 403);
    expect(await toldTo(member.user.id, "platformInvited")).toEqual([]);
    expect(await toldTo(invitee.id)).toEqual([]);
    expect(await mailsTo(invitee.email)).toEqual([]);
    expect(await mailsTo("kimse-degil@ornek.com")).toEqual([]);
  });

  it("no mail for a person who turned e-mail off for invitations; the app still lists it", async () => {
    const { platform, owner } = await buildOwnedPlatform(t.database.db);
    const invitee = await buildSession(t.database.db);
    ok(await call("PUT", "/api/notifications/preferences", invitee, { kind: "platformInvited", email: false, push: true }));
    ok(await call("POST", `/api/platforms/${platform.id}/invite`, owner, { email: invitee.user.email }), 201);
    expect(await toldTo(invitee.user.id, "platformInvited")).toHaveLength(1);
    expect(await mailsTo(invitee.user.email)).toEqual([]);
  });

  it("an accepted invitation tells the owner who accepted; a refused accept tells nobody", async () => {
    const { platform, owner } = await buildOwnedPlatform(t.database.db);
    const invitee = await buildSession(t.database.db);
    await buildInvitation(t.database.db, { platform, invitee: invitee.user });
    const stranger = await buildSession(t.database.db);
    ok(await call("POST", `/api/platforms/${platform.id}/accept-invite`, stranger), 404);
    expect(await toldTo(owner.user.id)).toEqual([]);
    ok(await call("POST", `/api/platforms/${platform.id}/accept-invite`, invitee));
    expect(await toldTo(owner.user.id)).toEqual([
      { kind: "invitationAccepted", data: { platform: { slug: platform.slug, name: platform.name }, actor: invitee.user.username } },
    ]);
    expect(await toldTo(invitee.user.id)).toEqual([]);
  });

  it("a removal tells the removed member; a refused one tells nobody", async () => {
    const { platform, owner, members } = await buildPlatformWithMembers(t.database.db, { memberCount: 2 });
    const [removed, other] = members as [BuiltSession, BuiltSession];
    ok(await call("POST", `/api/platforms/${platform.id}/remove-member`, other, { userId: removed.user.id }), 403);
    expect(await toldTo(removed.user.id)).toEqual([]);
    ok(await call("POST", `/api/platforms/${platform.id}/remove-member`, owner, { userId: removed.user.id }));
    expect(await toldTo(removed.user.id)).toEqual([{ kind: "platformRemoved", data: { platform: { slug: platform.slug, name: platform.name } } }]);
    expect(await toldTo(owner.user.id)).toEqual([]);
  });
});

describe("tournaments", () => {
  it("a new tournament tells each participant but its creator; a refused creation tells nobody", async () => {
    const { platform, owner, members } = await buildPlatformWithMembers(t.database.db, { memberCount: 3 });
    const players = [owner.user.id, ...members.map((m) => m.user.id)];
    const body = { name: "Bildirim Ligi", system: "league", matchType: "single", platformId: platform.id, participants: players };
    const outsider = await buildUser(t.database.db);
    ok(await call("POST", "/api/tournaments", owner, { ...body, participants: [...players.slice(1), outsider.id] }), 400);
    for (const member of members) expect(await toldTo(member.user.id)).toEqual([]);
    const created = writtenTournamentOf(await ok(await call("POST", "/api/tournaments", owner, body), 201));
    for (const member of members) {
      expect(await toldTo(member.user.id)).toEqual([{ kind: "tournamentAdded", data: { tournament: { slug: created.slug, name: created.name } } }]);
    }
    expect(await toldTo(owner.user.id)).toEqual([]);
  });

  interface Match extends BuiltTournament {
    home: BuiltSession;
    away: BuiltSession;
    match: TournamentMatch;
  }
  /** A league of four where players report, created by a member (not the owner); its first match's players signed in. */
  async function reportedLeague(): Promise<Match> {
    const { platform, owner } = await buildOwnedPlatform(t.database.db);
    const creator = await buildSession(t.database.db, { user: (await buildMembership(t.database.db, { platform })).user });
    const built = await buildTournament(t.database.db, { platform, owner, creator, participantCount: 4 });
    const match = built.tournament.leagueFixtures[0]!.matches[0]!;
    const home = await buildSession(t.database.db, { user: built.participants.find((p) => p.id === match.home!._id)! });
    const away = await buildSession(t.database.db, { user: built.participants.find((p) => p.id === match.away!._id)! });
    return { ...built, home, away, match };
  }
  const report = (m: Match, as: BuiltSession, homeScore: number, awayScore: number) =>
    call("POST", `/api/tournaments/${m.tournament._id}/matches/${m.match._id}/report`, as, { homeScore, awayScore });
  const ref = (m: BuiltTournament) => ({ slug: m.tournament.slug, name: m.tournament.name });
  // A notification names its match by the row's id (a link stays valid); the answer by its key (issue 27).
  const rowIdOf = async (m: Match) =>
    (
      await queryRows<{ id: string }>(t.database.db, sql`SELECT id FROM matches WHERE tournament_id = ${m.tournament._id} AND key = ${m.match._id}`)
    )[0]!.id;
  const sinceStart = async (userId: string) => (await toldTo(userId)).filter((n) => n.kind !== "tournamentAdded");

  it("a report tells the opponent the score with the pairing, home first; a refused report tells nobody", async () => {
    const m = await reportedLeague();
    const outsider = await buildSession(t.database.db, { user: m.participants.find((p) => p.id !== m.home.user.id && p.id !== m.away.user.id)! });
    ok(await report(m, outsider, 2, 1), 403);
    expect(await sinceStart(m.away.user.id)).toEqual([]);
    ok(await report(m, m.home, 2, 1));
    expect(await sinceStart(m.away.user.id)).toEqual([
      {
        kind: "resultReported",
        data: {
          tournament: ref(m),
          matchId: await rowIdOf(m),
          score: "2–1",
          actor: m.home.user.username,
          players: `${m.home.user.username} – ${m.away.user.username}`,
        },
      },
    ]);
    expect(await sinceStart(m.home.user.id)).toEqual([]);
    // Agreeing reports: no organiser hears of a dispute.
    expect(await sinceStart(m.creator.user.id)).toEqual([]);
  });

  it("disagreeing reports tell both organisers (the creator and the owner) of the dispute", async () => {
    const m = await reportedLeague();
    ok(await report(m, m.home, 2, 1));
    ok(await report(m, m.away, 1, 1));
    const players = `${m.match.home!.username} – ${m.match.away!.username}`;
    const disputed = { kind: "resultDisputed", data: { tournament: ref(m), matchId: await rowIdOf(m), players } };
    expect(await sinceStart(m.creator.user.id)).toEqual([disputed]);
    expect(await sinceStart(m.owner.user.id)).toEqual([disputed]);
    expect((await sinceStart(m.home.user.id)).map((n) => n.kind)).toEqual(["resultReported"]);
  });

  it("the same score from both confirms the match: the first reporter hears it confirmed, not reported", async () => {
    const m = await reportedLeague();
    ok(await report(m, m.home, 2, 1));
    ok(await report(m, m.away, 2, 1));
    expect(await sinceStart(m.home.user.id)).toEqual([
      { kind: "matchConfirmed", data: { tournament: ref(m), matchId: await rowIdOf(m), score: "2–1", actor: m.away.user.username } },
    ]);
    expect((await sinceStart(m.away.user.id)).map((n) => n.kind)).toEqual(["resultReported"]);
    expect(await sinceStart(m.creator.user.id)).toEqual([]);
  });

  it("an accept tells the reporter; an organiser's confirm and a walkover tell both players, each of the other", async () => {
    const accepted = await reportedLeague();
    ok(await report(accepted, accepted.home, 3, 0));
    ok(await call("POST", `/api/tournaments/${accepted.tournament._id}/matches/${accepted.match._id}/accept`, accepted.away));
    expect((await sinceStart(accepted.home.user.id)).map((n) => [n.kind, n.data.actor, n.data.score])).toEqual([
      ["matchConfirmed", accepted.away.user.username, "3–0"],
    ]);

    const confirmed = await reportedLeague();
    ok(
      await call("POST", `/api/tournaments/${confirmed.tournament._id}/matches/${confirmed.match._id}/confirm`, confirmed.creator, {
        homeScore: 1,
        awayScore: 2,
      }),
    );
    expect((await sinceStart(confirmed.home.user.id)).map((n) => [n.kind, n.data.actor, n.data.score])).toEqual([
      ["matchConfirmed", confirmed.away.user.username, "1–2"],
    ]);
    expect((await sinceStart(confirmed.away.user.id)).map((n) => [n.kind, n.data.actor, n.data.score])).toEqual([
      ["matchConfirmed", confirmed.home.user.username, "1–2"],
    ]);

    const walkover = await reportedLeague();
    ok(
      await call("POST", `/api/tournaments/${walkover.tournament._id}/matches/${walkover.match._id}/walkover`, walkover.owner, {
        winner: walkover.away.user.id,
      }),
    );
    expect((await sinceStart(walkover.home.user.id)).map((n) => [n.kind, n.data.score])).toEqual([["matchConfirmed", "0–3"]]);
    expect((await sinceStart(walkover.away.user.id)).map((n) => [n.kind, n.data.score])).toEqual([["matchConfirmed", "0–3"]]);
    // A refused confirm (a player is no organiser) tells nobody.
    const refused = await reportedLeague();
    ok(
      await call("POST", `/api/tournaments/${refused.tournament._id}/matches/${refused.match._id}/confirm`, refused.home, {
        homeScore: 1,
        awayScore: 0,
      }),
      403,
    );
    expect(await sinceStart(refused.away.user.id)).toEqual([]);
  });

  it("a shoot-out is in the score told (issue 28): a report, its dispute and a confirm say '1–1 (4–2 pen.)'", async () => {
    const { platform, owner } = await buildOwnedPlatform(t.database.db);
    const built = await buildTournament(t.database.db, { platform, owner, system: "elimination", participantCount: 4 });
    const match = built.tournament.eliminationFixtures[0]!.matches[0]!;
    const home = await buildSession(t.database.db, { user: built.participants.find((p) => p.id === match.home!._id)! });
    const away = await buildSession(t.database.db, { user: built.participants.find((p) => p.id === match.away!._id)! });
    const m: Match = { ...built, home, away, match };
    const said = (as: BuiltSession, homePenalties: number, awayPenalties: number) =>
      call("POST", `/api/tournaments/${built.tournament._id}/matches/${match._id}/report`, as, {
        homeScore: 1,
        awayScore: 1,
        homePenalties,
        awayPenalties,
      });

    ok(await said(home, 4, 2));
    expect((await sinceStart(away.user.id)).map((n) => [n.kind, n.data.score])).toEqual([["resultReported", "1–1 (4–2 pen.)"]]);
    // The same score with another shoot-out is another result: the organisers hear of a dispute.
    ok(await said(away, 2, 4));
    expect((await sinceStart(owner.user.id)).map((n) => n.kind)).toEqual(["resultDisputed"]);
    expect((await sinceStart(home.user.id)).map((n) => [n.kind, n.data.score])).toEqual([["resultReported", "1–1 (2–4 pen.)"]]);

    ok(
      await call("POST", `/api/tournaments/${built.tournament._id}/matches/${match._id}/confirm`, owner, {
        homeScore: 1,
        awayScore: 1,
        homePenalties: 4,
        awayPenalties: 3,
      }),
    );
    for (const player of [m.home, m.away]) {
      expect((await toldTo(player.user.id, "matchConfirmed")).map((n) => n.data.score)).toEqual(["1–1 (4–3 pen.)"]);
    }
  });

  it("a knockout's next round tells the participants its name, as the page shows it", async () => {
    const built = await buildTournament(t.database.db, { system: "elimination", participantCount: 4 });
    const final = await playTournament(t.database.db, built, { until: "final" });
    const round = [final.finalFixture, final.thirdPlaceFixture]
      .filter((m) => m != null)
      .map((m) => (m as TournamentMatch).roundName)
      .join(" ve ");
    for (const player of built.participants) {
      expect((await toldTo(player.id, "roundOpened")).map((n) => n.data)).toEqual([{ tournament: ref(built), round }]);
    }
    expect(await toldTo(built.creator.user.id, "roundOpened")).toEqual([]);
  });

  it("a finished tournament tells every participant its champion", async () => {
    const built = await buildTournament(t.database.db, { system: "league", participantCount: 4 });
    const finished = await playTournament(t.database.db, built, { until: "completed" });
    expect(finished.status).toBe("completed");
    const champion = built.participants.find((p) => p.id === finished.champion?._id)!.username;
    for (const player of built.participants) {
      expect((await toldTo(player.id, "tournamentFinished")).map((n) => n.data)).toEqual([{ tournament: ref(built), champion }]);
    }
  });
});

describe("the list and read marks", () => {
  async function personWithThree() {
    const person = await buildSession(t.database.db);
    for (let i = 0; i < 3; i += 1) {
      const { platform, owner } = await buildOwnedPlatform(t.database.db);
      ok(await call("POST", `/api/platforms/${platform.id}/invite`, owner, { email: person.user.email }), 201);
    }
    return person;
  }
  const list = async (as: BuiltSession, query = "") => (await ok(await call("GET", `/api/notifications${query}`, as))).json<NotificationList>();

  it("lists the person's own, newest first, a page at a time, with the unread count", async () => {
    const person = await personWithThree();
    const other = await personWithThree();
    const all = await list(person);
    expect(all.notifications).toHaveLength(3);
    expect(all.unreadCount).toBe(3);
    expect(all.pagination).toEqual({ currentPage: 1, totalPages: 1, totalCount: 3, hasMore: false, limit: 20 });
    const times = all.notifications.map((n) => n.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const page2 = await list(person, "?page=2&limit=2");
    expect(page2.notifications.map((n) => n._id)).toEqual([all.notifications[2]!._id]);
    expect(page2.pagination.hasMore).toBe(false);
    const others = await list(other);
    expect(others.notifications.map((n) => n._id).some((id) => all.notifications.some((n) => n._id === id))).toBe(false);
    ok(await call("GET", "/api/notifications?limit=51", person), 400);
    ok(await call("GET", "/api/notifications"), 401);
  });

  it("marks read by id (another's ids are ignored) and all at once", async () => {
    const person = await personWithThree();
    const other = await personWithThree();
    const [first] = (await list(person)).notifications;
    const [theirs] = (await list(other)).notifications;
    const marked = await ok(await call("POST", "/api/notifications/read", person, { ids: [first!._id, theirs!._id] }));
    expect(marked.json()).toEqual({ unreadCount: 2 });
    expect((await list(other)).unreadCount).toBe(3);
    expect((await list(person)).notifications.find((n) => n._id === first!._id)!.readAt).not.toBeNull();
    expect((await ok(await call("POST", "/api/notifications/read", person, { all: true }))).json()).toEqual({ unreadCount: 0 });
    expect((await list(person)).unreadCount).toBe(0);
    expect((await list(other)).unreadCount).toBe(3);
    ok(await call("POST", "/api/notifications/read", person, { ids: [] }), 400);
    ok(await call("POST", "/api/notifications/read", person, { all: false }), 400);
    // Both at once is a mistake, not "everything": refused, nothing read; so are more than 100 ids.
    ok(await call("POST", "/api/notifications/read", other, { ids: [crypto.randomUUID()], all: true }), 400);
    expect((await list(other)).unreadCount).toBe(3);
    const tooMany = await call("POST", "/api/notifications/read", other, { ids: Array.from({ length: 101 }, () => crypto.randomUUID()) });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.body).toContain(notificationMessages.tooManyIds);
  });
});

describe("preferences", () => {
  it("are the defaults until changed, then the full list with the change", async () => {
    const person = await buildSession(t.database.db);
    const before = (await ok(await call("GET", "/api/notifications/preferences", person))).json<{ preferences: Array<{ kind: string }> }>();
    expect(before.preferences).toHaveLength(10);
    expect(before.preferences.find((p) => p.kind === "platformInvited")).toEqual({ kind: "platformInvited", email: true, push: true });
    expect(before.preferences.find((p) => p.kind === "matchConfirmed")).toEqual({ kind: "matchConfirmed", email: false, push: false });
    const after = (await ok(await call("PUT", "/api/notifications/preferences", person, { kind: "matchConfirmed", email: true, push: false }))).json<{
      preferences: Array<{ kind: string }>;
    }>();
    expect(after.preferences).toHaveLength(10);
    expect(after.preferences.find((p) => p.kind === "matchConfirmed")).toEqual({ kind: "matchConfirmed", email: true, push: false });
    const other = await buildSession(t.database.db);
    const theirs = (await ok(await call("GET", "/api/notifications/preferences", other))).json<typeof before>();
    expect(theirs.preferences.find((p) => p.kind === "matchConfirmed")).toEqual({ kind: "matchConfirmed", email: false, push: false });
    const unknown = await call("PUT", "/api/notifications/preferences", person, { kind: "yok", email: true, push: true });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain(notificationMessages.kindUnknown);
    // A channel must be on or off, said in words; nothing changes.
    const word = await call("PUT", "/api/notifications/preferences", person, { kind: "matchConfirmed", email: "evet", push: false });
    expect(word.statusCode).toBe(400);
    expect(word.json()).toMatchObject({ message: notificationMessages.emailChoice });
    const missing = await call("PUT", "/api/notifications/preferences", person, { kind: "matchConfirmed", email: false });
    expect(missing.json()).toMatchObject({ message: notificationMessages.pushChoice });
    const still = (await ok(await call("GET", "/api/notifications/preferences", person))).json<typeof before>();
    expect(still.preferences.find((p) => p.kind === "matchConfirmed")).toEqual({ kind: "matchConfirmed", email: true, push: false });
  });
});

describe("the unsubscribe link of a mail", () => {
  async function invitedWithLink() {
    const { platform, owner } = await buildOwnedPlatform(t.database.db);
    const invitee = await buildSession(t.database.db);
    ok(await call("POST", `/api/platforms/${platform.id}/invite`, owner, { email: invitee.user.email }), 201);
    const [mail] = await mailsTo(invitee.user.email);
    const link = new URL(mail!.headers["List-Unsubscribe"]!.slice(1, -1));
    return { invitee, path: `${link.pathname}${link.search}`, link };
  }
  const preferenceOf = async (as: BuiltSession, kind: string) =>
    (await ok(await call("GET", "/api/notifications/preferences", as)))
      .json<{ preferences: Array<{ kind: string }> }>()
      .preferences.find((p) => p.kind === kind);

  it("opens a page with the button; one click (RFC 8058) turns e-mail of that kind off and keeps push", async () => {
    const { invitee, path } = await invitedWithLink();
    const page = ok(await t.app.inject({ method: "GET", url: path }));
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.body).toContain('method="post"');
    expect(page.body).toContain(notificationMessages.unsubscribeButton);
    expect(await preferenceOf(invitee, "platformInvited")).toEqual({ kind: "platformInvited", email: true, push: true });
    const clicked = ok(
      await t.app.inject({
        method: "POST",
        url: path,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: "List-Unsubscribe=One-Click",
      }),
    );
    expect(clicked.body).toBe(notificationMessages.unsubscribed);
    expect(await preferenceOf(invitee, "platformInvited")).toEqual({ kind: "platformInvited", email: false, push: true });
    // Other kinds are as they were; an empty POST (the page's button without a body) works too.
    expect(await preferenceOf(invitee, "resultReported")).toEqual({ kind: "resultReported", email: true, push: true });
    ok(await t.app.inject({ method: "POST", url: path }));
    // A person who pressed the page's button is answered with a page, and a way back.
    const pressed = ok(await t.app.inject({ method: "POST", url: path, headers: { accept: "text/html,application/xhtml+xml" } }));
    expect(pressed.headers["content-type"]).toMatch(/^text\/html/);
    expect(pressed.body).toContain(notificationMessages.unsubscribed);
    expect(pressed.body).toContain(`<a href="/">${notificationMessages.backToSite.replace("'", "&#39;")}</a>`);
  });

  it("refuses a forged link: another person, another kind, a changed signature", async () => {
    const { invitee, link } = await invitedWithLink();
    const victim = await buildSession(t.database.db);
    const forged = (change: Record<string, string>) => {
      const query = new URLSearchParams(link.search);
      for (const [key, value] of Object.entries(change)) query.set(key, value);
      return `${link.pathname}?${query}`;
    };
    for (const url of [forged({ u: victim.user.id }), forged({ k: "resultReported" }), forged({ s: "x".repeat(43) }), link.pathname]) {
      const response = await t.app.inject({
        method: "POST",
        url,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: "List-Unsubscribe=One-Click",
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({ code: "BAD_REQUEST", message: notificationMessages.unsubscribeInvalid });
      const page = await t.app.inject({ method: "GET", url });
      expect(page.statusCode).toBe(400);
      expect(page.json()).toEqual({ code: "BAD_REQUEST", message: notificationMessages.unsubscribeInvalid });
    }
    expect(await preferenceOf(victim, "platformInvited")).toEqual({ kind: "platformInvited", email: true, push: true });
    expect(await preferenceOf(invitee, "resultReported")).toEqual({ kind: "resultReported", email: true, push: true });
    expect(await preferenceOf(invitee, "platformInvited")).toEqual({ kind: "platformInvited", email: true, push: true });
  });
});
