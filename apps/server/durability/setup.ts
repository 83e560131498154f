// Through the HTTP API, as people would: an organiser, a platform, members (each signs up, logs in,
// is invited by e-mail and accepts), and large double round-robin leagues, whose open matches are
// the confirm stream's supply.
import { expandTournament, type TournamentWriteAnswer } from "@turnuva/contract/tournament-answer";
import { expectOk } from "./api.ts";

export const PASSWORD = "dayaniklilik-sifresi";
const MEMBERS = 11; // with the organiser: leagues of 12
const LEAGUES = 6; // double round robin of 12: 132 matches each
const PARALLEL = 4;

export interface Fixtures {
  organiser: { id: string; username: string; token: string };
  platformId: string;
  /** Participants and expected match rows of each league, by tournament id. */
  leagues: Map<string, { participants: number; matches: number }>;
  /** Open matches, interleaved across the leagues: the stream takes them in order. */
  openMatches: Array<{ tournamentId: string; matchId: string }>;
}

interface UserAnswer {
  user: { _id: string; username: string };
}

async function signUp(base: string, username: string): Promise<{ id: string; username: string; email: string; token: string }> {
  const email = `${username}@ornek.com`;
  await expectOk(base, "POST", "/api/auth/register", { body: { username, email, password: PASSWORD } });
  const { token, user } = await expectOk<{ token: string } & UserAnswer>(base, "POST", "/api/auth/login", {
    body: { usernameOrEmail: username, password: PASSWORD },
  });
  return { id: user._id, username, email, token };
}

async function inBatches<T, R>(items: T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += PARALLEL) results.push(...(await Promise.all(items.slice(i, i + PARALLEL).map(work))));
  return results;
}

export async function setUp(base: string): Promise<Fixtures> {
  const organiser = await signUp(base, "dayanik_sahip");
  const { platform } = await expectOk<{ platform: { _id: string } }>(base, "POST", "/api/platforms", {
    token: organiser.token,
    body: { name: "Dayanıklılık Ligi", description: "kill -9 sınaması", game: "eFootball", deviceType: "efootball_ps5" },
  });
  const members = await inBatches(
    Array.from({ length: MEMBERS }, (_, n) => `dayanik_uye_${n}`),
    async (username) => {
      const member = await signUp(base, username);
      await expectOk(base, "POST", `/api/platforms/${platform._id}/invite`, { token: organiser.token, body: { email: member.email } });
      await expectOk(base, "POST", `/api/platforms/${platform._id}/accept-invite`, { token: member.token });
      return member;
    },
  );
  const participants = [organiser.id, ...members.map((m) => m.id)];
  const leagues = new Map<string, { participants: number; matches: number }>();
  const open: Array<Array<{ tournamentId: string; matchId: string }>> = [];
  for (let n = 1; n <= LEAGUES; n++) {
    const answer = await expectOk<TournamentWriteAnswer>(base, "POST", "/api/tournaments", {
      token: organiser.token,
      body: { name: `Dayanıklılık Ligi ${n}`, system: "league", platformId: platform._id, participants, matchType: "double" },
    });
    const tournament = expandTournament(answer.tournament);
    const matches = tournament.leagueFixtures.flatMap((round) => round.matches);
    leagues.set(tournament._id, { participants: participants.length, matches: matches.length });
    open.push(matches.filter((m) => !m.isConfirmed && !m.isBye).map((m) => ({ tournamentId: tournament._id, matchId: m._id })));
  }
  const openMatches: Fixtures["openMatches"] = [];
  for (let k = 0; k < Math.max(...open.map((o) => o.length)); k++) {
    for (const league of open) {
      const match = league[k];
      if (match) openMatches.push(match);
    }
  }
  return { organiser: { id: organiser.id, username: organiser.username, token: organiser.token }, platformId: platform._id, leagues, openMatches };
}
