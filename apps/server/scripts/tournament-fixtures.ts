// Real answers of `GET /api/tournaments/:identifier` for the web app's component tests: the
// server app runs in-process on an in-memory PGlite, tournaments of every system are created and
// played through the HTTP API (`inject`), and each answer is written as JSON into
// apps/web/test/tournament-fixtures/<name>.json, expanded as the web holds it (issue 27: the wire's
// answer is compact; the web tests send it compact again, test/tournament-fixtures/compact.ts).
//
//   node --import tsx apps/server/scripts/tournament-fixtures.ts
//
// Names, scores and the order of play are fixed; the draws (pairings, groups) and the ids and
// dates are the server's own, so a rerun changes those and nothing a test should rely on.
import { mkdir, writeFile } from "node:fs/promises";
import { expandTournament, type TournamentAnswer, type TournamentWriteAnswer } from "@turnuva/contract/tournament-answer";
import type { Tournament, TournamentMatch } from "@turnuva/contract/tournaments";
import { startTestApp } from "../test/support/app.ts";
import { buildMembership, buildPlatform, buildSession, buildUser, type BuiltSession, type BuiltUser } from "../test/support/factories.ts";

const outDir = new URL("../../web/test/tournament-fixtures/", import.meta.url);

// The longest is 20 characters (the username limit), to show the 12- and 10-character truncation.
const NAMES = ["ali", "banu", "can", "dilek", "emre", "fatma", "gul", "hakan", "uzun_isimli_oyuncu_1"] as const;

const t = await startTestApp();
const db = t.database.db;
const owner: BuiltSession = await buildSession(db, { user: await buildUser(db, { username: "kurucu" }) });
const platform = await buildPlatform(db, { owner: owner.user, name: "Ege Kulübü" });
const users = new Map<string, BuiltUser>();
for (const username of NAMES) {
  const user = await buildUser(db, { username });
  await buildMembership(db, { platform, user });
  users.set(username, user);
}
const ids = (names: readonly string[]) => names.map((name) => users.get(name)!.id);

async function call(method: "GET" | "POST" | "PUT", url: string, payload?: object): Promise<Tournament> {
  const response = await t.app.inject({ method, url, headers: { authorization: owner.authorization }, ...(payload ? { payload } : {}) });
  if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  const body = response.json<TournamentWriteAnswer | TournamentAnswer>();
  return expandTournament("tournament" in body ? body.tournament : body);
}

// The organiser enters the scores, as the spec's screens do (issue 25's players' reports are tested with their own data).
const create = (body: Record<string, unknown>) => call("POST", "/api/tournaments", { platform: platform.id, resultEntry: "organizer", ...body });

function allMatches(tournament: Tournament): TournamentMatch[] {
  return [
    ...tournament.leagueFixtures.flatMap((r) => r.matches),
    ...tournament.groupFixtures.flatMap((g) => g.fixtures.flatMap((r) => r.matches)),
    ...tournament.knockoutFixtures.flatMap((r) => r.matches),
    ...(tournament.finalFixture ? [tournament.finalFixture] : []),
    ...(tournament.thirdPlaceFixture ? [tournament.thirdPlaceFixture] : []),
    ...tournament.eliminationFixtures.flatMap((r) => r.matches),
    ...tournament.challengeFixtures,
  ];
}

let played = 0;
/** Varied but fixed scores; a draw only where the stage allows one (league and group stage). */
function scoreFor(match: TournamentMatch): { homeScore: number; awayScore: number } {
  played += 1;
  const homeScore = (played * 7) % 4;
  const awayScore = (played * 5) % 3;
  const drawAllowed = match.stage === "league" || match.stage === "group";
  return { homeScore: !drawAllowed && homeScore === awayScore ? homeScore + 1 : homeScore, awayScore };
}

/** Confirms up to `count` of the matches the server offers, in its order. */
async function confirmSome(tournament: Tournament, count: number): Promise<Tournament> {
  let current = tournament;
  for (let i = 0; i < count; i += 1) {
    const [matchId] = current.actions.confirm;
    if (!matchId) break;
    const match = allMatches(current).find((m) => m._id === matchId)!;
    current = await call("POST", `/api/tournaments/${current._id}/matches/${matchId}/confirm`, scoreFor(match));
  }
  return current;
}

