import type { TournamentAnswer } from "@turnuva/contract/tournament-answer";
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
// As http/compression.ts does for every other answer: nothing under 1 kB, brotli at quality 4.
const THRESHOLD = 1024;
const BROTLI = { params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 4 } };

export type Encoding = "br" | "gzip" | "identity";

/** A tournament's public answer, made once per version: its JSON bytes, compressed twice, and their tag. */
export interface CachedJson {
  id: string;
  slug: string;
  version: number;
  /** Whose picture it shows: a change of one makes the answer stale without a new version. */
  participantIds: ReadonlySet<string>;
  bodies: Record<Encoding, Buffer | null>;
  /** A strong hash of the JSON bytes: a picture changed under the same version still changes it. */
  hash: string;
  /** The ETag of each representation (etagOf), made once rather than on every answer. */
  etags: Record<Encoding, string>;
  size: number;
}

/**
 * Serialises and compresses once. The zlib work runs on libuv's threads, not the event loop: a
 * double league of 128 answers megabytes.
 */
export async function cachedJson(tournament: TournamentAnswer): Promise<CachedJson> {
  const identity = Buffer.from(JSON.stringify(tournament));
  const small = identity.length < THRESHOLD;
  const [gzipped, brotli] = small ? [null, null] : await Promise.all([gzipAsync(identity), brotliAsync(identity, BROTLI)]);
  const hash = createHash("sha256").update(identity).digest("base64url").slice(0, 32);
  return {
    id: tournament.id,
    slug: tournament.slug,
    version: tournament.version,
    participantIds: new Set(tournament.participants.map((p) => p._id)),
    bodies: { identity, gzip: gzipped, br: brotli },
    hash,
    etags: { identity: etagOf({ hash }, "identity"), gzip: etagOf({ hash }, "gzip"), br: etagOf({ hash }, "br") },
    size: identity.length + (gzipped?.length ?? 0) + (brotli?.length ?? 0),
  };
}

/**
 * The ETag of one representation. Each coding has its own (RFC 9110 §8.8.3: a strong validator
 * names exact bytes), all three carrying the JSON's hash, so any of them proves the JSON unchanged.
 */
export const etagOf = (json: Pick<CachedJson, "hash">, encoding: Encoding) => `"${json.hash}${encoding === "identity" ? "" : `-${encoding}`}"`;

/** If-None-Match names this JSON in any coding (weak comparison, as RFC 9110 §13.1.2 asks), or `*`. */
export function isUnchanged(ifNoneMatch: string | undefined, json: CachedJson): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((raw) => {
    const tag = raw.trim().replace(/^W\//, "");
    return tag === "*" || tag.replace(/-(gzip|br)"$/, '"') === `"${json.hash}"`;
  });
}

/**
 * The coding a client's Accept-Encoding asks for when br and gzip are both on offer. Browsers send
 * a handful of distinct values, so each is parsed once and remembered (at most PREFERENCES_KEPT,
 * then forgotten all at once): parsing it on every cached answer was 4 % of that answer's cost.
 */
const preferences = new Map<string, Encoding>();
const PREFERENCES_KEPT = 64;

/** br, else gzip, else none, as the client's Accept-Encoding allows (q=0 refuses; `*` stands for the rest). */
export function chooseEncoding(acceptEncoding: string | undefined, json: CachedJson): Encoding {
  if (!acceptEncoding || json.bodies.br === null) return "identity";
  let encoding = preferences.get(acceptEncoding);
  if (encoding === undefined) {
    encoding = preferredEncoding(acceptEncoding);
    if (preferences.size >= PREFERENCES_KEPT) preferences.clear();
    preferences.set(acceptEncoding, encoding);
  }
  return encoding;
}

function preferredEncoding(acceptEncoding: string): Encoding {
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name = "", ...params] = part.split(";").map((s) => s.trim());
    const q = params.find((p) => p.startsWith("q="));
    const weight = q ? Number(q.slice(2)) : 1;
    if (name) weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const accepts = (coding: string) => (weights.get(coding) ?? weights.get("*") ?? 0) > 0;
  if (accepts("br")) return "br";
  if (accepts("gzip") || accepts("x-gzip")) return "gzip";
  return "identity";
}
