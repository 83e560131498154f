import { isIP } from "node:net";
import { resolve } from "node:path";
import { z } from "zod";

/** Limits on login and registration attempts (see docs/decisions.md, "Rate limits"). */
export interface AuthRateLimits {
  /** Attempts per IP address and window, for login and registration each. GitLab: 10 a minute. */
  ipAttempts: number;
  ipWindowSeconds: number;
  /** Failed logins per account before it is held back. GitLab: 10, then 10 minutes. */
  accountFailures: number;
  accountWindowSeconds: number;
}

/** Picture uploads (issue 12; docs/decisions.md, "Images"). */
export interface ImageLimits {
  /** Uploads per signed-in user and window, counted in the database before the body is read. */
  uploads: number;
  windowSeconds: number;
  /** Pictures decoded at once by this process; the rest wait their turn. */
  concurrency: number;
  /** Pictures that may wait for a turn in this process; one more is refused (503, Retry-After). */
  queue: number;
}

/**
 * How long and how many (issue 23): one client without an account must not be able to hold the
 * server's connections (docs/decisions.md, "Slow clients").
 */
export interface ConnectionLimits {
  /** The whole request, head and body, must have arrived within this (REQUEST_TIMEOUT); else 408. */
  requestTimeoutMs: number;
  /** An idle kept-alive connection is closed after this (KEEP_ALIVE_TIMEOUT). */
  keepAliveTimeoutMs: number;
  /** Open connections one address that is not a trusted proxy may hold (CONNECTIONS_PER_ADDRESS). */
  perAddress: number;
}

/** Creations and invitations per signed-in person and hour (issue 23), counted in the database. */
export interface CreationLimits {
  platformsPerHour: number;
  tournamentsPerHour: number;
  invitationsPerHour: number;
}

export interface Config {
  port: number;
  host: string;
  logLevel: "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";
  database: { kind: "embedded"; dataDir: string | null } | { kind: "server"; url: string };
  /** How long a session lasts after login, whatever happens in between (TOKEN_TTL). */
  tokenTtlSeconds: number;
  /** Send Strict-Transport-Security: only for deployments that are served over TLS (HSTS). */
  hsts: boolean;
  /**
   * Whose X-Forwarded-For to believe: nobody's, or the proxies at these addresses and ranges.
   * Never everybody's: then any client could name its own address and pass the rate limits.
   * (Fastify refuses hop counts for the same reason: they cannot check the nearest peer.)
   */
  trustProxy: false | string[];
  /** Absolute base for links in the sitemap; null: taken from the request. */
  publicUrl: string | null;
  /** Built web app to serve; null: API only (tests). */
  webDistDir: string | null;
  authRateLimits: AuthRateLimits;
  imageLimits: ImageLimits;
  connectionLimits: ConnectionLimits;
  creationLimits: CreationLimits;
  /**
   * Live streams (Server-Sent Events) one client address may hold open on this instance at once
   * (LIVE_STREAMS_PER_ADDRESS; docs/decisions.md, "Live updates and the read cache").
   */
  liveStreamsPerAddress: number;
  /**
   * Load the demo set (src/demo) at start when the database is empty (DEMO_DATA): on by default
   * for the embedded database, never at start on a PostgreSQL server (`npm run seed:demo` does it).
   */
  demoData: boolean;
  /**
   * Issue 26: mail over SMTP (SMTP_URL, MAIL_FROM); null: every mail is written to the log at info
   * level instead (the embedded default), so a reset link can be followed locally.
   */
  mail: { smtpUrl: string; from: string } | null;
  /**
   * Issue 26: Web Push. The VAPID keys come from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or are made
   * once and kept in the database (server_keys); `subject` is the contact push services ask for.
   * `allowPrivateEndpoints` lets a subscription point at this machine or a private network (tests).
   */
  push: { vapidKeys: { publicKey: string; privateKey: string } | null; subject: string; allowPrivateEndpoints: boolean };
}

export const defaultAuthRateLimits: AuthRateLimits = {
  ipAttempts: 10,
  ipWindowSeconds: 60,
  accountFailures: 10,
  accountWindowSeconds: 600,
};

