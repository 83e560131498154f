import type { FastifyInstance, InjectOptions } from "fastify";
import type { DestinationStream } from "pino";
import { buildApp } from "../../src/app.ts";
import {
  type Config,
  defaultAuthRateLimits,
  defaultConnectionLimits,
  defaultCreationLimits,
  defaultImageLimits,
  defaultLiveStreamsPerAddress,
} from "../../src/config.ts";
import { type DatabaseHandle, openDatabase } from "../../src/db/database.ts";
import type { ImageProcessor } from "../../src/modules/images/processing.ts";
import type { PushTestOptions } from "../../src/modules/push/plugin.ts";
import { testDatabase } from "./database.ts";

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** Where the database is, for a test that opens a second connection to it (a second instance). */
  databaseConfig: Config["database"];
  close(): Promise<void>;
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: "127.0.0.1",
    logLevel: "silent",
    database: { kind: "embedded", dataDir: null },
    tokenTtlSeconds: 3600,
    hsts: false,
    trustProxy: false,
    publicUrl: null,
    webDistDir: null,
    authRateLimits: defaultAuthRateLimits,
    imageLimits: defaultImageLimits,
    liveStreamsPerAddress: defaultLiveStreamsPerAddress,
    connectionLimits: defaultConnectionLimits,
    creationLimits: defaultCreationLimits,
    demoData: false,
    mail: null,
    push: { vapidKeys: null, subject: "mailto:test@turnuvam.local", allowPrivateEndpoints: false },
    ...overrides,
  };
}

/**
 * The real app on a fresh database, with the production rate limits unless told otherwise; a test
 * that needs to hold the picture processor's slots hands in its own.
 */
export async function startTestApp(
  overrides: Partial<Config> = {},
  given: { imageProcessor?: ImageProcessor; logStream?: DestinationStream; push?: PushTestOptions } = {},
): Promise<TestApp> {
  const db = await testDatabase();
  const config = testConfig({ ...overrides, database: db.config });
  const database = await openDatabase(config.database);
  // The push worker runs only where a test asks for it: elsewhere it would clear push_due marks
  // that a test is about to look at.
  const app = await buildApp(config, { database, ...given, push: given.push ?? { intervalMs: null } });
  return {
    app,
    database,
    databaseConfig: config.database,
    async close() {
      await app.close();
      await db.drop();
    },
  };
}

/** A session whose token a call carries; anything with an `authorization` header value. */
export interface Caller {
  authorization: string;
}

/**
 * `call(method, url, as?, payload?)` against a test app: as a visitor without `as`, else with that
 * session's bearer token. The app is asked for on each call (it is built in `beforeAll`).
 */
export function caller(app: () => FastifyInstance) {
  return (method: InjectOptions["method"], url: string, as?: Caller, payload?: unknown) =>
    app().inject({
      method,
      url,
      headers: as ? { authorization: as.authorization } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}

let counter = 0;
/** A name nobody has used in this run: `prefix` plus a counter, within the 20-character rule. */
export function uniqueName(prefix = "oyuncu"): string {
  counter += 1;
  return `${prefix}_${process.pid % 1000}_${counter}`.slice(0, 20);
}

let addressCounter = 0;
/** A fresh client address, so that one test's attempts do not count against another's. */
export function freshIp(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

export interface Account {
  username: string;
  email: string;
  password: string;
}

export function newAccount(overrides: Partial<Account> = {}): Account {
  const username = overrides.username ?? uniqueName();
  return { username, email: `${username.toLowerCase()}@ornek.com`, password: "dogru-at-pil-zimba", ...overrides };
}

export function post(app: FastifyInstance, url: string, payload: unknown, options: Partial<InjectOptions> = {}) {
  return app.inject({ method: "POST", url, payload: payload as InjectOptions["payload"], remoteAddress: freshIp(), ...options });
}

export async function registerAccount(app: FastifyInstance, account: Account = newAccount()) {
  const response = await post(app, "/api/auth/register", account);
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
  return account;
}

export async function loginToken(app: FastifyInstance, account: Account): Promise<string> {
  const response = await post(app, "/api/auth/login", { usernameOrEmail: account.username, password: account.password });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return response.json<{ token: string }>().token;
}
