import { expectNoViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { createCommunity, createTournament, type ApiTournament, type Community, type Member } from "./tournament-support.ts";

// Issue 28, "a club shown on a profile": the organiser confirms a score with the club each player
// used; the home player's profile lists it under 'En Çok Kullandığı Takımlar' with its figures,
// the away player's lists theirs, and the match in the history names both clubs.
test.describe.configure({ timeout: 120_000 });

/** The league match `matchId` of an answer, with its two players. */
function matchOf(tournament: ApiTournament, matchId: string): { home: Member; away: Member } {
  const rounds = tournament.leagueFixtures as Array<{ matches: Array<{ _id: string; home: Member | null; away: Member | null }> }>;
  const match = rounds.flatMap((round) => round.matches).find((m) => m._id === matchId);
  expect(match?.home && match.away, `match ${matchId}`).toBeTruthy();
  return { home: match!.home!, away: match!.away! };
}

/** Confirms `matchId` as the owner with the clubs of both sides (the confirm's `homeClub`/`awayClub`). */
async function confirmWithClubs(
  request: Parameters<typeof createCommunity>[0],
  community: Community,
  tournament: ApiTournament,
  matchId: string,
  body: { homeScore: number; awayScore: number; homeClub: string; awayClub: string },
): Promise<void> {
  const response = await request.post(`/api/tournaments/${tournament._id}/matches/${matchId}/confirm`, {
    headers: { Authorization: `Bearer ${community.ownerToken}` },
    data: body,
  });
  expect(response.status(), await response.text()).toBe(200);
}

// FIXME(issue 28): the confirm's `homeClub`/`awayClub` are the match helper's part (the API that
// stores them); on this branch the confirm does not take them yet, so nothing is stored and the
// profile has no club to show. Enable (`test`) once that work is merged.
test.fixme("a club used in a confirmed match shows on both players' profiles and in the match history", async ({ page, request }) => {
  const community = await createCommunity(request, 2, "kulup");
  const tournament = await createTournament(request, community, {
    name: "Kulüp Ligi",
    system: "league",
    matchType: "single",
    participants: community.members.map((member) => member._id),
  });
  const matchId = tournament.actions.confirm[0]!;
  const { home, away } = matchOf(tournament, matchId);
  await confirmWithClubs(request, community, tournament, matchId, { homeScore: 2, awayScore: 1, homeClub: "Galatasaray", awayClub: "Fenerbahçe" });

  // The winner's profile, as a visitor: one club, one match, won.
  await page.goto(`/profil/${home.username}`);
  await expect(page.getByRole("heading", { level: 1, name: home.username, exact: true })).toBeVisible();
  const clubs = page.getByRole("region", { name: "En Çok Kullandığı Takımlar" });
  const row = clubs.getByRole("row", { name: /Galatasaray/ });
  await expect(row.getByRole("cell")).toHaveText(["1", "1", "%100,0"]);
  await expect(clubs.getByRole("row")).toHaveCount(2); // the column titles and Galatasaray
  // The history names both clubs, the player's own first.
  const history = page.getByRole("region", { name: /Maç Geçmişi/ });
  await expect(history.getByRole("listitem").first()).toContainText("Takımlar: Galatasaray – Fenerbahçe");
  await expectNoViolations(page, "a profile with its clubs");

  // The other side: their own club, lost.
  await page.goto(`/profil/${away.username}`);
  const theirs = page.getByRole("region", { name: "En Çok Kullandığı Takımlar" });
  await expect(theirs.getByRole("row", { name: /Fenerbahçe/ }).getByRole("cell")).toHaveText(["1", "0", "%0,0"]);
  await expect(
    page
      .getByRole("region", { name: /Maç Geçmişi/ })
      .getByRole("listitem")
      .first(),
  ).toContainText("Takımlar: Fenerbahçe – Galatasaray");
});
