import { createPlatformRequestSchema, invitePlatformMemberRequestSchema, registerRequestSchema } from "@turnuva/contract";
import { expandTournament } from "@turnuva/contract/tournament-answer";
import { type Tournament, type TournamentMatch, createTournamentRequestSchema, updateTournamentRequestSchema } from "@turnuva/contract/tournaments";
import { matchesOf } from "@turnuva/contract/tournament-matches";
import { drawAllowed } from "@turnuva/domain";
import { sql } from "drizzle-orm";
import type { z } from "zod/mini";
import { defaultAuthRateLimits } from "../config.ts";
import type { Database } from "../db/database.ts";
import { mailOutbox, users } from "../db/schema.ts";
import { authService } from "../modules/auth/service.ts";
import { platformsService } from "../modules/platforms/service.ts";
import { tournamentsService } from "../modules/tournaments/service.ts";

/**
 * The demo set a newcomer meets on the first `npm start` (README, "Demo data"): people, two
 * platforms and one tournament of each system at another stage. Everything goes through the same
 * use cases the API calls (registration, platform creation, invitation and acceptance, tournament
 * creation, confirm, advance, finish, pause), with inputs read by the contract's own schemas, so
 * the demo obeys every rule a person's data does. Draws are the server's (its random seed); the
 * scores are fixed by who plays whom.
 */

/** The login printed in the log and the README. Every demo account has the same password. */
export const DEMO_LOGIN = { username: "demo", password: "turnuvam-demo" } as const;

/**
 * The people, with a playing strength (0–5) that decides their scores: the same pairing gives the
 * same result whatever the draw, and the stronger side tends to win.
 */
const PEOPLE = [
  { username: DEMO_LOGIN.username, strength: 3 },
  { username: "ayse_kaya", strength: 4 },
  { username: "mehmet_demir", strength: 4 },
  { username: "zeynep_celik", strength: 5 },
  { username: "emre_sahin", strength: 2 },
  { username: "elif_aydin", strength: 3 },
  { username: "burak_ozturk", strength: 1 },
  { username: "selin_yildiz", strength: 2 },
] as const;

type Username = (typeof PEOPLE)[number]["username"];

/** Addresses of the reserved example.com domain: nobody receives mail there. */
export const demoEmail = (username: string) => `${username}@example.com`;

export type DemoResult =
  { loaded: true; login: typeof DEMO_LOGIN; users: number; platforms: number; tournaments: number } | { loaded: false; reason: "not-empty" };

/** The logger's one call used here: pino's (the app's) and a console wrapper both fit. */
export interface DemoLog {
  info(message: string): void;
}

// Any fixed number, other than the migrations' lock: two loaders (two `npm run seed:demo` on one
// server) take turns, and the second finds the database no longer empty.
const DEMO_LOCK = 727_002;

/**
 * Loads the demo set when the database has no user at all, else leaves it alone. All of it runs
 * in one transaction (the services' own transactions become savepoints inside it): a load that
 * fails part way leaves the database empty, so the next start tries again.
 */
