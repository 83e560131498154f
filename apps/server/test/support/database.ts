import { randomUUID } from "node:crypto";
import pg from "pg";
import type { Config } from "../../src/config.ts";

export interface TestDatabase {
  config: Config["database"];
  drop(): Promise<void>;
}

/**
 * A fresh, empty database for one test file: in-memory PGlite, or, when DATABASE_URL names a
 * PostgreSQL server, a new database on it that is dropped afterwards.
 */
export async function testDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { config: { kind: "embedded", dataDir: null }, drop: async () => undefined };

  const name = `turnuvam_test_${randomUUID().replaceAll("-", "")}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    config: { kind: "server", url: url.toString() },
    drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
