// The write stream: several clients at once, each sending one request after another until the
// server dies under them. Confirm clients take the next open match (interleaved across the
// leagues, so some wait for the same tournament's row lock and some do not) with random scores;
// registration clients sign up new accounts. Each write is recorded by what its client heard.
import { expandTournament, type TournamentWriteAnswer } from "@turnuva/contract/tournament-answer";
import { randomInt } from "node:crypto";
import { expectOk, request } from "./api.ts";
import { PASSWORD, type Fixtures } from "./setup.ts";
import { type ConfirmWrite, type RoundWrites, emptyRound } from "./ledger.ts";

// On PGlite every transaction has the one connection to itself, so more confirm clients would
// only queue the registrations behind them.
const CONFIRM_CLIENTS = 4;
const REGISTRATION_CLIENTS = 3;

export interface Stream {
  /** What the clients have heard so far (grows until `done`). */
  writes: RoundWrites;
  /** Resolves once every client has stopped (each stops at its first request the server did not answer). */
  done: Promise<RoundWrites>;
}

/**
 * A freshly started server answers its first requests slowly (code paths compiled, PGlite's
 * caches filled): reads of every league and a login first, so that the seconds before the kill
 * are spent writing. Nothing here is part of the ledger.
 */
export async function warmUp(base: string, fixtures: Fixtures): Promise<void> {
  for (const id of fixtures.leagues.keys()) await expectOk(base, "GET", `/api/tournaments/${id}`);
  await expectOk(base, "GET", `/api/users/profile/${fixtures.organiser.username}`);
  await expectOk(base, "POST", "/api/auth/login", { body: { usernameOrEmail: fixtures.organiser.username, password: PASSWORD } });
}

export function startStream(base: string, fixtures: Fixtures, round: number): Stream {
  const writes = emptyRound();

  async function confirmClient(): Promise<void> {
    for (;;) {
      const next = fixtures.openMatches.shift();
      if (!next) return;
      const write: ConfirmWrite = { ...next, homeScore: randomInt(10), awayScore: randomInt(10) };
      const outcome = await request<TournamentWriteAnswer>(base, "POST", `/api/tournaments/${write.tournamentId}/matches/${write.matchId}/confirm`, {
        token: fixtures.organiser.token,
        body: { homeScore: write.homeScore, awayScore: write.awayScore },
      });
      if (outcome.kind === "not-sent") return;
      if (outcome.kind === "unanswered") {
        writes.confirms.unanswered.push(write);
        return;
      }
      if (outcome.status !== 200) {
        writes.refused.push(`confirm ${write.matchId}: ${outcome.status} ${JSON.stringify(outcome.body)}`);
        continue;
      }
      // The answer itself must show what was asked: otherwise it acknowledged something else.
      const shown = expandTournament(outcome.body.tournament)
        .leagueFixtures.flatMap((r) => r.matches)
        .find((m) => m._id === write.matchId);
      if (!shown?.isConfirmed || shown.homeScore !== write.homeScore || shown.awayScore !== write.awayScore) {
        writes.refused.push(`confirm ${write.matchId}: answered 200 without the score ${write.homeScore}-${write.awayScore}`);
        continue;
      }
      writes.confirms.acknowledged.push(write);
    }
  }

  async function registrationClient(client: number): Promise<void> {
    for (let n = 1; ; n++) {
      const username = `yeni_${round}_${client}_${n}`;
      const write = { username, email: `${username}@ornek.com`, password: PASSWORD };
      const outcome = await request(base, "POST", "/api/auth/register", { body: write });
      if (outcome.kind === "not-sent") return;
      if (outcome.kind === "unanswered") {
        writes.registrations.unanswered.push(write);
        return;
      }
      if (outcome.status !== 201) writes.refused.push(`register ${username}: ${outcome.status} ${JSON.stringify(outcome.body)}`);
      else writes.registrations.acknowledged.push(write);
    }
  }

  const clients = [
    ...Array.from({ length: CONFIRM_CLIENTS }, () => confirmClient()),
    ...Array.from({ length: REGISTRATION_CLIENTS }, (_, client) => registrationClient(client + 1)),
  ];
  return { writes, done: Promise.all(clients).then(() => writes) };
}