export async function loadDemoData(db: Database, log: DemoLog): Promise<DemoResult> {
  const result = await db.transaction(async (tx): Promise<DemoResult> => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${DEMO_LOCK})`);
    const [anyone] = await tx.select({ id: users.id }).from(users).limit(1);
    if (anyone) return { loaded: false, reason: "not-empty" };
    // Inside the transaction only the transaction is used (db/database.ts, Executor).
    return build(tx as unknown as Database);
  });
  if (result.loaded) {
    log.info(`Demo verisi yüklendi (demo data loaded): ${result.users} kullanıcı, ${result.platforms} platform, ${result.tournaments} turnuva`);
    log.info(
      `Demo girişi (demo login): ${DEMO_LOGIN.username} / ${DEMO_LOGIN.password} — bütün demo hesaplarının şifresi bu (every demo account has this password)`,
    );
  }
  return result;
}

async function build(db: Database): Promise<DemoResult & { loaded: true }> {
  // The registration use case itself; its rate limits are the defaults (one sign-up per name here).
  const auth = authService(db, defaultAuthRateLimits, 60);
  // The demo's notifications stay for its bells; their mails would go to example.com and are
  // dropped at the end, so links in them need no real address.
  const notifyContext = { siteUrl: "", unsubscribeUrl: () => "" };
  const platforms = platformsService(db, notifyContext);
  const tournaments = tournamentsService(db, notifyContext);

  const ids = new Map<Username, string>();
  for (const { username } of PEOPLE) {
    const input = registerRequestSchema.parse({ username, email: demoEmail(username), password: DEMO_LOGIN.password });
    const { user } = await auth.register(input);
    ids.set(username, user._id);
  }
  const actor = (username: Username) => ({ id: ids.get(username) as string });
  const idsOf = (...names: Username[]) => names.map((name) => ids.get(name) as string);

  /** A platform created by its owner, then each member invited by e-mail and accepting. */
  async function platform(owner: Username, members: Username[], input: z.input<typeof createPlatformRequestSchema>) {
    const { platform: created } = await platforms.create(actor(owner), createPlatformRequestSchema.parse(input));
    for (const member of members) {
      await platforms.invite(actor(owner), created._id, invitePlatformMemberRequestSchema.parse({ email: demoEmail(member) }));
      await platforms.acceptInvitation(actor(member), created._id);
    }
    return created._id;
  }

  const kadikoy = await platform("demo", ["mehmet_demir", "zeynep_celik", "emre_sahin", "elif_aydin", "burak_ozturk"], {
    name: "Kadıköy eFootball Ligi",
    game: "eFootball",
    deviceType: "efootball_ps5",
    description: "Her hafta sonu PS5 başında buluşan arkadaş grubu. Lig, grup ve kupa maçlarımızı burada tutuyoruz; yeni oyunculara kapımız açık!",
  });
  const bogazici = await platform("ayse_kaya", ["demo", "mehmet_demir", "zeynep_celik", "burak_ozturk", "selin_yildiz"], {
    name: "Boğaziçi FC Kulübü",
    game: "EA Sports FC",
    deviceType: "fc_crossplatform",
    description: "EA Sports FC oynayan okul arkadaşları: platformlar arası eleme kupaları ve birebir meydan okumalar.",
  });

  const create = async (creator: Username, input: z.input<typeof createTournamentRequestSchema>) =>
    expandTournament((await tournaments.create(actor(creator), createTournamentRequestSchema.parse(input))).tournament);

  /** Confirms the open matches the engine offers, advancing between rounds, until `stop` says so. */
  async function play(manager: Username, start: Tournament, stop: (t: Tournament) => boolean = () => false): Promise<Tournament> {
    let current = start;
    for (let played = 0; !stop(current); played++) {
      const next = current.actions.confirm[0];
      if (next !== undefined) {
        const [homeScore, awayScore] = scoreOf(matchOf(current, next), played);
        current = expandTournament((await tournaments.confirm(actor(manager), current._id, next, { homeScore, awayScore })).tournament);
      } else if (current.actions.advance) {
        current = expandTournament((await tournaments.advance(actor(manager), current._id)).tournament);
      } else break;
    }
    return current;
  }

  // Kadıköy: a finished league with its champion, and a group tournament in its knockout (a
  // semi-final played, the other still to play: demo manages it and can carry on).
  const league = await create("demo", {
    name: "Sonbahar Ligi",
    system: "league",
    platformId: kadikoy,
    participants: idsOf("demo", "mehmet_demir", "zeynep_celik", "emre_sahin", "elif_aydin"),
    matchType: "single",
  });
  await play("demo", league);
  await tournaments.finish(actor("demo"), league._id);

  const cup = await create("demo", {
    name: "Kış Kupası",
    system: "group",
    platformId: kadikoy,
    participants: idsOf("demo", "mehmet_demir", "zeynep_celik", "emre_sahin", "elif_aydin", "burak_ozturk"),
    matchType: "single",
    groupCount: 2,
    teamsAdvancing: 2,
  });
  await play("demo", cup, (t) => t.knockoutFixtures.flatMap((round) => round.matches).some((m) => m.isConfirmed));

  // Boğaziçi: a finished elimination of six (two byes in the first round, a third-place match),
  // run by the platform's owner, and demo's challenge to the owner, paused at one win each.
  const knockout = await create("ayse_kaya", {
    name: "Boğaziçi Eleme Kupası",
    system: "elimination",
    platformId: bogazici,
    participants: idsOf("ayse_kaya", "demo", "mehmet_demir", "zeynep_celik", "burak_ozturk", "selin_yildiz"),
  });
  await play("ayse_kaya", knockout);
  await tournaments.finish(actor("ayse_kaya"), knockout._id);

  const challenge = await create("demo", {
    name: "Cuma Akşamı Düellosu",
    system: "challenge",
    platformId: bogazici,
    participants: idsOf("demo", "ayse_kaya"),
    bestOf: 5,
  });
  for (const [round, [homeScore, awayScore]] of [
    [0, [2, 1]],
    [1, [1, 3]],
  ] as const) {
    const match = challenge.challengeFixtures[round] as TournamentMatch;
    await tournaments.confirm(actor("demo"), challenge._id, match._id, { homeScore, awayScore });
  }
  await tournaments.update(actor("demo"), challenge._id, updateTournamentRequestSchema.parse({ status: "paused" }));

  // Issue 29: a finished double elimination of five at Boğaziçi (byes, both brackets, the grand
  // final), and a Swiss tournament of six at Kadıköy with a knockout of four, its Swiss rounds
  // played and the knockout drawn: demo manages it and can carry on.
  const doubleKnockout = await create("ayse_kaya", {
    name: "Boğaziçi Çift Eleme Kupası",
    system: "doubleElimination",
    platformId: bogazici,
    participants: idsOf("ayse_kaya", "demo", "mehmet_demir", "zeynep_celik", "selin_yildiz"),
  });
  await play("ayse_kaya", doubleKnockout);
  await tournaments.finish(actor("ayse_kaya"), doubleKnockout._id);

  const swiss = await create("demo", {
    name: "Kadıköy İsviçre Turnuvası",
    system: "swiss",
    platformId: kadikoy,
    participants: idsOf("demo", "mehmet_demir", "zeynep_celik", "emre_sahin", "elif_aydin", "burak_ozturk"),
    swissRounds: 3,
    knockoutSize: 4,
  });
  await play("demo", swiss, (t) => t.knockoutFixtures.length > 0);

  await db.delete(mailOutbox);
  return { loaded: true, login: DEMO_LOGIN, users: PEOPLE.length, platforms: 2, tournaments: 6 };
}

/** Every match of a tournament, whatever its system shows it under. */
function matchOf(tournament: Tournament, id: string): TournamentMatch {
  const match = matchesOf(tournament).find((m) => m._id === id);
  if (!match) throw new Error(`demo data: match ${id} is not in ${tournament.name}`);
  return match;
}

// Results cycled through by the order of play, then tilted by the difference in strength.
const PATTERN: ReadonlyArray<readonly [number, number]> = [
  [1, 0],
  [2, 1],
  [1, 1],
  [3, 1],
  [0, 0],
  [2, 2],
  [0, 1],
  [2, 0],
  [1, 2],
  [3, 2],
];

const strengthOf = new Map<string, number>(PEOPLE.map((p) => [p.username, p.strength]));

/** Deterministic score of the `played`-th match; a knockout match always has a winner. */
function scoreOf(match: TournamentMatch, played: number): [number, number] {
  const home = strengthOf.get(match.home?.username ?? "") ?? 0;
  const away = strengthOf.get(match.away?.username ?? "") ?? 0;
  const [base, other] = PATTERN[played % PATTERN.length] as readonly [number, number];
  const tilt = Math.ceil(Math.abs(home - away) / 2);
  let homeScore = base + (home > away ? tilt : 0);
  let awayScore = other + (away > home ? tilt : 0);
  if (!drawAllowed(match.stage) && homeScore === awayScore) {
    if (home >= away) homeScore += 1;
    else awayScore += 1;
  }
  return [homeScore, awayScore];
}
