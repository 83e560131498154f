// After the restart, through the API as a client would look: every acknowledged confirm's match
// is confirmed with exactly its scores, every acknowledged account can log in (this round's) or
// has its public profile (earlier rounds'); an unanswered write is either there whole or not at all.
import { expandTournament, type TournamentAnswer } from "@turnuva/contract/tournament-answer";
import type { TournamentMatch } from "@turnuva/contract/tournaments";
import { expectOk, request } from "./api.ts";
import { type CheckResult, type Ledger, emptyCheck } from "./ledger.ts";
import type { Fixtures } from "./setup.ts";

export async function verifyThroughApi(base: string, fixtures: Fixtures, ledger: Ledger): Promise<CheckResult> {
  const result = emptyCheck();
  const matches = new Map<string, TournamentMatch>();
  for (const id of fixtures.leagues.keys()) {
    const tournament = expandTournament(await expectOk<TournamentAnswer>(base, "GET", `/api/tournaments/${id}`));
    const all = tournament.leagueFixtures.flatMap((r) => r.matches);
    // A match key (issue 27) is unique within its tournament only.
    for (const m of all) matches.set(`${id}|${m._id}`, m);
    // One applied action per confirmed match: the version counts them (it starts at 1).
    const confirmed = all.filter((m) => m.isConfirmed).length;
    if (tournament.version !== 1 + confirmed) {
      result.halfWritten += 1;
      result.problems.push(`API: tournament ${id} has version ${tournament.version} with ${confirmed} confirmed matches`);
    }
  }

  for (const write of ledger.acknowledgedConfirms) {
    const m = matches.get(`${write.tournamentId}|${write.matchId}`);
    if (m?.isConfirmed && m.homeScore === write.homeScore && m.awayScore === write.awayScore) result.found += 1;
    else {
      result.missing += 1;
      result.problems.push(`API: acknowledged ${write.homeScore}-${write.awayScore} of match ${write.matchId} reads ${describe(m)}`);
    }
  }
  for (const write of ledger.unansweredConfirms) {
    const m = matches.get(`${write.tournamentId}|${write.matchId}`);
    if (m && !m.isConfirmed && m.homeScore === null && m.awayScore === null) continue;
    if (m?.isConfirmed && m.homeScore === write.homeScore && m.awayScore === write.awayScore) result.unansweredPresent += 1;
    else {
      result.halfWritten += 1;
      result.problems.push(`API: unanswered ${write.homeScore}-${write.awayScore} of match ${write.matchId} reads ${describe(m)}`);
    }
  }

  const latest = ledger.rounds.at(-1);
  const loggingIn = new Set(latest?.registrations.acknowledged.map((r) => r.username));
  for (const write of ledger.acknowledgedRegistrations) {
    const ok = loggingIn.has(write.username) ? await canLogIn(base, write.username, write.password) : await hasProfile(base, write.username);
    if (ok === true) result.found += 1;
    else {
      result.missing += 1;
      result.problems.push(`API: acknowledged account ${write.username} ${loggingIn.has(write.username) ? "cannot log in" : "has no profile"}`);
    }
  }
  for (const write of ledger.unansweredRegistrations) {
    if (!(await hasProfile(base, write.username))) continue;
    // Present: then whole, so its password works.
    if (await canLogIn(base, write.username, write.password)) result.unansweredPresent += 1;
    else {
      result.halfWritten += 1;
      result.problems.push(`API: unanswered account ${write.username} exists but cannot log in`);
    }
  }
  return result;
}

function describe(m: TournamentMatch | undefined): string {
  if (!m) return "no such match";
  return m.isConfirmed ? `confirmed ${m.homeScore}-${m.awayScore}` : `open (${m.homeScore}-${m.awayScore})`;
}

async function canLogIn(base: string, username: string, password: string): Promise<boolean> {
  const outcome = await request(base, "POST", "/api/auth/login", { body: { usernameOrEmail: username, password } });
  if (outcome.kind !== "answered") throw new Error(`login of ${username}: ${outcome.kind} (${outcome.error})`);
  return outcome.status === 200;
}

async function hasProfile(base: string, username: string): Promise<boolean> {
  const outcome = await request(base, "GET", `/api/users/profile/${username}`);
  if (outcome.kind !== "answered") throw new Error(`profile of ${username}: ${outcome.kind} (${outcome.error})`);
  if (outcome.status !== 200 && outcome.status !== 404) throw new Error(`profile of ${username}: ${outcome.status}`);
  return outcome.status === 200;
}
