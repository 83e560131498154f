import { expect, test } from "./fixtures.ts";
import { uniqueUsername } from "./support.ts";
import { createCommunity, createTournament, playThrough } from "./tournament-support.ts";

type APIRequestContext = Parameters<typeof createCommunity>[0];

// A link pasted into WhatsApp or Discord: the preview bot fetches the HTML and reads its head,
// running no JavaScript. The server writes that head; the app, once it runs, titles the tab alike.

const decode = (text: string) => text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

/** The page as a preview bot reads it: its status and the tags of its head, decoded. */
async function previewOf(request: APIRequestContext, path: string): Promise<Record<string, string>> {
  const response = await request.get(path, { headers: { "user-agent": "WhatsApp/2.23.20.0" } });
  expect(response.status(), path).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/html; charset=utf-8");
  const html = await response.text();
  const head = html.slice(0, html.indexOf("</head>"));
  const tags: Record<string, string> = {};
  for (const [, title] of head.matchAll(/<title>([^<]*)<\/title>/g)) tags.title = decode(title!);
  for (const [, key, value] of head.matchAll(/<meta (?:name|property)="(description|og:[^"]+|twitter:[^"]+)" content="([^"]*)"/g)) {
    expect(tags, `${key} written twice`).not.toHaveProperty(key!);
    tags[key!] = decode(value!);
  }
  for (const [, href] of head.matchAll(/<link rel="canonical" href="([^"]*)"/g)) tags.canonical = href!;
  return tags;
}

const card = (name: string, description: string, url: string) => ({
  title: `${name} | Turnuvam`,
  description,
  canonical: url,
  "og:type": "website",
  "og:site_name": "Turnuvam",
  "og:locale": "tr_TR",
  "og:url": url,
  "og:title": name,
  "og:description": description,
  "twitter:card": "summary",
  "twitter:title": name,
  "twitter:description": description,
});

test("a shared tournament or platform link shows what it is before any script runs, and the app titles the tab alike", async ({
  page,
  request,
  baseURL,
}) => {
  const community = await createCommunity(request, 3, "onizle");
  const participants = community.members.map((m) => m._id);
  // Names are user input: the preview must show them as written, never as markup.
  const leagueName = `"Cuma" & <Dostlar> ${uniqueUsername("l")}`;
  const league = await createTournament(request, community, { name: leagueName, system: "league", matchType: "single", participants });
  const challenge = await createTournament(request, community, {
    name: `Şampiyonluk Düellosu ${uniqueUsername("d")}`,
    system: "challenge",
    bestOf: 3,
    participants: participants.slice(0, 2),
  });
  const finished = (await playThrough(request, community, challenge)) as typeof challenge & { champion: { username: string } | null };
  expect(finished.status).toBe("completed");
  const platform = community.platform;

  // What the bots read: a running league, a completed challenge (its champion named), the platform.
  const leagueUrl = `${baseURL}/turnuvalar/${league.slug}`;
  const leagueCard = card(leagueName, `Lig · Devam Ediyor · Platform: ${platform.name} · 4 katılımcı`, leagueUrl);
  const leagueTags = await previewOf(request, `/turnuvalar/${league.slug}`);
  expect(leagueTags).toEqual(leagueCard);
  // The share form the wizards copy points at the same page.
  expect(await previewOf(request, `/tournaments/${league._id}`)).toEqual(leagueCard);

  const challengeUrl = `${baseURL}/turnuvalar/${challenge.slug}`;
  expect(await previewOf(request, `/tournaments/${challenge.slug}`)).toEqual(
    card(
      challenge.name,
      `Meydan Okuma · Tamamlandı · Platform: ${platform.name} · 2 katılımcı · Şampiyon: ${finished.champion!.username}`,
      challengeUrl,
    ),
  );

  const platformCard = card(platform.name, "eFootball platformu · 4 üye · 2 turnuva", `${baseURL}/platformlar/${platform.slug}`);
  const platformTags = await previewOf(request, `/platformlar/${platform.slug}`);
  expect(platformTags).toEqual(platformCard);

  // The person who follows the link: the app starts and names the tab as the preview did.
  // (The server's title is the tab's until the page renders: wait for the page before judging.)
  await page.goto(`/tournaments/${league.slug}`);
  await expect(page).toHaveURL(leagueUrl);
  await expect(page.getByRole("heading", { level: 1, name: leagueName })).toBeVisible();
  await expect(page).toHaveTitle(leagueTags.title!);
  await page.goto(`/platformlar/${platform.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: platform.name })).toBeVisible();
  await expect(page).toHaveTitle(platformTags.title!);
});

test("a link to a tournament nobody has is the app's not-found view, answered 404 with the site's own head", async ({
  page,
  request,
  expectFailure,
}) => {
  const response = await request.get("/turnuvalar/boyle-bir-turnuva-yok");
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain("<title>Turnuvam</title>");
  expect(html).not.toContain("og:url");

  // The page itself (the share form's address) and the app's read of the tournament.
  expectFailure(404, `${new URL(response.url()).origin}/tournaments/boyle-bir-turnuva-yok`);
  expectFailure(404, "/api/tournaments/boyle-bir-turnuva-yok");
  await page.goto("/tournaments/boyle-bir-turnuva-yok");
  await expect(page).toHaveURL(/\/turnuvalar\/boyle-bir-turnuva-yok$/);
  await expect(page.getByText("Turnuva bulunamadı veya yükleniyor...")).toBeVisible();
});
