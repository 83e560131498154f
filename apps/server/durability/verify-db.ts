// The rows themselves, read straight from the database once the server is stopped: every
// acknowledged write is there, and nothing is half-written. The invariants (db/schema.ts and
// modules/tournaments/service.ts): a confirmed match has both scores, the moment and who confirmed
// it, an open one none of them; each confirm is one action, so a tournament's version is one more
// than its confirmed matches and its last activity is its latest confirm's moment (one
// transaction); no match row or participant row is lost; every account row is whole. Then
// amcheck reads every table's heap and checks every B-tree index against it.
import { type CheckResult, type Ledger, emptyCheck } from "./ledger.ts";
import type { Fixtures } from "./setup.ts";
import type { Sql } from "./targets.ts";

const SCRYPT_HASH = /^\$scrypt\$ln=\d+,r=\d+,p=\d+\$[\w-]+\$[\w-]+$/;

interface MatchRow {
  id: string;
  key: string;
  tournament_id: string;
  home_id: string | null;
  away_id: string | null;
  home_score: number | null;
  away_score: number | null;
  confirmed_at: Date | null;
  confirmed_by_id: string | null;
}

export async function verifyRows(db: Sql, fixtures: Fixtures, ledger: Ledger): Promise<CheckResult & { indexesChecked: number }> {
  const result = emptyCheck();
  const half = (problem: string) => {
    result.halfWritten += 1;
    result.problems.push(`rows: ${problem}`);
  };

  // Accounts: whole, and every acknowledged one present.
  const users = await db.query<{ username: string; email: string; password_hash: string | null; created_at: Date | null }>(
    "SELECT username, email, password_hash, created_at FROM users",
  );
  const usernames = new Set<string>();
  for (const u of users) {
    usernames.add(u.username.toLowerCase());
    if (!u.password_hash || !SCRYPT_HASH.test(u.password_hash) || !u.email.includes("@") || !u.created_at) half(`account ${u.username} is not whole`);
  }
  for (const write of ledger.acknowledgedRegistrations) {
    if (usernames.has(write.username.toLowerCase())) result.found += 1;
    else {
      result.missing += 1;
      result.problems.push(`rows: acknowledged account ${write.username} is missing`);
    }
  }
  for (const write of ledger.unansweredRegistrations) if (usernames.has(write.username.toLowerCase())) result.unansweredPresent += 1;

  // Matches: each whole, and each acknowledged score there as acknowledged.
  const matches = await db.query<MatchRow>(
    "SELECT id, key, tournament_id, home_id, away_id, home_score, away_score, confirmed_at, confirmed_by_id FROM matches",
  );
  // The answer names a match by its key (issue 27), unique within its tournament only.
  const byId = new Map(matches.map((m) => [`${m.tournament_id}|${m.key}`, m]));
  const perTournament = new Map<string, { rows: number; confirmed: number; latest: number }>();
  for (const m of matches) {
    const t = perTournament.get(m.tournament_id) ?? { rows: 0, confirmed: 0, latest: 0 };
    t.rows += 1;
    const parts = [m.home_score, m.away_score, m.confirmed_at, m.confirmed_by_id].filter((v) => v !== null).length;
    if (parts === 4) {
      t.confirmed += 1;
      t.latest = Math.max(t.latest, new Date(m.confirmed_at as Date).getTime());
      if (m.confirmed_by_id !== fixtures.organiser.id) half(`match ${m.id} confirmed by ${m.confirmed_by_id}, not the organiser`);
    } else if (parts !== 0)
      half(`match ${m.id} is half confirmed (${m.home_score}, ${m.away_score}, ${String(m.confirmed_at)}, ${m.confirmed_by_id})`);
    if (!m.home_id || !m.away_id) half(`match ${m.id} lost a side`);
    perTournament.set(m.tournament_id, t);
  }
  for (const write of ledger.acknowledgedConfirms) {
    const m = byId.get(`${write.tournamentId}|${write.matchId}`);
    if (m && m.confirmed_at !== null && m.home_score === write.homeScore && m.away_score === write.awayScore) result.found += 1;
    else {
      result.missing += 1;
      result.problems.push(
        `rows: acknowledged ${write.homeScore}-${write.awayScore} of match ${write.matchId} reads ${m ? `${m.home_score}-${m.away_score}` : "no row"}`,
      );
    }
  }
  for (const write of ledger.unansweredConfirms) {
    const m = byId.get(`${write.tournamentId}|${write.matchId}`);
    if (m && m.confirmed_at === null) continue;
    if (m && m.home_score === write.homeScore && m.away_score === write.awayScore) result.unansweredPresent += 1;
    else half(`unanswered ${write.homeScore}-${write.awayScore} of match ${write.matchId} reads ${m ? `${m.home_score}-${m.away_score}` : "no row"}`);
  }

  // Tournaments: the version counts the actions, the last activity is the last action's, nothing lost.
  const tournaments = await db.query<{ id: string; version: number; updated_at: Date; participants: number }>(
    "SELECT t.id, t.version, t.updated_at, (SELECT count(*)::int FROM tournament_participants p WHERE p.tournament_id = t.id) AS participants FROM tournaments t",
  );
  for (const t of tournaments) {
    const counted = perTournament.get(t.id) ?? { rows: 0, confirmed: 0, latest: 0 };
    const expected = fixtures.leagues.get(t.id);
    if (!expected) {
      half(`tournament ${t.id} was never created by the harness`);
      continue;
    }
    if (t.version !== 1 + counted.confirmed) half(`tournament ${t.id} has version ${t.version} with ${counted.confirmed} confirmed matches`);
    if (counted.confirmed > 0 && new Date(t.updated_at).getTime() !== counted.latest)
      half(
        `tournament ${t.id} was last updated at ${new Date(t.updated_at).toISOString()}, its latest confirm at ${new Date(counted.latest).toISOString()}`,
      );
    if (counted.rows !== expected.matches) half(`tournament ${t.id} has ${counted.rows} match rows of ${expected.matches}`);
    if (t.participants !== expected.participants) half(`tournament ${t.id} has ${t.participants} participants of ${expected.participants}`);
  }
  if (tournaments.length !== fixtures.leagues.size) half(`${tournaments.length} tournaments of ${fixtures.leagues.size}`);

  // Sessions point at accounts and hold only a token's hash.
  const [sessions] = await db.query<{ bad: number }>("SELECT count(*)::int AS bad FROM sessions WHERE token_hash !~ '^[A-Za-z0-9_-]{43}$'");
  if (sessions && sessions.bad > 0) half(`${sessions.bad} sessions without a whole token hash`);

  return { ...result, indexesChecked: await amcheck(db, half) };
}

/** Heap and B-tree checks of every table and index of ours (amcheck); the number of indexes checked. */
async function amcheck(db: Sql, half: (problem: string) => void): Promise<number> {
  await db.query("CREATE EXTENSION IF NOT EXISTS amcheck");
  const tables = await db.query<{ name: string }>(
    "SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND c.relkind = 'r'",
  );
  for (const { name } of tables) {
    const corrupt = await db.query<{ msg: string }>(`SELECT msg FROM verify_heapam('public.${name}')`);
    for (const c of corrupt) half(`table ${name}: ${c.msg}`);
  }
  const indexes = await db.query<{ oid: string; name: string }>(
    `SELECT c.oid::text AS oid, c.relname AS name FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
     JOIN pg_am am ON am.oid = c.relam JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE am.amname = 'btree' AND n.nspname = 'public'`,
  );
  for (const index of indexes) {
    try {
      await db.query("SELECT bt_index_check($1::oid, true)", [index.oid]);
    } catch (error) {
      half(`index ${index.name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return indexes.length;
}
