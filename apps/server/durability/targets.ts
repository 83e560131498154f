// The two databases a run goes through: a fresh PGlite data directory in a temp folder, and a
// fresh database on the PostgreSQL server of DATABASE_URL (the server tests' `testDatabase()`:
// created under a random name, dropped at the end). Each gives the server's environment and a
// direct connection for the row checks, which for PGlite opens the same folder in this process
// once the server is stopped.
import { PGlite } from "@electric-sql/pglite";
import { amcheck } from "@electric-sql/pglite/contrib/amcheck";
import pg from "pg";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DataDirInUseError, lockDataDir } from "../src/db/data-dir-lock.ts";
import { testDatabase } from "../test/support/database.ts";

/** Just enough SQL for the checks, whichever driver answers. */
export interface Sql {
  query<Row>(text: string, params?: unknown[]): Promise<Row[]>;
  close(): Promise<void>;
}

export interface Target {
  name: string;
  /** DATA_DIR or DATABASE_URL for the server process. */
  serverEnv: Record<string, string>;
  /** A direct connection to the server's data; for PGlite only while the server is stopped. */
  connect(): Promise<Sql>;
  /** PGlite: null when taking the data directory's lock is refused while the server runs, else what went wrong. */
  lockRefusesWhileServing?(): string | null;
  /**
   * PGlite: the cluster state its control file records (read while no server runs): "in production"
   * after a kill means the next start must replay the WAL (crash recovery).
   */
  clusterState?(): string;
  /** Removes the folder or drops the database. */
  cleanup(): Promise<void>;
}

export function pgliteTarget(): Target {
  const dataDir = mkdtempSync(join(tmpdir(), "turnuvam-durability-"));
  return {
    name: "PGlite",
    serverEnv: { DATA_DIR: dataDir },
    async connect() {
      // The server's own lock: refused if a server still holds the folder.
      const unlock = lockDataDir(dataDir);
      try {
        const client = await PGlite.create(join(dataDir, "pgdata"), { extensions: { amcheck } });
        return {
          query: async <Row>(text: string, params: unknown[] = []) => (await client.query<Row>(text, params)).rows,
          close: async () => {
            await client.close();
            unlock();
          },
        };
      } catch (error) {
        unlock();
        throw error;
      }
    },
    clusterState() {
      // ControlFileData: system identifier (8 bytes), two versions (4 + 4), then the state (DBState).
      const state = readFileSync(join(dataDir, "pgdata", "global", "pg_control")).readUInt32LE(16);
      return clusterStates[state] ?? `state ${state}`;
    },
    lockRefusesWhileServing() {
      try {
        lockDataDir(dataDir)();
        return "the data directory's lock let a second process in while the server ran";
      } catch (error) {
        return error instanceof DataDirInUseError ? null : `the data directory's lock failed: ${String(error)}`;
      }
    },
    cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

const clusterStates = [
  "starting up",
  "shut down",
  "shut down in recovery",
  "shutting down",
  "in crash recovery",
  "in archive recovery",
  "in production",
];

/** A fresh database on the PostgreSQL server of DATABASE_URL (only called when it is set). */
export async function postgresTarget(): Promise<Target> {
  const database = await testDatabase();
  if (database.config.kind !== "server") throw new Error("DATABASE_URL is unset: there is no PostgreSQL server to run on");
  const url = database.config.url;
  return {
    name: `PostgreSQL (${new URL(url).host})`,
    serverEnv: { DATABASE_URL: url },
    async connect() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      return {
        query: async <Row>(text: string, params: unknown[] = []) => (await client.query(text, params)).rows as Row[],
        close: () => client.end(),
      };
    },
    cleanup: () => database.drop(),
  };
}
