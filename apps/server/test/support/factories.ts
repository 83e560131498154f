import { eq, sql } from "drizzle-orm";
import { expandTournament } from "@turnuva/contract/tournament-answer";
import type { Tournament } from "@turnuva/contract/tournaments";
import type { System } from "@turnuva/domain";
import type { Database, Executor } from "../../src/db/database.ts";
import { platformInvitations, platformMembers, sessions } from "../../src/db/schema.ts";
import { hashPassword } from "../../src/modules/auth/password.ts";
import { insertSession } from "../../src/modules/auth/session-repository.ts";
import { hashSessionToken, newSessionToken } from "../../src/modules/auth/session-token.ts";
import { type InvitationRow, type PlatformRow, insertPlatform } from "../../src/modules/platforms/repository.ts";
import { type CreateTournamentInput, tournamentsService } from "../../src/modules/tournaments/service.ts";
import { insertUser, type UserRow } from "../../src/modules/users/repository.ts";
import type { NotifyContext } from "../../src/modules/notifications/notify.ts";
import { uniqueName } from "./app.ts";

/**
 * Test data written straight through the database layer (after Outline's test factories): each
 * builder takes overrides and creates the parents it needs that were not given. The next areas
 * extend the chain: platform (owner) → members, invitations → tournament → matches.
 */

/**
 * Where the links of mails made by services a test builds itself point (issue 26): nowhere real.
 * The app's own services sign real unsubscribe links (test/notifications.test.ts reads them).
 */
export const testNotifyContext: NotifyContext = {
  siteUrl: "http://turnuvam.test",
  unsubscribeUrl: (userId, kind) => `http://turnuvam.test/api/notifications/unsubscribe?u=${userId}&k=${kind}`,
};

export const BUILT_PASSWORD = "fabrika-sifresi";
// scrypt costs about 0.3 s; every built user shares one hash of the same password.
let builtHash: Promise<string> | null = null;

export interface BuiltUser extends UserRow {
  password: string;
}

export async function buildUser(db: Executor, overrides: { username?: string; email?: string } = {}): Promise<BuiltUser> {
  builtHash ??= hashPassword(BUILT_PASSWORD);
  const username = overrides.username ?? uniqueName("kisi");
  const row = await insertUser(db, {
    username,
    email: overrides.email ?? `${username.toLowerCase()}@ornek.com`,
    passwordHash: await builtHash,
  });
  return { ...row, password: BUILT_PASSWORD };
}

export interface BuiltSession {
  user: BuiltUser | UserRow;
  token: string;
  /** `Authorization` header value for `inject`. */
  authorization: string;
}

/**
 * A signed-in session (a user is built when none is given); `expiresInSeconds` may be negative.
 * It started `startedSecondsAgo` before now (a minute by default), so that a login in the test is
 * always newer: on PGlite the clock's steps are coarse enough for two inserts to share a moment.
 */
export async function buildSession(
  db: Executor,
  options: { user?: BuiltUser | UserRow; expiresInSeconds?: number; startedSecondsAgo?: number } = {},
): Promise<BuiltSession> {
  const user = options.user ?? (await buildUser(db));
  const token = newSessionToken();
  const tokenHash = hashSessionToken(token);
  await insertSession(db, { userId: user.id, tokenHash, ttlSeconds: options.expiresInSeconds ?? 3600 });
  await db
    .update(sessions)
    .set({ createdAt: sql`created_at - make_interval(secs => ${options.startedSecondsAgo ?? 60})` })
    .where(eq(sessions.tokenHash, tokenHash));
  return { user, token, authorization: `Bearer ${token}` };
}

let platformCounter = 0;

export interface BuiltPlatform extends PlatformRow {
  owner: BuiltUser | UserRow;
}

/**
 * A platform and its owner's membership, as creating one through the API leaves them (the slug
 * comes from the name by the same rules). The owner is built when none is given. `createdAt`
 * fixes the place in the newest-first lists: on PGlite two inserts can share a moment.
 */
