// Randomness enters the domain only through this interface (DESIGN section 2), so that tests and
// replays are exact. Nothing here calls Math.random.

export interface Random {
  /** A number in [0, 1). */
  next(): number;
}

/** mulberry32: small, fast, good enough for draws; the same seed gives the same sequence. */
export function mulberry32(seed: number): Random {
  let a = seed >>> 0;
  return {
    next() {
      a = (a + 0x6d2b79f5) >>> 0;
      let t = a;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    },
  };
}

/** An integer in [0, max). */
export function randomInt(random: Random, max: number): number {
  return Math.floor(random.next() * max);
}

/** Fisher-Yates on a copy. */
export function shuffle<T>(items: readonly T[], random: Random): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(random, i + 1);
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return out;
}
