import { MIN_PARTICIPANTS } from "./constants.ts";
import { fail } from "./errors.ts";
import { isOpen } from "./matches.ts";
import { assertDistinct } from "./participants.ts";
import { shuffle, type Random } from "./random.ts";
import { roundRobinMatches } from "./round-robin.ts";
import { leagueTable } from "./standings.ts";
import { chosenTable } from "./tiebreakers.ts";
import type { CreateSettings, LeagueState } from "./types.ts";

type LeagueSettings = Extract<CreateSettings, { system: "league" }>;

/**
 * Section 5, league wizard: at least 2 participants, the selection equal to the count, a match
 * type chosen. The draw order is random (injected), so who meets whom in week 1 is not the order
 * of selection.
 */
export function createLeague(settings: LeagueSettings, random: Random): LeagueState {
  const { participants } = settings;
  if (participants.length < MIN_PARTICIPANTS) fail("PARTICIPANTS_TOO_FEW");
  if (settings.participantCount != null && settings.participantCount !== participants.length) fail("PARTICIPANT_COUNT_MISMATCH");
  assertDistinct(participants);
  if (settings.matchType !== "single" && settings.matchType !== "double") return fail("MATCH_TYPE_REQUIRED");
  const order = shuffle(
    participants.map((p) => p.id),
    random,
  );
  return {
    system: "league",
    status: "active",
    participants: participants.map((p) => ({ id: p.id, username: p.username })),
    seeds: [],
    matchType: settings.matchType,
    matches: roundRobinMatches(order, settings.matchType, "league", null),
    ...(settings.tiebreakers == null ? {} : { tiebreakers: settings.tiebreakers }),
    champion: null,
    secondPlace: null,
    thirdPlace: null,
  };
}

/** Section 4: finishing needs all matches confirmed and a champion (top of the table). */
export function finishLeague(state: LeagueState): LeagueState {
  if (state.matches.some(isOpen)) fail("LEAGUE_MATCHES_INCOMPLETE");
  const top = chosenTable(state.participants, state.matches, state.tiebreakers, leagueTable)[0];
  // No confirmed match at all (a state read back without its match rows) has no champion.
  if (top === undefined || top.played === 0) return fail("LEAGUE_NO_CHAMPION");
  return { ...state, status: "completed", champion: top.team };
}