export async function buildPlatform(
  db: Executor,
  overrides: {
    owner?: BuiltUser | UserRow;
    name?: string;
    description?: string;
    game?: "eFootball" | "EA Sports FC" | "Diğer";
    deviceType?: string;
    createdAt?: Date;
  } = {},
): Promise<BuiltPlatform> {
  platformCounter += 1;
  const owner = overrides.owner ?? (await buildUser(db));
  const game = overrides.game ?? "eFootball";
  const row = await insertPlatform(db, {
    name: overrides.name ?? `Platform ${process.pid % 1000} ${platformCounter}`,
    description: overrides.description ?? "",
    game,
    deviceType: overrides.deviceType ?? defaultPlayArea[game],
    ownerId: owner.id,
    ...(overrides.createdAt ? { createdAt: overrides.createdAt } : {}),
  });
  await db.insert(platformMembers).values({ platformId: row.id, userId: owner.id, role: "owner", joinedAt: row.createdAt });
  return { ...row, owner };
}

/** A platform and a signed-in session of its owner: most platform writes start here. */
export async function buildOwnedPlatform(
  db: Executor,
  overrides: Omit<Parameters<typeof buildPlatform>[1] & object, "owner"> = {},
): Promise<{ platform: BuiltPlatform; owner: BuiltSession }> {
  const owner = await buildSession(db);
  const platform = await buildPlatform(db, { ...overrides, owner: owner.user });
  return { platform, owner };
}

const defaultPlayArea = { eFootball: "efootball_ps5", "EA Sports FC": "fc_ps5", Diğer: "generic_diger" } as const;

/** A member of a platform; the platform (with its owner) and the user are built when not given. */
export async function buildMembership(
  db: Executor,
  options: { platform?: BuiltPlatform | PlatformRow; user?: BuiltUser | UserRow; joinedAt?: Date } = {},
): Promise<{ platform: BuiltPlatform | PlatformRow; user: BuiltUser | UserRow }> {
  const platform = options.platform ?? (await buildPlatform(db));
  const user = options.user ?? (await buildUser(db));
  await db
    .insert(platformMembers)
    .values({ platformId: platform.id, userId: user.id, role: "member", ...(options.joinedAt ? { joinedAt: options.joinedAt } : {}) });
  return { platform, user };
}

/**
 * A pending invitation. The platform and the invitee are built when not given; it comes from the
 * platform's owner unless `invitedBy` says otherwise.
 */
export async function buildInvitation(
  db: Executor,
  options: { platform?: BuiltPlatform | PlatformRow; invitee?: BuiltUser | UserRow; invitedBy?: { id: string }; createdAt?: Date } = {},
): Promise<{ invitation: InvitationRow; platform: BuiltPlatform | PlatformRow; invitee: BuiltUser | UserRow }> {
  const platform = options.platform ?? (await buildPlatform(db));
  const invitee = options.invitee ?? (await buildUser(db));
  const [invitation] = await db
    .insert(platformInvitations)
    .values({
      platformId: platform.id,
      inviteeId: invitee.id,
      invitedById: options.invitedBy?.id ?? platform.ownerId,
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    })
    .returning();
  return { invitation: invitation!, platform, invitee };
}

export interface BuiltTournament {
  tournament: Tournament;
  platform: BuiltPlatform | PlatformRow;
  /** The platform's owner: may manage every tournament of it. */
  owner: BuiltSession;
  /** Who created it (a signed-in member; the owner unless `creator` was given). */
  creator: BuiltSession;
  participants: Array<BuiltUser | UserRow>;
}

/**
 * A tournament created through the tournaments service, so it obeys every rule a created one does
 * (fixtures drawn by the server, rows as the API leaves them). Builds what is missing: the
 * platform with its signed-in owner, and `participantCount` members (4 by default; 2 for a
 * challenge) who take part. `settings` carries the system's options (matchType 'single' and a
 * 2 × 2 group stage unless told otherwise).
 */
