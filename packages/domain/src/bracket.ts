import { shuffle, type Random } from "./random.ts";
import { bracketSize } from "./round-names.ts";

/** A pairing of a knockout round: [home, away], away null on a bye. */
export type Pairing = [string, string | null];

/**
 * First round of a knockout (section 4, first-round seeding), extended with byes so that any
 * count reaches a final: with n not a power of two, bracketSize(n) - n entrants go straight to the
 * second round, seeds first (ours; the earlier client stopped with 'Beklenmedik kazanan sayısı').
 * The others are paired: each seed with a non-seed where possible, leftover non-seeds together,
 * leftover seeds together, then the matches shuffled.
 */
export function seededFirstRound(ids: readonly string[], seedIds: readonly string[], random: Random): Pairing[] {
  const seedSet = new Set(seedIds);
  const seeds = shuffle(
    ids.filter((id) => seedSet.has(id)),
    random,
  );
  const others = shuffle(
    ids.filter((id) => !seedSet.has(id)),
    random,
  );
  let byes = bracketSize(ids.length) - ids.length;
  const pairings: Pairing[] = [];
  while (byes > 0 && seeds.length > 0) {
    pairings.push([seeds.shift() as string, null]);
    byes--;
  }
  while (byes > 0 && others.length > 0) {
    pairings.push([others.shift() as string, null]);
    byes--;
  }
  while (seeds.length > 0 && others.length > 0) pairings.push([seeds.shift() as string, others.shift() as string]);
  const rest = seeds.length > 0 ? seeds : others;
  // An odd leftover cannot happen once byes fill the bracket; it would stay unpaired (section 4).
  for (let i = 0; i + 1 < rest.length; i += 2) pairings.push([rest[i] as string, rest[i + 1] as string]);
  return shuffle(pairings, random);
}

/** Later rounds are drawn at random (section 4 and 9). */
export function randomPairings(ids: readonly string[], random: Random): Pairing[] {
  const order = shuffle(ids, random);
  const pairings: Pairing[] = [];
  for (let i = 0; i + 1 < order.length; i += 2) pairings.push([order[i] as string, order[i + 1] as string]);
  return pairings;
}
