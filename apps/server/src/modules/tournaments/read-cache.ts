import type { TournamentAnswer } from "@turnuva/contract/tournament-answer";
import { type CachedJson, cachedJson } from "./cached-json.ts";

export interface ReadCacheLimits {
  entries: number;
  bytes: number;
}

export const defaultReadCacheLimits: ReadCacheLimits = { entries: 1000, bytes: 64 * 1024 * 1024 };

/**
 * `GET /api/tournaments/:identifier`'s answers, in this process (docs/decisions.md, "Live updates
 * and the read cache"): by tournament id, reached by id or slug without a query, least recently
 * used first out past the limits. An entry lives until a notification says its tournament changed
 * (an action, on any instance) or one of its participants' pictures did; so the cache is trusted
 * only while this instance listens (`trust`/`distrust`, from modules/live). A passing deadline
 * changes nothing in it since issue 27: whether a match is overdue is the reader's to derive. A load that overlaps
 * an eviction is answered but not kept: it may have read what the eviction announced as stale.
 */
export function tournamentReadCache(limits: ReadCacheLimits = defaultReadCacheLimits) {
  const entries = new Map<string, CachedJson>(); // by id, least recently used first
  const aliases = new Map<string, string>(); // id and slug → id
  const loading = new Map<string, Promise<CachedJson>>(); // by identifier, so a burst loads once
  let bytes = 0;
  let trusted = false;
  // Moves on every eviction: a load that started before one does not store what it read.
  let generation = 0;

  const keyOf = (identifier: string) => identifier.toLowerCase();

  function remove(id: string) {
    const entry = entries.get(id);
    if (!entry) return;
    entries.delete(id);
    bytes -= entry.size;
    if (aliases.get(entry.slug) === id) aliases.delete(entry.slug);
    aliases.delete(id);
  }

  function evicted() {
    generation += 1;
    loading.clear();
  }

  function store(entry: CachedJson) {
    remove(entry.id);
    if (entry.size > limits.bytes) return;
    entries.set(entry.id, entry);
    aliases.set(entry.id, entry.id);
    aliases.set(entry.slug, entry.id);
    bytes += entry.size;
    for (const [id] of entries) {
      if (entries.size <= limits.entries && bytes <= limits.bytes) break;
      remove(id);
    }
  }

  function hit(identifier: string): CachedJson | null {
    if (!trusted) return null;
    const id = aliases.get(keyOf(identifier));
    const entry = id === undefined ? undefined : entries.get(id);
    if (!entry) return null;
    entries.delete(entry.id); // most recently used last
    entries.set(entry.id, entry);
    return entry;
  }

  function clear() {
    entries.clear();
    aliases.clear();
    bytes = 0;
    evicted();
  }

  return {
    /** The cached answer, else `load`'s, kept when nothing was evicted meanwhile and the cache is trusted. */
    async read(identifier: string, load: () => Promise<TournamentAnswer>): Promise<CachedJson> {
      const found = hit(identifier);
      if (found) return found;
      if (!trusted) return cachedJson(await load());
      const key = keyOf(identifier);
      const pending = loading.get(key);
      if (pending) return pending;
      const started = generation;
      const work = load()
        .then(cachedJson)
        .then((entry) => {
          if (trusted && generation === started) store(entry);
          return entry;
        })
        .finally(() => {
          if (loading.get(key) === work) loading.delete(key);
        });
      loading.set(key, work);
      return work;
    },

    /** The tournament changed (an action committed, here or on another instance). */
    evictTournament(id: string) {
      remove(id);
      evicted();
    },

    /** The same, by id or slug: a write on this instance, before its notification comes back. */
    forget(identifier: string) {
      remove(aliases.get(keyOf(identifier)) ?? keyOf(identifier));
      evicted();
    },

    /** A user's picture changed: every answer that shows them as a participant is stale. */
    evictParticipant(userId: string) {
      for (const [id, entry] of entries) if (entry.participantIds.has(userId)) remove(id);
      evicted();
    },

    /** Listening (again): start empty, since changes may have passed unheard. */
    trust() {
      clear();
      trusted = true;
    },

    /** Not listening: answer from the database until we are again. */
    distrust() {
      trusted = false;
      clear();
    },

    get size() {
      return entries.size;
    },
  };
}

export type TournamentReadCache = ReturnType<typeof tournamentReadCache>;
