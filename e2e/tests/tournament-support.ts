import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "@playwright/test";
import { createAccount, createPlatform, logIn, tokenFor, type Account, type CreatedPlatform } from "./support.ts";
import { expandTournament, type TournamentAnswer } from "@turnuva/contract/tournament-answer";

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

/** The parts of the expanded tournament the journeys read (the contract's `tournamentSchema`). */
export interface ApiTournament {
  _id: string;
  slug: string;
  name: string;
  status: string;
  system: string;
  actions: { confirm: string[]; cancel: string[]; advance: boolean; finish: boolean; pause: boolean; resume: boolean };
  [field: string]: unknown;
}

/** A write's tournament, expanded as the web reads it (issue 27: the answer is compact on the wire). */
async function answered(response: Awaited<ReturnType<APIRequestContext["post"]>>, status: number): Promise<ApiTournament> {
  const body = (await response.json()) as { tournament?: TournamentAnswer; message?: string };
  expect(response.status(), body.message).toBe(status);
  return expandTournament(body.tournament!) as unknown as ApiTournament;
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
export async function act(
  request: APIRequestContext,
  community: Community,
  tournament: { _id: string },
  action: "advance" | "finish" | "resume",
): Promise<ApiTournament> {
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

// The managing screen as a person plays it: the journeys that create a tournament through a
// wizard play it on in the same screen (part 2 §2, §4).

type Locator = ReturnType<Page["getByRole"]>;

/** A tap on a phone, a click elsewhere: as a person does on each. */
export async function press(page: Page, target: Locator): Promise<void> {
  if ((page.viewportSize()?.width ?? 1280) < 768) await target.tap();
  else await target.click();
}

/** A match played on the screen: who met, and the score typed for each. */
export interface PlayedMatch {
  home: string;
  away: string;
  homeScore: number;
  awayScore: number;
  winner: string | null;
  loser: string | null;
}

/** The score a person types for a match, knowing who plays: [home, away]. */
export type Decide = (home: string, away: string) => [number, number];

/** The better ranked of the two wins 2–0 (the first of `ranking` best). */
export function byRanking(ranking: readonly string[]): Decide {
  return (home, away) => {
    const [h, a] = [ranking.indexOf(home), ranking.indexOf(away)];
    expect(h, `${home} is one of the participants`).toBeGreaterThanOrEqual(0);
    expect(a, `${away} is one of the participants`).toBeGreaterThanOrEqual(0);
    return h < a ? [2, 0] : [0, 2];
  };
}

const scoreLabel = /^(.+) skoru$/;

/**
 * Plays the first open match on screen: reads who plays from the labelled score inputs ('{name}
 * skoru'), types the score into each by its label, confirms with `label` ('Skoru Onayla', 'Onayla'
 * in a challenge) and waits for the match to read 'Oynandı' ('Tamamlandı' on a challenge's card).
 */
export async function playFirstOpen(page: Page, decide: Decide, label = "Skoru Onayla"): Promise<PlayedMatch> {
  const played = page.getByText(/^(Oynandı|Tamamlandı)$/);
  const before = await played.count();
  const form = page
    .locator("form")
    .filter({ has: page.getByRole("button", { name: label, exact: true }) })
    .first();
  const inputs = form.getByRole("spinbutton");
  await expect(inputs).toHaveCount(2);
  const [home, away] = await Promise.all([0, 1].map(async (i) => (await inputs.nth(i).getAttribute("aria-label"))?.match(scoreLabel)?.[1] ?? ""));
  const [homeScore, awayScore] = decide(home!, away!);
  await form.getByLabel(`${home} skoru`, { exact: true }).fill(String(homeScore));
  await form.getByLabel(`${away} skoru`, { exact: true }).fill(String(awayScore));
  await press(page, form.getByRole("button", { name: label, exact: true }));
  await expect(played).toHaveCount(before + 1);
  const winner = homeScore === awayScore ? null : homeScore > awayScore ? home! : away!;
  const loser = winner === null ? null : winner === home ? away! : home!;
  return { home: home!, away: away!, homeScore, awayScore, winner, loser };
}

/** Plays every open match on screen, one after another; answers them in the order played. */
export async function playAllOpen(page: Page, decide: Decide, label = "Skoru Onayla"): Promise<PlayedMatch[]> {
  const matches: PlayedMatch[] = [];
  while ((await page.getByRole("button", { name: label, exact: true }).count()) > 0) matches.push(await playFirstOpen(page, decide, label));
  return matches;
}

/** Issue 25: finishing asks first, in place of the button; 'Evet, bitir' answers it. */
export async function confirmFinish(page: Page): Promise<void> {
  await expect(page.getByText("Turnuvayı bitirmek istediğinize emin misiniz?", { exact: true })).toBeFocused();
  await press(page, page.getByRole("button", { name: "Evet, bitir", exact: true }));
}

/** Finished: home ('/'), with the news (part 2 §4). */
export async function finishedAtHome(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
  await expect(page.getByText("Turnuva başarıyla tamamlandı!", { exact: true })).toBeVisible();
}

/**
 * The public detail page of a finished tournament: completed, and in its 'Sonuçlar' the champion
 * (and, when given, second and third) by their whole names, linked to their profiles.
 */
export async function placesOnDetail(
  page: Page,
  slug: string,
  name: string,
  places: { champion: string; second?: string; third?: string },
): Promise<void> {
  await page.goto(`/turnuvalar/${slug}`);
  await expect(page.getByRole("heading", { level: 1, name, exact: true })).toBeVisible();
  // The status badge beside the title (a challenge's played rounds read 'Tamamlandı' too).
  const header = page.locator("header").filter({ has: page.getByRole("heading", { level: 1, name, exact: true }) });
  await expect(header.getByText("Tamamlandı", { exact: true })).toBeVisible();
  const results = page.getByRole("region", { name: "Sonuçlar" });
  const place = (label: string, username: string) =>
    expect(results.getByRole("listitem").filter({ hasText: label }).getByRole("link", { name: username, exact: true })).toBeVisible();
  await place("ŞAMPİYON", places.champion);
  if (places.second) await place("İKİNCİ", places.second);
  if (places.third) await place("ÜÇÜNCÜ", places.third);
  await expect(results.getByRole("listitem")).toHaveCount(places.third ? 3 : places.second ? 2 : 1);
}

/**
 * A standings table's players in order, as a screen reader reads them ('ali (ilk üç)'). Not their
 * text: a name over 12 letters is shown cut ('uye_1234_10…') beside its whole form for screen
 * readers, and the journeys' names grow past 12 with the worker's process id.
 */
export async function expectStandingsNames(table: Locator, names: readonly string[]): Promise<void> {
  const rows = table.getByRole("rowheader");
  await expect(rows).toHaveCount(names.length);
  for (const [index, name] of names.entries()) await expect(rows.nth(index)).toHaveAccessibleName(name);
}

/** The community's owner signed in, welcomed on the home page. */
export async function signInOwner(page: Page, community: Community): Promise<void> {
  await page.goto("/giris-yap");
  await logIn(page, community.owner);
  await expect(page.getByRole("heading", { name: `Hoş geldin, ${community.owner.username}!` })).toBeVisible();
}

/** Tab 2 of the platform ('Aktif/Yarım'), and 'Devam Et' on the tournament's card: its managing screen. */
export async function resumeFromTab(page: Page, community: Community, name: string): Promise<void> {
  await page.goto(`/platformlar?platformId=${community.platform._id}&menu=2`);
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name, exact: true }) });
  await press(page, card.getByRole("button", { name: "Devam Et" }));
  await expect(page.getByRole("heading", { level: 2, name, exact: true })).toBeVisible({ timeout: 15_000 });
}
