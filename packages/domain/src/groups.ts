import { fail } from "./errors.ts";
import { legsFields } from "./legs.ts";
import { assertDistinct, checkSeeds } from "./participants.ts";
import { shuffle, type Random } from "./random.ts";
import { roundRobinMatches } from "./round-robin.ts";
import type { CreateSettings, GroupState, Participant } from "./types.ts";

type GroupSettings = Extract<CreateSettings, { system: "group" }>;

/** Section 9: labels A, B, C, ...; past Z they continue AA, AB, ... as in a spreadsheet. */
export function groupLabel(index: number): string {
  let label = "";
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) label = String.fromCharCode(65 + ((n - 1) % 26)) + label;
  return label;
}

/**
 * Section 9, automatic groups: base size total / groups, the remainder to the first groups; seeds
 * are spread across groups first (in the order given, one per group, wrapping), then the others
 * are drawn at random into the free places.
 */
export function drawGroups(ids: readonly string[], seeds: readonly string[], groupCount: number, random: Random): string[][] {
  const base = Math.floor(ids.length / groupCount);
  const remainder = ids.length % groupCount;
  const sizes = Array.from({ length: groupCount }, (_, g) => base + (g < remainder ? 1 : 0));
  const groups: string[][] = sizes.map(() => []);
  let cursor = 0;
  for (const seed of seeds) {
    while ((groups[cursor % groupCount] as string[]).length >= (sizes[cursor % groupCount] as number)) cursor++;
    (groups[cursor % groupCount] as string[]).push(seed);
    cursor++;
  }
  const seedSet = new Set(seeds);
  const others = shuffle(
    ids.filter((id) => !seedSet.has(id)),
    random,
  );
  let g = 0;
  for (const id of others) {
    while ((groups[g] as string[]).length >= (sizes[g] as number)) g++;
    (groups[g] as string[]).push(id);
  }
  return groups;
}

function isPositiveInteger(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 1;
}

/**
 * Section 5: manual grouping needs every participant in exactly one group (said first: it is the
 * spec's sentence); ours: then every group holds at least two (issue 25).
 */
function checkManualGroups(participants: readonly Participant[], groups: readonly string[][], groupCount: number): string[][] {
  const ids = new Set(participants.map((p) => p.id));
  const seen = new Set<string>();
  if (groups.length !== groupCount) fail("GROUP_ASSIGNMENT_INCOMPLETE");
  for (const group of groups) {
    for (const id of group) {
      if (!ids.has(id) || seen.has(id)) fail("GROUP_ASSIGNMENT_INCOMPLETE");
      seen.add(id);
    }
  }
  if (seen.size !== ids.size) fail("GROUP_ASSIGNMENT_INCOMPLETE");
  if (groups.some((group) => group.length < 2)) fail("GROUP_EMPTY");
  return groups.map((g) => g.slice());
}

/**
 * Section 5, group wizard. Ours: the knockout's even total is checked here already, so that a
 * tournament can never be stuck after its group stage.
 */
export function createGroup(settings: GroupSettings, random: Random): GroupState {
  const { participants, matchType, groupCount, teamsAdvancing } = settings;
  if ((matchType !== "single" && matchType !== "double") || !isPositiveInteger(groupCount) || teamsAdvancing == null || participants.length === 0) {
    return fail("GROUP_DETAILS_REQUIRED");
  }
  if (settings.participantCount != null && settings.participantCount !== participants.length) fail("PARTICIPANT_COUNT_MISMATCH");
  assertDistinct(participants);
  // Ours (issue 25): every group holds at least two, or its player would reach the knockout unplayed.
  const maxGroups = Math.max(1, Math.floor(participants.length / 2));
  if (groupCount > maxGroups) fail("GROUP_COUNT_TOO_LARGE", { count: participants.length, max: maxGroups });
  const seeds = checkSeeds(participants, settings.seeds);
  const groups = settings.groups ? checkManualGroups(participants, settings.groups, groupCount) : null;
  // Section 5: advancing between 1 and floor(participants / groups); ours: with manual groups also
  // no more than the smallest group holds, or a group could not send its share.
  const max = Math.min(Math.floor(participants.length / groupCount), ...(groups ?? []).map((g) => g.length));
  if (!Number.isInteger(teamsAdvancing) || teamsAdvancing < 1 || teamsAdvancing > max) {
    // Every group holds two or more (above), so the range is never '1 ile 1 arasında'.
    fail("TEAMS_ADVANCING_OUT_OF_RANGE", { max });
  }
  const total = groupCount * teamsAdvancing;
  // Knockouts give byes (bracket.ts), so any total of at least two qualifiers can be drawn.
  if (total < 2) fail("KNOCKOUT_TEAM_COUNT_INVALID", { count: total, expected: 2 });
  const drawn =
    groups ??
    drawGroups(
      participants.map((p) => p.id),
      seeds,
      groupCount,
      random,
    );
  return {
    system: "group",
    status: "active",
    participants: participants.map((p) => ({ id: p.id, username: p.username })),
    seeds,
    matchType,
    groupCount,
    teamsAdvancing,
    groups: drawn,
    matches: drawn.flatMap((ids, g) => roundRobinMatches(ids, matchType, "group", g)),
    ...(settings.tiebreakers == null ? {} : { tiebreakers: settings.tiebreakers }),
    ...legsFields(settings),
    champion: null,
    secondPlace: null,
    thirdPlace: null,
  };
}
