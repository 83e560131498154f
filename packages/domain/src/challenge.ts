import { BEST_OF_OPTIONS, type BestOf } from "./constants.ts";
import { fail } from "./errors.ts";
import { makeMatch } from "./matches.ts";
import type { ChallengeState, CreateSettings } from "./types.ts";

type ChallengeSettings = Extract<CreateSettings, { system: "challenge" }>;

/** Section 9: win target ceiling(bestOf / 2). */
export function winTarget(bestOf: BestOf): number {
  return Math.ceil(bestOf / 2);
}

/** Section 5: both participants and best-of required; the same member cannot be both (section 2). */
export function createChallenge(settings: ChallengeSettings): ChallengeState {
  const [first, second] = settings.participants;
  const bestOf = BEST_OF_OPTIONS.find((b) => b === settings.bestOf);
  if (!first || !second || settings.participants.length !== 2 || bestOf === undefined) return fail("CHALLENGE_FIELDS_REQUIRED");
  if (first.id === second.id) return fail("CHALLENGE_SAME_PARTICIPANT");
  return {
    system: "challenge",
    status: "active",
    participants: [first, second].map((p) => ({ id: p.id, username: p.username })),
    seeds: [],
    bestOf,
    // One match per round, participant 1 at home throughout (section 4: home wins count for participant 1).
    matches: Array.from({ length: bestOf }, (_, i) => makeMatch("challenge", null, i + 1, 0, first.id, second.id)),
    champion: null,
    secondPlace: null,
    thirdPlace: null,
  };
}

export function challengeWins(state: ChallengeState): { home: number; away: number } {
  let home = 0;
  let away = 0;
  for (const m of state.matches) {
    if (!m.isConfirmed || m.homeScore === null || m.awayScore === null) continue;
    if (m.homeScore > m.awayScore) home++;
    else if (m.awayScore > m.homeScore) away++;
  }
  return { home, away };
}

/** Section 4: after each change, the side whose wins reach the target is champion. */
export function withChallengePlacings(state: ChallengeState): ChallengeState {
  const wins = challengeWins(state);
  const target = winTarget(state.bestOf);
  const [first, second] = state.participants;
  const champion = wins.home >= target ? (first?.id ?? null) : wins.away >= target ? (second?.id ?? null) : null;
  return { ...state, champion };
}

/** Section 5: finishing before a winner gives 'Turnuva henüz tamamlanmadı!'. */
export function finishChallenge(state: ChallengeState): ChallengeState {
  if (state.champion === null) fail("CHALLENGE_NOT_FINISHED");
  return { ...state, status: "completed" };
}