export const defaultImageLimits: ImageLimits = { uploads: 20, windowSeconds: 600, concurrency: 2, queue: 8 };

// A 10 MB picture arrives in a minute at 1.4 Mbit/s; a browser opens at most six connections to a
// host and two live streams per tab, so a household or an office behind one address stays far
// below a hundred. Node's own idle keep-alive is 5 s; Fastify's 72 s is for balancers (README).
export const defaultConnectionLimits: ConnectionLimits = { requestTimeoutMs: 60_000, keepAliveTimeoutMs: 10_000, perAddress: 100 };

// Far above what a community does in an hour (a platform or two, a few tournaments, invitations to
// its friends), far below what a script does in a minute.
export const defaultCreationLimits: CreationLimits = { platformsPerHour: 10, tournamentsPerHour: 30, invitationsPerHour: 50 };

// A browser holds one per open tab (a tournament's and the global one); a household or an office
// behind one address has several people. Past it: 429, and the page polls instead.
export const defaultLiveStreamsPerAddress = 16;

const positiveInt = z.coerce.number().int().positive();

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  TOKEN_TTL: z
    .string()
    .default("7d")
    .transform((value, context) => {
      const seconds = parseDuration(value);
      if (seconds === null) {
        context.addIssue({ code: "custom", message: "give a duration such as 7d, 12h, 30m or 3600 (seconds), at least 1 minute" });
        return z.NEVER;
      }
      return seconds;
    }),
  HSTS: z.enum(["true", "false"], { message: "must be true or false" }).default("false"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: z
    .string()
    .default("false")
    .transform((value, context) => {
      const trust = parseTrustProxy(value);
      if (trust === null) {
        context.addIssue({
          code: "custom",
          message:
            'give the addresses of the proxies in front of the server (10.0.0.1, 10.0.0.0/8, loopback, uniquelocal) or false; "true" would believe any client\'s X-Forwarded-For',
        });
        return z.NEVER;
      }
      return trust;
    }),
  PUBLIC_URL: z.url().optional(),
  AUTH_IP_ATTEMPTS_PER_MINUTE: positiveInt.default(defaultAuthRateLimits.ipAttempts),
  IMAGE_UPLOADS_PER_10_MINUTES: positiveInt.default(defaultImageLimits.uploads),
  IMAGE_PROCESSING_CONCURRENCY: positiveInt.max(64).default(defaultImageLimits.concurrency),
  IMAGE_PROCESSING_QUEUE: z.coerce.number().int().min(0).max(1000).default(defaultImageLimits.queue),
  LIVE_STREAMS_PER_ADDRESS: positiveInt.max(10_000).default(defaultLiveStreamsPerAddress),
  REQUEST_TIMEOUT: positiveInt.max(3600).default(defaultConnectionLimits.requestTimeoutMs / 1000),
  KEEP_ALIVE_TIMEOUT: positiveInt.max(3600).default(defaultConnectionLimits.keepAliveTimeoutMs / 1000),
  CONNECTIONS_PER_ADDRESS: positiveInt.max(100_000).default(defaultConnectionLimits.perAddress),
  PLATFORMS_PER_HOUR: positiveInt.default(defaultCreationLimits.platformsPerHour),
  TOURNAMENTS_PER_HOUR: positiveInt.default(defaultCreationLimits.tournamentsPerHour),
  INVITATIONS_PER_HOUR: positiveInt.default(defaultCreationLimits.invitationsPerHour),
  DEMO_DATA: z.enum(["true", "false"], { message: "must be true or false" }).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  VAPID_PUBLIC_KEY: z.string().min(20).optional(),
  VAPID_PRIVATE_KEY: z.string().min(20).optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, "must start with mailto: or https://")
    .optional(),
  PUSH_ALLOW_PRIVATE_ENDPOINTS: z.enum(["true", "false"], { message: "must be true or false" }).default("false"),
  /** The built web app; another folder lets a second build be served beside the usual one. */
  WEB_DIST_DIR: z.string().optional(),
});

/**
 * The demo set is loaded at start only into the embedded database. A server is shared and long
 * lived: the demo goes onto one only when someone asks for it in so many words (npm run seed:demo).
 */
