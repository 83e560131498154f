import { fail } from "./errors.ts";
import { compareNames } from "./standings.ts";
import type { Participant } from "./types.ts";

// Spec part 1, section 9: member and participant lists are sorted by username; search is
// case-insensitive with prefix matches first, then contains matches.

/** Turkish lower case, with dotless ı folded onto i so 'irmak' finds 'Irmak' (ours; decisions). */
function fold(text: string): string {
  return text.toLocaleLowerCase("tr").replace(/ı/g, "i");
}

export function sortByUsername<T extends Participant>(list: readonly T[]): T[] {
  return list.slice().sort(compareNames);
}

export function searchParticipants<T extends Participant>(list: readonly T[], query: string): T[] {
  const needle = fold(query.trim());
  if (needle === "") return sortByUsername(list);
  const prefix: T[] = [];
  const contains: T[] = [];
  for (const p of list) {
    const name = fold(p.username);
    if (name.startsWith(needle)) prefix.push(p);
    else if (name.includes(needle)) contains.push(p);
  }
  return [...sortByUsername(prefix), ...sortByUsername(contains)];
}

/** Rejects the same member twice; every system needs distinct participants. */
export function assertDistinct(participants: readonly Participant[]): void {
  const seen = new Set<string>();
  for (const p of participants) {
    if (seen.has(p.id)) fail("PARTICIPANT_DUPLICATE");
    seen.add(p.id);
  }
}

/** Section 5: only selected participants can be seeds. Returns the seeds without repeats. */
export function checkSeeds(participants: readonly Participant[], seeds: readonly string[] | undefined): string[] {
  const ids = new Set(participants.map((p) => p.id));
  const out: string[] = [];
  for (const s of seeds ?? []) {
    if (!ids.has(s)) fail("SEED_NOT_PARTICIPANT");
    if (!out.includes(s)) out.push(s);
  }
  return out;
}
