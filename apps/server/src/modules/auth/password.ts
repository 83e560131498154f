import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

/**
 * scrypt from Node's own crypto at an OWASP Password Storage Cheat Sheet cost: N=2^14, r=8, p=5,
 * one of its equivalent settings, the lightest on memory (16 MiB) when many logins arrive at once.
 * Stored as `$scrypt$ln=14,r=8,p=5$<salt>$<key>`, so a later change of cost still verifies old hashes.
 * (argon2id's native module segfaulted from its prebuilt binary on this machine kind: docs/decisions.md.)
 */
const COST = { ln: 14, r: 8, p: 5 } as const;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

function derive(password: string, salt: Buffer, cost: { ln: number; r: number; p: number }): Promise<Buffer> {
  const N = 2 ** cost.ln;
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFC"), salt, KEY_LENGTH, { N, r: cost.r, p: cost.p, maxmem: 256 * N * cost.r }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, COST);
  return `$scrypt$ln=${COST.ln},r=${COST.r},p=${COST.p}$${salt.toString("base64url")}$${key.toString("base64url")}`;
}

const STORED = /^\$scrypt\$ln=(\d+),r=(\d+),p=(\d+)\$([\w-]+)\$([\w-]+)$/;

async function matches(stored: string, password: string): Promise<boolean> {
  const m = STORED.exec(stored);
  if (!m) return false;
  const expected = Buffer.from(m[5]!, "base64url");
  const key = await derive(password, Buffer.from(m[4]!, "base64url"), { ln: Number(m[1]), r: Number(m[2]), p: Number(m[3]) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

// Verified against when the account does not exist, so that a missing account takes as long to
// refuse as a wrong password and the timing tells nothing (issue 2: no probing of accounts).
let decoy: Promise<string> | null = null;

export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (stored === null) {
    decoy ??= hashPassword("decoy password that matches nobody");
    await matches(await decoy, password);
    return false;
  }
  return matches(stored, password);
}
