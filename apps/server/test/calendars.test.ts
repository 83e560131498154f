import type { Tournament, TournamentMatch } from "@turnuva/contract/tournaments";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { queryRows } from "../src/db/database.ts";
import { matchesOf } from "@turnuva/contract/tournament-matches";
import { type TestApp, caller, startTestApp } from "./support/app.ts";
import { type BuiltTournament, buildMembership, buildOwnedPlatform, buildTournament, buildUser, playTournament } from "./support/factories.ts";
import { writtenTournamentOf } from "./support/tournaments.ts";

/**
 * Issue 25: a tournament's calendar and a player's, as iCalendar files, read back with an
 * independent parser (ical.js): one event per match at its deadline, UIDs that stay the same from
 * fetch to fetch, the Turkish summaries, the player's open matches only; 404s in Turkish. On
 * PGlite and on PostgreSQL.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
const call = caller(() => t.app);

interface ParsedEvent {
  uid: string;
  summary: string;
  start: number;
  description: string;
}

/** The file as a calendar program reads it: ical.js's parser, nothing of ours. */
function parse(body: string): { name: string; events: ParsedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(body));
  const events = calendar.getAllSubcomponents("vevent").map((component) => {
    const event = new ICAL.Event(component);
    return { uid: event.uid, summary: event.summary, start: event.startDate.toJSDate().getTime(), description: event.description };
  });
  return { name: String(calendar.getFirstPropertyValue("x-wr-calname")), events };
}

async function fetchCalendar(url: string) {
  const response = await call("GET", url);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers["content-type"]).toBe("text/calendar; charset=utf-8");
  return { body: response.body, disposition: response.headers["content-disposition"], ...parse(response.body) };
}

const summaryOf = (m: TournamentMatch, name: string) => `${m.home!.username} – ${m.away!.username} · ${name} · ${m.roundName}`;
/** iCalendar times are to the second: DTSTART is the deadline, its milliseconds dropped. */
const toTheSecond = (iso: string) => Math.floor(Date.parse(iso) / 1000) * 1000;
const byUid = (events: ParsedEvent[]) => [...events].sort((a, b) => a.uid.localeCompare(b.uid));

async function weeklyLeague(name: string): Promise<BuiltTournament> {
  return buildTournament(t.database.db, { participantCount: 4, name, settings: { roundDays: 7 } });
}

async function confirm(built: BuiltTournament, match: TournamentMatch, homeScore = 2, awayScore = 1): Promise<Tournament> {
  const response = await call("POST", `/api/tournaments/${built.tournament._id}/matches/${match._id}/confirm`, built.creator, {
    homeScore,
    awayScore,
  });
  expect(response.statusCode, response.body).toBe(200);
  return writtenTournamentOf(response);
}

/** A match's event UID: by its row's id, unique everywhere (the answer names it by its key, issue 27). */
async function uidsOf(built: BuiltTournament): Promise<(m: TournamentMatch) => string> {
  const rows = await queryRows<{ id: string; key: string }>(
    t.database.db,
    sql`SELECT id, key FROM matches WHERE tournament_id = ${built.tournament._id}`,
  );
  const idOf = new Map(rows.map((r) => [r.key, r.id]));
  return (m) => `match-${idOf.get(m._id)}@turnuvam`;
}

