import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
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

export interface Config {
  port: number;
  host: string;
  logLevel: "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";
  database: { kind: "embedded"; dataDir: string | null } | { kind: "server"; url: string };
  jwtSecret: string;
  tokenTtlSeconds: number;
  trustProxy: boolean;
  /** Absolute base for links in the sitemap; null: taken from the request. */
  publicUrl: string | null;
  /** Built web app to serve; null: API only (tests). */
  webDistDir: string | null;
  authRateLimits: AuthRateLimits;
}

export const defaultAuthRateLimits: AuthRateLimits = {
  ipAttempts: 10,
  ipWindowSeconds: 60,
  accountFailures: 10,
  accountWindowSeconds: 600,
};

const positiveInt = z.coerce.number().int().positive();

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  JWT_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: z.enum(["true", "false", "1", "0"]).default("false"),
  PUBLIC_URL: z.url().optional(),
  AUTH_IP_ATTEMPTS_PER_MINUTE: positiveInt.default(defaultAuthRateLimits.ipAttempts),
});

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
  const dataDir = resolve(e.DATA_DIR);
  const database: Config["database"] = e.DATABASE_URL
    ? { kind: "server", url: e.DATABASE_URL }
    : { kind: "embedded", dataDir };
  return {
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    database,
    jwtSecret: e.JWT_SECRET ?? embeddedSecret(database, dataDir),
    tokenTtlSeconds: 7 * 24 * 60 * 60,
    trustProxy: e.TRUST_PROXY === "true" || e.TRUST_PROXY === "1",
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, "") ?? null,
    webDistDir: resolve(import.meta.dirname, "../../web/dist"),
    authRateLimits: { ...defaultAuthRateLimits, ipAttempts: e.AUTH_IP_ATTEMPTS_PER_MINUTE },
  };
}

/**
 * On the embedded default the secret is generated once and kept beside the data, so tokens stay
 * valid across restarts. With a database server several instances may run, and a secret kept in
 * one machine's folder would split them: there JWT_SECRET is required.
 */
function embeddedSecret(database: Config["database"], dataDir: string): string {
  if (database.kind === "server") {
    throw new ConfigError(
      "Invalid configuration:\n  JWT_SECRET: required when DATABASE_URL is set (at least 32 characters), so every instance signs alike",
    );
  }
  const file = join(dataDir, "jwt-secret");
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString("base64url");
    writeFileSync(file, secret + "\n", { mode: 0o600, flag: "wx" });
    return secret;
  }
}
