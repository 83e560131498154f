import { PGlite } from "@electric-sql/pglite";
import { type SQL, sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { join } from "node:path";
import type { Config } from "../config.ts";
import { lockDataDir } from "./data-dir-lock.ts";
import * as schema from "./schema.ts";

/** One type for both drivers: the services never know which PostgreSQL they talk to. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "embedded" | "server";
  /**
   * Where notifications can be listened to (modules/live): the embedded database itself, or the
   * server's URL, on which the listener keeps a connection of its own (a pooled one cannot LISTEN).
   */
  notifications: { kind: "embedded"; client: PGlite } | { kind: "server"; url: string };
  close(): Promise<void>;
}

const migrationsFolder = join(import.meta.dirname, "../../drizzle");

// Any fixed number: every instance takes the same lock, so only one migrates at a time.
const MIGRATION_LOCK = 727_001;

/** Opens the configured database and brings its schema up to date before anyone uses it. */
export async function openDatabase(database: Config["database"]): Promise<DatabaseHandle> {
  if (database.kind === "embedded") {
    // dataDir null: in memory, for tests. PGlite has no lock between processes: one per folder.
    const unlock = database.dataDir ? lockDataDir(database.dataDir) : () => undefined;
    try {
      const client = database.dataDir ? new PGlite(join(database.dataDir, "pgdata")) : new PGlite();
      const db = drizzlePglite(client, { schema });
      await migratePglite(db, { migrationsFolder });
      const close = async () => {
        await client.close();
        unlock();
      };
      return { db: db as unknown as Database, kind: "embedded", notifications: { kind: "embedded", client }, close };
    } catch (error) {
      unlock();
      throw error;
    }
  }

  // node-postgres and its drizzle driver are loaded only for a server: the embedded database never
  // needs them, and loading them took about a tenth of a start on PGlite.
  const { pg, drizzlePg, migratePg } = await serverDriver();
  await migrateServer(database.url, { pg, drizzlePg, migratePg });
  const pool = new pg.Pool({ connectionString: database.url, max: 10 });
  // An idle client that loses its connection must not bring the process down.
  pool.on("error", () => undefined);
  const db = drizzlePg(pool, { schema });
  return { db: db as unknown as Database, kind: "server", notifications: { kind: "server", url: database.url }, close: () => pool.end() };
}

async function serverDriver() {
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import("pg"),
    import("drizzle-orm/node-postgres"),
    import("drizzle-orm/node-postgres/migrator"),
  ]);
  return { pg, drizzlePg, migratePg };
}

async function migrateServer(url: string, { pg, drizzlePg, migratePg }: Awaited<ReturnType<typeof serverDriver>>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migratePg(drizzlePg(client), { migrationsFolder });
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => undefined);
    await client.end();
  }
}

/** A transaction of either driver: everything a Database can do, inside BEGIN … COMMIT. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * What repository functions take: the database, or a transaction that is in progress. Inside
 * `withTransaction` (db/transaction.ts) pass the transaction on, never the database: on PGlite a
 * query on the database waits for the open transaction to end, which would never happen.
 */
export type Executor = Database | Transaction;

/** Rows of a raw SQL query; both drivers answer with `{ rows }`. */
export async function queryRows<Row>(db: Executor, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

export async function isDatabaseUp(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`SELECT 1`);
    return true;
  } catch {
    return false;
  }
}

/** PostgreSQL's unique_violation, whichever driver raised it (drizzle wraps driver errors). */
export function uniqueViolation(error: unknown): string | null {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === "23505") return typeof constraint === "string" ? constraint : "";
  }
  return null;
}