/** Confirms everything and advances while it may; finishes when asked. */
async function playThrough(tournament: Tournament, finish: boolean): Promise<Tournament> {
  let current = tournament;
  for (;;) {
    if (current.actions.confirm.length > 0) current = await confirmSome(current, 1);
    else if (current.actions.advance) current = await call("POST", `/api/tournaments/${current._id}/advance`);
    else break;
  }
  if (finish && current.actions.finish) current = await call("POST", `/api/tournaments/${current._id}/finish`);
  return current;
}

/** What a visitor's page reads: the public answer, fetched again by slug without a token. */
async function publicAnswer(tournament: Tournament): Promise<Tournament> {
  const response = await t.app.inject({ method: "GET", url: `/api/tournaments/${encodeURIComponent(tournament.slug)}` });
  if (response.statusCode !== 200) throw new Error(`GET ${tournament.slug}: ${response.statusCode} ${response.body}`);
  return expandTournament(response.json<TournamentAnswer>());
}

const fixtures: Record<string, Tournament> = {};

const five = ["ali", "banu", "can", "dilek", "uzun_isimli_oyuncu_1"];
const four = ["ali", "banu", "can", "dilek"];
const eight = ["ali", "banu", "can", "dilek", "emre", "fatma", "gul", "hakan"];

// League: five players (a 'Bay' each week), a third of the matches played.
fixtures["league-active"] = await confirmSome(
  await create({ name: "Bahar Ligi", system: "league", matchType: "single", participants: ids(five) }),
  4,
);
fixtures["league-completed"] = await playThrough(
  await create({ name: "Kış Ligi", system: "league", matchType: "single", participants: ids(four) }),
  true,
);
fixtures["league-paused"] = await call(
  "PUT",
  `/api/tournaments/${(await confirmSome(await create({ name: "Yaz Ligi", system: "league", matchType: "double", participants: ids(four) }), 3))._id}`,
  { status: "paused" },
);

const groupBody = (name: string) => ({
  name,
  system: "group",
  matchType: "single",
  participants: ids(eight),
  seededParticipants: ids(["ali", "banu"]),
  participantCount: 8,
  groupCount: 2,
  teamsAdvancing: 2,
});
fixtures["group-stage"] = await confirmSome(await create(groupBody("Grup Kupası")), 5);
{
  let knockout = await create(groupBody("Eleme Kupası"));
  while (knockout.actions.confirm.length > 0) knockout = await confirmSome(knockout, 1);
  knockout = await call("POST", `/api/tournaments/${knockout._id}/advance`);
  fixtures["group-knockout"] = await confirmSome(knockout, 1);
}
fixtures["group-completed"] = await playThrough(await create(groupBody("Şampiyonlar Kupası")), true);

// Elimination of five: the draw leaves a bye in the first round.
fixtures["elimination-active"] = await confirmSome(
  await create({ name: "Hızlı Eleme", system: "elimination", matchType: "single", participants: ids(five), seededParticipants: ids(["ali"]) }),
  1,
);
fixtures["elimination-completed"] = await playThrough(
  await create({ name: "Büyük Eleme", system: "elimination", matchType: "single", participants: ids(eight) }),
  true,
);

fixtures["challenge-active"] = await confirmSome(
  await create({ name: "Derbi Serisi", system: "challenge", participants: ids(["ali", "uzun_isimli_oyuncu_1"]), bestOf: 5 }),
  2,
);
fixtures["challenge-completed"] = await playThrough(
  await create({ name: "Rövanş Serisi", system: "challenge", participants: ids(["banu", "can"]), bestOf: 3 }),
  true,
);

await mkdir(outDir, { recursive: true });
for (const [name, tournament] of Object.entries(fixtures)) {
  const answer = await publicAnswer(tournament);
  await writeFile(new URL(`${name}.json`, outDir), `${JSON.stringify(answer, null, 2)}\n`);
  console.log(`${name}.json: ${answer.system} ${answer.status}`);
}
await t.close();