describe("a tournament's calendar", () => {
  it("is one event per match at its deadline, named 'ali – veli · Kış Kupası · 2. Hafta', with UIDs that stay the same", async () => {
    const built = await weeklyLeague("Kış Kupası Takvim");
    const matches = matchesOf(built.tournament);
    const uid = await uidsOf(built);
    const first = await fetchCalendar(`/api/tournaments/${built.tournament._id}/calendar.ics`);
    expect(first.name).toBe("Kış Kupası Takvim · Turnuvam");
    expect(byUid(first.events)).toEqual(
      byUid(
        matches.map((m) => ({
          uid: uid(m),
          summary: summaryOf(m, "Kış Kupası Takvim"),
          start: toTheSecond(m.deadline!),
          description: "Son gün: maçın bu saate kadar oynanması gerekiyor.",
        })),
      ),
    );
    expect(first.events.some((e) => e.summary.endsWith(" · Kış Kupası Takvim · 2. Hafta"))).toBe(true);

    // By slug, and again: the same events under the same UIDs (a subscription updates in place).
    const again = await fetchCalendar(`/api/tournaments/${built.tournament.slug}/calendar.ics`);
    expect(again.events.map((e) => e.uid)).toEqual(first.events.map((e) => e.uid));
    // Saved rather than subscribed to, the file is named after what was asked for, not 'calendar.ics'.
    expect(again.disposition).toBe(`inline; filename="${built.tournament.slug}.ics"`);
    expect(again.body).toBe(first.body);

    // A result changes the event, not its UID.
    const played = matches[0]!;
    await confirm(built, played, 3, 1);
    const after = await fetchCalendar(`/api/tournaments/${built.tournament._id}/calendar.ics`);
    expect(after.events.map((e) => e.uid).sort()).toEqual(first.events.map((e) => e.uid).sort());
    expect(after.events.find((e) => e.uid === uid(played))?.description).toBe("Oynandı: 3–1");
  });

  it("names a group's matches by their group, and leaves out matches without a deadline", async () => {
    const groups = await buildTournament(t.database.db, { system: "group", participantCount: 4, name: "Grup Kupası", settings: { roundDays: 3 } });
    const { events } = await fetchCalendar(`/api/tournaments/${groups.tournament._id}/calendar.ics`);
    const groupA = groups.tournament.groupFixtures[0]!.fixtures[0]!.matches[0]!;
    const groupUid = await uidsOf(groups);
    expect(events.find((e) => e.uid === groupUid(groupA))?.summary).toBe(
      `${groupA.home!.username} – ${groupA.away!.username} · Grup Kupası · Grup A · 1. Hafta`,
    );
    expect(events).toHaveLength(2);

    const none = await buildTournament(t.database.db, { participantCount: 4 });
    expect((await fetchCalendar(`/api/tournaments/${none.tournament._id}/calendar.ics`)).events).toEqual([]);
  });

  it("leaves out the games a decided challenge no longer needs, before and after it is finished", async () => {
    const challenge = await buildTournament(t.database.db, { system: "challenge", name: "Rövanş", settings: { bestOf: 3, roundDays: 2 } });
    const [one, two, three] = challenge.tournament.challengeFixtures;
    const [first] = challenge.participants;
    const uids = async (url: string) => (await fetchCalendar(url)).events.map((e) => e.uid).sort();
    const uid = await uidsOf(challenge);
    expect(await uids(`/api/tournaments/${challenge.tournament._id}/calendar.ics`)).toEqual([one!, two!, three!].map(uid).sort());
    // The same player wins the first two games: the third is not needed.
    for (const game of [one!, two!]) await confirm(challenge, game, game.home!._id === first!.id ? 2 : 0, game.home!._id === first!.id ? 0 : 2);
    expect(await uids(`/api/tournaments/${challenge.tournament._id}/calendar.ics`)).toEqual([one!, two!].map(uid).sort());
    expect(await uids(`/api/users/${first!.username}/calendar.ics`)).toEqual([]);
    expect((await call("POST", `/api/tournaments/${challenge.tournament._id}/finish`, challenge.creator)).statusCode).toBe(200);
    expect(await uids(`/api/tournaments/${challenge.tournament._id}/calendar.ics`)).toEqual([one!, two!].map(uid).sort());
  });

  it("answers 404 with a Turkish text for an unknown tournament", async () => {
    for (const identifier of ["olmayan-turnuva", "00000000-0000-4000-8000-000000000000"]) {
      const response = await call("GET", `/api/tournaments/${identifier}/calendar.ics`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: "TOURNAMENT_NOT_FOUND", message: "Turnuva bulunamadı." });
    }
  });
});