export async function buildTournament(
  db: Database,
  options: {
    system?: System;
    owner?: BuiltSession;
    platform?: BuiltPlatform | PlatformRow;
    creator?: BuiltSession;
    participants?: Array<BuiltUser | UserRow>;
    participantCount?: number;
    name?: string;
    settings?: Partial<CreateTournamentInput>;
  } = {},
): Promise<BuiltTournament> {
  const system = options.system ?? "league";
  const owner = options.owner ?? (await buildSession(db));
  const platform = options.platform ?? (await buildPlatform(db, { owner: owner.user }));
  const creator = options.creator ?? owner;
  if (creator !== owner) await buildMembership(db, { platform, user: creator.user }).catch(() => undefined);
  const count = options.participantCount ?? (system === "challenge" ? 2 : 4);
  const participants = options.participants ?? [];
  while (participants.length < count) {
    const { user } = await buildMembership(db, { platform });
    participants.push(user);
  }
  const defaults: Partial<CreateTournamentInput> =
    system === "league"
      ? { matchType: "single" }
      : system === "group"
        ? { matchType: "single", groupCount: 2, teamsAdvancing: Math.min(2, Math.floor(count / 2)) }
        : system === "challenge"
          ? { bestOf: 3 }
          : {};
  const { tournament: answer } = await tournamentsService(db, testNotifyContext).create({ id: creator.user.id }, {
    name: options.name ?? `Turnuva ${process.pid % 1000} ${++tournamentCounter}`,
    system,
    platformId: platform.id,
    participants: participants.map((p) => p.id),
    ...defaults,
    ...options.settings,
  } as CreateTournamentInput);
  return { tournament: expandTournament(answer), platform, owner, creator, participants };
}

let tournamentCounter = 0;

/**
 * A platform with `memberCount` members besides its owner, every one of them signed in: the
 * start of most tests of who may do what in a community. The platform's options are
 * buildPlatform's.
 */
export async function buildPlatformWithMembers(
  db: Executor,
  { memberCount = 3, ...overrides }: Omit<Parameters<typeof buildPlatform>[1] & object, "owner"> & { memberCount?: number } = {},
): Promise<{ platform: BuiltPlatform; owner: BuiltSession; members: BuiltSession[] }> {
  const { platform, owner } = await buildOwnedPlatform(db, overrides);
  const members: BuiltSession[] = [];
  for (let i = 0; i < memberCount; i += 1) {
    members.push(await buildSession(db, { user: (await buildMembership(db, { platform })).user }));
  }
  return { platform, owner, members };
}

/**
 * How far `playTournament` goes: `played` (every match there is to play confirmed, every round
 * drawn, not finished), `completed` (and finished), `knockout` (a groups tournament's knockout
 * drawn), `final` (a final drawn), or a number of confirmations.
 */
export type PlayPoint = "played" | "completed" | "knockout" | "final" | number;

/**
 * Plays a tournament built by `buildTournament` through the service, as its creator does: the
 * first open match confirmed (home wins, `score(i)` unless told otherwise: `i` counts the
 * confirmations), the next round drawn whenever one is complete, until `until`. Returns the
 * tournament as it then stands. Every system's rules apply as to anyone (no draws where they are
 * refused): a `score` that breaks one throws the engine's refusal.
 */
export async function playTournament(
  db: Database,
  built: Pick<BuiltTournament, "tournament" | "creator">,
  {
    until = "played",
    score = (i: number) => [(i % 3) + 1, i % 3] as const,
  }: { until?: PlayPoint; score?: (i: number) => readonly [number, number] } = {},
): Promise<Tournament> {
  const service = tournamentsService(db, testNotifyContext);
  const actor = { id: built.creator.user.id };
  let current = built.tournament;
  const reached = () =>
    (until === "knockout" && current.knockoutFixtures.length > 0) ||
    (until === "final" && current.finalFixture !== null) ||
    (typeof until === "number" && confirmed >= until);
  let confirmed = 0;
  for (let steps = 0; steps < 20_000 && !reached(); steps += 1) {
    const open = current.actions.confirm[0];
    if (open) {
      const [homeScore, awayScore] = score(confirmed);
      current = expandTournament((await service.confirm(actor, current._id, open, { homeScore, awayScore })).tournament);
      confirmed += 1;
    } else if (current.actions.advance) {
      current = expandTournament((await service.advance(actor, current._id)).tournament);
    } else break;
  }
  if (until === "completed" && current.actions.finish) current = expandTournament((await service.finish(actor, current._id)).tournament);
  if (!reached() && until !== "played" && (until !== "completed" || current.status !== "completed")) {
    throw new Error(`playTournament: ${current.name} stopped before ${String(until)}`);
  }
  return current;
}
