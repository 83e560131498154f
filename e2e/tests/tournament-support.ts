import type { APIRequestContext } from "@playwright/test";
import { expect } from "@playwright/test";
import { createAccount, createPlatform, tokenFor, type Account, type CreatedPlatform } from "./support.ts";

/**
 * Tournament journeys' set-up through the API: a platform with members, tournaments created and
 * played as the server answers them. Journeys about a screen use these for everything else.
 */

export interface Member {
  _id: string;
  username: string;
}

export interface Community {
  owner: Account;
  ownerToken: string;
  platform: CreatedPlatform;
  /** Every member, the owner first, as the members call names them. */
  members: Member[];
  /** Members other than the owner, with their accounts (to sign in as one). */
  accounts: Account[];
}

/** A platform whose owner invited `others` people, who all accepted. */
export async function createCommunity(request: APIRequestContext, others: number, prefix = "uye"): Promise<Community> {
  const owner = await createAccount(request, `${prefix}s`);
  const ownerToken = await tokenFor(request, owner);
  const platform = await createPlatform(request, owner);
  const accounts: Account[] = [];
  for (let i = 0; i < others; i += 1) {
    const account = await createAccount(request, prefix);
    const invite = await request.post(`/api/platforms/${platform._id}/invite`, {
      headers: { Authorization: `Bearer ${ownerToken}` },
      data: { email: account.email },
    });
    expect(invite.status()).toBe(201);
    const accept = await request.post(`/api/platforms/${platform._id}/accept-invite`, {
      headers: { Authorization: `Bearer ${await tokenFor(request, account)}` },
    });
    expect(accept.status()).toBe(200);
    accounts.push(account);
  }
  const response = await request.get(`/api/platforms/${platform._id}/members`, { headers: { Authorization: `Bearer ${ownerToken}` } });
  expect(response.status()).toBe(200);
  const { members } = (await response.json()) as { members: Member[] };
  const ownerFirst = [...members].sort((a, b) => Number(b.username === owner.username) - Number(a.username === owner.username));
  return { owner, ownerToken, platform, members: ownerFirst, accounts };
}

/** The answer's match as the journeys need it. */
export interface ApiMatch {
  _id: string;
  isBye: boolean;
  isConfirmed: boolean;
  isCompleted: boolean;
  isNotNeeded: boolean;
  home: Member | null;
  away: Member | null;
}

/** The parts of the tournament answer the journeys read (the contract's `tournamentSchema`). */
export interface ApiTournament {
  _id: string;
  slug: string;
  name: string;
  status: string;
  system: string;
  actions: { confirm: string[]; cancel: string[]; advance: boolean; finish: boolean; pause: boolean; resume: boolean };
  [field: string]: unknown;
}

async function answered(response: Awaited<ReturnType<APIRequestContext["post"]>>, status: number): Promise<ApiTournament> {
  const body = (await response.json()) as { tournament?: ApiTournament; message?: string };
  expect(response.status(), body.message).toBe(status);
  return body.tournament!;
}

/** `POST /api/tournaments` by the platform's owner; `body` adds the system's fields. */
export async function createTournament(request: APIRequestContext, community: Community, body: Record<string, unknown>): Promise<ApiTournament> {
  const response = await request.post("/api/tournaments", {
    headers: { Authorization: `Bearer ${community.ownerToken}` },
    data: { platform: community.platform._id, ...body },
  });
  return answered(response, 201);
}

/** Confirms a match as the owner, home winning unless told otherwise. */
export async function confirmMatch(
  request: APIRequestContext,
  community: Community,
  tournament: { _id: string },
  matchId: string,
  homeScore = 2,
  awayScore = 1,
): Promise<ApiTournament> {
  const response = await request.post(`/api/tournaments/${tournament._id}/matches/${matchId}/confirm`, {
    headers: { Authorization: `Bearer ${community.ownerToken}` },
    data: { homeScore, awayScore },
  });
  return answered(response, 200);
}

/** Any bodyless action as the owner: `advance`, `finish`, `resume`. */
export async function act(request: APIRequestContext, community: Community, tournament: { _id: string }, action: "advance" | "finish" | "resume"): Promise<ApiTournament> {
  const response = await request.fetch(`/api/tournaments/${tournament._id}/${action}`, {
    method: action === "resume" ? "PUT" : "POST",
    headers: { Authorization: `Bearer ${community.ownerToken}` },
  });
  return answered(response, 200);
}

/**
 * Plays a tournament to its end through the API: confirms every match the server offers (home
 * wins 2–1), advances when it may, and finishes when `finish` is true.
 */
export async function playThrough(request: APIRequestContext, community: Community, created: ApiTournament, finish = true): Promise<ApiTournament> {
  let tournament = created;
  for (let step = 0; step < 2000; step += 1) {
    const [matchId] = tournament.actions.confirm;
    if (matchId) tournament = await confirmMatch(request, community, tournament, matchId);
    else if (tournament.actions.advance) tournament = await act(request, community, tournament, "advance");
    else break;
  }
  if (finish && tournament.actions.finish) tournament = await act(request, community, tournament, "finish");
  return tournament;
}