describe("a player's calendar", () => {
  it("holds their open matches with deadlines across tournaments, and none played, of others, or of a finished tournament", async () => {
    const winter = await weeklyLeague("Kış Ligi");
    const player = winter.participants[0]!;
    const summer = await buildTournament(t.database.db, {
      participants: [player],
      platform: winter.platform,
      owner: winter.owner,
      name: "Yaz Ligi",
      settings: { roundDays: 2 },
    });
    const theirs = (built: BuiltTournament) => matchesOf(built.tournament).filter((m) => m.home!._id === player.id || m.away!._id === player.id);
    const url = `/api/users/${player.username}/calendar.ics`;

    const before = await fetchCalendar(url);
    expect(before.name).toBe(`${player.username} · Turnuvam maçları`);
    const [winterUid, summerUid] = [await uidsOf(winter), await uidsOf(summer)];
    const expected = [
      ...theirs(winter).map((m) => [m, "Kış Ligi", winterUid(m)] as const),
      ...theirs(summer).map((m) => [m, "Yaz Ligi", summerUid(m)] as const),
    ];
    expect(byUid(before.events)).toEqual(
      byUid(
        expected.map(([m, name, uid]) => ({
          uid,
          summary: summaryOf(m, name),
          start: toTheSecond(m.deadline!),
          description: "Son gün: maçın bu saate kadar oynanması gerekiyor.",
        })),
      ),
    );
    // The username in any case, and again: the same UIDs.
    const again = await fetchCalendar(`/api/users/${player.username.toUpperCase()}/calendar.ics`);
    expect(again.events.map((e) => e.uid)).toEqual(before.events.map((e) => e.uid));
    expect(again.disposition).toBe(`inline; filename="${player.username.toUpperCase()}.ics"`);

    // A played match leaves; a finished tournament's matches leave.
    const played = theirs(winter)[0]!;
    await confirm(winter, played);
    const after = await fetchCalendar(url);
    expect(after.events.map((e) => e.uid)).not.toContain(winterUid(played));
    expect(after.events).toHaveLength(expected.length - 1);
    await playTournament(t.database.db, summer, { until: "completed" });
    const finished = await fetchCalendar(url);
    expect(finished.events.map((e) => e.uid).sort()).toEqual(theirs(winter).slice(1).map(winterUid).sort());

    // A paused tournament's matches wait until it runs again.
    const paused = await weeklyLeague("Bahar Ligi");
    const pausedPlayer = paused.participants[0]!;
    expect((await fetchCalendar(`/api/users/${pausedPlayer.username}/calendar.ics`)).events).toHaveLength(3);
    expect((await call("PUT", `/api/tournaments/${paused.tournament._id}`, paused.creator, { status: "paused" })).statusCode).toBe(200);
    expect((await fetchCalendar(`/api/users/${pausedPlayer.username}/calendar.ics`)).events).toEqual([]);

    // Someone who plays nowhere: a valid, empty calendar.
    const idle = await buildUser(t.database.db);
    expect((await fetchCalendar(`/api/users/${idle.username}/calendar.ics`)).events).toEqual([]);
  });

  it("is found for a user called 'profile' too", async () => {
    const { platform, owner } = await buildOwnedPlatform(t.database.db);
    const { user } = await buildMembership(t.database.db, { platform, user: await buildUser(t.database.db, { username: "profile" }) });
    const built = await buildTournament(t.database.db, {
      platform,
      owner,
      participants: [user],
      participantCount: 2,
      settings: { roundDays: 1 },
    });
    const { events } = await fetchCalendar("/api/users/profile/calendar.ics");
    expect(events.map((e) => e.uid)).toEqual(matchesOf(built.tournament).map(await uidsOf(built)));
  });

  it("answers 404 with a Turkish text for an unknown user", async () => {
    const response = await call("GET", "/api/users/olmayan_kisi/calendar.ics");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: "USER_NOT_FOUND", message: "Kullanıcı bulunamadı." });
  });
});