const demoOnServer =
  "the demo set is not loaded onto a PostgreSQL server at start: leave DEMO_DATA unset (or false) with DATABASE_URL, and load it once with `npm run seed:demo`";

export class ConfigError extends Error {}

/**
 * Reads and validates the environment once, at start (DESIGN §7). Everything else takes a Config,
 * so tests build their own without touching process.env.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable counts as unset, as shells and service managers commonly write it.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  if (e.DATABASE_URL && e.DEMO_DATA === "true") throw new ConfigError(`Invalid configuration:\n  DEMO_DATA: ${demoOnServer}`);
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new ConfigError(
      "Invalid configuration:\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: give both or neither (neither: made once and kept in the database)",
    );
  }
  const dataDir = resolve(e.DATA_DIR);
  const database: Config["database"] = e.DATABASE_URL ? { kind: "server", url: e.DATABASE_URL } : { kind: "embedded", dataDir };
  return {
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    database,
    tokenTtlSeconds: e.TOKEN_TTL,
    hsts: e.HSTS === "true",
    trustProxy: e.TRUST_PROXY,
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, "") ?? null,
    webDistDir: e.WEB_DIST_DIR ? resolve(e.WEB_DIST_DIR) : resolve(import.meta.dirname, "../../web/dist"),
    authRateLimits: { ...defaultAuthRateLimits, ipAttempts: e.AUTH_IP_ATTEMPTS_PER_MINUTE },
    imageLimits: {
      ...defaultImageLimits,
      uploads: e.IMAGE_UPLOADS_PER_10_MINUTES,
      concurrency: e.IMAGE_PROCESSING_CONCURRENCY,
      queue: e.IMAGE_PROCESSING_QUEUE,
    },
    liveStreamsPerAddress: e.LIVE_STREAMS_PER_ADDRESS,
    connectionLimits: {
      requestTimeoutMs: e.REQUEST_TIMEOUT * 1000,
      keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT * 1000,
      perAddress: e.CONNECTIONS_PER_ADDRESS,
    },
    creationLimits: {
      platformsPerHour: e.PLATFORMS_PER_HOUR,
      tournamentsPerHour: e.TOURNAMENTS_PER_HOUR,
      invitationsPerHour: e.INVITATIONS_PER_HOUR,
    },
    demoData: database.kind === "embedded" && e.DEMO_DATA !== "false",
    mail: e.SMTP_URL ? { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM ?? "Turnuvam <no-reply@turnuvam.local>" } : null,
    push: {
      vapidKeys: e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY } : null,
      subject: e.VAPID_SUBJECT ?? "mailto:no-reply@turnuvam.local",
      allowPrivateEndpoints: e.PUSH_ALLOW_PRIVATE_ENDPOINTS === "true",
    },
  };
}

/** Ranges known by name to Fastify's proxy-addr: this host, link-local and private networks. */
const namedRanges = new Set(["loopback", "linklocal", "uniquelocal"]);

/** `false`/`0`: no proxy; else a comma-separated list of addresses, ranges and named ranges. */
function parseTrustProxy(value: string): Config["trustProxy"] | null {
  const text = value.trim().toLowerCase();
  if (text === "false" || text === "0") return false;
  const entries = text.split(",").map((entry) => entry.trim());
  const valid = entries.every((entry) => {
    if (namedRanges.has(entry)) return true;
    const [address = "", prefix, ...rest] = entry.split("/");
    const family = isIP(address);
    if (family === 0 || rest.length > 0) return false;
    if (prefix === undefined) return true;
    const bits = Number(prefix);
    return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
  });
  return valid ? entries : null;
}

const durationUnits: Record<string, number> = { s: 1, m: 60, h: 60 * 60, d: 24 * 60 * 60 };

/** `7d`, `12h`, `30m`, `45s` or a bare number of seconds; null for anything else or under a minute. */
export function parseDuration(value: string): number | null {
  const match = /^(\d+)\s*([smhd]?)$/.exec(value.trim().toLowerCase());
  if (!match) return null;
  const seconds = Number(match[1]) * (durationUnits[match[2] || "s"] ?? 1);
  return Number.isSafeInteger(seconds) && seconds >= 60 ? seconds : null;
}
